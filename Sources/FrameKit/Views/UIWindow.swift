import Foundation

/// The root of a view tree on a screen; delivers events to its views.
@MainActor
open class UIWindow: UIView {
    /// The screen the window was made for; nil when it was made before any screen existed.
    private var boundScreen: UIScreen?
    /// The screen the window shows on: the one it was made for (`init(screen:)`, a scene's), else the main screen.
    /// Setting it moves the window to that screen (what an app without scenes does for a screen it was told of by
    /// `UIScreen.didConnectNotification`); its frame stays as it was, as in UIKit, so set that to the screen's bounds.
    public var screen: UIScreen {
        get { boundScreen ?? .main }
        set { move(to: newValue) }
    }
    /// Windows with higher levels are shown above lower ones.
    open var windowLevel: CGFloat = 0
    /// Whether it takes key presses (its first responder gets them).
    public private(set) var isKeyWindow = false

    /// The controller whose view fills the window. Setting it loads that view and puts it in the window; on a
    /// visible window the old root disappears and the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            replaceRootViewController(oldValue)
        }
    }

    /// A window on the main screen.
    public override init(frame: CGRect) {
        boundScreen = UIScreen.mainScreen
        super.init(frame: frame)
        isHidden = true
    }

    /// A window that fills `screen`. The screen is bound before anything else, so that even the window's first
    /// geometry goes to that screen's pipeline.
    public init(screen: UIScreen) {
        boundScreen = screen
        super.init(frame: screen.bounds)
        isHidden = true
    }

    /// A window of `windowScene`, filling its screen (what a scene delegate makes in `scene(_:willConnectTo:options:)`).
    public init(windowScene: UIWindowScene) {
        boundScreen = windowScene.screen
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
    }

    /// The scene the window belongs to (nil for a window made without one). Setting it moves the window to the
    /// scene's screen.
    open weak var windowScene: UIWindowScene? {
        didSet { if let windowScene, windowScene !== oldValue { move(to: windowScene.screen) } }
    }

    /// Moves the window, shown or not, to `newScreen`: its views draw again at that screen's scale.
    private func move(to newScreen: UIScreen) {
        let old = screen
        guard newScreen !== old else { return }
        let shown = old.windows.contains { $0 === self }
        old.detach(self)
        old.compositor.releaseStores(ofSubtree: self)
        // The screen left behind keeps a key window; the window stays key only where there is none.
        if isKeyWindow { old.windows.last { !$0.isHidden }?.isKeyWindow = true }
        boundScreen = newScreen
        isKeyWindow = isKeyWindow && newScreen.keyWindow == nil
        if shown { newScreen.attach(self) }
        setNeedsComposite(subtree: true)
        setNeedsLayout()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        boundScreen = UIScreen.mainScreen
        super.init(coder: coder)
        isHidden = true
    }

    /// Shows the window above others of its level and makes it the key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        setNeedsComposite(subtree: true)
        showRootViewController()
    }

    /// Makes it the key window.
    open func makeKey() {
        for window in screen.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        screen.attach(self)
    }

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            guard screen.windows.contains(where: { $0 === self }) else {
                // As in UIKit, a window is shown by un-hiding it too, key or not.
                if !isHidden { show() }
                return
            }
            if isHidden { screen.compositor.forget(self) }
            screen.setNeedsFrame()
        }
    }

    private func show() {
        screen.attach(self)
        setNeedsComposite(subtree: true)
        showRootViewController()
    }

    open override var window: UIWindow? { self }

    open override var next: UIResponder? { screen.application }

    /// The responder that takes keys and edits in this window (UIKit keeps one per window).
    weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue { screen.keyboard.setNeedsUpdate() } }
    }

    /// Delivers each touch of `event` to the gesture recognizers of its view and the view's ancestors, then to the
    /// view it was hit-tested to.
    open func sendEvent(_ event: UIEvent) {
        screen.gestures.deliver(event, in: self)
    }
}
