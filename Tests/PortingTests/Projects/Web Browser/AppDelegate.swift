import UIKit

/// An app without scenes, as iOS apps were written before iOS 13: the delegate makes the window.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: BrowserViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
