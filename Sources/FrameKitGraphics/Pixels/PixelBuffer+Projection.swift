import CCairo
import Foundation

// Perspective resampling through pixman (Cairo's own pixel library, already linked). Cairo's matrices are affine
// only; pixman takes a projective matrix, but only its slow general path samples through one (~30 ms for a
// 1200 × 700 card here). Over a small tile a perspective map is almost affine, so the target is resampled tile by
// tile, each through the affine map that agrees with the perspective one at three of its corners, and pixman's
// optimised affine bilinear paths do the work. A tile whose fourth corner or centre the affine map puts more than
// a third of a source pixel off is split, down to 4 pixels: flat regions take 64-pixel tiles, strongly
// foreshortened ones small tiles, and no seam shows.
extension PixelBuffer {
    /// The largest tiles, in target pixels.
    private static let projectionTile = 64

    /// A premultiplied buffer the size of `area` (pixels of the plane `transform` maps into) holding this buffer as
    /// `transform` shows it there — a perspective view of it — filtered bilinearly; pixels it does not reach, and
    /// tiles reaching behind the eye, are clear. `transform` maps this buffer's pixel coordinates to the plane's.
    public func projected(by transform: ProjectiveTransform, into area: PixelRect) -> PixelBuffer? {
        guard format != .a8, !area.isEmpty, let inverse = transform.inverted() else { return nil }
        flush()
        let result = PixelBuffer(width: area.width, height: area.height, format: .argb8888)
        let source = pixman_image_create_bits(
            format == .xrgb8888 ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, Int32(width), Int32(height),
            baseAddress.assumingMemoryBound(to: UInt32.self), Int32(stride))
        let target = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(area.width), Int32(area.height),
            result.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(result.stride))
        defer {
            pixman_image_unref(source)
            pixman_image_unref(target)
        }
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        // Target pixel coordinates → this buffer's.
        let toSource = ProjectiveTransform(CGAffineTransform(translationX: CGFloat(area.x), y: CGFloat(area.y)))
            .concatenating(inverse)
        let tile = Self.projectionTile
        for y in Swift.stride(from: 0, to: area.height, by: tile) {
            for x in Swift.stride(from: 0, to: area.width, by: tile) {
                let rect = PixelRect(x: x, y: y, width: min(tile, area.width - x), height: min(tile, area.height - y))
                Self.resample(rect, through: toSource, from: source!, into: target!)
            }
        }
        result.markDirty()
        return result
    }

    /// Resamples `rect` of the target through the affine map fitting `toSource` there, or its quarters when that
    /// map is too far off.
    private static func resample(
        _ rect: PixelRect, through toSource: ProjectiveTransform, from source: OpaquePointer, into target: OpaquePointer
    ) {
        guard let fit = toSource.affineFit(over: rect) else { return }
        if fit.error > 1.0 / 3, rect.width > 4 || rect.height > 4 {
            let (w, h) = ((rect.width + 1) / 2, (rect.height + 1) / 2)
            for (dx, dy, cw, ch) in [(0, 0, w, h), (w, 0, rect.width - w, h), (0, h, w, rect.height - h), (w, h, rect.width - w, rect.height - h)]
            where cw > 0 && ch > 0 {
                resample(PixelRect(x: rect.x + dx, y: rect.y + dy, width: cw, height: ch), through: toSource, from: source, into: target)
            }
            return
        }
        var matrix = fit.matrix
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &matrix) != 0 else { return }
        pixman_image_set_transform(source, &fixed)
        let (x, y, w, h) = (Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, target, x, y, 0, 0, x, y, w, h)
    }
}

extension ProjectiveTransform {
    /// The affine map agreeing with this one at the rectangle's top-left, top-right and bottom-left corners, in
    /// pixman's layout (column vectors), and how far off it is at the fourth corner and the centre (in mapped
    /// units); nil when a corner lies behind the eye.
    fileprivate func affineFit(over rect: PixelRect) -> (matrix: pixman_f_transform, error: Double)? {
        let corners = [(rect.x, rect.y), (rect.maxX, rect.y), (rect.x, rect.maxY), (rect.maxX, rect.maxY)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        guard corners.allSatisfy({ weight(of: $0) > 1e-6 }) else { return nil }
        let p = corners.map(apply)
        let (w, h) = (Double(rect.width), Double(rect.height))
        let du = (Double(p[1].x - p[0].x) / w, Double(p[2].x - p[0].x) / h)
        let dv = (Double(p[1].y - p[0].y) / w, Double(p[2].y - p[0].y) / h)
        let (x0, y0) = (Double(rect.x), Double(rect.y))
        let matrix = pixman_f_transform(m: (
            (du.0, du.1, Double(p[0].x) - x0 * du.0 - y0 * du.1),
            (dv.0, dv.1, Double(p[0].y) - x0 * dv.0 - y0 * dv.1),
            (0, 0, 1)))
        func error(at q: CGPoint, exact: CGPoint) -> Double {
            let dx = Double(q.x) - x0, dy = Double(q.y) - y0
            let u = Double(p[0].x) + dx * du.0 + dy * du.1, v = Double(p[0].y) + dx * dv.0 + dy * dv.1
            return max(abs(u - Double(exact.x)), abs(v - Double(exact.y)))
        }
        let centre = CGPoint(x: rect.cgRect.midX, y: rect.cgRect.midY)
        return (matrix, max(error(at: corners[3], exact: p[3]), error(at: centre, exact: apply(centre))))
    }
}
