import Foundation

/// Turns the view tree into pixels — in the display's back buffer, or a shadow buffer the display copies from — for
/// two phases of the frame pipeline: **display** (`display()`: the damage, the old and new screen rectangles of every
/// changed view, is found, and the content of views on screen whose content was invalidated is redrawn into their
/// backing stores) and **composite** (`composite(windows:into:)`: only the damaged region is recomposed from backing
/// stores and plain fills). Moving, fading or transforming a view recomposes it without redrawing it.
@MainActor
final class Compositor {
    // The frame pass reads this state hundreds of times a frame (a 1080p list scroll: ~700 reads of `context` alone)
    // and never accesses it overlapping, so it is not checked at run time: the checks cost 5 % of a scrolled frame.

    /// The size of the frames it draws: the panel's, turned back by whatever the display's scanout rotates.
    @exclusivity(unchecked) private(set) var frameSize: PixelSize
    /// Ordinary memory to draw frames in when the display offers no buffer of its own; made when first needed.
    @exclusivity(unchecked) private var shadow: PixelBuffer?
    /// The buffers drawn in lately with their contexts, the current one first: a display's two or three, or the
    /// shadow.
    @exclusivity(unchecked) private var targets: [(buffer: PixelBuffer, context: CGContext, known: SolidAreas)] = []
    /// What the current target holds of plain opaque fills (see `SolidAreas`): a background is filled only where the
    /// buffer holds something else. The other targets' knowledge waits beside them in `targets`.
    @exclusivity(unchecked) private var known = SolidAreas()
    /// Where drawing lands as it is: the damage being redrawn, within the pixels its clipping ancestors leave
    /// (`clipBounds`, exactly those pixels when `clipIsExact`), and `indirect` 0 (not inside a transparency layer or
    /// a mask, whose drawing reaches the target later, changed).
    @exclusivity(unchecked) private var redrawing = Region()
    @exclusivity(unchecked) private var clipBounds = PixelRect(x: 0, y: 0, width: 0, height: 0) {
        didSet { exactClipRects = nil }
    }
    /// Whether fills are remembered (see `reviewFillTracking`), and what remembering kept of the fills it saw lately.
    @exclusivity(unchecked) private(set) var tracksFills = true
    @exclusivity(unchecked) private var fillTracking = (frames: 0, filled: 0, kept: 0)
    /// `redrawing` within `clipBounds`, worked out once for all the stores blitted within one clip.
    @exclusivity(unchecked) private var exactClipRects: [PixelRect]?
    @exclusivity(unchecked) private var clipIsExact = true
    @exclusivity(unchecked) private var indirect = 0
    /// The flat pictures of views turned in depth being drawn (see `drawProjected`), innermost last.
    @exclusivity(unchecked) private var flattening: [CGContext] = []
    private var context: CGContext { flattening.last ?? targets[0].context }
    /// Logical points → frame pixels: the device transform that applies scale and rotation while drawing.
    @exclusivity(unchecked) private(set) var deviceTransform: CGAffineTransform
    /// The turn it applies on the panel.
    @exclusivity(unchecked) private(set) var rotation: DisplayRotation
    let scale: CGFloat
    @exclusivity(unchecked) private var queued: [UIView] = []
    @exclusivity(unchecked) private var damage = Region()
    /// The pointer's cursor when the display has no cursor plane: drawn over everything, in frame pixels.
    @exclusivity(unchecked) private var cursor: (image: PixelBuffer, rect: PixelRect)?
    /// Views that hold backing stores, for purging on memory warnings.
    @exclusivity(unchecked) private var storeOwners = HashMap<ObjectIdentifier, WeakView>()
    private let decorations = DecorationCache()
    /// How many times `draw(_:)` ran (for tests and the benchmark).
    @exclusivity(unchecked) private(set) var drawCount = 0
    /// Views on screen whose content is invalid, found while computing damage: the display phase draws them.
    @exclusivity(unchecked) private var needsContent: [UIView] = []
    /// Whether a scrolled picture may be copied within the frame (see `ScrollCopy`): frames are drawn in the shadow
    /// buffer, which holds the last one. Set by the pipeline each frame.
    @exclusivity(unchecked) var copiesScrolledPixels = false
    /// The scrolled pictures this frame copies instead of compositing them again, with their scrolling views.
    @exclusivity(unchecked) private var scrollCopies: [(copy: ScrollCopy, view: UIView)] = []
    /// For tests: when set, every frame checks what its buffer is known to hold against its pixels and adds where
    /// they differ (`knownFillMismatches`).
    var knownFillCheck: [String]?
    /// What compositing counted since the last frame's statistics (see `FrameStatistics`).
    @exclusivity(unchecked) private var counts = CompositingCounts()

    private struct WeakView { weak var view: UIView? }
    /// Views that draw a backdrop (a blur of what is under them) that have been on this compositor's screen.
    private var backdropViews: [ObjectIdentifier: WeakView] = [:]

    init(frameSize: PixelSize, rotation: DisplayRotation, scale: CGFloat) {
        self.frameSize = frameSize
        self.scale = scale
        self.rotation = rotation
        deviceTransform = rotation.pointsToPixels(scale: scale, native: frameSize)
        damage = Region(bounds)
    }

    private var bounds: PixelRect { PixelRect(x: 0, y: 0, width: frameSize.width, height: frameSize.height) }

    /// The buffer holding the last frame drawn (turned by `rotation`); nil before the first frame at this size.
    var lastFrame: PixelBuffer? { targets.first?.buffer }

    /// Turns the device transform to `rotation` for frames of `frameSize` (buffers of the new size when it
    /// changed) and recomposes the whole panel in the next frame; no extra copy.
    func setGeometry(rotation: DisplayRotation, frameSize: PixelSize) {
        if frameSize != self.frameSize {
            self.frameSize = frameSize
            shadow = nil
            targets.removeAll()
        }
        self.rotation = rotation
        deviceTransform = rotation.pointsToPixels(scale: scale, native: frameSize)
        damageAll()
    }

    // MARK: Bookkeeping

    func queue(_ view: UIView) {
        queued.append(view)
        invalidateSubtreeBounds(from: view)
    }

    /// Forgets the subtree bounds of `view` and of its ancestors (up to one already forgotten: its ancestors are too).
    private func invalidateSubtreeBounds(from view: UIView) {
        view.render.subtreeBoundsKnown = false
        var v = view.superview
        while let current = v, current.render.subtreeBoundsKnown {
            current.render.subtreeBoundsKnown = false
            v = current.superview
        }
    }

    /// A view leaves the screen: what it covered becomes damage and its records are dropped.
    func forget(_ view: UIView) {
        invalidateSubtreeBounds(from: view)
        forgetSubtree(view)
    }

    private func forgetSubtree(_ view: UIView) {
        if let r = view.render.screenRect { damage.formUnion(r) }
        view.render.screenRect = nil
        view.render.isQueued = false
        view.render.subtreeQueued = false
        view.render.subtreeBoundsKnown = false
        for subview in view.subviews { forgetSubtree(subview) }
    }

    /// Damages the whole screen (first frame, rotation, a display that lost its contents): what the buffers hold is
    /// no longer taken as known either.
    func damageAll() {
        damage = Region(bounds)
        forgetAllKnownFills()
    }

    /// Damages `rect` (frame pixels): what a mirrored screen changed.
    func damage(_ rect: PixelRect) {
        if !rect.isEmpty { damage.formUnion(rect) }
    }

    var hasWork: Bool { !queued.isEmpty || !damage.isEmpty }

    /// Shows `image` (frame orientation) with its top-left corner at frame pixel `origin`, or hides the cursor.
    func setCursor(_ image: PixelBuffer?, origin: (x: Int, y: Int)) {
        // The image may hang off the panel's edges; only what is on the panel is damage.
        if let old = cursor?.rect { damage.formUnion(old.intersection(bounds)) }
        cursor = image.map { ($0, PixelRect(x: origin.x, y: origin.y, width: $0.width, height: $0.height)) }
        if let new = cursor?.rect { damage.formUnion(new.intersection(bounds)) }
    }

    // MARK: Frame

