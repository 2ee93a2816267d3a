import FrameKit
import Foundation

/// A check-in kiosk, written as UIKit code: a form (name, e-mail, a secure PIN) in a scroll view whose bottom follows
/// `keyboardLayoutGuide`, so the focused field stays above the on-screen keyboard; a notes view whose text flows
/// around a badge image through an exclusion path; and a text-size setting whose changes reach every font through
/// Dynamic Type and the content-size notification. What happens is logged for the integration test.
final class CheckInViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let titleLabel = UILabel()
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let pinField = UITextField()
    private let notes = NotesView()
    private let checkInButton = UIButton(type: .system)
    private let smallerButton = UIButton(type: .system)
    private let largerButton = UIButton(type: .system)
    private let status = UILabel()
    private var observers: [NSObjectProtocol] = []

    /// The text sizes the setting steps through.
    private static let sizes: [UIContentSizeCategory] = [
        .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        configureLabels()
        configureFields()
        configureNotes()
        configureButtons()
        layOut()
        observeNotifications()
    }

    deinit {
        MainActor.assumeIsolated { observers.forEach(NotificationCenter.default.removeObserver) }
    }

    // MARK: Building the form

    private func configureLabels() {
        titleLabel.text = String(localized: "Welcome — please check in")
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        status.font = .preferredFont(forTextStyle: .footnote)
        status.adjustsFontForContentSizeCategory = true
        status.textColor = .darkGray
        status.numberOfLines = 0
        status.text = String(localized: "Text size: \(UIApplication.shared.preferredContentSizeCategory.rawValue)")
    }

    private func configureFields() {
        let fields: [(UITextField, String)] = [
            (nameField, String(localized: "Full name")), (emailField, String(localized: "E-mail")), (pinField, String(localized: "PIN")),
        ]
        for (field, placeholder) in fields {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.clearButtonMode = .whileEditing
            field.returnKeyType = .next
            field.delegate = self
        }
        nameField.autocapitalizationType = .words
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        pinField.keyboardType = .numberPad
        pinField.isSecureTextEntry = true
        pinField.returnKeyType = .done
    }

    private func configureNotes() {
        notes.font = .preferredFont(forTextStyle: .body)
        notes.adjustsFontForContentSizeCategory = true
        notes.layer.cornerRadius = 8
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor.lightGray.cgColor
        notes.text = String(
            localized: "Notes for the front desk: accessibility needs, the person you are visiting, parking. The text flows around the badge, as TextKit's exclusion paths let it.")
        if let path = Bundle.module.path(forResource: "badge", ofType: "png") {
            notes.badge.image = UIImage(contentsOfFile: path)
        }
    }

    private func configureButtons() {
        checkInButton.setTitle(String(localized: "Check in"), for: .normal)
        checkInButton.addTarget(self, action: CheckInViewController.checkIn, for: .touchUpInside)
        smallerButton.setTitle("A−", for: .normal)
        smallerButton.addTarget(self, action: CheckInViewController.smallerText, for: .touchUpInside)
        largerButton.setTitle("A+", for: .normal)
        largerButton.addTarget(self, action: CheckInViewController.largerText, for: .touchUpInside)
    }

    /// The form scrolls between the top of the screen and the keyboard's top: `keyboardLayoutGuide` moves the
    /// scroll view's bottom with the keyboard, inside its animation.
    private func layOut() {
        let textSize = UIStackView(arrangedSubviews: [smallerButton, largerButton])
        textSize.spacing = 16
        let form = UIStackView(arrangedSubviews: [titleLabel, nameField, emailField, pinField, notes, checkInButton, textSize, status])
        form.axis = .vertical
        form.spacing = 12
        form.alignment = .fill
        for view in [scrollView, form] { view.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        scrollView.addSubview(form)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
            form.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
            form.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
            form.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -48),
            notes.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    // MARK: Keyboard and text size

    private func observeNotifications() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) {
            [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated {
                print("CheckIn: keyboard shown, top at \(Int(frame.minY))")
                self?.scrollFocusedFieldIntoView()
            }
        })
        observers.append(center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
            [weak self] _ in
            MainActor.assumeIsolated {
                let category = UIApplication.shared.preferredContentSizeCategory
                self?.status.text = String(localized: "Text size: \(category.rawValue)")
                print("CheckIn: text size \(category.rawValue), body \(UIFont.preferredFont(forTextStyle: .body).pointSize) pt")
            }
        })
    }

    private func scrollFocusedFieldIntoView() {
        guard let field = [nameField, emailField, pinField].first(where: \.isFirstResponder) else { return }
        scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -12), animated: true)
    }

    private func step(by delta: Int) {
        let current = Self.sizes.firstIndex(of: UIApplication.shared.preferredContentSizeCategory) ?? 2
        let next = min(max(current + delta, 0), Self.sizes.count - 1)
        UIApplication.shared.preferredContentSizeCategory = Self.sizes[next]
    }

    private func smallerText(_ sender: UIControl) { step(by: -1) }
    private func largerText(_ sender: UIControl) { step(by: 1) }

    // MARK: Fields

    func textFieldDidBeginEditing(_ textField: UITextField) {
        scrollFocusedFieldIntoView()
    }

    /// Return moves to the next field; on the last one it checks in.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField: emailField.becomeFirstResponder()
        case emailField: pinField.becomeFirstResponder()
        default: checkIn(checkInButton)
        }
        return false
    }

    private func checkIn(_ sender: UIControl) {
        let name = nameField.text ?? "", email = emailField.text ?? ""
        guard !name.isEmpty, email.contains("@"), (pinField.text ?? "").count >= 4 else {
            status.text = String(localized: "Please give your name, an e-mail address and a PIN of four digits or more.")
            return
        }
        print("CheckIn: checked in \(name) <\(email)>")
        status.text = String(localized: "Thank you, \(name). You are checked in.")
        for field in [nameField, emailField, pinField] { field.text = "" }
        view.endEditing(true)
    }
}

/// The notes: a text view with a badge at its top trailing corner (the right, or the left right to left) that the
/// text flows around, placed whenever the view's size changes.
final class NotesView: UITextView {
    let badge = UIImageView(frame: CGRect(x: 0, y: 8, width: 64, height: 64))

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        badge.frame.origin.x = rightToLeft ? 8 : bounds.width - badge.frame.width - 8
        // The exclusion path is in the text container's coordinates.
        let clear = badge.frame.insetBy(dx: -4, dy: -4).offsetBy(dx: -textContainerInset.left, dy: -textContainerInset.top)
        if textContainer.exclusionPaths.first?.bounds != clear {
            textContainer.exclusionPaths = [UIBezierPath(rect: clear)]
        }
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CheckInViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
