import FrameKit

/// The porting test bed (issue 27): UIKit code from the CS193p seeds, and a storyboard master-detail app in the common
/// shape of Xcode's navigation templates, changed only where Sources/FrameKit/FrameKit.docc/Storyboards.md says a
/// change is needed, with their Xcode storyboards. `Ported` shows the seed 001 login screen; `Ported lifecycle` the
/// seed 002 A → B pair, printing the seed's log; `Ported recipes` the recipe list. The tests
/// (Tests/FrameKitTests/InterfaceBuilderLoginTests.swift, PortedLifecycleTests.swift, PortedRecipesTests.swift) drive
/// them headless and check their frames and callbacks. The app is scene-based, as Xcode's templates since iOS 13 are
/// (Tests/FrameKitTests/AppLifecycleTests.swift runs the same pattern).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ViewController.actions
        ViewControllerB.actions
        RecipesViewController.actions
        AddRecipeViewController.actions
        SeedLog.echoes = CommandLine.arguments.dropFirst().first == "lifecycle"
        return true
    }

    // Xcode's template reads the scene delegate's class and the storyboard from Info.plist's scene manifest; FrameKit
    // has no Info.plist, so they are set here (UIKit API: this stays valid iOS code).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        let name = ["lifecycle": "Lifecycle", "recipes": "Recipes"][CommandLine.arguments.dropFirst().first ?? ""] ?? "Login"
        configuration.storyboard = UIStoryboard(name: name, bundle: .module)
        return configuration
    }
}

/// Xcode's template scene delegate, unchanged but for `final`: the storyboard's window is already in `window`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
