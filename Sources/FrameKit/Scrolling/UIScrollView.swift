import Foundation

/// A view that shows part of larger content and moves it under the finger, the wheel or the touchpad, with UIKit's
/// behaviour: `contentOffset` is `bounds.origin`, drags rubber-band past the edges and decelerate after a flick,
/// paging snaps to the bounds size, and the delegate hears every step in UIKit's order. Zooms when the delegate names
/// a view for it and the zoom limits differ.
@MainActor
open class UIScrollView: UIView {
    /// How quickly a flick slows down: the fraction of velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// Velocity kept per millisecond while decelerating.
        public let rawValue: CGFloat
        /// A rate from its per-millisecond factor.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A short glide (paging, pickers).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to `contentInset`, with UIKit's raw values. A kiosk has no safe area, so every
    /// behaviour gives `adjustedContentInset == contentInset` there.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always at the top for a scroll view under a navigation bar.
        case automatic
        /// The safe area is added along the axes the content scrolls in.
        case scrollableAxes
        /// The safe area is never added: `adjustedContentInset` is `contentInset`.
        case never
        /// The safe area is always added, on every side.
        case always
    }

    /// The indicators' colour, with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light edge, seen on any background.
        case `default`
        /// Black, for light backgrounds.
        case black
        /// White, for dark backgrounds.
        case white
    }

    /// Told of scrolling, dragging, deceleration and zooming.
    open weak var delegate: UIScrollViewDelegate? {
        didSet { updateZooming() }
    }

    // MARK: Content

    /// The size of the content; nothing scrolls while it fits (unless `alwaysBounce…` is set).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsLayout()
            ObjCKeyValueObserving.changed(self, key: "contentSize", from: oldValue)
        }
    }

    /// Extra scrollable room around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetChanged() } }
    }

    /// Whether the safe area adds to `contentInset` (`adjustedContentInset`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetChanged() } }
    }

    /// `contentInset` plus the safe area the adjustment behaviour adds, and the refresh control's room while it
    /// refreshes.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top + refreshInset + largeTitleInset, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Pull to refresh: the control sits above the content and follows the pull.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            refreshInset = 0
            if let refreshControl {
                alwaysBounceVertical = true
                insertSubview(refreshControl, at: 0)
                refreshControl.scrollViewDidScroll(self)
            }
        }
    }

    /// The room a refreshing control takes above the content (part of `adjustedContentInset`).
    var refreshInset: CGFloat = 0 {
        didSet { if refreshInset != oldValue { adjustedContentInsetChanged() } }
    }

    /// The room a navigation bar's large title band takes over the top of the content while the scroll view is the
    /// content scroll view under it (part of `adjustedContentInset`, as UIKit's safe area puts it there).
    var largeTitleInset: CGFloat = 0 {
        didSet { if largeTitleInset != oldValue { adjustedContentInsetChanged() } }
    }
    /// Told when the content offset changes: the navigation bar whose large title follows the scrolling.
    var scrollTracker: (@MainActor (UIScrollView) -> Void)?

    /// Called when `adjustedContentInset` changed; subclasses override it.
    open func adjustedContentInsetDidChange() {}

    private func adjustedContentInsetChanged() {
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// Where the content's origin is relative to the view's top-left corner: the same value as `bounds.origin`.
    /// Setting it moves at once (no clamping), stopping any deceleration or animated scroll.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            bounds.origin = newValue
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old {
                contentOffsetDidChange()
                ObjCKeyValueObserving.changed(self, key: "contentOffset", from: old)
            }
        }
    }

    private func contentOffsetDidChange() {
        if autoLayout?.frameGuide != nil { layoutEngine?.guideInsetsDidChange(of: self) }
        setNeedsLayout()
        refreshControl?.scrollViewDidScroll(self)
        scrollTracker?(self)
        didScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// For FrameKit's own subclasses: the content offset changed (a text view hides its edit menu).
    func didScroll() {}
    /// For FrameKit's own subclasses: where a released drag comes to rest, given where deceleration would leave it
    /// and the release velocity (points per second); the delegate may still move it.
    func restingOffset(natural: CGPoint, velocity: CGPoint) -> CGPoint { natural }
    /// For FrameKit's own subclasses: a drag or its deceleration came to rest (the edit menu comes back).
    func scrollingDidEnd() {}

    /// The content's rectangle for Auto Layout: its origin is the content's, and when the app's constraints
    /// determine its width or height, that becomes `contentSize`'s.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent, in: \.contentGuide) }

    /// The scroll view's own rectangle for Auto Layout: views pinned to it stay put while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame, in: \.frameGuide) }

    // MARK: Behaviour

    /// Whether the user can scroll; programmatic scrolling works either way.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Scroll along one axis at a time: the one the drag started along.
    open var isDirectionalLockEnabled = false
    /// Past the edges the content follows the finger with resistance and springs back.
    open var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Content comes to rest on multiples of the bounds size.
    open var isPagingEnabled = false
    /// How fast a flick slows down.
    open var decelerationRate: DecelerationRate = .normal

    /// A finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// The user is scrolling the content.
    public internal(set) var isDragging = false
    /// The content moves on after the user lifted the finger.
    public internal(set) var isDecelerating = false

    /// Hold a touch back from the content for a moment, so a drag that starts on a control scrolls.
    open var delaysContentTouches = true {
        didSet { contentTouchDelay.isEnabled = delaysContentTouches }
    }
    /// Whether a drag may take touches the content already has (see `touchesShouldCancel(in:)`).
    open var canCancelContentTouches = true

    /// Return false to keep touches from a content view (called when a held-back touch is about to reach it).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches `view` is tracking: yes, except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true {
        didSet { setNeedsLayout() }
    }
    /// The indicators' colour scheme.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { indicators?.style(indicatorStyle) }
    }
    /// How far the vertical indicator keeps from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// How far the horizontal indicator keeps from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Both indicator insets (reads the vertical ones).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Created the first time they show, so a scroll view nobody scrolls has no extra subviews.
    var indicators: ScrollIndicators?

    /// Shows the indicators briefly.
    open func flashScrollIndicators() {
        revealIndicators()
        concealIndicators()
    }

    // MARK: Zooming

    /// Zooming is possible only when the limits differ (both default to 1) and the delegate names a view.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updateZooming() }
    }
    /// The largest zoom; zooming needs it above `minimumZoomScale` and a view from the delegate.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updateZooming() }
    }
    /// Past the zoom limits a pinch meets resistance and springs back.
    open var bouncesZoom = true
    /// Whether a pinch is zooming now.
    public internal(set) var isZooming = false
    /// Whether the zoom is springing back into its limits.
    public internal(set) var isZoomBouncing = false

    var storedZoomScale: CGFloat = 1

    /// The zooming view's scale (1 when nothing zooms); setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the middle of the view; animated, it ends with
    /// `scrollViewDidEndZooming`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomAboutMiddle(to: scale, animated: animated) }

    /// Zooms so `rect` (in the zooming view's own coordinates) fills the view as far as the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoomShowing(rect, animated: animated) }

    // MARK: Recognizers

    /// The drag recognizer; add requirements to it, but keep the scroll view its delegate.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer()
    /// The zoom recognizer, present while zooming is possible.
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    let contentTouchDelay = ContentTouchDelayRecognizer()

    /// Where the current drag started: the offset then and the recognizer's translation then.
    var dragStart: (offset: CGPoint, translation: CGPoint)?
    /// The axis a directionally locked drag follows (true: horizontal).
    var lockedHorizontal: Bool?
    /// Where the current pinch started: the scale then and the zooming view's point under the fingers.
    var pinchStart: (scale: CGFloat, anchor: CGPoint)?
    /// Deceleration, bounce, an animated scroll or zoom in progress.
    var motion: ScrollMotion?
    var indicatorTimer: LoopTimer?

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer ? panShouldBegin() : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentSizeFromConstraints()
        placeIndicators()
    }

    private func adoptContentSizeFromConstraints() {
        guard let guide = autoLayout?.contentGuide, let engine = layoutEngine else { return }
        let (width, height) = engine.determinedSize(of: guide)
        contentSize = CGSize(width: width ?? contentSize.width, height: height ?? contentSize.height)
    }

    // MARK: Limits

    /// The offsets the content rests within on each axis: from −inset to the content's far edge plus its inset.
    var offsetLimits: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) { offsetLimits(contentSize: contentSize) }

    func offsetLimits(contentSize: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left, minY = -inset.top
        return (
            minX...max(minX, contentSize.width + inset.right - size.width),
            minY...max(minY, contentSize.height + inset.bottom - size.height)
        )
    }

    /// Whether a drag moves the content horizontally: it is wider than the view, or it always bounces that way.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || offsetLimits.x.upperBound > offsetLimits.x.lowerBound
    }

    var scrollsVertically: Bool {
        alwaysBounceVertical || offsetLimits.y.upperBound > offsetLimits.y.lowerBound
    }

    /// `offset` moved into the limits (those of `contentSize`, by default the current one).
    func clamped(_ offset: CGPoint, contentSize: CGSize? = nil) -> CGPoint {
        let limits = offsetLimits(contentSize: contentSize ?? self.contentSize)
        return CGPoint(x: offset.x.clamped(to: limits.x), y: offset.y.clamped(to: limits.y))
    }

    // MARK: Programmatic scrolling

    /// Moves the content to `offset`; animated, it eases there over 0.3 s and ends with
    /// `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated, window != nil else { return contentOffset = offset }
        stopMotion()
        guard offset != contentOffset else { return }
        let now = clock.now.seconds
        revealIndicators()
        run(
            ScrollMotion(
                x: ScrollAxisMotion(easingFrom: contentOffset.x, to: offset.x, at: now),
                y: ScrollAxisMotion(easingFrom: contentOffset.y, to: offset.y, at: now), kind: .animation))
    }

    /// Scrolls the least distance that shows `rect` (in the content's coordinates); does nothing when it is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        let offset = CGPoint(
            x: contentOffset.x + Self.shift(showing: rect.minX...rect.maxX, in: visible.minX...visible.maxX),
            y: contentOffset.y + Self.shift(showing: rect.minY...rect.maxY, in: visible.minY...visible.maxY))
        let target = clamped(offset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// How far to move a window so it shows `span`, or its start when it cannot show all of it.
    private static func shift(showing span: ClosedRange<CGFloat>, in window: ClosedRange<CGFloat>) -> CGFloat {
        if span.lowerBound < window.lowerBound { return span.lowerBound - window.lowerBound }
        if span.upperBound > window.upperBound {
            return min(span.upperBound - window.upperBound, span.lowerBound - window.lowerBound)
        }
        return 0
    }

    // MARK: Motion

    /// The clock of the screen the view is on, for motion timing.
    var clock: MainLoop { UIScreen.loop(for: self) }

    /// Starts `motion` on the screen's frames; off screen it jumps to its end at once.
    func run(_ motion: ScrollMotion) {
        motion.scrollView = self
        self.motion = motion
        guard let screen = window?.screen else {
            _ = motion.advance(to: clock.now.adding(seconds: 3600))
            return
        }
        screen.animator.start(motion)
    }

    /// Stops the content where it is; the motion's end is not reported.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        window?.screen.animator.stop(motion)
        isDecelerating = false
        isZoomBouncing = false
    }

    /// One frame of a motion.
    func motion(_ motion: ScrollMotion, movedTo offset: CGPoint, scale: CGFloat?) {
        guard motion === self.motion else { return }
        if let scale { applyZoomScale(scale) }
        bounds.origin = scale == nil ? pixelAligned(offset) : offset
    }

    /// `offset` on the screen's pixel grid, as UIKit keeps scrolling content: text stays crisp, and rows whose edges
    /// fall on whole pixels hide what is behind them (the compositor skips it).
    func pixelAligned(_ offset: CGPoint) -> CGPoint {
        let scale = window?.screen.scale ?? 1
        return CGPoint(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
    }

    /// A motion reached its end: tell the delegate what ended.
    func finish(_ motion: ScrollMotion) {
        guard motion === self.motion else { return }
        self.motion = nil
        concealIndicators()
        scrollingDidEnd()
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoom:
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: storedZoomScale)
        case .settle:
            break
        }
    }
}

extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
