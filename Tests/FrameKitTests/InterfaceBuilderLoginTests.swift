import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

// Seed 001 (CS193p lecture 8, "Autolayout demo"): the login screen's controller and model as the lecture wrote them,
// in current Swift. The changes FrameKit needs (docs/STORYBOARDS.md, "Porting"): `@IBOutlet weak var` becomes
// `@Outlet var`, `@IBAction` methods are registered once with `UIStoryboard.registerActions`, and — in a test
// target only — images come from the test bundle rather than the main bundle.

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

    static let actions: Void = UIStoryboard.registerActions(
        StoryboardAction("toggleSecurityWithSender:", ViewController.toggleSecurity),
        StoryboardAction("login", ViewController.login))
}

extension User {
    @MainActor var image: UIImage? {
        UIImage(named: login, in: storyboardBundle, compatibleWith: nil)
            ?? UIImage(named: "unknown_user", in: storyboardBundle, compatibleWith: nil)
    }
}

extension UIImage {
    fileprivate var aspectRatio: CGFloat { size.height != 0 ? size.width / size.height : 0 }
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

@MainActor
@Suite(.serialized) struct InterfaceBuilderLoginTests {
    private func loginScreen(_ app: HeadlessApp) throws -> ViewController {
        ViewController.actions
        let storyboard = try UIStoryboard.load(name: "Login", bundle: storyboardBundle)
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let controller = try #require(storyboard.instantiateInitialViewController() as? ViewController)
        app.window.rootViewController = controller
        try app.runUntilIdle()
        return controller
    }

    @Test func theSeedLoginStoryboardLoadsUnchangedWithItsOutletsAndLayout() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let controller = try loginScreen(app)
        #expect(controller.passwordLabel.text == "Password" && !controller.passwordField.isSecureTextEntry)
        #expect(controller.LogingField.placeholder == "user name" && controller.LogingField.borderStyle == .roundedRect)
        #expect(controller.LogingField.autocorrectionType == .no && controller.LogingField.autocapitalizationType == .none)
        #expect(controller.nameLabel.font == .boldSystemFont(ofSize: 20))
        #expect(controller.companyLabel.textColor == UIColor(red: 0.23529411764705882, green: 0.23529411764705882, blue: 0.2627450980392157, alpha: 0.6))
        let form = try #require(controller.LogingField.superview?.superview as? UIStackView)
        #expect(form.axis == .vertical && form.spacing == 8 && form.arrangedSubviews.count == 5)
        #expect(form.frame.minX == 16 && form.frame.maxX == 384 && form.frame.minY == 20)
        #expect(controller.LogingField.frame.height > 0 && controller.LogingField.superview!.frame.width == 368)
        // The placeholder aspect-ratio constraint is removed at build time; no user, no image, no height.
        #expect(controller.imageView.image == nil && controller.imageView.frame.width == 200)
        #expect(controller.imageView.frame.minY == form.frame.maxY + 8 && controller.imageView.frame.midX == 200)
        #expect(!controller.view.constraints.contains { $0.firstItem === controller.imageView && $0.secondItem === controller.imageView })
    }

    @Test func tappingTheStoryboardsButtonsRunsTheRegisteredActionsAndSwapsTheAspectRatioConstraint() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let controller = try loginScreen(app)
        let buttons = try #require(controller.passwordField.superview?.superview?.subviews[2].subviews as? [UIButton])
        try app.tap(at: buttons[0].convert(CGPoint(x: buttons[0].bounds.midX, y: buttons[0].bounds.midY), to: nil))
        #expect(controller.passwordField.isSecureTextEntry && controller.passwordLabel.text == "secured Password")

        controller.LogingField.text = "japple"
        controller.passwordField.text = "foo"
        try app.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: nil))
        try app.runUntilIdle()
        #expect(controller.nameLabel.text == "John Appleseed" && controller.companyLabel.text == "Apple")
        // japple.png is 120 × 60: the constraint made in code gives the 200-point-wide image view a 2:1 shape.
        #expect(controller.imageView.frame.size == CGSize(width: 200, height: 100))
        let first = try #require(controller.aspectRatioConstraint)

        controller.LogingField.text = "madbum"
        try app.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: nil))
        try app.runUntilIdle()
        #expect(controller.nameLabel.text == "Madison Bumgarner")
        #expect(controller.imageView.frame.size == CGSize(width: 200, height: 200), "unknown_user.png is square")
        #expect(!first.isActive && controller.aspectRatioConstraint!.isActive)
    }
}
