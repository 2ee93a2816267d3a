import FrameKit

/// The one screen of the example: a title, a few coloured panels and a button, built in `viewDidLoad`.
final class HelloViewController: UIViewController {
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0x1A2B3C)
        let width = view.bounds.width

        let title = UILabel(frame: CGRect(x: 24, y: 24, width: width - 48, height: 44))
        title.text = "Hello, kiosk"
        title.font = .boldSystemFont(ofSize: 32)
        title.textColor = .white
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)

        let subtitle = UILabel(frame: CGRect(x: 24, y: 72, width: width - 48, height: 48))
        subtitle.text = "UIKit code running on FrameKit: views, labels, layers and a button, rendered by Cairo and Pango."
        subtitle.font = .systemFont(ofSize: 16)
        subtitle.textColor = UIColor(white: 0.85, alpha: 1)
        subtitle.numberOfLines = 2
        subtitle.autoresizingMask = [.flexibleWidth]
        view.addSubview(subtitle)

        let colours: [UIColor] = [.systemRed, .orange, .systemGreen, .systemBlue]
        for (i, colour) in colours.enumerated() {
            let panel = UIView(frame: CGRect(x: 24 + CGFloat(i) * 130, y: 140, width: 110, height: 110))
            panel.backgroundColor = colour
            panel.layer.cornerRadius = 16
            let caption = UILabel(frame: panel.bounds.insetBy(dx: 8, dy: 8))
            caption.text = "Panel \(i + 1)"
            caption.textColor = .white
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 18, weight: .semibold)
            panel.addSubview(caption)
            view.addSubview(panel)
        }

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 24, y: 280, width: 200, height: 48)
        button.backgroundColor = .white
        button.layer.cornerRadius = 10
        button.setTitle("Tap me", for: .normal)
        button.addTarget(self, action: HelloViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(button)
    }

    func buttonTapped(_ sender: UIControl) {
        taps += 1
        (sender as? UIButton)?.setTitle("Tapped \(taps)×", for: .normal)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        print("HelloViewController didReceiveMemoryWarning")
    }
}

/// A first FrameKit app, written as UIKit code: a window whose root view controller is `HelloViewController`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
