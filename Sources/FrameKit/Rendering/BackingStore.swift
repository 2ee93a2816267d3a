import Foundation

/// A view's cached pixels, as a Core Animation layer's backing store: drawn once at `size` × `scale`, then
/// composited every frame it is visible until invalidated.
final class BackingStore {
    let buffer: PixelBuffer
    /// The size in points the pixels were drawn for.
    let size: CGSize
    /// Where the store's top-left corner sits in the view's bounds coordinates, relative to `bounds.origin`.
    let offset: CGPoint
    /// The bounds size the content was drawn for; a store may hold only the part of it that is drawn in.
    let viewSize: CGSize

    init(size: CGSize, scale: CGFloat, offset: CGPoint = .zero, viewSize: CGSize? = nil) {
        self.size = size
        self.offset = offset
        self.viewSize = viewSize ?? size
        buffer = PixelBuffer(
            width: max(1, Int(ceil(size.width * scale))), height: max(1, Int(ceil(size.height * scale))),
            format: .argb8888)
    }

    /// A context whose user space is points starting at the store's top-left corner.
    func makeContext(scale: CGFloat) -> CGContext {
        let context = CGContext(buffer: buffer)
        if scale != 1 { context.scaleBy(x: scale, y: scale) }
        return context
    }

    var byteCount: Int { buffer.byteCount }
}
