import Foundation
import Logging

/// Core Animation's layer. A view's own layer (`view.layer`) keeps the view's visual properties — geometry and
/// opacity are the view's (`frame`, `bounds`, `position`, `opacity` forward to it). Standalone layers
/// (`CALayer()`, `CAGradientLayer()`, `CAShapeLayer()`) keep their own and are shown as sublayers of a view's layer:
/// drawn with the view, above its content and below its subviews, within its bounds (a documented difference: on iOS
/// a sublayer added after the subviews' layers covers them). A change to one redraws its view's area.
@MainActor
open class CALayer {
    /// The view this is the layer of; nil for a standalone layer.
    public private(set) weak var delegateView: UIView?

    init(view: UIView) { delegateView = view }

    /// A standalone layer, to add to a view's layer with `addSublayer(_:)`.
    public init() {}

    /// A copy of `layer`'s properties (its presentation copy, or a subclass's own copy); sublayers and the mask are
    /// shared, not adopted. Subclasses copy theirs after calling super.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        (cornerRadius, maskedCorners, cornerCurve) = (other.cornerRadius, other.maskedCorners, other.cornerCurve)
        (borderWidth, borderColor, masksToBounds) = (other.borderWidth, other.borderColor, other.masksToBounds)
        (shadowColor, shadowOpacity, shadowOffset, shadowRadius) = (other.shadowColor, other.shadowOpacity, other.shadowOffset, other.shadowRadius)
        (ownBounds, ownPosition, ownOpacity, ownHidden, ownBackground) = (other.bounds, other.position, other.opacity, other.isHidden, other.backgroundColor)
        (ownTransform, sublayerTransform, hasSublayerTransform) = (other.transform, other.sublayerTransform, other.hasSublayerTransform)
        anchorPoint = other.anchorPoint
        (sublayers, maskLayer) = (other.sublayers, other.maskLayer)
        transition = other.transition
        (contents, contentsGravity, contentsScale, contentsRect) = (other.contents, other.contentsGravity, other.contentsScale, other.contentsRect)
    }

    /// Made on each use, so a log handler installed later still hears it.
    static var logger: Logger { Logger(label: "framekit.animation") }

    /// Explicit animations running on the layer, and the values they show this frame.
    var explicitAnimations = ExplicitAnimations()
    /// A `CATransition` running on this standalone layer (a view's layer keeps its own in the view's render state).
    var transition: LayerTransition?
    /// The layer as it looked before the change whose action is running, for a transition to start from.
    var appearanceBeforeChange: CALayer?

    /// Asked first for the action of a property change (see `action(forKey:)`).
    public weak var delegate: CALayerDelegate?
    /// Actions by property key, looked at after the delegate: `NSNull()` turns a property's implicit animation off.
    public var actions: [String: CAAction]?

    /// The value of an animatable property by key path (`"opacity"`, `"position.x"`, `"bounds.size"`, …; subclasses
    /// add theirs), or nil for a key path the layer does not have.
    open func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": opacity
        case "position": position
        case "position.x": position.x
        case "position.y": position.y
        case "bounds": bounds
        case "bounds.size": bounds.size
        case "bounds.size.width": bounds.width
        case "bounds.size.height": bounds.height
        case "backgroundColor": backgroundColor
        case "contents": contents
        case "contentsRect": contentsRect
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "shadowOpacity": shadowOpacity
        case "shadowRadius": shadowRadius
        case "shadowOffset": shadowOffset
        case "shadowColor": shadowColor
        case "transform": transform
        case "sublayerTransform": sublayerTransform
        case "transform.translation": TransformComponents3D(transform).translationSize
        default: TransformComponents3D(transform).value(forKeyPath: keyPath)
        }
    }

    /// Sets an animatable property by key path (as key-value coding does on iOS); a key path the layer does not
    /// have, or a value of the wrong kind, is logged.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let value = LayerValue.unboxed(value)
        let number = LayerValue.number(value).map { CGFloat($0) }
        var parts = TransformComponents3D(transform)
        switch (keyPath, value) {
        case ("opacity", _) where number != nil: opacity = Float(number!)
        case ("position", let p as CGPoint): position = p
        case ("position.x", _) where number != nil: position.x = number!
        case ("position.y", _) where number != nil: position.y = number!
        case ("bounds", let r as CGRect): bounds = r
        case ("bounds.size", let size as CGSize): bounds.size = size
        case ("bounds.size.width", _) where number != nil: bounds.size.width = number!
        case ("bounds.size.height", _) where number != nil: bounds.size.height = number!
        case ("backgroundColor", _): backgroundColor = value as? UIColor
        case ("contents", _): contents = value
        case ("contentsRect", let r as CGRect): contentsRect = r
        case ("cornerRadius", _) where number != nil: cornerRadius = number!
        case ("borderWidth", _) where number != nil: borderWidth = number!
        case ("borderColor", _): borderColor = value as? UIColor
        case ("shadowOpacity", _) where number != nil: shadowOpacity = Float(number!)
        case ("shadowRadius", _) where number != nil: shadowRadius = number!
        case ("shadowOffset", let size as CGSize): shadowOffset = size
        case ("shadowColor", _): shadowColor = value as? UIColor
        case ("transform", let t as CATransform3D): transform = t
        case ("sublayerTransform", let t as CATransform3D): sublayerTransform = t
        case ("transform.translation", let size as CGSize):
            parts.translationSize = size
            transform = parts.transform
        case (_, _) where number != nil && parts.setValue(number!, forKeyPath: keyPath): transform = parts.transform
        default:
            CALayer.logger.error("\(type(of: self)) has no animatable key path '\(keyPath)' taking \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    // MARK: Actions (implicit animations)

    /// The action for a change of `event`, looked for as Core Animation does: the delegate, then `actions`, then
    /// `defaultAction(forKey:)`; `NSNull` from any of them means none.
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The implicit animation of an animatable property: a basic animation of it over the current transaction's
    /// duration and timing (0.25 s, Core Animation's default curve, outside a transaction).
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard animatableKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The properties Core Animation animates when they change (CAShapeLayer and CAGradientLayer add theirs).
    class var animatableKeys: Set<String> {
        [
            "opacity", "position", "bounds", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
            "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "transform", "sublayerTransform",
        ]
    }

    /// A standalone layer's property `key` changed from `old`: shown at once, and animated from what was shown by
    /// its action when the layer is on screen and the transaction allows actions. A layer not yet in a window, a
    /// presentation copy and a view's own layer (whose view animates) change without one, as on iOS.
    func changed(_ key: String, from old: Any?) {
        changed()
        guard delegateView == nil, !CATransaction.disableActions(), hostView?.window != nil,
            let action = action(forKey: key)
        else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            // From what was on screen: a change during a running animation of the key carries on from there.
            basic.fromValue = explicitAnimations.presented[key] ?? old
        }
        if action is CATransition {
            let before = presentationCopy()
            before.setValue(old, forKeyPath: key)
            appearanceBeforeChange = before
        }
        action.run(forKey: key, object: self, arguments: nil)
        appearanceBeforeChange = nil
    }

    /// Redraws what shows this layer: its view, or the view whose layer tree holds it.
    func changed() {
        if let view = delegateView { return view.setNeedsComposite(decorationChanged: true) }
        hostView?.setNeedsComposite(decorationChanged: true)
    }

    /// The view whose layer is this layer's root.
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegateView { return view }
            layer = current.superlayer
        }
        return nil
    }

    // Compositing reads the properties marked unchecked for every view it draws; they are never accessed
    // overlapping, and their run-time exclusivity checks cost more than the reads.

    /// Radius of the rounded corners of the background and border; subviews are clipped to it when
    /// `masksToBounds` is set.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { changed("cornerRadius", from: oldValue) } } }
    /// Which corners `cornerRadius` rounds (all by default); the others stay square.
    public var maskedCorners: CACornerMask = .all { didSet { if maskedCorners != oldValue { changed() } } }
    /// `.circular` (FrameKit draws `.continuous` corners as circular ones too).
    public var cornerCurve: CALayerCornerCurve = .circular
    /// A border drawn inside the bounds, above the content.
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { changed("borderWidth", from: oldValue) } } }
    /// The border's colour; black by default, as Core Animation's.
    @exclusivity(unchecked) public var borderColor: CGColor? = .black { didSet { if borderColor != oldValue { changed("borderColor", from: oldValue) } } }
    /// Whether sublayers (and a view's subviews) are clipped to the bounds, with the corner radius.
    @exclusivity(unchecked) public var masksToBounds = false {
        didSet {
            guard masksToBounds != oldValue else { return }
            if let view = delegateView { view.setNeedsComposite(subtree: true) } else { changed() }
        }
    }
    /// The shadow's colour.
    @exclusivity(unchecked) public var shadowColor: CGColor? = .black { didSet { if shadowColor != oldValue { changed("shadowColor", from: oldValue) } } }
    /// The shadow's opacity; 0 (no shadow) by default.
    @exclusivity(unchecked) public var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { changed("shadowOpacity", from: oldValue) } } }
    /// Where the shadow falls from the layer; Core Animation's default, 3 points up.
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { changed("shadowOffset", from: oldValue) } } }
    /// How far the shadow blurs, in points.
    public var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { changed("shadowRadius", from: oldValue) } } }

    // MARK: Geometry and opacity (the view's, for a view's layer)

    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownBackground: CGColor?
    private var ownTransform = CATransform3DIdentity

    /// The transform applied about the layer's centre (a view's layer: the view's `transform3D`). With perspective
    /// (`m34 = -1/d`) a turn about x or y shows the layer as a card seen at an angle: FrameKit draws the layer's
    /// content and sublayers flat, then projects that picture (bilinear resampling; the part behind the eye is cut
    /// away).
    public var transform: CATransform3D {
        get { delegateView?.transform3D ?? ownTransform }
        set {
            if let view = delegateView { return view.transform3D = newValue }
            guard newValue.isFinite else {
                return CALayer.logger.error("transform: \(newValue) has an entry that is not a finite number (m34 = -1/0?); it stays \(ownTransform)")
            }
            setOwn(\.ownTransform, to: newValue, key: "transform")
        }
    }

    /// A transform applied to every sublayer (a view's layer: every subview) about this layer's centre, on top of
    /// their own: `m34 = -1/d` gives them one shared perspective, with its vanishing point at the centre.
    public var sublayerTransform = CATransform3DIdentity {
        didSet {
            guard sublayerTransform != oldValue else { return }
            guard sublayerTransform.isFinite else {
                CALayer.logger.error("sublayerTransform: \(sublayerTransform) has an entry that is not a finite number (m34 = -1/0?); it stays \(oldValue)")
                return sublayerTransform = oldValue
            }
            hasSublayerTransform = !CATransform3DIsIdentity(sublayerTransform)
            if let view = delegateView { view.setNeedsComposite(subtree: true) } else { changed("sublayerTransform", from: oldValue) }
        }
    }

    /// Whether `sublayerTransform` is other than the identity; kept, as the compositor asks for every subview.
    private(set) var hasSublayerTransform = false

    /// The transform as an affine one (its affine part when it has depth).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine one.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The map from a layer's bounds coordinates to its superlayer's plane: about its anchor point by `transform`, to
    /// its `position`, then by the superlayer's sublayer transform about the superlayer's anchor point; depth dropped.
    static func projection(
        position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CATransform3D,
        superlayer: (bounds: CGRect, anchor: CGPoint, sublayerTransform: CATransform3D)?
    ) -> ProjectiveTransform {
        let (ax, ay) = (bounds.minX + anchor.x * bounds.width, bounds.minY + anchor.y * bounds.height)
        var m = CATransform3DMakeTranslation(-ax, -ay, 0).concatenating(transform)
        m = m.concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
        if let superlayer, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
            let (x, y) = (
                superlayer.bounds.minX + superlayer.anchor.x * superlayer.bounds.width,
                superlayer.bounds.minY + superlayer.anchor.y * superlayer.bounds.height)
            m = m.concatenating(CATransform3DMakeTranslation(-x, -y, 0)).concatenating(superlayer.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(x, y, 0))
        }
        return m.projective
    }

    /// The colour the bounds are filled with (a view's layer: the view's background colour).
    public var backgroundColor: CGColor? {
        get { delegateView.map { $0.backgroundColor } ?? ownBackground }
        set {
            if let view = delegateView { return view.backgroundColor = newValue }
            setOwn(\.ownBackground, to: newValue, key: "backgroundColor")
        }
    }
    /// The layer's image: a `CGImage` (`UIImage.cgImage`), drawn over the background and under `draw(in:)`'s drawing
    /// and the sublayers, placed by `contentsGravity`; a view's layer shows it under the view's own drawing. Anything
    /// else shows nothing, as on iOS (logged).
    public var contents: Any? {
        get { storedContents }
        set {
            if let newValue, !(newValue is CGImage) {
                Self.logger.error("CALayer.contents takes a CGImage (UIImage's cgImage); a \(type(of: newValue)) shows nothing")
            }
            let old = storedContents
            storedContents = newValue
            changed("contents", from: old)
        }
    }
    private var storedContents: Any?
    /// How `contents` fits the bounds: stretched to fill them (`.resize`, the default), scaled whole or to cover
    /// keeping its shape, or at its own size at the centre, an edge or a corner.
    public var contentsGravity: CALayerContentsGravity = .resize { didSet { changed() } }
    /// Pixels of `contents` to a point, for the gravities that show it at its own size (1 by default).
    public var contentsScale: CGFloat = 1 { didSet { changed() } }
    /// The part of `contents` shown, in unit coordinates of the image ((0, 0, 1, 1), the whole, by default).
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed("contentsRect", from: oldValue) } }

    /// Replaces `contents` with `image`, of the same size as the image shown, whose pixels differ from it only in
    /// `changed` (the image's pixels): only what they cover is composited again. A frame made elsewhere (a web
    /// page's) is shown so without being drawn into a backing store first. Any other change redraws the whole layer.
    package func replaceContents(with image: CGImage, changed: PixelRect) {
        let old = contents as? CGImage
        guard let view = delegateView, let old, old.width == image.width, old.height == image.height,
            let placement = contentsPlacement(of: image, in: view.bounds)
        else { return contents = image }
        storedContents = image
        let sx = placement.whole.width / CGFloat(image.width), sy = placement.whole.height / CGFloat(image.height)
        let rect = CGRect(
            x: placement.whole.minX + CGFloat(changed.x) * sx, y: placement.whole.minY + CGFloat(changed.y) * sy,
            width: CGFloat(changed.width) * sx, height: CGFloat(changed.height) * sy)
        view.contentsChanged(in: rect.intersection(placement.placed))
    }

    /// Whether `contents` paints every pixel of `bounds` opaquely: an image without alpha stretched over them whole.
    func contentsCover(_ bounds: CGRect) -> Bool {
        guard let image = contents as? CGImage, image.pixels.format == .xrgb8888, let placement = contentsPlacement(of: image, in: bounds)
        else { return false }
        return placement.placed.contains(bounds)
    }

    /// Where `image` goes for `bounds` as the gravity, scale and rectangle say: drawn whole into `whole`, clipped to
    /// `placed`; nil when nothing of it shows.
    private func contentsPlacement(of image: CGImage, in bounds: CGRect) -> (whole: CGRect, placed: CGRect)? {
        let part = contentsRect.standardized
        guard part.width > 0, part.height > 0, part.width.isFinite, part.height.isFinite, part.minX.isFinite, part.minY.isFinite
        else { return nil }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) * part.width / scale, height: CGFloat(image.height) * part.height / scale)
        let placed = contentsGravity.contentMode.placement(of: size, in: bounds)
        guard placed.width > 0, placed.height > 0 else { return nil }
        // The whole image drawn so that `part` of it lands on `placed`.
        let whole = CGRect(
            x: placed.minX - part.minX * placed.width / part.width, y: placed.minY - part.minY * placed.height / part.height,
            width: placed.width / part.width, height: placed.height / part.height)
        return (whole, placed)
    }

    /// Draws `contents` into `bounds` as the gravity, scale and rectangle say; returns where it drew (which may
    /// reach past `bounds`), nil when it drew nothing.
    @discardableResult
    func drawContents(in ctx: CGContext, bounds: CGRect) -> CGRect? {
        guard let image = contents as? CGImage, let placement = contentsPlacement(of: image, in: bounds) else { return nil }
        ctx.saveGState()
        ctx.clip(to: placement.placed)
        ctx.drawImagePixels(image.pixels, in: placement.whole)
        ctx.restoreGState()
        return placement.placed
    }

    /// 0 (clear) to 1 (opaque); a view's layer: the view's alpha.
    public var opacity: Float {
        get { delegateView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view = delegateView { return view.alpha = CGFloat(newValue) }
            setOwn(\.ownOpacity, to: min(max(newValue, 0), 1), key: "opacity")
        }
    }
    /// Whether the layer (and its sublayers) is drawn; a view's layer: the view's isHidden.
    public var isHidden: Bool {
        get { delegateView?.isHidden ?? ownHidden }
        set {
            if let view = delegateView { return view.isHidden = newValue }
            ownHidden = newValue
            changed()
        }
    }
    /// Sets a standalone layer's own value of the property `key`, redrawing and animating (see `changed(_:from:)`)
    /// when it changes.
    private func setOwn<Value: Equatable>(_ property: ReferenceWritableKeyPath<CALayer, Value>, to value: Value, key: String) {
        let old = self[keyPath: property]
        self[keyPath: property] = value
        if value != old { changed(key, from: old) }
    }

    /// The layer's own coordinate space; a view's layer: the view's bounds.
    public var bounds: CGRect {
        get { delegateView?.bounds ?? ownBounds }
        set {
            if let view = delegateView { return view.bounds = newValue }
            setOwn(\.ownBounds, to: newValue, key: "bounds")
        }
    }
    /// The point of the bounds, in unit coordinates ((0, 0) the top left, (1, 1) the bottom right), that `position`
    /// places and that `transform` turns and scales about; the centre, (0.5, 0.5), by default. Moving it keeps
    /// `position` (a view's `center`) and moves the frame, as Core Animation does. Not animated.
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            guard anchorPoint.x.isFinite, anchorPoint.y.isFinite else {
                CALayer.logger.error("anchorPoint: \(anchorPoint) is not a finite point; it stays \(oldValue)")
                return anchorPoint = oldValue
            }
            if let view = delegateView { view.geometryDidChange() } else { changed() }
        }
    }

    /// Where the anchor point sits in the superlayer (the centre of the bounds unless `anchorPoint` moves it); a
    /// view's layer: the view's center.
    public var position: CGPoint {
        get { delegateView?.center ?? ownPosition }
        set {
            if let view = delegateView { return view.center = newValue }
            setOwn(\.ownPosition, to: newValue, key: "position")
        }
    }
    /// Where the layer sits in its superlayer; a view's layer: the view's frame.
    public var frame: CGRect {
        get {
            if let view = delegateView { return view.frame }
            return UIView.frame(center: ownPosition, bounds: ownBounds, anchor: anchorPoint, transform: affineTransform())
        }
        set {
            if let view = delegateView { return view.frame = newValue }
            let (oldBounds, oldPosition) = (ownBounds, ownPosition)
            ownBounds = CGRect(origin: ownBounds.origin, size: newValue.size)
            ownPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            if ownBounds != oldBounds { changed("bounds", from: oldBounds) }
            if ownPosition != oldPosition { changed("position", from: oldPosition) }
            if ownBounds == oldBounds && ownPosition == oldPosition { changed() }
        }
    }

    // MARK: The layer tree

    /// Standalone layers drawn with this one, back to front.
    @exclusivity(unchecked) public private(set) var sublayers: [CALayer]?
    /// The layer this layer is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    /// A layer whose alpha cuts this one's (content and sublayers) out: opaque shows, transparent hides.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            maskLayer?.superlayer = nil
            newValue?.removeFromSuperlayer()
            maskLayer = newValue
            newValue?.superlayer = self
            changed()
        }
    }
    private var maskLayer: CALayer?

    /// Adds a standalone layer on top of the others (a view's own layer cannot be added: add the view).
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` among the sublayers at `index` (back to front).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer.delegateView == nil, layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
        changed()
    }

    /// Inserts `layer` just below `sibling` (at the back when nil).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0))
    }

    /// Inserts `layer` just above `sibling` (at the front when nil).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if parent.mask === self {
            parent.mask = nil
            return
        }
        parent.changed()
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    // MARK: Drawing

    /// Marks the content for redrawing, as `UIView.setNeedsDisplay()`.
    public func setNeedsDisplay() {
        if let view = delegateView { view.setNeedsDisplay() } else { changed() }
    }

    /// Draws the layer's own content in its bounds' coordinates (a gradient, a shape); a plain layer draws none.
    open func draw(in ctx: CGContext) {}

    /// Draws this standalone layer and its sublayers in its superlayer's coordinates, as its animations show it.
    func render(in ctx: CGContext) {
        if !explicitAnimations.presented.isEmpty { return presentationCopy().renderModel(in: ctx) }
        renderModel(in: ctx)
    }

    private func renderModel(in ctx: CGContext) {
        guard !ownHidden, ownOpacity > 0 else { return }
        // A mask is no sublayer: its superlayer's sublayer transform leaves it alone.
        let parent = superlayer.flatMap { $0.mask === self ? nil : ($0.bounds, $0.anchorPoint, $0.sublayerTransform) }
        let plane = Self.projection(
            position: ownPosition, bounds: ownBounds, anchor: anchorPoint, transform: ownTransform, superlayer: parent)
        ctx.saveGState()
        ctx.setAlpha(ctx.currentAlpha * CGFloat(ownOpacity))
        if plane.isAffine {
            ctx.concatenate(plane.affine)
            renderMasked(in: ctx)
        } else {
            renderFlattened(in: ctx, through: plane)
        }
        ctx.restoreGState()
    }

    private func renderMasked(in ctx: CGContext) {
        if let transition { return renderTransition(transition, in: ctx) }
        renderMaskedContent(in: ctx)
    }

    private func renderMaskedContent(in ctx: CGContext) {
        if let mask {
            ctx.drawMasked({ renderContent(in: ctx) }, by: { mask.render(in: ctx) })
        } else {
            renderContent(in: ctx)
        }
    }

    /// Draws the layer flat at the device's resolution, then that picture through `plane` (bounds → superlayer).
    private func renderFlattened(in ctx: CGContext, through plane: ProjectiveTransform) {
        let scale = Self.pixelsPerPoint(of: ctx)
        guard let picture = flatPicture(scale: scale, drawing: renderMasked) else { return }
        let toBounds = CGAffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: ownBounds.minX, ty: ownBounds.minY)
        ctx.draw(picture, projectedBy: ProjectiveTransform(toBounds).concatenating(plane))
    }

    private static func pixelsPerPoint(of ctx: CGContext) -> CGFloat {
        let m = ctx.ctm
        return max(abs(m.a * m.d - m.b * m.c).squareRoot(), 0.01)
    }

    /// The bounds drawn by `drawing` into a picture of `scale` pixels per point (nil when empty or over 8192 pixels a
    /// side).
    private func flatPicture(scale: CGFloat, drawing: (CGContext) -> Void) -> PixelBuffer? {
        let width = Int((ownBounds.width * scale).rounded(.up)), height = Int((ownBounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        let picture = PixelBuffer(width: width, height: height)
        let flat = CGContext(buffer: picture)
        flat.scaleBy(x: scale, y: scale)
        flat.translateBy(x: -ownBounds.minX, y: -ownBounds.minY)
        drawing(flat)
        return picture
    }

    /// What the layer shows now, flat at `scale`: where a transition added to it starts from.
    func transitionStartPicture(scale: CGFloat) -> PixelBuffer? {
        let before = appearanceBeforeChange ?? (explicitAnimations.presented.isEmpty ? self : presentationCopy())
        return before.flatPicture(scale: scale, drawing: before.renderMasked)
    }

    /// The old picture and the new content (drawn flat again each frame: it may change while the transition runs)
    /// moved or faded as the transition's type and progress say, over the bounds and beyond them as content travels.
    private func renderTransition(_ transition: LayerTransition, in ctx: CGContext) {
        let new = flatPicture(scale: Self.pixelsPerPoint(of: ctx), drawing: renderMaskedContent)
        let place = transition.placement(for: ownBounds.size)
        func draw(_ picture: PixelBuffer?, at offset: CGPoint, opacity: CGFloat) {
            guard let picture, opacity > 0 else { return }
            ctx.draw(picture, in: ownBounds.offsetBy(dx: offset.x, dy: offset.y), opacity: opacity)
        }
        if place.oldOnTop {
            draw(new, at: place.new, opacity: place.newAlpha)
            draw(transition.oldPicture, at: place.old, opacity: place.oldAlpha)
        } else {
            draw(transition.oldPicture, at: place.old, opacity: place.oldAlpha)
            draw(new, at: place.new, opacity: place.newAlpha)
        }
    }

    private func renderContent(in ctx: CGContext) {
        let rounded = cornerRadius > 0 ? outline(ownBounds) : nil
        if let background = ownBackground, background.alpha > 0 {
            ctx.setFillColor(background)
            if let rounded {
                ctx.addPath(rounded)
                ctx.fillPath()
            } else {
                ctx.fill(ownBounds)
            }
        }
        ctx.saveGState()
        if masksToBounds {
            if let rounded {
                ctx.addPath(rounded)
                ctx.clip()
            } else {
                ctx.clip(to: ownBounds)
            }
        }
        drawContents(in: ctx, bounds: ownBounds)
        draw(in: ctx)
        renderSublayers(in: ctx)
        ctx.restoreGState()
        if borderWidth > 0, let border = borderColor, border.alpha > 0 {
            let inset = ownBounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            ctx.setStrokeColor(border)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(outline(inset, radius: max(cornerRadius - borderWidth / 2, 0)))
            ctx.strokePath()
        }
    }

    /// Draws the standalone sublayers, back to front.
    func renderSublayers(in ctx: CGContext) {
        for layer in sublayers ?? [] { layer.render(in: ctx) }
    }

    /// The layer's outline in `rect`: `radius` (the corner radius unless given) at the masked corners.
    func outline(_ rect: CGRect, radius: CGFloat? = nil) -> UIBezierPath {
        let r = radius ?? cornerRadius
        return UIBezierPath(roundedRect: rect, byRoundingCorners: maskedCorners.rectCorners, cornerRadii: CGSize(width: r, height: r))
    }

    /// True when the background and border are anything but a plain rectangle fill, so the compositor caches them.
    var hasDecoration: Bool { cornerRadius > 0 || (borderWidth > 0 && (borderColor?.alpha ?? 0) > 0) }
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }
}

/// How rounded corners curve.
public enum CALayerCornerCurve: Sendable {
    /// Corners that are quarter circles.
    case circular
    /// Corners that ease into the sides (drawn as circular ones by FrameKit).
    case continuous
}

/// The corners of a layer `maskedCorners` rounds, with Core Animation's raw values; a view's layer has its minimum
/// y at the top, so `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corners' bits, Core Animation's values.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as a `UIRectCorner` (their raw values agree).
    var rectCorners: UIRectCorner { UIRectCorner(rawValue: rawValue) }
}
