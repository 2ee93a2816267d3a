import Foundation

/// What the compositor keeps for one view between frames.
struct RenderState {
    /// The view's content (its `draw(_:)` output) at the size it was drawn, in device pixels.
    var contentStore: BackingStore?
    /// The rounded background and border, cached because they are not plain fills.
    var decorationStore: BackingStore?
    var shadowStore: BackingStore?
    /// Part of the content to redraw (bounds coordinates); `.null` when the content is valid.
    var invalidContent: CGRect = .infinite
    /// Where the layer's contents image changed in place since the view was last composited (bounds coordinates;
    /// see `CALayer.replaceContents`).
    var changedContents: CGRect = .null
    var decorationValid = false
    /// Queued for the next frame's damage computation.
    var isQueued = false
    var subtreeQueued = false
    /// Queued for more than its content (geometry, colours, visibility): all it covered and covers is damage, not
    /// just its content's pixels.
    var appearanceQueued = false
    /// Pixels (native screen space) the view covered when last composited.
    var screenRect: PixelRect?
    /// A clipping view's bounds origin when `screenRect` was measured: how far its picture scrolled since.
    var measuredBoundsOrigin: CGPoint = .zero
    /// Whether, when `screenRect` was measured, the view could have its picture copied as it scrolls (see
    /// `ScrollCopy`): one opaque colour of its own, put on the frame unblended.
    var measuredCopyable = false
    /// A change to how the view looks (colours, the appearance, its layer), as opposed to where it is, queued since it
    /// was last measured: its last picture is no good to copy.
    var lookChanged = false
    /// Set by the base `draw(_:)`: a class whose draw is the base one has no content.
    var baseDrawCalled = false
    /// Whether the view's class draws content (`ViewClassTraits`), once known: kept here because compositing asks
    /// for every view it draws, and the per-class table's lookup costs more than the rest of that question.
    var classDrawsContent: Bool?
    /// The pixels this view and its subtree covered when last composited; valid while `subtreeBoundsKnown`.
    var subtreeBounds: PixelRect?
    var subtreeBoundsKnown = false
    /// The background colour the decoration store was drawn with.
    var decorationColor: UIColor?
    /// The view and its subtree drawn flat, kept between frames while the view is turned in depth (the compositor
    /// projects this picture).
    var flatPicture: PixelBuffer? { didSet { if flatPicture == nil { flatPictureKey = nil } } }
    /// What `flatPicture` was drawn from; nil when something in the subtree changed since (it is drawn again).
    var flatPictureKey: FlatPictureKey?
    /// A `CATransition` running on the view's layer.
    var transition: LayerTransition?

    mutating func dequeue() {
        changedContents = .null
        isQueued = false
        subtreeQueued = false
        appearanceQueued = false
    }

    /// Whether the subtree is known to lie wholly outside `damage`, so compositing can skip it.
    func missesDamage(_ damage: Region) -> Bool {
        guard subtreeBoundsKnown else { return false }
        guard let subtreeBounds else { return true }
        return !damage.intersects(subtreeBounds)
    }
}

extension UIView {
    /// Invalidates the whole content; `draw(_:)` runs in the next display pass.
    public func setNeedsDisplay() {
        setNeedsDisplay(.infinite)
    }

    /// Invalidates part of the content (bounds coordinates).
    public func setNeedsDisplay(_ rect: CGRect) {
        window?.screen.pipeline.check(.content, of: self)
        render.invalidContent = render.invalidContent.union(rect)
        setNeedsComposite(contentOnly: true)
    }

    /// Runs `body` once the next frame of the view's screen that changed anything has been handed to the display;
    /// drops it when the view is in no window.
    package func afterNextPresentedFrame(_ body: @escaping @MainActor () -> Void) {
        window?.screen.pipeline.afterNextPresentedFrame(body)
    }

    /// The layer's contents image changed in `rect` (bounds coordinates) and nowhere else.
    func contentsChanged(in rect: CGRect) {
        window?.screen.pipeline.check(.content, of: self)
        render.changedContents = render.changedContents.union(rect)
        setNeedsComposite(contentOnly: true)
    }

    /// Queues the view for recompositing in the next frame: its old and new screen rectangles become damage, or with
    /// `contentOnly` just the pixels of its content. `subtree` does the same for every descendant (geometry, alpha and
    /// visibility change what they cover).
    func setNeedsComposite(subtree: Bool = false, decorationChanged: Bool = false, contentOnly: Bool = false) {
        if !contentOnly { window?.screen.pipeline.check(.appearance, of: self) }
        if decorationChanged { render.decorationValid = false }
        if decorationChanged || !subtree { render.lookChanged = true }
        if !contentOnly { render.appearanceQueued = true }
        if subtree { render.subtreeQueued = true }
        guard !render.isQueued || subtree else { return }
        guard let window else { return }
        if !render.isQueued {
            render.isQueued = true
            window.screen.compositor.queue(self)
        }
        window.screen.pipeline.setNeedsLayoutOrComposite()
    }
}

extension UIView {
    /// A `CATransition` was added to the view's layer: it starts from what the screen shows of the view now.
    func beginLayerTransition(_ transition: CATransition) {
        render.transition = window?.screen.compositor.transitionStart(transition, of: self)
            ?? LayerTransition(transition, oldPicture: nil, oldPixels: PixelRect(x: 0, y: 0, width: 0, height: 0))
        setNeedsComposite()
    }

    /// The layer's transition is at `progress`, or over (nil).
    func showLayerTransition(at progress: Double?) {
        guard render.transition != nil else { return }
        if let progress { render.transition?.progress = CGFloat(progress) } else { render.transition = nil }
        setNeedsComposite()
    }
}
