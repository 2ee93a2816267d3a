import Foundation

/// A layer that draws its sublayers `instanceCount` times (Core Animation's `CAReplicatorLayer`), each copy after
/// the first moved by `instanceTransform` once more (about the layer's anchor point), `instanceDelay` seconds later
/// in its animations and `instanceAlphaOffset` more opaque: a row of dots, a ring of spinner ticks. FrameKit applies
/// the alpha of `instanceColor` and of its offsets; the red, green and blue offsets are kept but not drawn.
@MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn (1: the sublayers alone).
    open var instanceCount = 1 { didSet { changed() } }
    /// What each copy adds to the one before it.
    open var instanceTransform = CATransform3DIdentity { didSet { changed("instanceTransform", from: oldValue) } }
    /// How much later each copy's animations run than the one before it's.
    open var instanceDelay: CFTimeInterval = 0 { didSet { changed() } }
    /// The first copy's colour: its alpha multiplies the copies' opacity.
    open var instanceColor: CGColor? = .white { didSet { changed() } }
    /// Added to the colour's red for each copy after the first (kept, not drawn).
    open var instanceRedOffset: Float = 0
    /// Added to the colour's green for each copy after the first (kept, not drawn).
    open var instanceGreenOffset: Float = 0
    /// Added to the colour's blue for each copy after the first (kept, not drawn).
    open var instanceBlueOffset: Float = 0
    /// Added to the colour's alpha for each copy after the first.
    open var instanceAlphaOffset: Float = 0 { didSet { changed() } }
    /// Whether copies keep their depth (kept; FrameKit draws them in order).
    open var preservesDepth = false

    public override init() { super.init() }

    /// A copy of `layer`'s properties (its presentation copy).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceDelay, instanceColor) = (other.instanceCount, other.instanceTransform, other.instanceDelay, other.instanceColor)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) =
            (other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset)
        preservesDepth = other.preservesDepth
    }

    override class var animatableKeys: Set<String> { super.animatableKeys.union(["instanceTransform"]) }

    open override func value(forKeyPath keyPath: String) -> Any? {
        keyPath == "instanceTransform" ? instanceTransform : super.value(forKeyPath: keyPath)
    }

    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath == "instanceTransform", let transform = value as? CATransform3D { return instanceTransform = transform }
        super.setValue(value, forKeyPath: keyPath)
    }

    override func renderSublayers(in ctx: CGContext) {
        let count = max(instanceCount, 0)
        guard count > 0, let sublayers, !sublayers.isEmpty else { return }
        let now = UIScreen.loop(for: hostView).now.seconds
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let step = CATransform3DIsAffine(instanceTransform) ? CATransform3DGetAffineTransform(instanceTransform) : .identity
        let about = CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(step)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        let baseAlpha = (instanceColor?.alpha ?? 1)
        var placement = CGAffineTransform.identity
        for index in 0..<count {
            let alpha = min(max(baseAlpha + CGFloat(instanceAlphaOffset) * CGFloat(index), 0), 1)
            if alpha > 0 {
                ctx.saveGState()
                ctx.concatenate(placement)
                ctx.setAlpha(ctx.currentAlpha * alpha)
                for layer in sublayers {
                    let delay = instanceDelay * Double(index)
                    if delay > 0, !layer.explicitAnimations.entries.isEmpty {
                        layer.presentationCopy(delayedBy: delay, now: now).render(in: ctx)
                    } else {
                        layer.render(in: ctx)
                    }
                }
                ctx.restoreGState()
            }
            placement = placement.concatenating(about)
        }
    }
}
