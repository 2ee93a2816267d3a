import CPixelKernels
import Foundation

// Perspective resampling. Cairo's matrices are affine only; pixman takes a projective matrix, but samples through it
// only on its slow general path, and has no fast path for a bilinear affine map that turns or shears either (it also
// clears a 24 KB scanline buffer on every call, which made resampling in small affine tiles spend a third of its time
// in memset). So the loop is FrameKit's own, in C (CPixelKernels): one division per pixel, the four texels blended
// two channels to a word.
extension PixelBuffer {
    /// A premultiplied buffer the size of `area` (pixels of the plane `transform` maps into) holding this buffer as
    /// `transform` shows it there — a perspective view of it — filtered bilinearly; pixels it does not reach, and
    /// pixels behind the eye, are clear. `transform` maps this buffer's pixel coordinates to the plane's.
    public func projected(by transform: ProjectiveTransform, into area: PixelRect) -> PixelBuffer? {
        guard format != .a8, !area.isEmpty, let inverse = transform.inverted() else { return nil }
        flush()
        let result = PixelBuffer(width: area.width, height: area.height, format: .argb8888)
        // Target pixel coordinates → this buffer's.
        let m = ProjectiveTransform(CGAffineTransform(translationX: CGFloat(area.x), y: CGFloat(area.y))).concatenating(inverse)
        let matrix = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        fk_project_bilinear(
            baseAddress.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride / 4),
            format == .xrgb8888 ? 1 : 0,
            result.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(area.width), Int32(area.height),
            Int32(result.stride / 4), matrix)
        result.markDirty()
        return result
    }
}
