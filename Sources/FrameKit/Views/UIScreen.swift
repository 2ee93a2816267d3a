import Foundation

/// A display as the app sees it: bounds in points (rotation applied), scale, the panel's native size, and the
/// windows shown on it. Each screen runs one frame pipeline on the main loop.
@MainActor
public final class UIScreen {
    /// The screen apps run on; `UIApplicationMain` and the test harness (`HeadlessApp`) set it. Nothing makes one on
    /// the fly: reading it before either has run stops the app with a message saying so.
    public static var main: UIScreen {
        get {
            guard let mainScreen else {
                preconditionFailure(
                    "UIScreen.main is not set: start the app with UIApplicationMain, or make a HeadlessApp (FrameKitTesting) first")
            }
            return mainScreen
        }
        set {
            mainScreen = newValue
            UIImage.preferredScale = newValue.scale
        }
    }

    /// The main screen if one was set.
    static var mainScreen: UIScreen?

    /// The loop of the screen `view` is on, else the main screen's: where work for a view not on screen yet (a
    /// controller shown before its window is) runs.
    static func loop(for view: UIView?) -> MainLoop { (view?.window?.screen ?? main).loop }

    /// The app object whose `sendEvent(_:)` this screen's events go through (UIKit's overridable hook); without
    /// one, events go straight to the windows their touches are in.
    public weak var application: UIApplication?

    /// The display it shows on.
    public let display: Display
    /// The main loop its frames run on.
    public let loop: MainLoop
    /// The panel's backlight, if the board has one (the platform finds it; tests may give one).
    public var backlight: Backlight?
    /// `brightness` was set without a backlight: said once.
    var loggedMissingBacklight = false
    /// Gesture recognition for this screen's windows.
    let gestures = GestureEnvironment()
    /// Pixels per point.
    public let scale: CGFloat
    /// The frame pipeline that draws this screen's windows.
    let pipeline: FramePipeline

    /// For benchmarks under callgrind, whose clock runs some fifty times slow: every frame leaves spare time for the
    /// work views defer to it, as a frame under half the budget does on the board, and `starts` is called as that
    /// work begins, to count it apart from the frame.
    package func leaveSpareTimeAfterEveryFrame(telling starts: @escaping () -> Void) {
        pipeline.alwaysLeavesSpareTime = true
        pipeline.spareTimeStarts = starts
    }

    /// For benchmarks of a whole app under callgrind: `starts` is called as each frame starts, to count the process's
    /// work from one frame to the next.
    package func observeFrameStarts(_ starts: @escaping () -> Void) {
        pipeline.frameStarts = starts
    }
    /// Its windows, back to front.
    public private(set) var windows: [UIWindow] = []
    /// Whether it is still connected: a screen whose display went away draws no more frames.
    var isConnected = true
    /// The mirror this screen shows while it shows no window of the app (a screen besides the main one).
    var mirror: ScreenMirror?
    /// The mirrors showing this screen's picture elsewhere.
    var mirrors: [ScreenMirror] = []
    /// For a main screen, the screens connected beside it, in the order they came.
    var otherScreens: [UIScreen] = []
    /// For a screen beside a main one, that screen (whose idle timer and pointer it shares).
    weak var primary: UIScreen?
    /// For a main screen, the screen of its group the pointer is on; nil: itself.
    weak var pointerScreen: UIScreen?
    /// The window that takes keys: the last one made key.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// A screen on `display`, at `scale` pixels per point.
    public init(display: Display, loop: MainLoop, scale: CGFloat = 1) {
        self.display = display
        self.loop = loop
        self.scale = scale > 0 ? scale : 1
        pipeline = FramePipeline(display: display, loop: loop, scale: self.scale)
        pipeline.attach(to: self)
    }

    /// Turns the keyboards' key codes into text (xkbcommon's keymap on Linux), for hardware keys and the on-screen
    /// keyboard's letters; given by whoever makes the screen (the platform, or a test's `HeadlessApp`).
    package var keyTranslator: (any KeyTranslator)? {
        get { inputRouter.keyboard.keymap }
        set { inputRouter.keyboard.keymap = newValue }
    }

    /// Makes `keyTranslator` when the first key needs it (a keymap takes milliseconds to compile).
    package var makeKeyTranslator: (@MainActor () throws -> any KeyTranslator)? {
        get { inputRouter.keyboard.makeKeymap }
        set { inputRouter.keyboard.makeKeymap = newValue }
    }

