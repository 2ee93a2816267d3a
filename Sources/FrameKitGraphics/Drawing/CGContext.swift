import CPixelKernels
import CCairo
import Foundation

/// UIKit code writes `UIColor.red.cgColor`; FrameKit's colours are already what the context takes.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour itself: `CGColor` is `UIColor` in FrameKit.
    public var cgColor: CGColor { self }
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Sendable { case butt, round, square }
/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Sendable { case miter, round, bevel }
/// What `drawPath(using:)` does: fill (winding or even-odd), stroke, or both.
public enum CGPathDrawingMode: Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
/// Which points a self-crossing path fills: non-zero winding or even-odd.
public enum CGPathFillRule: Sendable { case winding, evenOdd }

/// How a bitmap is sampled when drawn scaled or rotated.
public enum CGInterpolationQuality: Sendable { case none, low, medium, high, `default` }

/// A drawing context over a Cairo image surface, with the part of `CGContext` that `draw(_:)` code uses.
/// Unlike Core Graphics on iOS, the user space is y-down, as UIKit's own contexts are.
public final class CGContext {
    let cairo: OpaquePointer
    /// Keeps the target's memory alive as long as the context.
    public let target: PixelBuffer
    // Read and written by every fill the compositor makes; never accessed overlapping, so not checked at run time.
    @exclusivity(unchecked) private var fillColor: UIColor = .black
    @exclusivity(unchecked) private var strokeColor: UIColor = .black
    @exclusivity(unchecked) private var alphaStack: [CGFloat] = [1]
    private(set) var alpha: CGFloat {
        get { alphaStack[alphaStack.count - 1] }
        set { alphaStack[alphaStack.count - 1] = newValue }
    }
    /// How bitmaps drawn scaled are sampled; `.none` takes the nearest pixel.
    public var interpolationQuality: CGInterpolationQuality = .default
    /// How many fills, strokes, bitmaps and text layouts were drawn: tells a view that drew nothing from one that did.
    @exclusivity(unchecked) public private(set) var operationCount = 0
    func noteOperation() { operationCount += 1 }

    /// A context that draws into `buffer`.
    public init(buffer: PixelBuffer) {
        target = buffer
        cairo = cairo_create(buffer.surface)
        cairo_set_line_width(cairo, 1)
    }

    /// A context that draws into a Cairo surface that is not a bitmap (a PDF document's pages): nothing is copied
    /// straight into pixels, so `target` is an empty bitmap.
    package init(vectorSurface surface: OpaquePointer) {
        target = PixelBuffer(width: 0, height: 0, format: .argb8888)
        cairo = cairo_create(surface)
        cairo_set_line_width(cairo, 1)
    }

    deinit {
        cairo_destroy(cairo)
        target.markDirty()
    }

    // MARK: State

