import Foundation
import FrameKitLinux
import Logging

/// The running app: its delegate, windows and event dispatch.
@MainActor
open class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events (a kiosk app is always `.active` while running).
    public enum State: Int, Sendable {
        /// In front and receiving events.
        case active
        /// In front but not receiving events; a FrameKit app is inactive until it has finished launching.
        case inactive
        /// Not on screen (a FrameKit kiosk app only on its way to ending).
        case background
    }

    /// The one application object.
    public static let shared = UIApplication()

    public override init() { super.init() }

    /// Strong, because `UIApplicationMain` creates the delegate and nothing else keeps it.
    public var delegate: UIApplicationDelegate?
    /// Inactive while launching, active once launched, inactive then background on the way to ending.
    public internal(set) var applicationState: State = .inactive
    var configuredOrientations = UIInterfaceOrientationMask.all
    /// The board's display, input, session and services, when `UIApplicationMain` started the app.
    var platform: LinuxPlatform?
    /// Behind `preferredContentSizeCategory`.
    var contentSizeCategory = UIContentSizeCategory.large
    /// Behind `preferredUserInterfaceStyle`.
    var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The connected scenes (`connectedScenes`).
    var scenes: [UIWindowScene] = []
    /// The program URLs not of the app's own schemes are opened with (`FRAMEKIT_OPEN_URL_COMMAND`).
    var urlOpeningCommand: String?

    /// On the offscreen display outside tests, whether the app writes its first idle frame to a PNG and exits
    /// (nothing could see or touch it). A scripted app turns this off and calls `terminate` itself.
    public var exitsWhenIdleOnOffscreenDisplay = true

    /// Whether the idle timer is off: false (the default) lets the panel dim and turn off after the configured time
    /// without input (`FRAMEKIT_IDLE_DIM`, `FRAMEKIT_IDLE_BLANK`); true keeps it lit, and wakes it if it was not.
    public var isIdleTimerDisabled = false {
        didSet {
            if isIdleTimerDisabled != oldValue { UIScreen.mainScreen?.panelPower.restart() }
        }
    }

    /// Posted when the system is short of memory (the memory-pressure issue posts it for real).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app ends through `terminate(status:)` (also what a SIGTERM from systemd runs), after the
    /// delegate's `applicationWillTerminate(_:)`.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// A convertible's tablet-mode switch changed; `userInfo["isOn"]` is a `Bool` (FrameKit, from libinput).
    public static let tabletModeDidChangeNotification = Notification.Name("FrameKitTabletModeDidChangeNotification")
    /// Posted after the delegate finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")

    /// The windows of the main screen, back to front.
    public var windows: [UIWindow] { UIScreen.main.windows }
    /// The window taking key presses.
    public var keyWindow: UIWindow? { UIScreen.main.keyWindow }

    /// Responders of the app itself act for its key window.
    override var responderWindow: UIWindow? { keyWindow }

    /// The delegate, if it is a responder that is not a view, controller or the app itself.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event to the windows whose touches it carries.
    open func sendEvent(_ event: UIEvent) { Self.deliver(event) }

    static func deliver(_ event: UIEvent) {
        var seen = Set<ObjectIdentifier>()
        for touch in event.allTouches ?? [] {
            guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }

    /// Delivers a memory warning the way iOS 6+ does (docs/UIKIT-BEHAVIOUR.md table g): the delegate, the notification, `didReceiveMemoryWarning`
    /// on every controller, then FrameKit's own caches — backing stores of views not on screen, decoded images (they
    /// decode again when drawn) and cached text layouts — are purged. The memory-pressure monitor calls this; tests and apps may too.
    public func simulateMemoryWarning() {
        receiveMemoryWarning(reason: "requested by the app")
    }

    /// The memory-warning path, for the pressure monitor and `simulateMemoryWarning`.
    func receiveMemoryWarning(reason: String) {
        Logger(label: "framekit.memory").notice("memory warning: \(reason)")
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        UIViewController.broadcastMemoryWarning(windows: UIScreen.screens.flatMap(\.windows))
        let freed = UIScreen.screens.reduce(0) { $0 + $1.purgeOffscreenBackingStores() }
        let layouts = TextLayout.purgeCache()
        let images = UIImage.purgeDecodedImages()
        Logger(label: "framekit.memory").info(
            "memory warning handled; released \(freed) bytes of backing stores, \(images) bytes of decoded images and \(layouts) cached text layouts")
    }

    /// The orientations the app allows when its delegate does not say (`FRAMEKIT_ALLOWED_ROTATIONS`; all by default).
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        get { configuredOrientations }
        set { configuredOrientations = newValue }
    }

    /// Ends the app: it leaves the foreground (resigning active, entering the background), the delegate hears
    /// `applicationWillTerminate`, the display and console are given back, the notification is posted, and the
    /// process exits with `status`.
    public func terminate(status: Int32 = 0) -> Never {
        leaveForeground()
        delegate?.applicationWillTerminate(self)
        if let platform { platform.shutDown() } else { UIScreen.mainScreen?.display.restore() }
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        exit(status)
    }
}
