import FrameKit

/// The porting test bed (issue 27): UIKit code from the CS193p seeds, and a storyboard master-detail app in the common
/// shape of Xcode's navigation templates, changed only where Sources/FrameKit/FrameKit.docc/Storyboards.md says a
/// change is needed, with their Xcode storyboards. `Ported` shows the seed 001 login screen; `Ported lifecycle` the
/// seed 002 A → B pair, printing the seed's log; `Ported recipes` the recipe list. The tests
/// (Tests/FrameKitTests/InterfaceBuilderLoginTests.swift, PortedLifecycleTests.swift, PortedRecipesTests.swift) drive
/// them headless and check their frames and callbacks.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ViewController.actions
        ViewControllerB.actions
        RecipesViewController.actions
        AddRecipeViewController.actions
        let screen = CommandLine.arguments.dropFirst().first
        SeedLog.echoes = screen == "lifecycle"
        let window = UIWindow(frame: UIScreen.main.bounds)
        let storyboard = ["lifecycle": "Lifecycle", "recipes": "Recipes"][screen ?? ""] ?? "Login"
        window.rootViewController = UIStoryboard(name: storyboard, bundle: .module).instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