    private var flipObservers: [@MainActor () -> Void] = []
    /// Frames whose flip completed: they are what the panel shows.
    public private(set) var framesOnScreen = 0

    /// Runs `observer` each time a presented frame reaches the screen (readiness, screenshots).
    public func addFlipObserver(_ observer: @escaping @MainActor () -> Void) {
        flipObservers.append(observer)
    }

    /// For the frame that last reached the screen: seconds from the earliest input it handled to its flip; nil if
    /// it handled none.
    public private(set) var lastFrameInputLatency: TimeInterval?

    /// Dispatches a touch event: through the app's `sendEvent(_:)` when the screen has an app, else to the windows
    /// of its touches, as `UIApplication.sendEvent` does.
    func sendEvent(_ event: UIEvent) {
        if editMenu.isShowing { editMenu.noteTouches(of: event) }
        if let application { application.sendEvent(event) } else { UIApplication.deliver(event) }
    }

    /// A presented frame reached the panel (the pipeline heard its flip).
    func frameDidReachScreen() {
        lastFrameInputLatency = pipeline.frameReachedScreen()
        framesOnScreen += 1
        for observer in flipObservers { observer() }
    }

    /// The screen's rectangle in points, with rotation applied (landscape on a portrait panel turned 90°).
    public var bounds: CGRect {
        let logical = display.logicalSize
        return CGRect(x: 0, y: 0, width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// The panel's rectangle in native pixels, before rotation.
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: display.nativeSize.cgSize) }
    /// Pixels per point of the panel (the same as `scale`).
    public var nativeScale: CGFloat { scale }
    /// How the UI is turned from the device's natural orientation.
    public var rotation: DisplayRotation { display.rotation }
    /// Frames the panel shows per second.
    public var maximumFramesPerSecond: Int { Int((1 / display.refreshInterval).rounded()) }

    /// The idle timer's dimming and blanking of this screen's panel.
    private(set) lazy var panelPower = PanelPowerController(screen: self)

    /// The screen's idle steps (`FRAMEKIT_IDLE_DIM`, `FRAMEKIT_IDLE_BLANK`): seconds without input before the panel
    /// dims and before it turns off; nil never. Counting starts again now.
    public func setIdleTimeouts(dim: TimeInterval?, blank: TimeInterval?) {
        panelPower.configure(dimAfter: dim, blankAfter: blank)
    }

    /// The keyboard (on-screen or an app's input view) of this screen's key window.
    private(set) lazy var keyboard = KeyboardPresenter(screen: self)
    /// The edit menu (Cut, Copy, Paste…) shown on this screen.
    private(set) lazy var editMenu = EditMenuPresenter(screen: self)

    var compositor: Compositor { pipeline.compositor }
    var animator: Animator { pipeline.animator }
    /// Steps the explicit animations of the layers shown on this screen.
    private(set) lazy var layerAnimations = LayerAnimationDriver(animator: animator)
    var inputRouter: InputRouter { pipeline.inputRouter }

    /// Asks for a frame; many calls before it runs make one.
    func setNeedsFrame() { pipeline.setNeedsFrame() }

    /// Takes `window` off this screen (it moves to another).
    func detach(_ window: UIWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        compositor.forget(window)
        setNeedsFrame()
    }

