import FrameKit

/// The porting test bed (issue 27): UIKit code from the CS193p seeds, changed only where Sources/FrameKit/FrameKit.docc/Storyboards.md says a
/// change is needed, with its Xcode storyboards. `Ported` shows the seed 001 login screen; `Ported lifecycle` the
/// seed 002 A → B pair, printing the seed's log. The tests (Tests/FrameKitTests/InterfaceBuilderLoginTests.swift,
/// PortedLifecycleTests.swift) drive both headless and check their frames and callbacks.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ViewController.actions
        ViewControllerB.actions
        let lifecycle = CommandLine.arguments.dropFirst().first == "lifecycle"
        SeedLog.echoes = lifecycle
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: lifecycle ? "Lifecycle" : "Login", bundle: .module)
            .instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