    /// The display phase: finds the frame's damage and redraws into their backing stores the views on screen whose
    /// content was invalidated (`setNeedsDisplay`, a text or image change, a view shown for the first time).
    func display(windows: [UIWindow]) {
        computeDamage()
        settleScrollCopies(windows: windows)
        for view in needsContent {
            if let onScreen = view.render.screenRect, !onScreen.isEmpty { _ = view.performWithAppearance { ensureContent(view) } }
        }
        needsContent.removeAll(keepingCapacity: true)
    }

    /// The views compositing had to draw itself, the pixels of content it left out as hidden under opaque views and
    /// the turned views' pictures it projected again without drawing them, since the last call (see `FrameStatistics`).
    func takeCounts() -> CompositingCounts {
        defer { counts = CompositingCounts() }
        return counts
    }

    /// The composite phase, into `target` — the display's back buffer, redrawing what it missed as well — or,
    /// without one, the shadow buffer; `mirror` is another screen's picture shown under the windows (a screen that
    /// mirrors, see `ScreenMirror`). Returns the buffer drawn in and the frame's damage (what changed in the
    /// picture, frame pixels), or nil when nothing changed.
    func composite(
        windows: [UIWindow], mirror: (picture: PixelBuffer, transform: CGAffineTransform)? = nil,
        into target: (buffer: PixelBuffer, missed: Region)?
    ) -> (frame: PixelBuffer, damage: Region)? {
        let frameDamage = damage
        damage = Region()
        defer { scrollCopies.removeAll(keepingCapacity: true) }
        guard !frameDamage.isEmpty else { return nil }
        // A display that changed size hands out buffers of its new size before `setGeometry` hears of it.
        let direct = target.flatMap { $0.buffer.width == frameSize.width && $0.buffer.height == frameSize.height ? $0 : nil }
        let previous = targets.first?.buffer
        // A frame drawn in the shadow is copied into the display's buffers: what they held is no longer known.
        if direct == nil { forgetAllKnownFills(but: shadow) }
        makeCurrent(direct?.buffer ?? shadowBuffer())
        var redraw = direct.map { frameDamage.union($0.missed.intersection(bounds)) } ?? frameDamage
        var changed = frameDamage
        for (copy, _) in scrollCopies {
            changed.formUnion(copy.rect)
            // The copy moves the last frame's pixels in place (a new buffer holds no picture yet).
            guard previous === targets[0].buffer else {
                redraw.formUnion(copy.rect)
                continue
            }
            let landing = copy.rect.intersection(copy.rect.offsetBy(dx: copy.dx, dy: copy.dy))
            targets[0].buffer.copy(landing, from: targets[0].buffer, movedBy: (copy.dx, copy.dy))
            known.forget(landing)
            counts.scrolledPixels += landing.area
        }
        // What the buffer missed is redrawn, blurs and all, but the picture changes only where the frame does.
        changed.formUnion(widenForBackdrops(changed))
        redraw.formUnion(widenForBackdrops(redraw))
        recompose(windows: windows, mirror: mirror, damage: redraw)
        knownFillCheck?.append(contentsOf: knownFillMismatches())
        reviewFillTracking()
        return (targets[0].buffer, changed)
    }

    /// `view` draws a backdrop: from now on a change under it redraws all of it.
    func noteBackdrop(_ view: UIView) {
        backdropViews[ObjectIdentifier(view)] = WeakView(view: view)
    }

    /// What `damage` must grow by so that every backdrop it touches is redrawn whole: a blur reads every pixel under
    /// its view, and the frame holds the last blurred picture there, not what is behind it.
    private func widenForBackdrops(_ damage: Region) -> Region {
        var widened = Region()
        var added: Set<ObjectIdentifier> = []
        var grew = true
        while grew {
            grew = false
            for (id, entry) in backdropViews where !added.contains(id) {
                guard let view = entry.view, view.window?.screen.compositor === self else {
                    backdropViews[id] = nil
                    continue
                }
                guard view.backdrop != nil, let rect = view.render.screenRect,
                    damage.intersects(rect) || widened.intersects(rect)
                else { continue }
                widened.formUnion(rect)
                added.insert(id)
                grew = true
            }
        }
        return widened
    }

    private func shadowBuffer() -> PixelBuffer {
        if let shadow { return shadow }
        let buffer = PixelBuffer(width: frameSize.width, height: frameSize.height, format: .xrgb8888)
        shadow = buffer
        return buffer
    }

    /// Puts `buffer`'s context first, making one when the buffer is new; keeps a few, as a display has at most three
    /// buffers.
    private func makeCurrent(_ buffer: PixelBuffer) {
        if targets.first?.buffer === buffer { return }
        if !targets.isEmpty { swap(&known, &targets[0].known) }
        if let index = targets.firstIndex(where: { $0.buffer === buffer }) {
            targets.insert(targets.remove(at: index), at: 0)
        } else {
            targets.insert((buffer, CGContext(buffer: buffer), SolidAreas()), at: 0)
            if targets.count > 4 { targets.removeLast() }
        }
        swap(&known, &targets[0].known)
    }

    /// Forgets what every buffer (or every one but `kept`) is known to hold.
    private func forgetAllKnownFills(but kept: PixelBuffer? = nil) {
        if targets.first?.buffer !== kept || kept == nil { known.removeAll() }
        for i in targets.indices.dropFirst() where targets[i].buffer !== kept { targets[i].known.removeAll() }
    }

    // MARK: Damage phase

    private func computeDamage() {
        let views = queued
        queued.removeAll(keepingCapacity: true)
        for view in views where view.render.isQueued {
            // A view whose window moved to another screen since it was queued here is that screen's to measure
            // (its flags are the view's, not this compositor's: dequeuing it here would lose it there).
            if let owner = view.window?.screen, owner.compositor !== self { continue }
            let subtree = view.render.subtreeQueued, appearance = view.render.appearanceQueued
            let changedContents = view.render.changedContents
            view.render.dequeue()
            forgetFlatPictures(containing: view)
            guard let placement = screenPlacement(of: view) else { continue }
            if !subtree && !appearance, let content = contentDamage(of: view, placement: placement, changedContents: changedContents) {
                damage.formUnion(content)
                if !view.render.invalidContent.isNull { needsContent.append(view) }
            } else {
                // Again: a view queued after the last composite had begun (a change in the wrong phase, shown now)
                // may have had its subtree bounds measured since, without itself.
                invalidateSubtreeBounds(from: view)
                updateScreenRect(view, placement: placement, subtree: subtree)
            }
        }
    }

    /// A change to `view` makes the flat pictures it is drawn into stale: those of its turned ancestors (a turned
    /// view's own look and subviews are in its picture's key).
    private func forgetFlatPictures(containing view: UIView) {
        var ancestor = view.superview
        while let current = ancestor {
            if current.render.flatPicture != nil { current.render.flatPictureKey = nil }
            ancestor = current.superview
        }
    }

