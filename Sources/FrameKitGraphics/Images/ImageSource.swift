import Foundation
import Logging
import Synchronization

/// Where an image's pixels come from, shared by an image and the variants made from it (`withRenderingMode`,
/// `resizableImage`, …). Encoded data is decoded on first use, as UIKit's images are, and the decoded pixels are
/// purgeable: a memory warning drops them and the next draw decodes again. Header problems and truncation are found
/// when the source is made, so `UIImage(data:)` returns nil for them; damage inside the compressed data can only show
/// when decoding, which then logs once and leaves the image empty (`preparingForDisplay()` returns nil).
final class ImageSource: Sendable {
    enum Content: Sendable {
        /// Pixels that exist only here (drawn, or made in code): never purged.
        case pixels(PixelBuffer)
        case encoded(Data)
        /// A document and the data it was read from (thumbnails rasterise from it).
        case vector(SVGDocument, Data)
    }

    /// Made on each use, so it goes through whatever logging system the process set up, however early it is used.
    static var logger: Logger { Logger(label: "framekit.images") }

    let content: Content
    /// The raw pixel size (before orientation); a vector's at the source's scale.
    let pixelWidth: Int, pixelHeight: Int
    let exifOrientation: Int
    /// Pixels per point of a vector's rasterisation.
    let vectorScale: CGFloat
    private let state = Mutex<State>(State())

    private struct State {
        var decoded: PixelBuffer?
        var failed = false
    }

    init(pixels: PixelBuffer) {
        content = .pixels(pixels)
        (pixelWidth, pixelHeight, exifOrientation, vectorScale) = (pixels.width, pixels.height, 1, 1)
        state.withLock { $0.decoded = pixels }
    }

    /// Reads `data`'s header (and checks it is complete) without decoding its pixels.
    init(data: Data, scale: CGFloat) throws(ImageDecodingError) {
        guard let format = ImageFormat(sniffing: data) else { throw .unrecognised }
        let header = try ImageHeader(data, format: format)
        try ImageDecoder.checkSize(format, width: header.width, height: header.height)
        if format == .svg {
            let document = try SVGDocument(data: data)
            content = .vector(document, data)
            let width = document.size.width * scale, height = document.size.height * scale
            pixelWidth = try ImageDecoder.pixels(width, .svg, other: height)
            pixelHeight = try ImageDecoder.pixels(height, .svg, other: width)
            try ImageDecoder.checkSize(.svg, width: pixelWidth, height: pixelHeight)
        } else {
            content = .encoded(data)
            (pixelWidth, pixelHeight) = (header.width, header.height)
        }
        exifOrientation = header.orientation
        vectorScale = scale
        if let frame = header.firstFrame {
            state.withLock { $0.decoded = frame }
            NamedImageCache.shared.noteDecoded(self, bytes: frame.byteCount)
        }
    }

    var vector: SVGDocument? {
        if case .vector(let document, _) = content { return document }
        return nil
    }

    /// The pixels, decoding them now if they are not held; nil (logged once) if the data turns out damaged.
    func pixels() -> PixelBuffer? {
        if let decoded = state.withLock({ $0.decoded }) {
            if !isOwnPixels { NamedImageCache.shared.noteUse(self) }
            return decoded
        }
        guard !state.withLock({ $0.failed }) else { return nil }
        // Decoded outside the lock: two threads may both decode once, which is cheaper than holding a lock through it.
        do throws(ImageDecodingError) {
            let pixels = try decode()
            let kept = state.withLock { state in
                if state.decoded == nil { state.decoded = pixels }
                return state.decoded
            }
            NamedImageCache.shared.noteDecoded(self, bytes: pixels.byteCount)
            return kept
        } catch {
            let first = state.withLock { state in
                defer { state.failed = true }
                return !state.failed
            }
            if first { Self.logger.error("image could not be decoded: \(error)") }
            return nil
        }
    }

    private func decode() throws(ImageDecodingError) -> PixelBuffer {
        switch content {
        case .pixels(let pixels): return pixels
        case .vector(let document, _): return try document.rasterize(width: pixelWidth, height: pixelHeight)
        case .encoded(let data):
            guard case .bitmap(let bitmap) = try ImageDecoder.decode(data) else { throw .unrecognised }
            return bitmap.pixels
        }
    }

    deinit { NamedImageCache.shared.forget(self) }

    /// Whether the pixels are held now.
    var isDecoded: Bool { state.withLock { $0.decoded != nil } }

    /// Whether the pixels are the content itself (drawn or made in code), which nothing can make again.
    private var isOwnPixels: Bool {
        if case .pixels = content { return true }
        return false
    }

    /// Drops decoded pixels that can be decoded again (the cache's budget or a purge); returns the bytes released.
    func purge() -> Int {
        guard !isOwnPixels else { return 0 }
        return state.withLock { state in
            defer { state.decoded = nil }
            return state.decoded?.byteCount ?? 0
        }
    }
}
