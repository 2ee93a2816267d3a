import UIKit
import os.log

/// A programmatic screen in the style of a tutorial app: target-action with #selector, a gesture recognizer,
/// keyboard notifications, a timer, a bar button item.
class CounterViewController: UIViewController {

    let countLabel = UILabel()
    let plusButton = UIButton(type: .system)
    private(set) var count = 0
    private(set) var log: [String] = []
    private var timer: Timer?
    private let logger = Logger(subsystem: "com.example.Counter", category: "ui")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        countLabel.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
        plusButton.frame = CGRect(x: 20, y: 160, width: 100, height: 44)
        plusButton.setTitle("+1", for: .normal)
        plusButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        plusButton.addTarget(self, action: #selector(CounterViewController.buttonTouched(_:forEvent:)), for: .touchDown)
        view.addSubview(countLabel)
        view.addSubview(plusButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        view.addGestureRecognizer(tap)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        logger.info("loaded with \(self.count, privacy: .public) taps")
        updateLabel()
    }

    func startTicking() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    func stopTicking() {
        timer?.invalidate()
        timer = nil
    }

    @objc private func increment(_ sender: UIButton) {
        count += 1
        log.append("increment:\(sender.currentTitle ?? "")")
        updateLabel()
    }

    @objc func buttonTouched(_ sender: Any, forEvent event: UIEvent?) {
        log.append("touchDown")
    }

    @objc func handleTap() {
        log.append("tap")
    }

    @objc func reset() {
        count = 0
        log.append("reset")
        updateLabel()
    }

    @objc func tick(_ timer: Timer) {
        log.append("tick")
    }

    @objc func keyboardWillShow(notification: Notification) {
        log.append("keyboard")
    }

    func updateLabel() {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "Count: ", attributes: [.foregroundColor: UIColor.gray]))
        text.append(NSAttributedString(string: "\(count)", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        countLabel.attributedText = text
    }
}
