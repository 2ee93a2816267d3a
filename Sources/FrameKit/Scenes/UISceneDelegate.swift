import Foundation

/// Hears a scene's life, as UIKit's scene delegates do. Every method has a default, so implement only what you need.
/// FrameKit makes the delegate from `UISceneConfiguration.delegateClass` with `init()`: a scene delegate class is
/// `final` or declares `required override init()` (as the app delegate).
@MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    /// The scene is being connected: make its window here (`UIWindow(windowScene:)`) unless a storyboard did.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and receiving events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen: save what must outlive the app here.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs of the app's own schemes to open (`UIApplication.open(_:options:completionHandler:)`, a deep link).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing by default.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate that keeps the scene's window, as Xcode's template's `SceneDelegate` does.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; a storyboard's window is put here before `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default (a delegate that keeps one declares `var window: UIWindow?`, as iOS code does).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