    /// The pixels a change of the view's content alone can touch, where they are known: its content as composited
    /// last and as it will be drawn, or just the invalidated part of it when the store is redrawn in place, or just
    /// `changedContents` when nothing but the layer's contents image changed in place. A label whose text changes
    /// damages its old and new glyphs, not the whole label: fractional labels in a grid share edge pixels, and their
    /// neighbours would otherwise be recomposited with it. Empty when nothing changes; nil for a view not on screen
    /// yet, or whose content its content mode places.
    private func contentDamage(of view: UIView, placement: Placement, changedContents: CGRect) -> PixelRect? {
        guard view.render.screenRect != nil, placement.projection == nil, placement.flattened == nil else { return nil }
        let store = view.render.contentStore
        if let store, store.viewSize != view.bounds.size { return nil }
        let new = contentArea(of: view)
        var changed = new
        if let store { changed = CGRect(origin: store.offset, size: store.size).union(new) }
        // Redrawn in place (see `ensureContent`): only what was invalidated changes.
        let invalid = view.render.invalidContent
        if view.maskColor == nil, store?.holds(new, as: storeFormat(of: view)) == true, !invalid.contains(view.bounds) {
            changed = changed.intersection(invalid.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY))
        }
        // A class that does not draw keeps its content invalid for good (nothing is drawn to make it valid).
        if !changedContents.isNull, invalid.isNull || ViewClassTraits.drawsContent(view) == false {
            changed = changedContents.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
        }
        guard !changed.isNull, !changed.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let origin = view.presentationBounds.origin
        let rect = changed.offsetBy(dx: origin.x, dy: origin.y).applying(placement.transform)
        return PixelRect(covering: rect).intersection(placement.clip)
    }

    /// Where a view lands on the frame: its presentation transform to frame pixels, whether it and every ancestor
    /// are visible, and the frame pixels its clipping ancestors (`masksToBounds`) leave it. A view turned in depth
    /// has a perspective `projection` instead of the affine transform; its descendants are drawn into its flat
    /// picture, so on the frame they cover just what it covers (`flattened`).
    private struct Placement {
        var transform: CGAffineTransform
        var visible: Bool
        var clip: PixelRect
        var projection: ProjectiveTransform? = nil
        var flattened: PixelRect? = nil

        /// The placement of `child`, a subview of the view placed here.
        @MainActor func child(_ child: UIView, of parent: UIView) -> Placement {
            let visible = self.visible && !child.isHidden
            if let area = flattened ?? projection.map({ Compositor.coverage(of: Compositor.pictureRect(of: parent), through: $0).intersection(self.clip) }) {
                return Placement(transform: .identity, visible: visible, clip: area, flattened: area)
            }
            var clip = self.clip
            if parent.layer.masksToBounds {
                clip = clip.intersection(PixelRect(covering: parent.presentationBounds.applying(transform)))
            }
            let map = child.presentationMap(in: parent)
            if let map, !map.isAffine {
                return Placement(transform: transform, visible: visible, clip: clip, projection: map.concatenating(transform))
            }
            return Placement(transform: (map?.affine ?? child.presentationToSuperview).concatenating(transform), visible: visible, clip: clip)
        }
    }

    /// The frame pixels `rect` covers through a perspective map, less what lies behind the eye.
    static func coverage(of rect: CGRect, through map: ProjectiveTransform) -> PixelRect {
        let box = map.boundingBox(of: rect)
        guard !box.isNull else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        // Nearly edge-on planes project far out; the frame is all that matters.
        let limit = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        return PixelRect(covering: box.intersection(limit))
    }

    /// The view's placement on the frame; nil off-window.
    private func screenPlacement(of view: UIView) -> Placement? {
        guard let parent = view.superview else {
            return view is UIWindow ? Placement(transform: deviceTransform, visible: !view.isHidden, clip: bounds) : nil
        }
        return screenPlacement(of: parent)?.child(view, of: parent)
    }

    /// Records the pixels a view (and with `subtree`, each descendant) covers now, clipped by its ancestors, and
    /// damages what it covered before and covers now.
    /// `scrolled`: the view is inside a scrolled picture being copied, and `unchanged` says that nothing but its place
    /// was queued: if it moved with the picture, its pixels are in the copy and it damages nothing.
    private func updateScreenRect(
        _ view: UIView, placement: Placement, subtree: Bool, scrolled: ScrollCopy? = nil, unchanged: Bool = false
    ) {
        let old = view.render.screenRect
        let rect = placement.visible ? coverage(of: view, placement: placement).intersection(placement.clip) : nil
        view.render.screenRect = rect
        var scrolledInside = scrolled
        if let scrolled, unchanged, scrolled.carries(from: old, to: rect), placement.projection == nil,
            placement.flattened == nil, view.render.transition == nil, hasValidContent(view)
        {
            // Moved with the picture: copied (what of it is scrolled into view is in the strip composited).
        } else if scrolled == nil, subtree, let copy = scrollCopy(of: view, placement: placement, old: old, new: rect) {
            scrollCopies.append((copy, view))
            scrolledInside = copy
        } else if let old, let rect, old.intersects(rect) {
            // A region merges overlapping rectangles into their box anyway; adding a moved view's old and new
            // rectangles as one box halves the work (this runs for every view that moves in a frame).
            damage.formUnion(old.union(rect))
        } else {
            if let old { damage.formUnion(old) }
            if let rect { damage.formUnion(rect) }
        }
        if copiesScrolledPixels, view.layer.masksToBounds {
            view.render.measuredBoundsOrigin = view.presentationBounds.origin
            view.render.measuredCopyable = Self.paintsOnlyOpaqueBackground(view) && Self.ancestorsDrawItAsIs(view)
        }
        view.render.lookChanged = false
        if rect != nil, !view.render.invalidContent.isNull { needsContent.append(view) }
        guard subtree else { return }
        // A turned view's picture area is found once here, not again for each of its subviews.
        let inner = placement.flattened == nil && placement.projection != nil
            ? Placement(transform: .identity, visible: placement.visible, clip: placement.clip, flattened: rect ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
            : placement
        for subview in view.subviews {
            let unchanged = !subview.render.isQueued
            subview.render.dequeue()
            subview.render.subtreeBoundsKnown = false
            updateScreenRect(
                subview, placement: inner.child(subview, of: view), subtree: true, scrolled: scrolledInside, unchanged: unchanged)
        }
    }

    /// The copy that moves the view's picture, when only its bounds origin moved since it was measured, by whole
    /// pixels, and it paints its whole rectangle with one opaque colour under its subviews and nothing over them; nil
    /// otherwise (or when copying is not possible this frame).
    private func scrollCopy(of view: UIView, placement: Placement, old: PixelRect?, new: PixelRect?) -> ScrollCopy? {
        // Its picture as it was must be its picture now, moved: it looked the same and was drawn unblended then.
        guard copiesScrolledPixels, !targets.isEmpty, view.layer.masksToBounds, let old, old == new,
            view.render.measuredCopyable, !view.render.lookChanged,
            placement.visible, placement.projection == nil, placement.flattened == nil,
            Self.paintsOnlyOpaqueBackground(view)
        else { return nil }
        let t = placement.transform
        let shift = CGPoint(
            x: view.render.measuredBoundsOrigin.x - view.presentationBounds.minX,
            y: view.render.measuredBoundsOrigin.y - view.presentationBounds.minY)
        let dx = shift.x * t.a + shift.y * t.c, dy = shift.x * t.b + shift.y * t.d
        guard dx != 0 || dy != 0, abs(dx - dx.rounded()) < 1e-6, abs(dy - dy.rounded()) < 1e-6,
            let rect = opaqueRect(of: view, transform: t)?.intersection(placement.clip), rect == old,
            abs(dx) < CGFloat(rect.width), abs(dy) < CGFloat(rect.height), Self.ancestorsDrawItAsIs(view)
        else { return nil }
        return ScrollCopy(rect: rect, dx: Int(dx.rounded()), dy: Int(dy.rounded()))
    }

    /// Whether the view's own drawing is one opaque colour over its whole bounds: nothing it draws stays put on the
    /// screen while its subviews scroll.
    private static func paintsOnlyOpaqueBackground(_ view: UIView) -> Bool {
        drawsOpaqueCover(view) && view.presentationBackgroundColor?.isOpaque == true && view.render.transition == nil
            && view.render.contentStore == nil && ViewClassTraits.drawsContent(view) != true && view.layer.contents == nil
            && view.layer.sublayers == nil && !view.layer.hasDecoration && !view.layer.hasShadow
    }

    /// Whether every ancestor puts the view's pixels on the frame unblended and uncut.
    private static func ancestorsDrawItAsIs(_ view: UIView) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            guard current.presentationAlpha >= 1, current.layer.mask == nil, current.render.transition == nil else { return false }
            ancestor = current.superview
        }
        return true
    }

    /// Settles the frame's scroll copies once all its damage is known: what is drawn over a copied picture is
    /// damaged where it is and where the copy moves it to, as is every damaged pixel the copy moves; the strip
    /// scrolled into view is damaged. A copy whose surroundings are unknown is given up (its whole rectangle damaged).
    private func settleScrollCopies(windows: [UIWindow]) {
        guard !scrollCopies.isEmpty else { return }
        var kept: [(copy: ScrollCopy, view: UIView)] = []
        for (copy, view) in scrollCopies {
            guard !kept.contains(where: { $0.copy.rect.intersects(copy.rect) }),
                let above = pixelsDrawn(above: view, within: copy.rect, windows: windows)
            else {
                damage.formUnion(copy.rect)
                continue
            }
            for rect in above { damage.formUnion(rect) }
            kept.append((copy, view))
        }
        scrollCopies.removeAll(keepingCapacity: true)
        for (copy, view) in kept {
            var inside = damage.intersection(copy.rect)
            inside.formUnion(inside.translatedBy(dx: copy.dx, dy: copy.dy).intersection(copy.rect))
            inside.formUnion(Region(copy.rect).subtracting(copy.rect.offsetBy(dx: copy.dx, dy: copy.dy)))
            // Worth it only when much of the picture moves as it is: a view that lays its subviews out again as it
            // scrolls (a text view's tiles) would pay for the copy and for compositing it all again.
            guard inside.area <= copy.rect.area * 3 / 4 else {
                damage.formUnion(copy.rect)
                continue
            }
            damage.formUnion(inside)
            scrollCopies.append((copy, view))
        }
    }

    /// What the views drawn after `view` (later siblings of it and of its ancestors, later windows) and the cursor
    /// covered of `rect` in the frame drawn last; nil when a later subtree's extent is not known.
    private func pixelsDrawn(above view: UIView, within rect: PixelRect, windows: [UIWindow]) -> [PixelRect]? {
        var found: [PixelRect] = []
        func add(_ later: ArraySlice<UIView>) -> Bool {
            for other in later where !other.isHidden {
                guard other.render.subtreeBoundsKnown else { return false }
                if let drawn = other.render.subtreeBounds, drawn.intersects(rect) { found.append(drawn.intersection(rect)) }
            }
            return true
        }
        var node = view
        while let parent = node.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === node }), add(parent.subviews[(index + 1)...]) else { return nil }
            node = parent
        }
        guard let index = windows.firstIndex(where: { $0 === node }), add(windows[(index + 1)...].map { $0 as UIView }[...]) else {
            return nil
        }
        if let cursor = cursor?.rect, cursor.intersects(rect) { found.append(cursor.intersection(rect)) }
        return found
    }

    /// Whether the view's content needs no drawing: drawn and valid, or its class draws none.
    private func hasValidContent(_ view: UIView) -> Bool {
        view.render.invalidContent.isNull || ViewClassTraits.drawsContent(view) == false
    }

    /// The frame pixels a view's own drawing can touch: its bounds, plus its shadow; for a view turned in depth or
    /// drawn into one's flat picture, what that covers.
    private func coverage(of view: UIView, placement: Placement) -> PixelRect {
        if let area = placement.flattened { return area }
        if let projection = placement.projection { return Self.coverage(of: Self.pictureRect(of: view), through: projection) }
        var rect = Self.drawnRect(of: view)
        if let transition = view.render.transition { rect = transition.reach(around: Self.pictureRect(of: view)) }
        return PixelRect(covering: rect.applying(placement.transform))
    }

    /// What a view turned in depth holds in its flat picture, in its bounds' coordinates: what it draws and, unless
    /// it clips to its bounds, what its visible subviews draw, wherever they reach (UIKit turns them all with it).
    static func pictureRect(of view: UIView) -> CGRect {
        var rect = drawnRect(of: view)
        guard !view.layer.masksToBounds else { return rect }
        for subview in view.subviews where !subview.isHidden {
            let inner = pictureRect(of: subview)
            if let map = subview.presentationMap(in: view) {
                let box = map.boundingBox(of: inner)
                if !box.isNull { rect = rect.union(box) }
            } else {
                rect = rect.union(inner.applying(subview.presentationToSuperview))
            }
        }
        return rect
    }

    /// What a view draws of its own, in its bounds' coordinates: its bounds and its shadow's reach.
    static func drawnRect(of view: UIView) -> CGRect {
        let bounds = view.presentationBounds
        guard view.layer.hasShadow else { return bounds }
        let pad = Self.shadowPad(view)
        return bounds.union(bounds.offsetBy(dx: view.layer.shadowOffset.width, dy: view.layer.shadowOffset.height)
            .insetBy(dx: -pad, dy: -pad))
    }

    // MARK: Display phase

    /// Redraws the view's invalidated content into its backing store; views that do not override `draw(_:)` have
    /// none.
    private func ensureContent(_ view: UIView) -> BackingStore? {
        guard ViewClassTraits.drawsContent(view) != false else { return nil }
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return nil }
        var store = view.render.contentStore
        if let existing = store, existing.viewSize != size, view.contentMode == .redraw { store = nil }
        if store != nil && view.render.invalidContent.isNull { return store }
        let area = contentArea(of: view)
        let mask = view.maskColor
        let format = storeFormat(of: view)
        if let existing = store, !existing.holds(area, as: format) { store = nil }
        let fresh = store == nil
        // A mask is always drawn whole, on a new canvas (see `BackingStore.makeCanvas`).
        let full = fresh || mask != nil || view.render.invalidContent.contains(view.bounds)
        if fresh {
            store = BackingStore(size: area.size, scale: scale, offset: area.origin, viewSize: size, format: format)
            storeOwners[ObjectIdentifier(view)] = WeakView(view: view)
        }
        // The mask holds coverage times the colour's alpha; the colour itself goes on when compositing.
        if let mask { store!.tint = mask.withAlphaComponent(1) }
        let canvas = store!.makeCanvas()
        let ctx = BackingStore.makeContext(on: canvas, scale: scale)
        ctx.translateBy(x: -(view.bounds.minX + area.minX), y: -(view.bounds.minY + area.minY))
        let dirty = full ? view.bounds : storePixels(covering: view.render.invalidContent, of: view, area: area)
        ctx.clip(to: dirty)
        // A new store comes cleared (fresh zero pages: `PixelBuffer`). Not clearing it again matters most for the
        // first view of a class not yet known to draw: often a full-screen root, whose store would otherwise fault
        // in megabytes only to find that nothing draws into it.
        if !fresh && canvas === store!.buffer && view.clearsContextBeforeDrawing { ctx.clear(dirty) }
        view.render.invalidContent = .null
        view.render.baseDrawCalled = false
        UIGraphicsWithContext(ctx) { view.draw(dirty) }
        store!.keep(canvas)
        drawCount += 1
        if ViewClassTraits.record(view, drewNothing: view.render.baseDrawCalled && ctx.operationCount == 0) == false {
            view.render.contentStore = nil
            return nil
        }
        view.render.contentStore = store
        return store
    }

    /// The whole store pixels that cover `rect` (in the view's bounds coordinates), as UIKit hands `draw(_:)` a dirty
    /// rectangle rounded out to device pixels: a clip along pixel edges lets Cairo fill and draw glyphs straight in,
    /// where a fractional one makes it build a coverage mask for every operation.
    private func storePixels(covering rect: CGRect, of view: UIView, area: CGRect) -> CGRect {
        let origin = CGPoint(x: view.bounds.minX + area.minX, y: view.bounds.minY + area.minY)
        let inStore = rect.intersection(view.bounds).offsetBy(dx: -origin.x, dy: -origin.y)
        guard !inStore.isNull, !inStore.isEmpty else { return .zero }
        let pixels = CGRect(
            x: inStore.minX * scale, y: inStore.minY * scale, width: inStore.width * scale, height: inStore.height * scale
        ).pixelAligned
        return CGRect(
            x: pixels.minX / scale + origin.x, y: pixels.minY / scale + origin.y, width: pixels.width / scale,
            height: pixels.height / scale)
    }

    /// A mask's coverage, opaque content's colour without alpha, or colour with alpha.
    private func storeFormat(of view: UIView) -> PixelFormat {
        view.maskColor != nil ? .a8 : view.drawsOpaqueContent ? .xrgb8888 : .argb8888
    }

    /// The part of the bounds (relative to `bounds.origin`) a content store covers: what the view says it draws in,
    /// widened to whole device pixels so that the store's pixels fall where a full-size store's would; else all of
    /// the bounds.
    private func contentArea(of view: UIView) -> CGRect {
        let whole = CGRect(origin: .zero, size: view.bounds.size)
        guard let drawn = view.drawingExtent?.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY) else { return whole }
        let minX = floor(drawn.minX * scale) / scale, minY = floor(drawn.minY * scale) / scale
        let maxX = ceil(drawn.maxX * scale) / scale, maxY = ceil(drawn.maxY * scale) / scale
        let area = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(whole)
        return area.isNull || area.isEmpty ? whole : area
    }

    private func ensureDecoration(_ view: UIView, hasContent: Bool) -> BackingStore? {
        guard view.layer.hasDecoration else { return nil }
        let size = view.presentationBounds.size
        let background = view.presentationBackgroundColor?.resolved()
        if view.render.decorationValid, let store = view.render.decorationStore, store.size == size,
            view.render.decorationColor == background
        {
            return store
        }
        let bordered = !hasContent && view.layer.borderWidth > 0
        let look = DecorationCache.Look(
            width: size.width, height: size.height, scale: scale, cornerRadius: view.layer.cornerRadius,
            maskedCorners: view.layer.maskedCorners.rawValue,
            background: background, borderWidth: bordered ? view.layer.borderWidth : 0,
            borderColor: bordered ? view.layer.borderColor?.resolved() : nil)
        let store = decorations.store(for: look) {
            let store = BackingStore(size: size, scale: scale)
            let ctx = store.makeContext(scale: scale)
            let rect = CGRect(origin: .zero, size: size)
            if let bg = look.background, bg.alpha > 0 {
                ctx.setFillColor(bg)
                ctx.addPath(view.layer.outline(rect))
                ctx.fillPath()
            }
            if bordered { strokeBorder(of: view, in: ctx, rect: rect) }
            store.solidInterior = Self.solidInterior(of: look)
            return store
        }
        storeOwners[ObjectIdentifier(view)] = WeakView(view: view)
        view.render.decorationStore = store
        view.render.decorationValid = true
        view.render.decorationColor = background
        return store
    }

    /// The colour and corner squares of a decoration that is one opaque colour but in its rounded corners: no
    /// border, and edges on whole pixels (an edge pixel only partly covered is blended, not solid).
    private static func solidInterior(of look: DecorationCache.Look) -> (color: UIColor, corners: Int)? {
        let (width, height) = (look.width * look.scale, look.height * look.scale)
        guard look.borderWidth == 0, let color = look.background, color.alpha >= 1,
            width == width.rounded(), height == height.rounded()
        else { return nil }
        let corners = Int((min(look.cornerRadius, look.width / 2, look.height / 2) * look.scale).rounded(.up))
        guard 2 * corners < Int(width), 2 * corners < Int(height) else { return nil }
        return (color, corners)
    }

    private func strokeBorder(of view: UIView, in ctx: CGContext, rect: CGRect) {
        let width = view.layer.borderWidth
        guard width > 0, let color = view.layer.borderColor, color.alpha > 0 else { return }
        ctx.setStrokeColor(color)
        ctx.setLineWidth(width)
        let inset = rect.insetBy(dx: width / 2, dy: width / 2)
        ctx.addPath(view.layer.outline(inset, radius: max(0, view.layer.cornerRadius - width / 2)))
        ctx.strokePath()
    }

    private func ensureShadow(_ view: UIView) -> BackingStore? {
        guard view.layer.hasShadow else { return nil }
        let size = view.presentationBounds.size
        if let store = view.render.shadowStore, view.render.decorationValid, store.size.width == size.width + 2 * Self.shadowPad(view) {
            return store
        }
        let pad = Self.shadowPad(view)
        let store = BackingStore(
            size: CGSize(width: size.width + 2 * pad, height: size.height + 2 * pad), scale: scale,
            offset: CGPoint(x: -pad, y: -pad))
        let ctx = store.makeContext(scale: scale)
        let color = view.layer.shadowColor ?? .black
        ctx.setFillColor(color.withAlphaComponent(color.alpha * CGFloat(view.layer.shadowOpacity)))
        ctx.addPath(view.layer.outline(CGRect(x: pad, y: pad, width: size.width, height: size.height)))
        ctx.fillPath()
        store.buffer.blur(radius: Int((view.layer.shadowRadius * scale).rounded()))
        storeOwners[ObjectIdentifier(view)] = WeakView(view: view)
        view.render.shadowStore = store
        return store
    }

    private static func shadowPad(_ view: UIView) -> CGFloat { ceil(view.layer.shadowRadius * 2 + 1) }

    // MARK: Composite phase

    private func recompose(
        windows: [UIWindow], mirror: (picture: PixelBuffer, transform: CGAffineTransform)?, damage: Region
    ) {
        context.saveGState()
        context.clip(toPixels: damage)
        (redrawing, clipBounds, clipIsExact, indirect) = (damage, bounds, true, 0)
        if windows.first.map({ covers(damage, window: $0) }) != true {
            context.replaceClip(with: .black)
            // The damage may reach past the frame (views' rectangles from before a turn): the clear does not.
            if tracksFills {
                for rect in damage.rects { known.record(rect.intersection(bounds), color: SolidAreas.Color(.black)) }
            }
        }
        if let mirror {
            forgetDrawnArea()
            context.setCTM(mirror.transform)
            context.setAlpha(1)
            // Bilinear: the box filter Cairo's default uses to shrink costs several times more, for a picture that
            // is a copy of one shown sharp beside it.
            context.interpolationQuality = .low
            context.draw(mirror.picture, in: CGRect(x: 0, y: 0, width: mirror.picture.width, height: mirror.picture.height))
            context.interpolationQuality = .default
        }
        for window in windows where !window.isHidden {
            drawSubtree(window, transform: window.presentationToSuperview.concatenating(deviceTransform), damage: damage)
        }
        if let cursor, damage.intersects(cursor.rect) {
            known.forget(cursor.rect)
            context.setCTM(.identity)
            context.setAlpha(1)
            context.draw(cursor.image, in: CGRect(
                x: cursor.rect.x, y: cursor.rect.y, width: cursor.rect.width, height: cursor.rect.height))
        }
        context.restoreGState()
    }

    /// Whether the bottom window paints every pixel of `damage` opaquely, its background or the opaque views in it
    /// (a window without a background colour filled by a web view), so nothing under it need be cleared.
    private func covers(_ damage: Region, window: UIWindow) -> Bool {
        guard !window.isHidden, window.presentationAlpha >= 1, let screenRect = window.render.screenRect,
            screenRect.contains(damage.bounds)
        else { return false }
        if window.presentationBackgroundColor?.isOpaque == true { return true }
        return opaqueChildrenHide(damage, of: window, transform: window.presentationToSuperview.concatenating(deviceTransform))
    }

    /// Draws a view and its subtree; returns the pixels the subtree covers, kept to skip it in later frames when
    /// neither it nor the damage touch each other.
    @discardableResult
    private func drawSubtree(_ view: UIView, transform: CGAffineTransform, damage: Region) -> PixelRect? {
        if view.render.missesDamage(damage) { return view.render.subtreeBounds }
        guard !view.isHidden, view.render.screenRect != nil || view.superview == nil else {
            view.render.subtreeBounds = nil
            view.render.subtreeBoundsKnown = true
            return nil
        }
        if let transition = view.render.transition, flattening.isEmpty, let own = view.render.screenRect {
            forgetDrawnArea()
            return drawTransition(view, transition, transform: transform, own: own)
        }
        let alpha = view.presentationAlpha
        let own = view.render.screenRect
        var covered = own
        if alpha > 0 {
            func drawTree() {
                let group = alpha < 1 && view.subviews.contains { !$0.isHidden }
                if group {
                    let extent = Self.groupExtent(of: view)
                    forgetDrawnArea(within: extent)
                    indirect += 1
                    context.beginTransparencyLayer(within: extent)
                }
                context.setCTM(transform)
                context.setAlpha(group ? 1 : alpha)
                if let own, damage.intersects(own), Self.drawsAnything(view) {
                    // Only subviews can hide the view's own content; most views drawn in a frame have none.
                    let shown = view.subviews.isEmpty || !flattening.isEmpty ? nil : damage.intersection(own)
                    if let shown, opaqueChildrenHide(shown, of: view, transform: transform) {
                        counts.hiddenPixels += shown.area
                    } else {
                        drawOwnContent(view)
                    }
                }
                covered = drawChildren(of: view, transform: transform, damage: damage, covered: covered)
                if group {
                    context.endTransparencyLayer(opacity: alpha)
                    indirect -= 1
                }
            }
            if let mask = view.layer.mask {
                // The layer's mask cuts the view and its subviews out, in the view's coordinates.
                forgetDrawnArea()
                indirect += 1
                defer { indirect -= 1 }
                context.drawMasked(drawTree) {
                    context.setCTM(transform)
                    mask.render(in: context)
                }
            } else {
                drawTree()
            }
        } else {
            covered = drawChildren(of: view, transform: transform, damage: Region(), covered: covered)
        }
        view.render.subtreeBounds = covered
        view.render.subtreeBoundsKnown = true
        return covered
    }

    /// The pixels a view's subtree draws within when each part stays in its own rectangle (no shadow, no extra
    /// layers reaching out): a translucent view's group need be no bigger (a fading list row's group was the whole
    /// screen). Nil when something may reach further.
    private static func groupExtent(of view: UIView) -> PixelRect? {
        guard !view.layer.hasShadow, view.layer.sublayers == nil, view.layer.mask == nil, var extent = view.render.screenRect
        else { return nil }
        if view.clipsToBounds { return extent }
        for child in view.subviews where !child.isHidden {
            guard let inner = groupExtent(of: child) else { return nil }
            extent = extent.union(inner)
        }
        return extent
    }

    /// Whether the view has content, a background, a decoration or a shadow of its own to draw.
    private static func drawsAnything(_ view: UIView) -> Bool {
        view.render.contentStore != nil || !view.render.invalidContent.isNull || view.layer.hasDecoration
            || view.layer.hasShadow || (view.presentationBackgroundColor?.alpha ?? 0) > 0 || view.layer.sublayers != nil
            || view.layer.contents != nil || view.backdrop != nil
    }

    /// Whether descendants that draw opaque content hide every pixel of `damage`, so the view's own content, drawn
    /// under them, would not show. Covers stacked as bands (a text view's tiles, a list's rows) are put together: a
    /// damaged rectangle is hidden when the covers spanning its width cover its height between them. Covers are
    /// looked for a few levels down, as a scroll view's tiles hide the window and the controller's view behind it.
    private func opaqueChildrenHide(_ damage: Region, of view: UIView, transform: CGAffineTransform) -> Bool {
        guard !view.layer.hasShadow else { return false }  // a shadow reaches past the bounds the covers are tested in
        var covers: [PixelRect] = []
        collectOpaqueCovers(under: view, transform: transform, near: damage.bounds, depth: 3, into: &covers)
        return !covers.isEmpty && damage.isCovered(byBands: covers)
    }

    /// The exact pixels of opaque covers among a view's descendants near the damage, `depth` levels down. A level in
    /// between must draw its subtree as it is (fully opaque, no rounded clip); a clipping one cuts its covers to its
    /// own exact pixels. Missing a cover only costs drawing what it hides.
    private func collectOpaqueCovers(
        under view: UIView, transform: CGAffineTransform, near damage: PixelRect, depth: Int, into covers: inout [PixelRect]
    ) {
        // Cheap tests first: this runs for every view drawn in a frame, most of whose children are not opaque.
        for child in view.subviews where !child.isHidden {
            guard let screen = child.render.screenRect, screen.intersects(damage) else { continue }
            let isCover = Self.drawsOpaqueCover(child)
            guard isCover || (depth > 1 && !child.subviews.isEmpty && child.presentationAlpha >= 1),
                !child.isTurnedInDepth(in: view)
            else { continue }
            let childTransform = child.presentationToSuperview.concatenating(transform)
            if isCover {
                if let rect = opaqueRect(of: child, transform: childTransform) { covers.append(rect) }
                continue
            }
            let first = covers.count
            collectOpaqueCovers(under: child, transform: childTransform, near: damage, depth: depth - 1, into: &covers)
            guard child.layer.masksToBounds, covers.count > first else { continue }
            // A clipping level shows its covers only inside its own exact pixels (none past a rounded clip).
            guard child.layer.cornerRadius == 0, let clip = opaqueRect(of: child, transform: childTransform) else {
                covers.removeSubrange(first...)
                continue
            }
            for i in first..<covers.count { covers[i] = covers[i].intersection(clip) }
        }
    }

    /// Whether the view paints every pixel of its bounds opaquely: an opaque background colour, or an opaque store
    /// drawn up to date; uncut by corners.
    private static func drawsOpaqueCover(_ view: UIView) -> Bool {
        guard !view.isHidden, view.presentationAlpha >= 1, view.layer.cornerRadius == 0, view.layer.mask == nil else { return false }
        if view.presentationBackgroundColor?.isOpaque == true { return true }
        if view.layer.contents != nil, view.layer.contentsCover(view.presentationBounds) { return true }
        return view.render.contentStore?.coversViewOpaquely == true && view.render.invalidContent.isNull
    }

    /// The frame pixels an opaque cover hides exactly (whole pixels, no fractional edges), or nil.
    private func opaqueRect(of view: UIView, transform: CGAffineTransform) -> PixelRect? {
        Self.exactPixels(of: view.presentationBounds, ctm: transform)?.intersection(bounds)
    }

    private func drawChildren(of view: UIView, transform: CGAffineTransform, damage: Region, covered: PixelRect?)
        -> PixelRect?
    {
        guard !view.subviews.isEmpty else { return covered }
        var covered = covered
        let clips = view.layer.masksToBounds
        let outerClip = (clipBounds, clipIsExact)
        if clips {
            narrowClip(to: view, transform: transform)
            context.saveGState()
            context.setCTM(transform)
            context.beginPath()
            context.addPath(view.layer.outline(view.presentationBounds))
            context.clip()
        }
        for subview in view.subviews {
            // Decided before the transform is computed: most children of a big container miss the damage.
            let r: PixelRect?
            if subview.render.missesDamage(damage) {
                r = subview.render.subtreeBounds
            } else {
                let map = subview.presentationMap(in: view)
                if let map, !map.isAffine {
                    forgetDrawnArea()
                    r = drawProjected(subview, projection: map.concatenating(transform), damage: damage)
                } else {
                    subview.render.flatPicture = nil
                    let toSuperview = map?.affine ?? subview.presentationToSuperview
                    r = drawSubtree(subview, transform: toSuperview.concatenating(transform), damage: damage)
                }
            }
            if let r { covered = covered?.union(r) ?? r }
        }
        if clips {
            context.restoreGState()
            (clipBounds, clipIsExact) = outerClip
        }
        return covered
    }

    /// Narrows the clip known to `view`'s bounds, which it clips its subviews to: exactly when its edges fall on
    /// whole pixels and its corners are square.
    private func narrowClip(to view: UIView, transform: CGAffineTransform) {
        if view.layer.cornerRadius == 0, let exact = opaqueRect(of: view, transform: transform) {
            clipBounds = clipBounds.intersection(exact)
        } else {
            clipBounds = clipBounds.intersection(PixelRect(covering: view.presentationBounds.applying(transform)))
            clipIsExact = false
        }
    }

    /// Draws a view turned in depth: the view and its subtree flat into its picture at the screen's scale, then the
    /// picture through `projection` (the view's coordinates → frame pixels), resampled bilinearly, within the clip.
    /// Returns the pixels it covers.
    private func drawProjected(_ view: UIView, projection: ProjectiveTransform, damage: Region) -> PixelRect? {
        guard let own = view.render.screenRect, !view.isHidden else { return drawSubtree(view, transform: .identity, damage: Region()) }
        // The picture holds what the view and its subviews draw in its plane, shadows included.
        let area = Self.pictureRect(of: view)
        let pictureScale = self.pictureScale(for: area.size)
        let width = Int((area.width * pictureScale).rounded(.up)), height = Int((area.height * pictureScale).rounded(.up))
        guard width > 0, height > 0 else { return own }
        var picture = view.render.flatPicture
        let key = FlatPictureKey(view, area: area, scale: pictureScale)
        if picture?.width != width || picture?.height != height {
            picture = PixelBuffer(width: width, height: height)
            view.render.flatPicture = picture
            storeOwners[ObjectIdentifier(view)] = WeakView(view: view)
        }
        let contentChanged = !view.render.invalidContent.isNull && ViewClassTraits.drawsContent(view) != false
        if view.render.flatPictureKey != key || contentChanged {
            picture!.fill(0)
            flattening.append(CGContext(buffer: picture!))
            let flat = CGAffineTransform(translationX: -area.minX, y: -area.minY)
                .concatenating(CGAffineTransform(scaleX: pictureScale, y: pictureScale))
            drawSubtree(view, transform: flat, damage: Region(own))
            flattening.removeLast()
            view.render.flatPictureKey = key
        } else {
            counts.reusedFlatPictures += 1
        }
        let toBounds = CGAffineTransform(a: 1 / pictureScale, b: 0, c: 0, d: 1 / pictureScale, tx: area.minX, ty: area.minY)
        context.saveGState()
        context.setCTM(.identity)
        context.setAlpha(1)
        context.draw(picture!, projectedBy: ProjectiveTransform(toBounds).concatenating(projection))
        context.restoreGState()
        return own
    }

    // MARK: Transitions

    /// The transition's starting picture: the last frame's pixels of the view's bounds, when it was on screen
    /// unturned; nil when it cannot be taken (the transition then shows the new content coming in over nothing).
    func transitionStart(_ transition: CATransition, of view: UIView) -> LayerTransition? {
        guard let frame = lastFrame, view.render.screenRect != nil, let placement = screenPlacement(of: view),
            placement.visible, placement.projection == nil, placement.flattened == nil
        else { return nil }
        let pixels = PixelRect(covering: view.presentationBounds.applying(placement.transform))
            .intersection(placement.clip).intersection(bounds)
        guard !pixels.isEmpty else { return nil }
        return LayerTransition(transition, oldPicture: frame.cropped(to: pixels), oldPixels: pixels)
    }

    /// A view in a `CATransition`: it and its subviews drawn flat (as a turned view is), that picture and the old
    /// one placed and faded as the transition says.
    private func drawTransition(_ view: UIView, _ transition: LayerTransition, transform: CGAffineTransform, own: PixelRect) -> PixelRect {
        let area = Self.pictureRect(of: view)
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        var picture = transition.newPicture
        if picture?.width != width || picture?.height != height {
            picture = width > 0 && height > 0 ? PixelBuffer(width: width, height: height) : nil
            view.render.transition?.newPicture = picture
            storeOwners[ObjectIdentifier(view)] = WeakView(view: view)
        }
        if let picture {
            picture.fill(0)
            flattening.append(CGContext(buffer: picture))
            view.render.transition = nil
            drawSubtree(view, transform: CGAffineTransform(translationX: -area.minX, y: -area.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale)), damage: Region(own))
            view.render.transition = transition
            flattening.removeLast()
        }
        let place = transition.placement(for: view.presentationBounds.size)
        func drawOld() {
            guard let old = transition.oldPicture else { return }
            // The old pixels go back where they came from, moved by the offset in frame pixels.
            let d = CGPoint(x: place.old.x, y: place.old.y).applying(CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
            context.setCTM(.identity)
            context.draw(old, in: CGRect(
                x: CGFloat(transition.oldPixels.x) + d.x, y: CGFloat(transition.oldPixels.y) + d.y,
                width: CGFloat(old.width), height: CGFloat(old.height)), opacity: place.oldAlpha)
        }
        func drawNew() {
            guard let picture else { return }
            context.setCTM(transform)
            context.draw(picture, in: area.offsetBy(dx: place.new.x, dy: place.new.y), opacity: place.newAlpha)
        }
        context.saveGState()
        context.setAlpha(1)
        if place.oldOnTop {
            drawNew()
            drawOld()
        } else {
            drawOld()
            drawNew()
        }
        context.restoreGState()
        view.render.subtreeBounds = own
        view.render.subtreeBoundsKnown = true
        return own
    }

    /// The pixels per point of a flat picture of `size` points: the screen's, or fewer for a view so large that its
    /// picture would pass 8192 pixels a side or four frames' worth of pixels — drawn softer rather than not at all.
    private func pictureScale(for size: CGSize) -> CGFloat {
        let limit = CGFloat(4 * frameSize.width * frameSize.height)
        let pixels = size.width * size.height * scale * scale
        let byArea = pixels > limit ? scale * (limit / pixels).squareRoot() : scale
        return min(byArea, 8192 / max(size.width, 1), 8192 / max(size.height, 1))
    }

    /// Draws the view's shadow, decoration, content and standalone sublayers, its dynamic colours resolved in its
    /// appearance.
    private func drawOwnContent(_ view: UIView) {
        view.performWithAppearance { drawOwnContentNow(view) }
    }

    private func drawOwnContentNow(_ view: UIView) {
        let bounds = view.presentationBounds
        // Where drawing lands in the target as it is, what it covers is forgotten and its plain fills recorded.
        let ctm: CGAffineTransform? = flattening.isEmpty && indirect == 0 ? context.ctm : nil
        // The shadow goes under the view, so a backdrop blurs it with the rest of what is behind.
        if let shadow = ensureShadow(view) { blit(shadow, at: bounds.origin + view.layer.shadowOffset, ctm: ctm) }
        if let backdrop = view.backdrop {
            drawBackdrop(backdrop, of: view, in: bounds)
            forget(bounds, ctm: ctm)
        }
        if !view.render.invalidContent.isNull, ViewClassTraits.drawsContent(view) != false { counts.lateDraws += 1 }
        let content = ensureContent(view)
        if let decoration = ensureDecoration(view, hasContent: content != nil) {
            blit(decoration, at: bounds.origin, ctm: ctm)
        } else if let bg = view.presentationBackgroundColor, bg.alpha > 0, content?.coversViewOpaquely != true,
            !view.layer.contentsCover(bounds)
        {
            fillBackground(bounds, with: bg, ctm: ctm)
        }
        if view.layer.contents != nil, let drawn = view.layer.drawContents(in: context, bounds: bounds) {
            forget(drawn, ctm: ctm)
        }
        if let content {
            // Content drawn at the view's size goes on pixel for pixel; otherwise its content mode places it.
            if content.viewSize == bounds.size {
                blit(content, at: bounds.origin, ctm: ctm)
            } else {
                let placed = view.contentMode.placement(of: content.viewSize, in: bounds)
                let sx = placed.width / content.viewSize.width, sy = placed.height / content.viewSize.height
                let rect = CGRect(
                    x: placed.minX + content.offset.x * sx, y: placed.minY + content.offset.y * sy,
                    width: content.size.width * sx, height: content.size.height * sy)
                context.draw(content.buffer, in: rect, tint: content.tint)
                forget(rect, ctm: ctm)
            }
            if view.layer.hasDecoration {
                strokeBorder(of: view, in: context, rect: bounds)
                forget(bounds, ctm: ctm)
            }
        }
        if view.layer.sublayers != nil {
            forget(bounds, ctm: ctm)
            // Standalone sublayers (gradients, shapes) draw over the content, within the bounds.
            context.saveGState()
            context.clip(to: bounds)
            view.layer.renderSublayers(in: context)
            context.restoreGState()
        }
    }

    /// Blurs what was drawn under the view and tints it, within its outline (rounded by its corner radius).
    private func drawBackdrop(_ backdrop: Backdrop, of view: UIView, in bounds: CGRect) {
        context.saveGState()
        if view.layer.cornerRadius > 0 {
            context.addPath(view.layer.outline(bounds))
            context.clip()
        }
        context.blurBackdrop(in: bounds, radius: Int((backdrop.radius * scale).rounded()))
        context.setFillColor(backdrop.tint.resolved())
        context.fill(bounds)
        context.restoreGState()
    }

    private func blit(_ store: BackingStore, at origin: CGPoint, ctm: CGAffineTransform?) {
        context.drawPixelAligned(
            store.buffer, at: origin + store.offset, scale: scale, tint: store.tint, solidInterior: store.solidInterior,
            clip: ctm != nil && clipIsExact ? exactClip() : nil)
        forget(CGRect(origin: origin + store.offset, size: store.size), ctm: ctm)
    }

    // MARK: Known fills

    /// Fills `rect` (the view's coordinates) with a background. Straight into the target (`ctm` given) on whole
    /// pixels within an exact clip, the pixels are set directly (Cairo's path and clip work is most of a short fill's
    /// cost); an opaque colour only where the buffer is not known to hold it already, and recorded as holding it.
    /// Otherwise Cairo fills, and what it covers is forgotten.
    private func fillBackground(_ rect: CGRect, with color: UIColor, ctm: CGAffineTransform?) {
        let buffer = targets[0].buffer
        guard let ctm, clipIsExact, buffer.format != .a8,
            let pixels = Self.exactPixels(of: rect, ctm: ctm)?.intersection(clipBounds)
        else {
            context.setFillColor(color)
            context.fill(rect)
            return forget(rect, ctm: ctm)
        }
        let c = color.doubles, alpha = c.alpha * Double(context.currentAlpha)
        guard alpha >= 1 else {
            buffer.blend(red: c.red, green: c.green, blue: c.blue, alpha: alpha, in: redrawing.rects, within: pixels)
            return redrawing.rects.forEach { known.forget($0.intersection(pixels)) }
        }
        let key = SolidAreas.Color(red: c.red, green: c.green, blue: c.blue)
        guard tracksFills else { return buffer.fill(key.pixel, in: redrawing.rects, within: pixels) }
        for damaged in redrawing.rects {
            let area = pixels.intersection(damaged)
            guard !area.isEmpty else { continue }
            let unknown = known.unknownParts(of: area, color: key) ?? [area]
            let kept = area.area - unknown.reduce(0) { $0 + $1.area }
            // Narrow pieces cost more a pixel to fill than one wide rectangle: skipping must save half.
            if kept * 2 < area.area {
                buffer.fill(key.pixel, in: area)
            } else {
                buffer.fill(key.pixel, in: unknown)
                counts.keptPixels += kept
            }
            fillTracking.filled += area.area
            known.record(area, color: key)
        }
    }

    /// Remembering fills costs bookkeeping on every drawing; when everything moves (a spring of cards across the
    /// screen) it keeps too little to pay for it. After 10 frames that kept under an eighth of the pixels filled,
    /// fills are not remembered for 120 frames (nothing is known meanwhile, so nothing need be forgotten); then it is
    /// tried again.
    private func reviewFillTracking() {
        fillTracking.frames += 1
        fillTracking.kept += counts.keptPixels
        if tracksFills, fillTracking.frames >= 10 {
            if fillTracking.kept * 8 < fillTracking.filled {
                tracksFills = false
                forgetAllKnownFills()
            }
            fillTracking = (0, 0, 0)
        } else if !tracksFills, fillTracking.frames >= 120 {
            tracksFills = true
            fillTracking = (0, 0, 0)
        }
    }

    /// Forgets what the target is known to hold where drawing `rect` (the current user space, `ctm` to the
    /// target's pixels) can reach; nothing when drawing does not land in the target as it is (`ctm` nil).
    private func forget(_ rect: CGRect, ctm: CGAffineTransform?) {
        guard let ctm, !known.isEmpty else { return }
        let touched = PixelRect(covering: rect.applying(ctm))
        // One pixel more: filtering and antialiasing may reach a pixel past the exact outline.
        let reach = PixelRect(x: touched.x - 1, y: touched.y - 1, width: touched.width + 2, height: touched.height + 2)
        known.forget(reach.intersection(clipBounds))
    }

    /// Forgets what the target is known to hold wherever this frame draws (within `extent`, when given): for
    /// drawing that reaches it changed (a transparency layer, a mask, a picture projected or in transition).
    private func forgetDrawnArea(within extent: PixelRect? = nil) {
        guard !known.isEmpty else { return }
        let area = extent.map { clipBounds.intersection($0) } ?? clipBounds
        for damaged in redrawing.rects { known.forget(damaged.intersection(area)) }
    }

    /// The clip in whole pixels while it is exact: the damage within the clipping ancestors.
    private func exactClip() -> [PixelRect] {
        if let exactClipRects { return exactClipRects }
        let rects = redrawing.rects.map { $0.intersection(clipBounds) }.filter { !$0.isEmpty }
        exactClipRects = rects
        return rects
    }

    /// The whole pixels `rect` covers through `ctm` exactly, edges on pixel edges; nil otherwise.
    private static func exactPixels(of rect: CGRect, ctm: CGAffineTransform) -> PixelRect? {
        guard (ctm.b == 0 && ctm.c == 0) || (ctm.a == 0 && ctm.d == 0) else { return nil }
        let device = rect.applying(ctm), aligned = device.integral
        guard abs(aligned.minX - device.minX) < 1e-6, abs(aligned.maxX - device.maxX) < 1e-6,
            abs(aligned.minY - device.minY) < 1e-6, abs(aligned.maxY - device.maxY) < 1e-6
        else { return nil }
        return PixelRect(covering: aligned)
    }

    /// Where the current target's pixels differ from what it is known to hold (for tests: knowledge may only
    /// ever be short of the truth); empty when they agree.
    func knownFillMismatches() -> [String] {
        guard let buffer = targets.first?.buffer else { return [] }
        var mismatches: [String] = []
        for (rect, color) in zip(known.rects, known.colors) {
            let expected = color.pixel & 0xFF_FFFF
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX where buffer[x, y] & 0xFF_FFFF != expected {
                    mismatches.append("\(rect) should hold \(color), pixel (\(x), \(y)) holds \(String(buffer[x, y], radix: 16))")
                    break
                }
                if mismatches.last?.hasPrefix("\(rect)") == true { break }
            }
        }
        return mismatches
    }

    // MARK: Memory

    /// Releases the backing stores of views that are not on screen, and the decorations kept for sharing that no
    /// view on screen shows; returns the bytes freed.
    @discardableResult
    func purgeOffscreenStores() -> Int {
        let before = backingStoreBytes
        decorations.removeAll()
        for (id, entry) in storeOwners.entries {
            guard let view = entry.view else {
                storeOwners[id] = nil
                continue
            }
            guard view.window == nil || view.render.screenRect == nil else { continue }
            release(view)
        }
        return before - backingStoreBytes
    }

    /// Drops the stores of `view` and its subviews, which leave for a screen of another compositor (and maybe
    /// another scale): that one draws them again.
    func releaseStores(ofSubtree view: UIView) {
        forget(view)
        func releaseAll(_ view: UIView) {
            release(view)
            for subview in view.subviews { releaseAll(subview) }
        }
        releaseAll(view)
    }

    private func release(_ view: UIView) {
        view.render.contentStore = nil
        view.render.decorationStore = nil
        view.render.shadowStore = nil
        view.render.flatPicture = nil
        view.render.invalidContent = .infinite
        view.render.decorationValid = false
        storeOwners[ObjectIdentifier(view)] = nil
    }

    /// Bytes held in backing stores and flat pictures now, each shared decoration counted once.
    var backingStoreBytes: Int {
        var seen = Set<ObjectIdentifier>()
        let held = storeOwners.allValues.compactMap(\.view).flatMap {
            [$0.render.contentStore, $0.render.decorationStore, $0.render.shadowStore].compactMap { $0 }
        }
        let pictures = storeOwners.allValues.compactMap { $0.view?.render.flatPicture?.byteCount }.reduce(0, +)
        return (held + decorations.stores).reduce(pictures) { total, store in
            seen.insert(ObjectIdentifier(store)).inserted ? total + store.byteCount : total
        }
    }
}

extension CGPoint {
    fileprivate static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    fileprivate static func + (l: CGPoint, r: CGSize) -> CGPoint { CGPoint(x: l.x + r.width, y: l.y + r.height) }
}
