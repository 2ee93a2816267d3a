import Foundation

/// What a kiosk shows while its app keeps failing to start, instead of a dark screen: that it is restarting and when
/// it tries next. The reasons are in the journal, not on a screen the public sees.
final class RestartNoticeViewController: UIViewController {
    let failedStarts: Int
    let nextTry: TimeInterval

    init(failedStarts: Int, nextTry: TimeInterval) {
        self.failedStarts = failedStarts
        self.nextTry = nextTry
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        let title = UILabel()
        title.text = "This kiosk is restarting"
        title.font = .systemFont(ofSize: 28, weight: .semibold)
        let detail = UILabel()
        detail.text = "It tries again in \(Int(nextTry)) seconds. Starting failed \(failedStarts) times in a row; the system journal says why."
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
}