    func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) {
            windows.append(window)
            windows.sort { $0.windowLevel < $1.windowLevel }
        }
        window.setNeedsComposite(subtree: true)
        setNeedsFrame()
    }

    /// Turns the UI on the panel (and follows a panel of another size): rendering, touch mapping and the bounds
    /// follow; windows that filled the screen keep filling it. Controllers hear of it through `InterfaceRotation`,
    /// which calls this.
    func applyGeometry(rotation: DisplayRotation) {
        // The bounds before: the old panel under the old turn.
        let old = compositor.rotation.logicalSize(forNative: compositor.frameSize)
        let oldBounds = CGRect(x: 0, y: 0, width: CGFloat(old.width) / scale, height: CGFloat(old.height) / scale)
        display.rotation = rotation
        compositor.setGeometry(rotation: display.frameRotation, frameSize: display.frameSize)
        inputRouter.setDeviceTransform(panelTransform)
        for window in windows {
            if window.frame == oldBounds { window.frame = bounds }
            window.setNeedsComposite(subtree: true)
        }
        keyboard.setNeedsUpdate()
        setNeedsFrame()
    }

    /// The panel came back (an unplug, a VT switch, blanking) or changed: a panel of another size goes through a size
    /// transition (controllers get `viewWillTransition(to:with:)` and a layout pass); either way every pixel is drawn
    /// again.
    func displayReconfigured() {
        if display.frameSize != compositor.frameSize || display.frameRotation != compositor.rotation {
            InterfaceRotation(screen: self, to: rotation, nativeSize: display.nativeSize).run()
        }
        setNeedsFullRedraw()
    }

    /// The interface orientation the current rotation shows.
    public var interfaceOrientation: UIInterfaceOrientation { interfaceOrientation(for: rotation) }

    /// The interface orientation `rotation` shows on this panel.
    public func interfaceOrientation(for rotation: DisplayRotation) -> UIInterfaceOrientation {
        UIInterfaceOrientation(rotation: rotation, panelIsLandscape: display.naturalSize.width > display.naturalSize.height)
    }

    /// The rotation that shows `orientation` on this panel; nil for `.unknown`.
    public func rotation(for orientation: UIInterfaceOrientation) -> DisplayRotation? {
        orientation.rotation(panelIsLandscape: display.naturalSize.width > display.naturalSize.height)
    }

    /// The interface orientations the given rotations show on this panel.
    public func orientations(of rotations: Set<DisplayRotation>) -> UIInterfaceOrientationMask {
        rotations.reduce(into: []) { $0.formUnion(interfaceOrientation(for: $1).mask) }
    }

    /// The traits of the whole screen.
    public var traitCollection: UITraitCollection {
        var traits = UITraitCollection(size: bounds.size, scale: scale)
        traits.preferredContentSizeCategory = (application ?? .shared).preferredContentSizeCategory
        traits.layoutDirection = UITraitEnvironmentLayoutDirection((application ?? .shared).userInterfaceLayoutDirection)
        return ViewAppearance.screen.applied(to: traits)
    }

    /// Where a point of the UI (in points) is on the panel, in native pixels: what a touchscreen reports there.
    public func nativeLocation(of point: CGPoint) -> CGPoint { point.applying(panelTransform) }

    /// Points → the panel's native pixels, as touchscreens and the cursor plane see them (the compositor's frames
    /// differ from this when the display's scanout does part of the turn).
    var panelTransform: CGAffineTransform {
        display.pictureRotation.pointsToPixels(scale: scale, native: display.nativeSize)
    }

    /// Feeds one raw input event (native pixels) to the router; it is handled in the next frame's input phase.
    public func handle(_ event: InputEvent) {
        guard panelPower.admit(event) else { return }
        let (screen, routed) = pointerDestination(of: event)
        screen.inputRouter.enqueue(routed)
    }

    /// Frames rendered and presented so far.
    public var renderedFrames: Int { pipeline.renderedFrames }
    /// How many times a view's `draw(_:)` has run on this screen.
    public var drawCount: Int { compositor.drawCount }
    /// Bytes held in views' backing stores.
    public var backingStoreBytes: Int { compositor.backingStoreBytes }
    /// True when nothing is waiting to be drawn.
    public var isIdle: Bool { !pipeline.needsFrame }
    /// The last frame drawn (native orientation), in the display's buffer or the shadow buffer; nil before the
    /// first frame.
    public var lastFrame: PixelBuffer? { compositor.lastFrame }

    /// Timings of the last frame.
    public var lastFrameStatistics: FrameStatistics { pipeline.lastFrameStatistics }

    /// How long the most recent frames took on the main thread (input to present), oldest first; at most 120.
    public var recentFrameDurations: [TimeInterval] { pipeline.recentFrameNanoseconds.map { Double($0) / 1e9 } }
    /// Seconds from recent input events (their device timestamps) to the flip of the frame that showed their effect,
    /// oldest first; input that changed nothing on screen is not counted.
    public var recentInputLatencies: [TimeInterval] { pipeline.recentInputLatencies }

    /// Recomposes every pixel in the next frame from the backing stores (after the panel lost its contents, or to
    /// measure a full redraw).
    public func setNeedsFullRedraw() {
        compositor.damageAll()
        setNeedsFrame()
    }

    /// Releases backing stores of views not on screen (the memory-warning path); returns the bytes freed.
    @discardableResult
    public func purgeOffscreenBackingStores() -> Int { compositor.purgeOffscreenStores() }
}
