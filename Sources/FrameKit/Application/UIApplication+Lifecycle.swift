import Foundation
import Logging

/// The app's life as UIKit runs it (docs/UIKIT-BEHAVIOUR.md §1.15, table h). Launch: `willFinishLaunchingWithOptions`,
/// `didFinishLaunchingWithOptions` (and its notification), then the scene, if the delegate's configuration names a
/// scene delegate — `scene(_:willConnectTo:options:)` (a storyboard's window made before it and shown after it),
/// `sceneWillEnterForeground`, `sceneDidBecomeActive` — or else `applicationDidBecomeActive`; then
/// `didBecomeActiveNotification`. The end (SIGTERM from systemd, `terminate`): the app leaves the screen as an iOS app
/// does before it is ended — `sceneWillResignActive`/`applicationWillResignActive`, `sceneDidEnterBackground`/
/// `applicationDidEnterBackground`, each with its notifications — then `applicationWillTerminate`, so state saved
/// where iOS apps save it is saved on a kiosk too.
extension UIApplication {
    /// Posted when the app became active, after the delegate (or the scene's delegate) heard it.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (on its way to ending).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app left the screen (on its way to ending).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come on screen again (never while a kiosk app runs).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// The scenes connected: in a scene-based app, the main screen's and one for each other screen; none otherwise.
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// One interactive scene, on the main screen (Info.plist's `UIApplicationSupportsMultipleScenes` asks for more
    /// windows of the app, which a kiosk does not open); other screens' scenes come regardless, as on iOS.
    public var supportsMultipleScenes: Bool { false }

    /// Launches the app on `screen` (what `UIApplicationMain` runs once the board is up).
    func launch(on screen: UIScreen) {
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        let mainWindow = AppManifest.sceneConfigurations.isEmpty ? makeMainStoryboardWindow(on: screen) : nil
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        mainWindow?.makeKeyAndVisible()
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if let scene = connectScene(.windowApplication, on: screen) { SceneStep.willEnterForeground.apply(to: scene) }
        // Screens connected before launch (a second panel there at boot) get their scenes after the main one's.
        for external in UIScreen.externalScreens { connectExternalScene(on: external) }
        becomeActive()
    }

    /// An app without scenes whose Info.plist names a main storyboard gets, as on iOS, a window with the storyboard's
    /// initial controller before `didFinishLaunching` (in the delegate's `window`), shown after it.
    private func makeMainStoryboardWindow(on screen: UIScreen) -> UIWindow? {
        guard let name = AppManifest.mainStoryboardName, let delegate, delegate.window == nil else { return nil }
        let window = UIWindow(screen: screen)
        window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        delegate.window = window
        return window
    }

    /// Makes the scene of `role` the delegate's configuration asks for on `screen`. The main screen's is made only
    /// when the configuration names a scene delegate or storyboard (the app is scene-based); another screen's always,
    /// in a scene-based app, as iOS offers it whether or not the app shows anything there.
    func connectScene(_ role: UISceneSession.Role, on screen: UIScreen) -> UIWindowScene? {
        guard let delegate else { return nil }
        let session = UISceneSession(role: role)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        guard configuration.delegateClass != nil || configuration.storyboard != nil || role != .windowApplication
        else { return nil }
        session.configuration = configuration
        let scene = sceneType(configuration).init(session: session, connectionOptions: options)
        scene.boundScreen = screen
        scene.delegate = sceneDelegate(configuration)
        session.scene = scene
        scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        let window = configuration.storyboard.map { storyboard in
            let window = UIWindow(windowScene: scene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
            return window
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        window?.makeKeyAndVisible()
        return scene
    }

    private func sceneType(_ configuration: UISceneConfiguration) -> UIWindowScene.Type {
        guard let sceneClass = configuration.sceneClass else { return UIWindowScene.self }
        if let type = sceneClass as? UIWindowScene.Type { return type }
        Self.lifecycleLogger.error(
            "UISceneConfiguration.sceneClass \(sceneClass) is not a UIWindowScene subclass; FrameKit connects a UIWindowScene")
        return UIWindowScene.self
    }

    private func sceneDelegate(_ configuration: UISceneConfiguration) -> UISceneDelegate? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        if let type = delegateClass as? UISceneDelegate.Type { return type.init() }
        Self.lifecycleLogger.error(
            "UISceneConfiguration.delegateClass \(delegateClass) does not conform to UISceneDelegate (or UIWindowSceneDelegate); the scene has no delegate")
        return nil
    }

    private func becomeActive() {
        applicationState = .active
        step(.didBecomeActive, { $0.applicationDidBecomeActive($1) }, Self.didBecomeActiveNotification)
    }

    /// On the way to ending: resigns active, then enters the background (once).
    func leaveForeground() {
        guard applicationState == .active else { return }
        applicationState = .inactive
        step(.willResignActive, { $0.applicationWillResignActive($1) }, Self.willResignActiveNotification)
        applicationState = .background
        step(.didEnterBackground, { $0.applicationDidEnterBackground($1) }, Self.didEnterBackgroundNotification)
    }

    /// One step of the app's life: each scene takes it — or, with no scene, the app delegate hears it — then the
    /// app's observers.
    private func step(
        _ sceneStep: SceneStep, _ appCall: (UIApplicationDelegate, UIApplication) -> Void, _ appNote: Notification.Name
    ) {
        for scene in scenes { sceneStep.apply(to: scene) }
        if scenes.isEmpty, let delegate { appCall(delegate, self) }
        NotificationCenter.default.post(name: appNote, object: self)
    }

    private static let lifecycleLogger = Logger(label: "framekit.app")
}

/// One step of a scene's life: the state it takes, what its delegate hears and the notification that follows.
@MainActor
struct SceneStep {
    let state: UIScene.ActivationState
    let call: @MainActor (UISceneDelegate, UIScene) -> Void
    let notification: Notification.Name

    func apply(to scene: UIScene) {
        scene.activationState = state
        if let delegate = scene.delegate { call(delegate, scene) }
        NotificationCenter.default.post(name: notification, object: scene)
    }

    static let willEnterForeground = SceneStep(
        state: .foregroundInactive, call: { $0.sceneWillEnterForeground($1) },
        notification: UIScene.willEnterForegroundNotification)
    static let didBecomeActive = SceneStep(
        state: .foregroundActive, call: { $0.sceneDidBecomeActive($1) }, notification: UIScene.didActivateNotification)
    static let willResignActive = SceneStep(
        state: .foregroundInactive, call: { $0.sceneWillResignActive($1) },
        notification: UIScene.willDeactivateNotification)
    static let didEnterBackground = SceneStep(
        state: .background, call: { $0.sceneDidEnterBackground($1) }, notification: UIScene.didEnterBackgroundNotification)
    static let didDisconnect = SceneStep(
        state: .unattached, call: { $0.sceneDidDisconnect($1) }, notification: UIScene.didDisconnectNotification)
}
