import FrameKit

// Seed 001 (CS193p lecture 8, "Autolayout demo"): the login screen's controller and model as the lecture wrote them,
// in current Swift, with its storyboard (Login.storyboard, laid out as Xcode writes it). The changes FrameKit needs
// (Sources/FrameKit/FrameKit.docc/Storyboards.md, "What an iOS project changes"): `@IBOutlet weak var` becomes `@Outlet var`, the two
// `@IBAction` methods are registered once with `UIStoryboard.registerActions`, and images come from the target's
// resource bundle (`.module`), where SwiftPM puts them, rather than the main bundle.

@MainActor
final class ViewController: UIViewController {
    @Outlet var LogingField: UITextField!
    @Outlet var passwordField: UITextField!
    @Outlet var passwordLabel: UILabel!
    @Outlet var nameLabel: UILabel!
    @Outlet var companyLabel: UILabel!
    @Outlet var imageView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        updateUI()
    }

    var secure = false { didSet { updateUI() } }

    var loggedInUser: User? { didSet { updateUI() } }

    private func updateUI() {
        passwordField.isSecureTextEntry = secure
        passwordLabel.text = secure ? "secured Password" : "Password"
        nameLabel.text = loggedInUser?.name
        companyLabel.text = loggedInUser?.company
        image = loggedInUser?.image
    }

    func toggleSecurity(sender: UIButton) {
        secure = !secure
    }

    func login() {
        loggedInUser = User.login(login: LogingField.text ?? "", password: passwordField.text ?? "")
    }

    var image: UIImage? {
        get { imageView.image }
        set {
            imageView.image = newValue
            if let constrainedView = imageView {
                if let newImage = newValue {
                    aspectRatioConstraint = NSLayoutConstraint(
                        item: constrainedView, attribute: .width, relatedBy: .equal, toItem: constrainedView,
                        attribute: .height, multiplier: newImage.aspectRatio, constant: 0)
                } else {
                    aspectRatioConstraint = nil
                }
            }
        }
    }

    var aspectRatioConstraint: NSLayoutConstraint? {
        willSet {
            if let existingConstraint = aspectRatioConstraint { view.removeConstraint(existingConstraint) }
        }
        didSet {
            if let newConstraint = aspectRatioConstraint { view.addConstraint(newConstraint) }
        }
    }

    /// The storyboard's two actions (`@IBAction` on iOS), registered once.
    static let actions: Void = UIStoryboard.registerActions(
        StoryboardAction("toggleSecurityWithSender:", ViewController.toggleSecurity),
        StoryboardAction("login", ViewController.login))
}

extension User {
    @MainActor var image: UIImage? {
        UIImage(named: login, in: .module, compatibleWith: nil)
            ?? UIImage(named: "unknown_user", in: .module, compatibleWith: nil)
    }
}

extension UIImage {
    var aspectRatio: CGFloat { size.height != 0 ? size.width / size.height : 0 }
}

struct User {
    let name: String
    let company: String
    let login: String
    let password: String

    static func login(login: String, password: String) -> User? {
        if let user = database[login], user.password == password { return user }
        return nil
    }

    static let database: [String: User] = {
        var theDatabase = [String: User]()
        for user in [
            User(name: "John Appleseed", company: "Apple", login: "japple", password: "foo"),
            User(name: "Madison Bumgarner", company: "World Champion San Francisco Giants", login: "madbum", password: "foo"),
            User(name: "John Hennessy", company: "Stanford", login: "hennessy", password: "foo"),
            User(name: "Bad Guy", company: "Criminals Inc", login: "baddie", password: "foo"),
        ] {
            theDatabase[user.login] = user
        }
        return theDatabase
    }()
}
