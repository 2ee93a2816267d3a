import Foundation

/// One instance of the app's interface, as UIKit's scenes are: FrameKit connects one window scene on the main screen
/// at launch when the app delegate's configuration names a scene delegate (`UISceneConfiguration.delegateClass`),
/// and tells that delegate what UIKit tells it — connection, entering the foreground, becoming active, and at the
/// end resigning and entering the background. A kiosk has one screen: one scene, never disconnected while running.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (while connecting, and on the way out).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the system passed along when it connected the scene; FrameKit passes nothing (a kiosk app is started by
    /// its service, not by opening a URL, a shortcut or an activity: URLs reach it later, see `UIOpenURLContext`).
    @MainActor
    open class ConnectionOptions {
        init() {}
        /// The URLs the app was started to open: none.
        public var urlContexts: Set<UIOpenURLContext> { [] }
    }

    /// What came with a URL to open.
    public struct OpenURLOptions: @unchecked Sendable {
        /// The app that asked for the URL to open: nil, as no other app runs on a kiosk.
        public let sourceApplication: String?
        /// What that app passed along with it.
        public let annotation: Any?
        /// Whether the URL's file is to be opened where it is rather than copied.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            (self.sourceApplication, self.annotation, self.openInPlace) = (sourceApplication, annotation, openInPlace)
        }
    }

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate: strong, as UIKit's, since nothing else keeps it.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    public internal(set) var activationState = ActivationState.unattached
    /// A title for the scene (shown by systems that show scenes; kept for code that sets it).
    open var title: String?

    /// A scene for `session`; FrameKit makes it when it connects the session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted (object: the scene) before its delegate's `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) after its delegate's `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after its delegate's `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) after its delegate's `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) after its delegate's `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after its delegate's `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
