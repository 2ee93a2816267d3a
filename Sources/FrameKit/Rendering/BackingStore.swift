import Foundation

/// A view's cached pixels, as a Core Animation layer's backing store: drawn once at `size` × `scale`, then
/// composited every frame it is visible until invalidated. Content in one colour is kept as a mask (`.a8`) and
/// composited in `tint`.
final class BackingStore {
    let buffer: PixelBuffer
    /// The size in points the pixels were drawn for.
    let size: CGSize
    /// Where the store's top-left corner sits in the view's bounds coordinates, relative to `bounds.origin`.
    let offset: CGPoint
    /// The bounds size the content was drawn for; a store may hold only the part of it that is drawn in.
    let viewSize: CGSize
    /// The colour a mask is composited in.
    var tint: UIColor = .black
    /// For a store that is one opaque colour except in squares of `corners` pixels at its corners (a rounded,
    /// borderless background): that colour, so compositing can fill the rest instead of blending it.
    var solidInterior: (color: UIColor, corners: Int)?

    init(
        size: CGSize, scale: CGFloat, offset: CGPoint = .zero, viewSize: CGSize? = nil, format: PixelFormat = .argb8888
    ) {
        self.size = size
        self.offset = offset
        self.viewSize = viewSize ?? size
        buffer = PixelBuffer(
            width: max(1, Int(ceil(size.width * scale))), height: max(1, Int(ceil(size.height * scale))),
            format: format)
    }

    /// A context whose user space is points starting at the store's top-left corner.
    func makeContext(scale: CGFloat) -> CGContext { Self.makeContext(on: buffer, scale: scale) }

    /// A context on `canvas` (the store's size) whose user space is points starting at its top-left corner.
    static func makeContext(on canvas: PixelBuffer, scale: CGFloat) -> CGContext {
        let context = CGContext(buffer: canvas)
        if scale != 1 { context.scaleBy(x: scale, y: scale) }
        return context
    }

    /// Where the content is drawn: the store's own pixels; for a mask, a new colour buffer of its size whose
    /// coverage `keep(_:)` takes. Cairo has no fast way to draw text into an alpha-only target (pixman's general
    /// path: three times slower), and its faster adding one changes pixels where glyphs overlap.
    func makeCanvas() -> PixelBuffer {
        buffer.format == .a8 ? PixelBuffer(width: buffer.width, height: buffer.height, format: .argb8888) : buffer
    }

    /// Takes what was drawn on `canvas` (from `makeCanvas()`).
    func keep(_ canvas: PixelBuffer) {
        if canvas !== buffer { buffer.copyAlpha(from: canvas) }
    }

    /// Whether content covering `area` (bounds coordinates relative to `bounds.origin`) in `format` can be drawn into
    /// this store in place.
    func holds(_ area: CGRect, as format: PixelFormat) -> Bool {
        offset == area.origin && size == area.size && buffer.format == format
    }

    /// Whether the store is opaque and covers its view's bounds whole: nothing under it shows.
    var coversViewOpaquely: Bool { buffer.format == .xrgb8888 && offset == .zero && size == viewSize }

    var byteCount: Int { buffer.byteCount }
}
