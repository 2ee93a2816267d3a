import UIKit
import os.log

/// A programmatic screen in the style of a tutorial app: target-action with #selector, a gesture recognizer,
/// keyboard notifications, a repeating timer and a bar button item.
class CounterViewController: UIViewController {

    private let countLabel = UILabel()
    private let plusButton = UIButton(type: .system)
    private let nameField = UITextField()
    private var count = 0
    private var ticks = 0
    private var timer: Timer?
    private let logger = Logger(subsystem: "com.example.TapCounter", category: "counter")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tap Counter"
        view.backgroundColor = .systemBackground

        countLabel.text = "Count: 0"
        countLabel.font = .systemFont(ofSize: 32, weight: .bold)
        plusButton.setTitle("Add one", for: .normal)
        plusButton.titleLabel?.font = .systemFont(ofSize: 24)
        plusButton.addTarget(self, action: #selector(addOne(_:)), for: .touchUpInside)
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect

        let stack = UIStackView(arrangedSubviews: [countLabel, plusButton, nameField])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset))

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func addOne(_ sender: UIButton) {
        count += 1
        countLabel.text = "Count: \(count)"
        logger.info("count is now \(self.count, privacy: .public)")
    }

    @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        count += 10
        countLabel.text = "Count: \(count)"
    }

    @objc func reset() {
        count = 0
        countLabel.text = "Count: 0"
    }

    @objc func tick() {
        ticks += 1
        title = "Tap Counter (\(ticks)s)"
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        os_log("keyboard will show", log: .default, type: .debug)
    }
}
