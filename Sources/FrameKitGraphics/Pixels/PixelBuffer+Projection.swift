import CCairo
import Foundation

// Perspective resampling through pixman (Cairo's own pixel library, already linked): Cairo's matrices are affine
// only, and pixman resamples through a full 3 × 3 matrix with bilinear filtering in optimised code.
extension PixelBuffer {
    /// A premultiplied buffer the size of `area` (pixels of the plane `transform` maps into) holding this buffer as
    /// `transform` shows it there — a perspective view of it — filtered bilinearly; pixels it does not reach are
    /// clear. `transform` maps this buffer's pixel coordinates to the plane's.
    public func projected(by transform: ProjectiveTransform, into area: PixelRect) -> PixelBuffer? {
        guard format != .a8, !area.isEmpty, let inverse = transform.inverted(),
            let toSource = ProjectiveTransform(CGAffineTransform(translationX: CGFloat(area.x), y: CGFloat(area.y)))
                .concatenating(inverse).normalizedForFixedPoint(over: area.width, area.height)
        else { return nil }
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
        var matrix = toSource.pixmanMatrix
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &matrix) != 0 else { return nil }
        pixman_image_set_transform(source, &fixed)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, target, 0, 0, 0, 0, 0, 0, Int32(area.width), Int32(area.height))
        result.markDirty()
        return result
    }
}

extension ProjectiveTransform {
    /// The same map scaled for pixman, which keeps the matrix in 16.16 fixed point and walks each row of the
    /// target adding a column to the homogeneous point, itself kept in 16.16: the point must stay below 2¹⁵ over
    /// the whole target, and the larger it is the more of a small perspective term survives. Any multiple of a
    /// homography is the same map, so the point is made to reach 2¹⁴ at the target's farthest corner.
    fileprivate func normalizedForFixedPoint(over width: Int, _ height: Int) -> ProjectiveTransform? {
        let corners = [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))]
        let reach = corners.map { x, y in
            max(abs(x * m11 + y * m21 + m31), abs(x * m12 + y * m22 + m32), abs(x * m13 + y * m23 + m33))
        }.max()!
        guard reach > 0, reach.isFinite else { return nil }
        let k = 16384 / reach
        return ProjectiveTransform(
            m11: m11 * k, m12: m12 * k, m13: m13 * k, m21: m21 * k, m22: m22 * k, m23: m23 * k, m31: m31 * k,
            m32: m32 * k, m33: m33 * k)
    }

    /// pixman's layout: column vectors, so the transpose of this row layout.
    fileprivate var pixmanMatrix: pixman_f_transform {
        pixman_f_transform(m: ((m11, m21, m31), (m12, m22, m32), (m13, m23, m33)))
    }
}
