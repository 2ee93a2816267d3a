import Foundation

/// What a kiosk shows while its app keeps failing to start, instead of a dark screen: that it is restarting and when
/// it tries next. The reasons are in the journal, not on a screen the public sees.
/// The seconds count down on screen, once a second, while it shows.
final class RestartNoticeViewController: UIViewController {
    let failedStarts: Int
    let nextTry: TimeInterval
    private let detail = UILabel()
    /// Whole seconds left before the next try.
    private var secondsLeft: Int
    private var tick: LoopTimer?

    init(failedStarts: Int, nextTry: TimeInterval) {
        self.failedStarts = failedStarts
        self.nextTry = nextTry
        secondsLeft = Int(nextTry.rounded(.up))
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        let title = UILabel()
        title.text = "This kiosk is restarting"
        title.font = .systemFont(ofSize: 28, weight: .semibold)
        showSecondsLeft()
        detail.font = .systemFont(ofSize: 16)
        detail.numberOfLines = 0
        for label in [title, detail] {
            label.textColor = .white
            label.textAlignment = .center
        }
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scheduleTick()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tick?.cancel()
        tick = nil
    }

    private func showSecondsLeft() {
        let wait = secondsLeft == 1 ? "1 second" : "\(secondsLeft) seconds"
        detail.text = "It tries again in \(wait). Starting failed \(failedStarts) times in a row; the system journal says why."
    }

    /// One tick a second until the count reaches 1 (the app goes on then); none once it stops showing.
    private func scheduleTick() {
        guard tick == nil, secondsLeft > 1 else { return }
        let loop = UIScreen.loop(for: view)
        tick = loop.schedule(at: loop.now.adding(seconds: 1)) { [weak self] in
            guard let self else { return }
            self.tick = nil
            self.secondsLeft -= 1
            self.showSecondsLeft()
            self.scheduleTick()
        }
    }
}
