import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting
@testable import Ported

/// What the app and its scene were told, in order.
@MainActor private var heard: [String] = []

/// Xcode's template scene delegate: it makes its window in `scene(_:willConnectTo:options:)` unless a storyboard did.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        heard.append("willConnect(window: \(window != nil))")
        guard let windowScene = (scene as? UIWindowScene), window == nil else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { heard.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { heard.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { heard.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { heard.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { heard.append("sceneDidEnterBackground") }
}

/// An app delegate as Xcode's template writes one, recording its calls; `scenes` decides whether its configuration
/// names the scene delegate (FrameKit's one porting change), `storyboard` whether it names a storyboard.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var scenes = true
    nonisolated(unsafe) static var storyboard: UIStoryboard?

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        heard.append("willFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        heard.append("didFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        heard.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        if Self.scenes { configuration.delegateClass = TemplateSceneDelegate.self }
        configuration.storyboard = Self.storyboard
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { heard.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { heard.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { heard.append("applicationDidEnterBackground") }
}

@MainActor
@Suite(.serialized) struct AppLifecycleTests {
    /// Launches `UIApplication.shared` with the template delegate on a fresh headless screen, hearing the app's and the
    /// scenes' notifications too; `body` runs, then the app is put back as it was.
    private func withLaunchedApp(
        scenes: Bool, storyboard: UIStoryboard? = nil, _ body: (HeadlessApp, UIApplication) throws -> Void
    ) throws {
        let app = UIApplication.shared
        let (oldDelegate, oldState, oldScenes) = (app.delegate, app.applicationState, app.scenes)
        defer { (app.delegate, app.applicationState, app.scenes) = (oldDelegate, oldState, oldScenes) }
        TemplateAppDelegate.scenes = scenes
        TemplateAppDelegate.storyboard = storyboard
        heard = []
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { heard.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        app.delegate = TemplateAppDelegate()
        app.applicationState = .inactive
        app.scenes = []
        app.launch(on: headless.screen)
        try headless.runUntilIdle()
        try body(headless, app)
    }

    @Test func aSceneBasedAppLaunchesThroughItsSceneDelegateInUIKitsOrder() throws {
        try withLaunchedApp(scenes: true) { headless, app in
            #expect(heard == [
                "willFinishLaunching", "didFinishLaunching", "UIApplicationDidFinishLaunching", "configurationForConnecting",
                "UISceneWillConnect", "willConnect(window: false)", "sceneWillEnterForeground", "UISceneWillEnterForeground",
                "sceneDidBecomeActive", "UISceneDidActivate", "UIApplicationDidBecomeActive",
            ])
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            #expect(app.connectedScenes.count == 1 && app.applicationState == .active && scene.activationState == .foregroundActive)
            #expect(scene.session.role == .windowApplication && scene.session.scene === scene && app.openSessions == [scene.session])
            let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
            let window = try #require(delegate.window)
            #expect(window.windowScene === scene && scene.windows == [window] && scene.keyWindow === window)
            #expect(scene.screen === headless.screen && window.frame == headless.screen.bounds)
            #expect(headless.pixel(x: 160, y: 120) == 0x008000, "the scene's window is on screen")
        }
    }

    @Test func anAppWithoutAScenesDelegateHearsBecomingActiveItself() throws {
        try withLaunchedApp(scenes: false) { _, app in
            #expect(heard == [
                "willFinishLaunching", "didFinishLaunching", "UIApplicationDidFinishLaunching", "configurationForConnecting",
                "applicationDidBecomeActive", "UIApplicationDidBecomeActive",
            ])
            #expect(app.connectedScenes.isEmpty && app.applicationState == .active)
        }
    }

    @Test func endingTheAppResignsThenEntersTheBackgroundFirst() throws {
        try withLaunchedApp(scenes: true) { _, app in
            heard = []
            app.leaveForeground()
            #expect(heard == [
                "sceneWillResignActive", "UISceneWillDeactivate", "UIApplicationWillResignActive",
                "sceneDidEnterBackground", "UISceneDidEnterBackground", "UIApplicationDidEnterBackground",
            ])
            #expect(app.applicationState == .background && app.connectedScenes.first?.activationState == .background)
            app.leaveForeground()
            #expect(heard.count == 6, "only once")
        }
        try withLaunchedApp(scenes: false) { _, app in
            heard = []
            app.leaveForeground()
            #expect(heard == [
                "applicationWillResignActive", "UIApplicationWillResignActive", "applicationDidEnterBackground",
                "UIApplicationDidEnterBackground",
            ])
        }
    }

    @Test func aStoryboardInTheConfigurationGivesTheSceneItsWindowBeforeItConnects() throws {
        let storyboard = UIStoryboard(name: "Recipes", bundle: portedBundle)
        try withLaunchedApp(scenes: true, storyboard: storyboard) { headless, app in
            #expect(heard.contains("willConnect(window: true)"))
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            let window = try #require((scene.delegate as? TemplateSceneDelegate)?.window)
            #expect(window.isKeyWindow && !window.isHidden && window.windowScene === scene)
            let navigation = try #require(window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.titleLabel.text == "Recipes")
            #expect(headless.screen.keyWindow === window)
        }
    }
}
