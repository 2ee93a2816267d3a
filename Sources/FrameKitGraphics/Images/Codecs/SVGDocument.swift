import CCairo
import CImageCodecs
import Foundation

/// A parsed SVG document (librsvg), drawn at whatever size it is shown so icons stay sharp at any scale.
public final class SVGDocument: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The intrinsic size in CSS pixels (points): the width and height attributes, else the viewBox's.
    public let size: CGSize
    /// Renders are serialised: a librsvg handle is not safe to draw from two threads at once.
    private let lock = NSLock()

    /// Parses an SVG document; throws when librsvg cannot read it, with its reason, or when drawing it would cost
    /// more than FrameKit allows (`SVGBudget`).
    public init(data: Data) throws(ImageDecodingError) {
        try SVGBudget.check(data)
        var width = 0.0, height = 0.0
        var message = [CChar](repeating: 0, count: 512)
        let opened: OpaquePointer? = data.withUnsafeBytes { raw in
            message.withUnsafeMutableBufferPointer { error in
                fk_svg_open(raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, raw.count, &width, &height, error.baseAddress, error.count)
            }
        }
        guard let opened else {
            throw ImageDecodingError(format: .svg, reason: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        guard width > 0, height > 0 else {
            fk_svg_close(opened)
            throw ImageDecodingError(
                format: .svg, reason: "the document has no size: give the <svg> element width and height or a viewBox")
        }
        handle = opened
        size = CGSize(width: width, height: height)
    }

    deinit { fk_svg_close(handle) }

    /// Draws the document scaled into `rect` of a Cairo context.
    func render(into cairo: OpaquePointer, in rect: CGRect) throws(ImageDecodingError) {
        lock.lock()
        defer { lock.unlock() }
        try codecCall(.svg) {
            fk_svg_render(handle, cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height), $0, $1)
        }
    }

    /// The document rasterised at `width`×`height` pixels.
    func rasterize(width: Int, height: Int) throws(ImageDecodingError) -> PixelBuffer {
        let buffer = try ImageDecoder.makeBuffer(.svg, width: width, height: height)
        let context = CGContext(buffer: buffer)
        try render(into: context.cairo, in: CGRect(x: 0, y: 0, width: width, height: height))
        buffer.flush()
        return buffer
    }
}
