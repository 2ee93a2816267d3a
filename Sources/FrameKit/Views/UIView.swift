import Foundation
import Synchronization

/// A rectangular area on screen that draws content, lays out subviews and takes touches, with UIKit's geometry:
/// `frame` is derived from `center`, `bounds` and `transform`.
@MainActor
open class UIView: UIResponder {
    /// How cached content is placed when the view's size changes, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, the aspect ratio given up.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio (bars where it falls short).
        case scaleAspectFit
        /// Scaled to fill the bounds, keeping its aspect ratio (the overflow cut off when clipping).
        case scaleAspectFill
        /// Drawn again (`draw(_:)`) whenever the bounds change.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, centred at the top.
        case top
        /// Unscaled, centred at the bottom.
        case bottom
        /// Unscaled, centred at the left.
        case left
        /// Unscaled, centred at the right.
        case right
        /// Unscaled, in the top-left corner.
        case topLeft
        /// Unscaled, in the top-right corner.
        case topRight
        /// Unscaled, in the bottom-left corner.
        case bottomLeft
        /// Unscaled, in the bottom-right corner.
        case bottomRight
    }

    /// Springs and struts: which margins and sizes follow the superview's size, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits, UIKit's values.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Stored state

    // The state the frame pipeline reads for every view in every frame is main-actor state whose accesses never
    // overlap (nothing holds an inout to it across a call that could touch it again), so Swift's run-time
    // exclusivity check — 7 % of a scrolled list frame's instructions — is turned off for it.
    @exclusivity(unchecked) var modelCenter: CGPoint = .zero
    @exclusivity(unchecked) var modelBounds: CGRect = .zero
    @exclusivity(unchecked) var modelTransform: CGAffineTransform = .identity
    /// The layer's 3-D transform when it is not affine (`transform` then holds its affine part); nil otherwise.
    @exclusivity(unchecked) var modelTransform3D: CATransform3D?
    @exclusivity(unchecked) var modelAlpha: CGFloat = 1
    @exclusivity(unchecked) var modelBackgroundColor: UIColor?

    /// The view this view is a subview of.
    public internal(set) weak var superview: UIView?
    /// The window the view is in, kept by the hierarchy changes that move it: `window` is read on every layout and
    /// display change, and walking the weak superview links each time took a tenth of a large first layout.
    weak var attachedWindow: UIWindow?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// The interactions added to the view (`addInteraction(_:)`), as UIKit's.
    public internal(set) var interactions: [UIInteraction] = []

    /// The Core Animation-style layer holding this view's visual properties.
    public var layer: CALayer { ownLayer.unsafelyUnwrapped }
    // Made by every initialiser right after `super.init()`. Compositing reads it many times for each view it draws:
    // a plain stored reference costs less there than a lazy property and its run-time checks.
    @exclusivity(unchecked) private var ownLayer: CALayer?

    // Read for every view in each layout pass (with `AutoLayoutState.variables`, a view's place in the solution); only
    // ever assigned whole, on the main actor, so its run-time exclusivity checks buy nothing.
    @exclusivity(unchecked) var autoLayout: AutoLayoutState?
    var needsLayoutFlag = false
    var subtreeNeedsLayout = false
    @exclusivity(unchecked) var render = RenderState()
    @exclusivity(unchecked) var animations = ViewAnimations()

    /// An app's number for the view; `viewWithTag(_:)` finds it.
    open var tag: Int = 0

    /// The shape UIKit Dynamics collides the view with (override for `.ellipse` or `.path`); a rectangle by default.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// With `.path`: the view's collision outline, about its centre.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    // MARK: Accessibility (UIKit's UIAccessibility properties; `framekit ctl describe` prints them as a tree)

    var accessibilityStorage = AccessibilityStorage()
    /// What this kind of view says to accessibility when the app has set nothing.
    var automaticAccessibility: AutomaticAccessibility { AutomaticAccessibility() }

    /// Whether the view is one element to assistive technology (its subviews are then not looked at). False for a
    /// plain view; true for labels, buttons and the other controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? automaticAccessibility.isElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// A short name for the element ("Play"); labels and buttons answer with their text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? automaticAccessibility.label }
        set { accessibilityStorage.label = newValue }
    }
    /// What happens when the element is used ("Plays the song").
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// The element's current value, as text ("50%", "1" for a switch that is on).
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? automaticAccessibility.value }
        set { accessibilityStorage.value = newValue }
    }
    /// What the element is and its state (`.button`, `.selected`, `.notEnabled`, …).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? automaticAccessibility.traits }
        set { accessibilityStorage.traits = newValue }
    }
    /// A name for tests and automation to find the view by, never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage.identifier }
        set { accessibilityStorage.identifier = newValue }
    }
    /// Whether the view's subviews are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage.elementsHidden }
        set { accessibilityStorage.elementsHidden = newValue }
    }
    /// The element's frame in screen coordinates.
    open var accessibilityFrame: CGRect { convert(bounds, to: nil) }

    /// Whether the view mirrors in a right-to-left interface (`effectiveUserInterfaceLayoutDirection`).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// The view's layout direction changed: views whose drawing or subview placement depend on it redo them.
    func effectiveLayoutDirectionDidChange() {}

    /// Whether touches reach the view and its subviews.
    open var isUserInteractionEnabled = true
    /// The recognizers attached to the view; setting the array attaches and detaches them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { gestureRecognizersDidChange(from: oldValue ?? []) }
    }

    /// Return false to make a recognizer attached to this view fail instead of beginning.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether touches other than the first are delivered; FrameKit routes every touch, as with `true`.
    open var isMultipleTouchEnabled = false

    /// How drawn or image content is placed when the bounds differ from its size.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsComposite() } }
    }

    /// How the frame follows the superview's size changes (when not laid out by constraints).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews' autoresizing masks apply when this view's size changes.
    open var autoresizesSubviews = true

    // MARK: Initialisers

    /// A view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        super.init()
        ownLayer = CALayer(view: self)
        Self.liveViews.add(1, ordering: .relaxed)
        self.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Views decoded from a scene file come through here (the storyboard issue builds on it).
    public required init?(coder: NSCoder) {
        super.init()
        ownLayer = CALayer(view: self)
        Self.liveViews.add(1, ordering: .relaxed)
    }

    deinit {
        Self.liveViews.subtract(1, ordering: .relaxed)
    }

    private nonisolated static let liveViews = Atomic<Int>(0)

    /// How many views exist in the process: a kiosk's leak check (it must not grow while screens come and go).
    public nonisolated static var liveInstanceCount: Int { liveViews.load(ordering: .relaxed) }

    // MARK: Geometry

    /// The view's position in its superview's coordinates; valid under any transform.
    open var center: CGPoint {
        get { modelCenter }
        set {
            guard newValue != modelCenter, newValue.x.isFinite, newValue.y.isFinite else { return }
            let old = modelCenter
            modelCenter = newValue
            recordAnimation(.center, from: .point(old), to: .point(newValue))
            geometryDidChange()
            reportGeometryChange(center: old, bounds: modelBounds)
        }
    }

    /// The view's own coordinate space: `origin` offsets the content (how scroll views scroll), `size` is the size.
    open var bounds: CGRect {
        get { modelBounds }
        set {
            let value = newValue.standardized
            guard value != modelBounds, value.origin.x.isFinite, value.origin.y.isFinite, value.width.isFinite,
                value.height.isFinite
            else { return }
            let old = modelBounds
            modelBounds = value
            recordAnimation(.bounds, from: .rect(old), to: .rect(value))
            geometryDidChange()
            if old.size != value.size { boundsSizeDidChange(from: old.size) }
            reportGeometryChange(center: modelCenter, bounds: old)
        }
    }

    /// Tells key-value observers of `center`, `bounds` and `frame` what changed (from the old center and bounds).
    private func reportGeometryChange(center oldCenter: CGPoint, bounds oldBounds: CGRect) {
        guard ObjCKeyValueObserving.isObserved(self) else { return }
        if oldCenter != modelCenter { ObjCKeyValueObserving.changed(self, key: "center", from: oldCenter) }
        if oldBounds != modelBounds { ObjCKeyValueObserving.changed(self, key: "bounds", from: oldBounds) }
        ObjCKeyValueObserving.changed(
            self, key: "frame", from: Self.frame(center: oldCenter, bounds: oldBounds, anchor: layer.anchorPoint, transform: modelTransform))
    }

    /// The view's rectangle in its superview; derived from `center`, `bounds.size`, `transform` and the layer's
    /// `anchorPoint`. Setting it keeps `bounds.origin`. With a non-identity transform the getter returns the
    /// transformed bounding box.
    open var frame: CGRect {
        get { Self.frame(center: modelCenter, bounds: modelBounds, anchor: layer.anchorPoint, transform: modelTransform) }
        set {
            let value = newValue.standardized
            guard value.origin.x.isFinite, value.origin.y.isFinite, value.width.isFinite, value.height.isFinite else {
                return
            }
            let anchor = layer.anchorPoint
            center = CGPoint(x: value.minX + anchor.x * value.width, y: value.minY + anchor.y * value.height)
            bounds = CGRect(origin: modelBounds.origin, size: value.size)
        }
    }

    /// An affine transform applied about the view's centre (the layer's `anchorPoint`, when it is moved); changes
    /// `frame`, never `center` or `bounds`.
    open var transform: CGAffineTransform {
        get { modelTransform }
        set {
            if modelTransform3D != nil { return transform3D = CATransform3DMakeAffineTransform(newValue) }
            guard newValue != modelTransform else { return }
            let old = modelTransform
            modelTransform = newValue
            recordAnimation(.transform, from: .transform(old), to: .transform(newValue))
            geometryDidChange()
        }
    }

    /// The view's 3-D transform (its layer's `transform`), applied about its centre (its layer's `anchorPoint`): a turn in depth with
    /// perspective (`m34 = -1/d`) shows the view as a card seen at an angle. An affine one is `transform`; with
    /// another, `transform` and `frame` hold its affine part.
    open var transform3D: CATransform3D {
        get { modelTransform3D ?? CATransform3DMakeAffineTransform(modelTransform) }
        set {
            let old = transform3D
            guard newValue != old else { return }
            guard newValue.isFinite else {
                return CALayer.logger.error("\(type(of: self)).transform3D: \(newValue) has an entry that is not a finite number (m34 = -1/0?); the transform stays \(old)")
            }
            modelTransform3D = CATransform3DIsAffine(newValue) ? nil : newValue
            modelTransform = CATransform3DGetAffineTransform(newValue)
            recordAnimation(.transform3D, from: .transform3D(old), to: .transform3D(newValue))
            geometryDidChange()
        }
    }

    /// The frame of bounds of `bounds.size` whose `anchor` (in unit coordinates of the bounds) sits at `center`.
    static func frame(center: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(
            x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width, height: bounds.height)
        let r = transform.isIdentity ? local : local.applying(transform)
        return r.offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps this view's bounds coordinates into its superview's, from the given geometry.
    static func toSuperview(center: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        let toAnchor = CGAffineTransform(
            translationX: -bounds.minX - anchor.x * bounds.width, y: -bounds.minY - anchor.y * bounds.height)
        let placed = transform.isIdentity ? toAnchor : toAnchor.concatenating(transform)
        return placed.concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The model transform from this view's coordinates to its superview's.
    var transformToSuperview: CGAffineTransform {
        Self.toSuperview(center: modelCenter, bounds: modelBounds, anchor: layer.anchorPoint, transform: modelTransform)
    }

    /// Whether the view's model map to its superview is turned in depth (its 3-D transform, or the superview's
    /// sublayer transform), so `projectionToSuperview` and not `transformToSuperview` says where it lands.
    var isProjectedInSuperview: Bool { modelTransform3D != nil || superview?.layer.hasSublayerTransform == true }

    /// The model map to the superview, perspective included.
    var projectionToSuperview: ProjectiveTransform {
        guard isProjectedInSuperview else { return ProjectiveTransform(transformToSuperview) }
        return CALayer.projection(
            position: modelCenter, bounds: modelBounds, anchor: layer.anchorPoint, transform: transform3D,
            superlayer: superview.map { ($0.modelBounds, $0.layer.anchorPoint, $0.layer.sublayerTransform) })
    }

    func geometryDidChange() {
        setNeedsComposite(subtree: true)
        autoLayout?.engine?.viewFrameDidChange(self)
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
        if contentMode == .redraw { setNeedsDisplay() }
    }

    // MARK: Appearance

    /// The colour the bounds are filled with under the content; nil is clear.
    open var backgroundColor: UIColor? {
        get { modelBackgroundColor }
        set {
            guard newValue != modelBackgroundColor else { return }
            let old = modelBackgroundColor ?? .clear
            modelBackgroundColor = newValue
            recordAnimation(.backgroundColor, from: .color(old), to: .color(newValue ?? .clear))
            setNeedsComposite()
        }
    }

    /// Whether `draw(_:)` paints every pixel of the bounds opaquely, its background included: the compositor then
    /// keeps the content in an opaque store copied onto the frame, fills no background under it, and skips what
    /// such views hide of their superview (a text view's tiles, over the text view).
    var drawsOpaqueContent: Bool { false }

    /// Opacity from 0 to 1; views below 0.01 are not hit-tested.
    open var alpha: CGFloat {
        get { modelAlpha }
        set {
            let value = min(max(newValue.isNaN ? 0 : newValue, 0), 1)
            guard value != modelAlpha else { return }
            let old = modelAlpha
            modelAlpha = value
            recordAnimation(.alpha, from: .scalar(old), to: .scalar(value))
            setNeedsComposite(subtree: true)
        }
    }

    /// Hidden views and their subviews are neither drawn nor hit-tested.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            ObjCKeyValueObserving.changed(self, key: "isHidden", from: oldValue)
            setNeedsComposite(subtree: true)
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange()
        }
    }

    /// A hint that the view fills its bounds with opaque content.
    open var isOpaque = true

    /// Whether the part of the view's content about to be drawn again is cleared to transparent before
    /// `draw(_:)` runs. A view whose `draw(_:)` paints every pixel of the rectangle it is given can turn this off and
    /// save the clearing (UIKit's advice for views redrawn in parts while scrolling); what it leaves unpainted then
    /// keeps the old content.
    open var clearsContextBeforeDrawing = true

    /// Whether subviews are clipped to the bounds (and to the corner radius); the same value as
    /// `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    private var explicitTintColor: UIColor?

    /// The tint of controls in this view; inherited from the superview when not set, `.systemBlue` at the root.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            explicitTintColor = newValue
            tintColorDidChange()
        }
    }

    /// Called when the effective tint colour changes; the default passes the change to subviews.
    open func tintColorDidChange() {
        setNeedsDisplay()
        for subview in subviews where subview.explicitTintColor == nil { subview.tintColorDidChange() }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is.
    weak var owningController: UIViewController?

    open override var next: UIResponder? { owningController ?? superview }

    override var responderView: UIView? { self }

    /// The window the view is in, or nil.
    open var window: UIWindow? { attachedWindow }

    // MARK: Sizing

    /// The size that best fits `size`; the default returns the current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// UIKit's marker for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the content needs; the default has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells layout the intrinsic size changed: Auto Layout re-solves with the new size.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        autoLayout?.engine?.intrinsicContentSizeDidChange(self)
        (superview as? UIStackView)?.arrangedSubviewContentDidChange(self)
    }

    /// What Auto Layout takes as the view's content size and how strongly it holds to it: `intrinsicContentSize` and
    /// the view's hugging and compression resistance (a stack view placing its views itself says its arrangement's).
    func contentSizeForLayout() -> ContentSizeForLayout {
        ContentSizeForLayout(
            size: intrinsicContentSize,
            hugging: (contentHuggingPriority(for: .horizontal), contentHuggingPriority(for: .vertical)),
            compression: (contentCompressionResistancePriority(for: .horizontal), contentCompressionResistancePriority(for: .vertical)))
    }

    /// `constraints` is about to be read (a stack view placing its views itself makes its constraints then).
    func willReadConstraints() {}

    /// Whether a stack view places this view itself (Auto Layout takes its frame as given).
    var isPlacedByStackView: Bool { (superview as? UIStackView)?.placesDirectly(self) ?? false }

    /// Called on views made from a scene file once every object of the scene exists and outlets are connected.
    open func awakeFromNib() {}

    /// Sets a user-defined runtime attribute of an Interface Builder file (`layer.cornerRadius`, `tintColor`, …);
    /// false when the view has no such key path. Override to accept your own inspectable properties (what
    /// `@IBInspectable` does through key-value coding on iOS), returning super's answer for the rest.
    open func setValue(_ value: Any?, forStoryboardKeyPath keyPath: String) -> Bool {
        if StoryboardKeyPaths.set(value, keyPath, on: self) { return true }
        // An @IBInspectable or @objc property of the app's class (key-value coding through its member table).
        return !keyPath.contains(".") && ObjCKeyValueCoding.set(value, forKey: keyPath, of: self) == nil
    }

    // MARK: Hierarchy notifications (overrides need not call super)

    /// The view is about to get `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view's superview changed.
    open func didMoveToSuperview() {}
    /// The view is about to join `newWindow` (nil: leave its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The view's window changed.
    open func didMoveToWindow() {}
    /// `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// `subview` is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Traits

    /// The traits of where the view is: its screen's, with the appearance its window, controllers and own
    /// `overrideUserInterfaceStyle` give it; a view in no window has traits that say nothing but the main screen's
    /// scale and the appearance, as UIKit's.
    open var traitCollection: UITraitCollection {
        let traits = window?.screen.traitCollection ?? UITraitCollection(displayScale: UIScreen.mainScreen?.scale ?? 1)
        return currentAppearance.applied(to: traits)
    }

    /// The appearance this view and its subviews take, whatever their window's (`.unspecified`: their window's,
    /// controller's or superview's). Its dynamic colours are drawn again and `traitCollectionDidChange(_:)` is sent
    /// to the views whose appearance changes.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { refreshAppearance() } }
    }

    /// The appearance worked out for this view when it last joined a window or something above it changed.
    var appliedAppearance = ViewAppearance.screen

    /// The view's appearance changed: what it drew with dynamic colours is drawn again. Views that keep text laid
    /// out in resolved colours drop it as well.
    func appearanceDidChange() {
        if ViewClassTraits.drawsContent(self) != false { setNeedsDisplay() }
        setNeedsComposite(decorationChanged: true)
    }

    /// The traits changed (a rotation across a size class, the text size, the language's direction); every view in a
    /// window hears it after the controllers, parents before children.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hit testing

    /// The farthest descendant that contains `point` (in this view's coordinates) and takes touches: hidden views,
    /// views with interaction off, views below 0.01 alpha and views animating without `.allowUserInteraction` are
    /// skipped; subviews are tried front-most first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !animations.blocksInteraction,
            self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds; half-open, so the max edges are outside.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    // MARK: Layout

    /// Lays out subviews: the default gives subviews positioned by constraints their frames from the layout engine
    /// (frame-based subviews autoresize when the bounds change, as in UIKit). Called by the layout pass, never
    /// directly; overrides call `super.layoutSubviews()` when they use constraints.
    open func layoutSubviews() {
        autoLayout?.engine?.applyFrames(toSubviewsOf: self)
    }

    /// Updates the view's constraints in the constraint pass, after its subviews'; overrides end by calling super.
    open func updateConstraints() {}

    /// Called after `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// Adjusts subviews whose `autoresizingMask` follows this view's size after it changed from `oldSize`.
    open func resizeSubviews(withOldSize oldSize: CGSize) {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(superviewOldSize: oldSize, newSize: bounds.size)
        }
    }

    // MARK: Drawing

    /// Draws the view's content into its backing store; called only for views that override it, only when the
    /// content was invalidated (or the size changed under `.redraw`). The current context is
    /// `UIGraphicsGetCurrentContext()`, in the view's bounds coordinates.
    open func draw(_ rect: CGRect) {
        render.baseDrawCalled = true
    }

    /// The part of the bounds `draw(_:)` paints in, when a view knows it is less than all of it (a label's text):
    /// its backing store then covers only that part. nil: all of the bounds.
    var drawingExtent: CGRect? { nil }

    /// What the view draws behind its own content from what was drawn under it (a visual effect view's blur); nil
    /// for views that draw over what is behind them only.
    var backdrop: Backdrop? { nil }

    /// The one colour everything `draw(_:)` paints is in, when the class knows there is one: its backing store then
    /// keeps only coverage (a quarter of the memory) and is composited in this colour.
    var maskColor: UIColor? { nil }
}