    /// Pushes the graphics state: transform, clip, colours, line settings and alpha.
    public func saveGState() {
        cairo_save(cairo)
        alphaStack.append(alpha)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`.
    public func restoreGState() {
        cairo_restore(cairo)
        if alphaStack.count > 1 { alphaStack.removeLast() }
    }

    /// The colour fills use.
    public func setFillColor(_ color: UIColor) { fillColor = color }
    /// The colour strokes use.
    public func setStrokeColor(_ color: UIColor) { strokeColor = color }
    /// The width of strokes, in user-space units.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    /// Multiplies the alpha of everything drawn after it.
    public func setAlpha(_ a: CGFloat) { alpha = min(max(a, 0), 1) }

    /// The alpha fills and images are drawn with now.
    package var currentAlpha: CGFloat { alpha }

    /// Draws `content`, then keeps of it only what `mask` (drawn at full alpha) covers, weighted by the mask's
    /// alpha: a layer's `mask`.
    package func drawMasked(_ content: () -> Void, by mask: () -> Void) {
        cairo_push_group(cairo)
        content()
        let shown = cairo_pop_group(cairo)
        cairo_push_group(cairo)
        saveGState()
        alpha = 1
        mask()
        restoreGState()
        let coverage = cairo_pop_group(cairo)
        noteOperation()
        cairo_set_source(cairo, shown)
        cairo_mask(cairo, coverage)
        cairo_pattern_destroy(shown)
        cairo_pattern_destroy(coverage)
    }

    /// The cap strokes end with.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .butt ? CAIRO_LINE_CAP_BUTT : cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
    }

    /// The join strokes turn corners with.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(
            cairo, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
    }

    /// Dashes strokes: `lengths` alternate on and off, starting `phase` into the pattern; empty for solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Whether edges are antialiased (on by default).
    public func setShouldAntialias(_ on: Bool) {
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Transform

    /// The current transformation matrix from user space to the target's pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Replaces the current transformation matrix.
    public func setCTM(_ t: CGAffineTransform) {
        var m = Self.drawable(cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty))
        cairo_set_matrix(cairo, &m)
    }

    /// Applies `t` to user space before the current transform.
    public func concatenate(_ t: CGAffineTransform) { setCTM(t.concatenating(ctm)) }

    /// Moves user space's origin by (x, y).
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    /// Scales user space by (x, y).
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Cairo refuses a matrix it cannot invert and then ignores everything drawn with the context, for good: one
    /// view scaled to nothing (a pop-in from scale 0, a card edge-on) would blank every later frame drawn in that
    /// buffer. Such a matrix — or one with a non-finite entry — becomes one that shrinks user space to a millionth
    /// at the same origin: what is drawn with it covers no pixel, as a view scaled to nothing should.
    private static func drawable(_ m: cairo_matrix_t) -> cairo_matrix_t {
        let det = m.xx * m.yy - m.xy * m.yx
        guard !det.isFinite || abs(det) < 1e-12 || !m.x0.isFinite || !m.y0.isFinite else { return m }
        return cairo_matrix_t(xx: 1e-6, yx: 0, xy: 0, yy: 1e-6, x0: m.x0.isFinite ? m.x0 : 0, y0: m.y0.isFinite ? m.y0 : 0)
    }

    /// Turns user space by `angle` radians (clockwise on the y-down screen).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    // MARK: Paths

    /// Starts a new, empty path.
    public func beginPath() { cairo_new_path(cairo) }
    /// Starts a new subpath at `p`.
    public func move(to p: CGPoint) { cairo_move_to(cairo, Double(p.x), Double(p.y)) }
    /// Adds a straight line from the current point to `p`.
    public func addLine(to p: CGPoint) { cairo_line_to(cairo, Double(p.x), Double(p.y)) }
    /// Closes the current subpath with a line back to its start.
    public func closePath() { cairo_close_path(cairo) }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x),
            Double(end.y))
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let start = CGPoint(x: x, y: y)
        addCurve(
            to: end, control1: start + (control - start) * (2.0 / 3.0), control2: end + (control - end) * (2.0 / 3.0))
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ r: CGRect) {
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds the ellipse inscribed in `r`.
    public func addEllipse(in r: CGRect) { addPath(UIBezierPath(ovalIn: r)) }

    /// An arc as Core Graphics draws it in UIKit's y-down context: `clockwise` is Core Graphics' (y up), so a
    /// `clockwise: true` arc turns counterclockwise on screen, as on iOS (UIBezierPath's `clockwise` is as seen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if !clockwise {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }

    /// Appends a bezier path's elements to the current path.
    public func addPath(_ path: UIBezierPath) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closePath()
            }
        }
    }

    /// Whether the current path has no segments.
    public var isPathEmpty: Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cairo, &x0, &y0, &x1, &y1)
        return cairo_has_current_point(cairo) == 0 && x0 == x1 && y0 == y1
    }

    // MARK: Painting

    private func setSource(_ c: UIColor) {
        let c = c.doubles
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * Double(alpha))
    }

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(fillColor)
        noteOperation()
        cairo_fill(cairo)
    }

    /// Strokes the current path with the line settings and clears it.
    public func strokePath() {
        setSource(strokeColor)
        noteOperation()
        cairo_stroke(cairo)
    }

    /// Fills, strokes or both the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        switch mode {
        case .fill, .eoFill:
            fillPath(using: evenOdd ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            setSource(fillColor)
            cairo_fill_preserve(cairo)
            strokePath()
        }
    }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        rects.forEach(addRect)
        fillPath()
    }

    /// Strokes the rectangle's outline, centred on its edges.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes the pixels of `rect` transparent (or black on an opaque target).
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        rects.forEach(addRect)
        clip()
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Groups

    /// Starts drawing into an offscreen group that `endTransparencyLayer` composites back as one image; given the
    /// pixels (target space) the group's drawing stays within, the group is only that big (else it is the size of
    /// the clip, often the whole target).
    public func beginTransparencyLayer(within pixels: PixelRect? = nil) {
        saveGState()
        if let pixels { clip(toPixels: Region(pixels)) }
        cairo_push_group(cairo)
    }

    /// Composites the group begun by `beginTransparencyLayer` with `opacity`.
    public func endTransparencyLayer(opacity: CGFloat = 1) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Double(opacity * alpha))
        restoreGState()
    }

    // MARK: Bitmaps

    /// Draws `buffer` scaled into `rect` (user space); bitmaps whose placement lands on whole pixels are copied
    /// without resampling. A mask (`.a8`) is drawn in `tint`. `interpolationQuality` `.low` samples bilinearly (a
    /// fraction of the default's cost when shrinking), `.none` takes the nearest pixel.
    public func draw(_ buffer: PixelBuffer, in rect: CGRect, opacity: CGFloat = 1, tint: UIColor = .black) {
        guard buffer.width > 0, buffer.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        let sx = Double(rect.width) / Double(buffer.width), sy = Double(rect.height) / Double(buffer.height)
        if sx != 1 || sy != 1 { cairo_scale(cairo, sx, sy) }
        let exact = sx == 1 && sy == 1 && ctm.isUnitQuarterTurn
        paint(
            buffer, filter: exact || interpolationQuality == .none ? CAIRO_FILTER_NEAREST
                : interpolationQuality == .low ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD,
            opacity: opacity, tint: tint)
        cairo_restore(cairo)
    }

    /// Draws `buffer`, whose pixels are `scale` to a point, with its top-left at `origin` (user space) moved to the
    /// whole device pixel at or before it, pixel for pixel, when the current transform is that scale, at most turned
    /// by quarter turns or mirrored: a compositor's backing store then neither blurs at a fractional position nor
    /// pays for an antialiased clip, and never reaches past the pixels its view's rectangle rounds out to. Any other
    /// transform draws it filtered, as `draw(_:in:opacity:)`. `clip`, when the caller knows it, is the clip in whole
    /// device pixels, drawing going straight into the target: the buffer is then composited without Cairo.
    package func drawPixelAligned(
        _ buffer: PixelBuffer, at origin: CGPoint, scale: CGFloat, opacity: CGFloat = 1, tint: UIColor = .black,
        solidInterior: (color: UIColor, corners: Int)? = nil, clip: [PixelRect]? = nil
    ) {
        let size = CGSize(width: CGFloat(buffer.width) / scale, height: CGFloat(buffer.height) / scale)
        let m = ctm
        let turn = CGAffineTransform(a: m.a / scale, b: m.b / scale, c: m.c / scale, d: m.d / scale, tx: 0, ty: 0)
        guard turn.isUnitQuarterTurn, buffer.width > 0, buffer.height > 0 else {
            return draw(buffer, in: CGRect(origin: origin, size: size), opacity: opacity, tint: tint)
        }
        // In device pixels: the buffer turned, its box's corner moved to whole pixels.
        let device = CGRect(origin: origin, size: size).applying(m)
        let (x, y) = (Int(device.minX.rounded(.down)), Int(device.minY.rounded(.down)))
        if solidInterior == nil, turn == .identity, let clip, compositesDirectly(buffer, x: x, y: y, opacity: opacity, tint: tint, clip: clip) {
            return
        }
        if solidInterior == nil, opacity * alpha >= 1, turn == .identity, copiesDirectly(buffer, x: x, y: y) {
            return
        }
        let placed = CGRect(x: 0, y: 0, width: CGFloat(buffer.width), height: CGFloat(buffer.height)).applying(turn)
        cairo_save(cairo)
        setCTM(turn.concatenating(CGAffineTransform(
            translationX: device.minX.rounded(.down) - placed.minX, y: device.minY.rounded(.down) - placed.minY)))
        if let solidInterior, opacity * alpha >= 1, buffer.format != .a8 {
            fillInterior(of: buffer, solidInterior.color, corners: Double(solidInterior.corners))
        }
        paint(buffer, filter: CAIRO_FILTER_NEAREST, opacity: opacity, tint: tint)
        cairo_restore(cairo)
    }

    /// Fills all of `buffer`'s place (the current user space is its pixels) but the `corners`-pixel squares at its
    /// corners with `color`, and clips to those squares: a fill costs a fraction of blending the same pixels.
    private func fillInterior(of buffer: PixelBuffer, _ color: UIColor, corners k: Double) {
        let (w, h) = (Double(buffer.width), Double(buffer.height))
        cairo_rectangle(cairo, 0, k, w, h - 2 * k)
        cairo_rectangle(cairo, k, 0, w - 2 * k, k)
        cairo_rectangle(cairo, k, h - k, w - 2 * k, k)
        let c = color.doubles
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, 1)
        noteOperation()
        cairo_fill(cairo)
        for (x, y) in [(0, 0), (w - k, 0), (0, h - k), (w - k, h - k)] { cairo_rectangle(cairo, x, y, k, k) }
        cairo_clip(cairo)
    }

    /// Draws `buffer` through a perspective map from its pixels to user space (a layer turned in depth): resampled
    /// bilinearly, cut to the outline of its image — less any part at or behind the eye — with the current alpha
    /// and clip.
    public func draw(_ buffer: PixelBuffer, projectedBy transform: ProjectiveTransform) {
        let toDevice = transform.concatenating(ctm)
        let outline = toDevice.outline(of: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        let box = ProjectiveTransform.boundingBox(ofOutline: outline)
        guard outline.count >= 3, !box.isNull else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let area = PixelRect(covering: box.intersection(boundingBoxOfClipPath))
        if !area.isEmpty, let image = buffer.projected(by: toDevice, into: area) {
            // The resampling leaves everything outside the outline clear, so the image goes on as it is: clipping to
            // the outline as well would make Cairo build a mask of it on every frame.
            noteOperation()
            image.withSurface { cairo_set_source_surface(cairo, $0, Double(area.x), Double(area.y)) }
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
        cairo_restore(cairo)
    }

    /// Paints `buffer` at the user-space origin, clipped to its own pixels; a mask in `tint`.
    private func paint(_ buffer: PixelBuffer, filter: cairo_filter_t, opacity: CGFloat, tint: UIColor) {
        buffer.flush()
        let pattern = buffer.withSurface { cairo_pattern_create_for_surface($0)! }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, filter)
        noteOperation()
        let total = Double(opacity * alpha)
        if buffer.format == .a8 {
            // Masking is bounded by the mask: no clip needed.
            let c = tint.doubles
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * total)
            cairo_mask(cairo, pattern)
        } else {
            cairo_rectangle(cairo, 0, 0, Double(buffer.width), Double(buffer.height))
            cairo_clip(cairo)
            cairo_set_source(cairo, pattern)
            if total >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, total) }
        }
    }

    // MARK: Copying pixels directly

    /// Below this many pixels a copy goes through Cairo: asking Cairo for the clip costs more than it saves.
    private static let directArea = 4096

    /// The clip in whole device pixels, when drawing goes straight into the target (no group pushed, the usual
    /// operator) and the clip is made of whole-pixel rectangles (the compositor's damage, a view's square clip); nil
    /// otherwise. What copying pixels without Cairo needs.
    private func devicePixelClip() -> [PixelRect]? {
        guard cairo_get_group_target(cairo) == target.surface, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER else {
            return nil
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let list = cairo_copy_clip_rectangle_list(cairo)
        cairo_restore(cairo)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [PixelRect] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            let pixels = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
            guard Double(pixels.x) == r.x, Double(pixels.y) == r.y, Double(pixels.width) == r.width,
                Double(pixels.height) == r.height
            else { return nil }
            rects.append(pixels)
        }
        return rects
    }

    /// Copies the opaque `buffer` with its top-left corner at device pixel (x, y) row by row, within the clip (`known`
    /// when the caller knows it in whole device pixels, else asked of Cairo when the copy is big enough to pay for
    /// asking), when the target has its format: a text view's tiles, a web page's frame. Cairo's copy of the same
    /// pixels costs twice the instructions of the C library's. False, having done nothing, otherwise.
    func copiesDirectly(_ buffer: PixelBuffer, x: Int, y: Int, clip known: [PixelRect]? = nil) -> Bool {
        guard buffer.format == .xrgb8888, target.format == .xrgb8888,
            let clip = known ?? (buffer.width * buffer.height >= Self.directArea ? devicePixelClip() : nil)
        else { return false }
        let place = PixelRect(x: x, y: y, width: buffer.width, height: buffer.height)
        noteOperation()
        for r in clip { target.copy(r.intersection(place), from: buffer, movedBy: (x, y)) }
        return true
    }

    /// Composites `buffer` with its top-left corner at device pixel (x, y) within `clip` (whole device pixels, the
    /// context's clip as the caller knows it) without Cairo: copied when opaque, else blended with pixman as Cairo
    /// would. False, having done nothing, for a translucent store drawn translucently (Cairo's path then).
    private func compositesDirectly(
        _ buffer: PixelBuffer, x: Int, y: Int, opacity: CGFloat, tint: UIColor, clip: [PixelRect]
    ) -> Bool {
        let total = Double(opacity * alpha)
        switch buffer.format {
        case .xrgb8888 where total >= 1:
            return copiesDirectly(buffer, x: x, y: y, clip: clip)
        case .a8:
            let c = tint.doubles
            noteOperation()
            target.composite(buffer, atX: x, y: y, color: (c.red, c.green, c.blue, c.alpha * total), in: clip)
        case .argb8888 where total >= 1:
            noteOperation()
            target.composite(buffer, atX: x, y: y, color: (0, 0, 0, 1), in: clip)
        default:
            return false
        }
        return true
    }

    /// Fills the whole clip with `color`, replacing what is there (no blending): the fast path for opaque fills.
    public func replaceClip(with color: UIColor) {
        cairo_save(cairo)
        noteOperation()
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        let c = color.doubles
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Replaces what was drawn under `rect` (user space), within the clip, with a blur of it `radius` device pixels
    /// wide (`fk_blur`: about a Gaussian of standard deviation `radius / 2`), as a backdrop effect shows it: the
    /// blur reads only the pixels under `rect`, its edges repeated beyond them. In a transparency layer it blurs what
    /// was drawn in the layer.
    package func blurBackdrop(in rect: CGRect, radius: Int) {
        guard radius > 0, let surface = cairo_get_group_target(cairo),
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, let data = cairo_image_surface_get_data(surface)
        else { return }
        let cairoFormat = cairo_image_surface_get_format(surface)
        guard cairoFormat == CAIRO_FORMAT_ARGB32 || cairoFormat == CAIRO_FORMAT_RGB24 else { return }
        // Device space is the surface's pixels moved by its device offset (a group's surface covers only its extent).
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        let device = rect.applying(ctm)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        let clip = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let surfaceRect = PixelRect(
            x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        let area = PixelRect(covering: device.intersection(clip).offsetBy(dx: offsetX, dy: offsetY))
            .intersection(surfaceRect)
        defer { cairo_restore(cairo) }
        guard !area.isEmpty else { return }
        cairo_surface_flush(surface)
        let copy = PixelBuffer(width: area.width, height: area.height, format: cairoFormat == CAIRO_FORMAT_RGB24 ? .xrgb8888 : .argb8888)
        let rowBytes = area.width * 4, stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<area.height {
            (copy.baseAddress + row * copy.stride).copyMemory(from: data + (area.y + row) * stride + area.x * 4, byteCount: rowBytes)
        }
        guard fk_blur(copy.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(area.width), Int32(area.height), Int32(copy.stride / 4), Int32(radius)) == 0
        else { return }
        copy.markDirty()
        noteOperation()
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        let (x, y) = (Double(area.x) - offsetX, Double(area.y) - offsetY)
        copy.withSurface { cairo_set_source_surface(cairo, $0, x, y) }
        cairo_rectangle(cairo, x, y, Double(area.width), Double(area.height))
        cairo_fill(cairo)
    }

    // MARK: PDF pages

    /// Ends the page drawn so far (unless this is the `first`) and starts one of `size` points on `surface` (the
    /// context's PDF surface), with the graphics state of a new context.
    package func beginPDFPage(size: CGSize, first: Bool, surface: OpaquePointer) {
        if !first { cairo_show_page(cairo) }
        cairo_pdf_surface_set_size(surface, Double(max(1, size.width)), Double(max(1, size.height)))
        while alphaStack.count > 1 { restoreGState() }
        cairo_identity_matrix(cairo)
        cairo_reset_clip(cairo)
    }

    /// Makes `rect` (user space) a link of a PDF page; `target` is Cairo's `uri='…'` or `dest='…'`.
    package func tagLink(_ target: String, over rect: CGRect) {
        let box = rect.applying(ctm)
        cairo_tag_begin(cairo, CAIRO_TAG_LINK, "rect=[\(box.minX) \(box.minY) \(box.width) \(box.height)] \(target)")
        cairo_tag_end(cairo, CAIRO_TAG_LINK)
    }

    /// Names `point` (user space) of a PDF page as a destination links can go to.
    package func tagDestination(named name: String, at point: CGPoint) {
        let at = point.applying(ctm)
        cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(name)' x=\(at.x) y=\(at.y)")
        cairo_tag_end(cairo, CAIRO_TAG_DEST)
    }

    /// Restricts drawing to the pixels of `region`, given in the target's pixel space.
    public func clip(toPixels region: Region) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        for r in region.rects { cairo_rectangle(cairo, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_restore(cairo)
        cairo_clip(cairo)
    }
}

extension CGPoint {
    static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: l.x * s, y: l.y * s) }
}

extension CGAffineTransform {
    /// Whether the linear part takes pixels onto pixels one to one: no scaling, at most quarter turns and mirrors.
    fileprivate var isUnitQuarterTurn: Bool {
        b == 0 && c == 0 && abs(a) == 1 && abs(d) == 1 || a == 0 && d == 0 && abs(b) == 1 && abs(c) == 1
    }
}
