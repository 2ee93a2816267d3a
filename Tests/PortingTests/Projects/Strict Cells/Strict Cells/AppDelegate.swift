import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        CellStyler().style(cell, title: "Apple")
        let controller = UIViewController()
        controller.view.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 40, width: 320, height: 44)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }
}
