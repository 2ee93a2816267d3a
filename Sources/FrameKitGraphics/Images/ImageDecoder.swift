import CCairo
import Foundation
import Synchronization

/// Decoded pixels and the EXIF orientation (1–8) that says how to turn them for display.
struct DecodedBitmap {
    let pixels: PixelBuffer
    let exifOrientation: Int
}

/// Turns image data of any format FrameKit reads into pixels: at full size, or as a thumbnail that decodes no more
/// than it needs (JPEG's DCT scaling, WebP's scaled decode), so a 24-megapixel photo shown small never holds its full
/// pixels.
enum ImageDecoder {
    /// The most pixels one decode may produce: `UIImage.maximumDecodedPixelCount`.
    static var maximumPixelCount: Int { UIImage.maximumDecodedPixelCount }

    /// Checks a size before anything is allocated for it: no pixels, or more than FrameKit decodes at once, is an
    /// error. Cairo's own limit is 32767 on either axis.
    static func checkSize(_ format: ImageFormat, width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else { throw .empty(format) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixelCount, width <= 32767, height <= 32767 else {
            throw .tooLarge(format, width: width, height: height)
        }
    }

    /// A pixel length from a computed size (a document's size times a scale), checked before it becomes an `Int`:
    /// a non-finite or huge value (an SVG's viewBox of 2e24) is an error, not a trap.
    static func pixels(_ length: Double, _ format: ImageFormat, other: Double) throws(ImageDecodingError) -> Int {
        func shown(_ x: Double) -> Int { x.isFinite ? Int(max(0, min(x, 1e9))) : 1_000_000_000 }
        guard length.isFinite, length <= 32767 else { throw .tooLarge(format, width: shown(length), height: shown(other)) }
        return max(1, Int(length.rounded(.up)))
    }

    static func makeBuffer(_ format: ImageFormat, width: Int, height: Int) throws(ImageDecodingError) -> PixelBuffer {
        try checkSize(format, width: width, height: height)
        return PixelBuffer(width: width, height: height, format: .argb8888)
    }

    /// The content of `data`: a bitmap, or a vector document for SVG.
    static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedContent {
        guard let format = ImageFormat(sniffing: data) else { throw .unrecognised }
        switch format {
        case .png: return .bitmap(try PNGCodec.decode(data))
        case .jpeg: return .bitmap(try JPEGCodec.decode(data))
        case .webp: return .bitmap(try WebPCodec.decode(data))
        case .gif: return .bitmap(try GIFCodec.decode(data))
        case .svg: return .vector(try SVGDocument(data: data))
        }
    }

    /// `data` decoded to fit within `target` pixels (aspect kept, never enlarged), holding at most the scaled
    /// decode and the result at once.
    static func thumbnail(_ data: Data, fitting target: (width: Int, height: Int)) throws(ImageDecodingError) -> DecodedBitmap {
        guard let format = ImageFormat(sniffing: data) else { throw .unrecognised }
        switch format {
        case .jpeg:
            let header = try JPEGCodec.info(data)
            // EXIF turns of a quarter swap the axes the target applies to.
            let turned = header.orientation >= 5
            let axes = turned ? (width: target.height, height: target.width) : target
            let full = (width: Int(header.full_width), height: Int(header.full_height))
            let fitted = fit(full, in: axes)
            let decoded = try JPEGCodec.decode(data, denominator: JPEGCodec.denominator(for: header, fitting: fitted))
            return DecodedBitmap(pixels: try scaled(decoded.pixels, to: fitted), exifOrientation: decoded.exifOrientation)
        case .webp:
            let header = try WebPCodec.info(data)
            let fitted = fit((Int(header.width), Int(header.height)), in: target)
            return try WebPCodec.decode(data, width: fitted.width, height: fitted.height)
        case .svg:
            let document = try SVGDocument(data: data)
            let size = (try pixels(document.size.width, .svg, other: document.size.height), try pixels(document.size.height, .svg, other: document.size.width))
            let fitted = fit(size, in: target, enlarging: true)
            return DecodedBitmap(pixels: try document.rasterize(width: fitted.width, height: fitted.height), exifOrientation: 1)
        case .png, .gif:
            guard case .bitmap(let full) = try decode(data) else { throw .unrecognised }
            let fitted = fit((full.pixels.width, full.pixels.height), in: target)
            return DecodedBitmap(pixels: try scaled(full.pixels, to: fitted), exifOrientation: 1)
        }
    }

    /// `size` scaled to fit within `target` keeping its aspect; never larger than itself unless `enlarging`.
    static func fit(_ size: (width: Int, height: Int), in target: (width: Int, height: Int), enlarging: Bool = false) -> (width: Int, height: Int) {
        guard size.width > 0, size.height > 0 else { return size }
        var factor = min(Double(target.width) / Double(size.width), Double(target.height) / Double(size.height))
        if !enlarging { factor = min(factor, 1) }
        // Never past Cairo's 32767 pixels, whatever size was asked for.
        func scaled(_ length: Int) -> Int { max(1, Int(min((Double(length) * factor).rounded(), 32767))) }
        return (scaled(size.width), scaled(size.height))
    }

    /// `buffer` resampled to `size` with a good filter (box-filtered when shrinking); the same buffer when it fits.
    static func scaled(_ buffer: PixelBuffer, to size: (width: Int, height: Int)) throws(ImageDecodingError) -> PixelBuffer {
        guard size.width != buffer.width || size.height != buffer.height else { return buffer }
        let result = try makeBuffer(.png, width: size.width, height: size.height)
        let context = CGContext(buffer: result)
        context.interpolationQuality = .high
        context.draw(buffer, in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        result.flush()
        return result
    }
}

/// What image data holds: pixels, or a vector document drawn at any size.
enum DecodedContent {
    case bitmap(DecodedBitmap)
    case vector(SVGDocument)
}
