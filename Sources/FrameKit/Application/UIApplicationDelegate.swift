import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary; FrameKit passes none today.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The app's delegate, as in UIKit. Every method has a default, so implement only what you need.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    /// The app's main window, kept by the delegate.
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The configuration of the scene FrameKit connects after launching; one with a `delegateClass` makes the app
    /// scene-based (see `UISceneConfiguration`).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The app is active (not called in a scene-based app, whose scene delegate hears it instead).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active: when it is ending (not called in a scene-based app).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app left the screen on its way to ending: save state here (not called in a scene-based app).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come on screen again (a kiosk app never leaves it while running).
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The orientations the app allows in `window`; the default is `application.supportedInterfaceOrientations`.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    func applicationWillTerminate(_ application: UIApplication)
    /// Opens `url`, of one of the app's own schemes, in an app without scenes; false when it cannot.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    /// No window by default (a delegate that keeps one declares `var window: UIWindow?`, as iOS code does).
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Launches, by default.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Launches, by default.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// A configuration without a delegate class, by default: the app runs without scenes.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing by default.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing by default.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing by default (controllers hear memory warnings themselves).
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// The application's `supportedInterfaceOrientations`, by default.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask { application.supportedInterfaceOrientations }
    /// Does nothing by default.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Lets `@main` on the delegate class start the app, as `@main` does on iOS.
    public static func main() {
        UIApplicationMain(delegateClass: Self.self)
    }

    /// Opens nothing, by default.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
}
