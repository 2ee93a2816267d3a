import Foundation

/// An image as UIKit has it: PNG, JPEG, WebP, GIF (first frame) or SVG data, or pixels drawn in code; with a scale,
/// an EXIF orientation, a rendering mode for tinting, and cap insets for stretching. Encoded images decode on first
/// use and their pixels are purgeable (see `ImageSource`); SVG images draw from the document at any size.
public final class UIImage: @unchecked Sendable {
    /// How the stored pixels are turned for display, with UIKit's raw values (EXIF 1, 3, 8, 6, 2, 4, 5, 7).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// From an EXIF orientation value 1–8.
        init(exif: Int) {
            switch exif {
            case 2: self = .upMirrored
            case 3: self = .down
            case 4: self = .downMirrored
            case 5: self = .leftMirrored
            case 6: self = .right
            case 7: self = .rightMirrored
            case 8: self = .left
            default: self = .up
            }
        }

        /// Quarter turns swap width and height.
        var swapsAxes: Bool { rawValue >= 2 && rawValue != 4 && rawValue != 5 }
    }

    /// Whether views draw the image in its own colours or as a template in their tint.
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }

    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile = 0, stretch }

    let source: ImageSource
    /// Pixels per point (`@2x` files load with scale 2).
    public let scale: CGFloat
    /// Which way up the stored pixels are shown (from a JPEG's EXIF orientation).
    public let imageOrientation: Orientation
    /// Whether the image is drawn in its own colours or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// The unstretched borders of a resizable image, in points; zero for an ordinary image.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills its middle: tiled or stretched.
    public let resizingMode: ResizingMode
    /// The colour `withTintColor(_:)` gave the image, used wherever it is drawn.
    let symbolTint: UIColor?
    /// Whether an image view in a right-to-left interface shows the image mirrored (an arrow, a chevron):
    /// `imageFlippedForRightToLeftLayoutDirection()` makes such an image.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// How `UIImage(named:)` found it, so the file for another scale can be (`resolved(forScale:)`); nil otherwise.
    let lookup: NamedImageLookup?
    /// The system symbol it shows and at which configuration; nil for other images.
    let symbol: SymbolDescription?

    init(
        source: ImageSource, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tint: UIColor? = nil,
        flipsForRightToLeft: Bool = false, lookup: NamedImageLookup? = nil, symbol: SymbolDescription? = nil
    ) {
        self.lookup = lookup
        self.symbol = symbol
        self.source = source
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        symbolTint = tint
        flipsForRightToLeftLayoutDirection = flipsForRightToLeft
    }

    /// An image of pixels made in code (a renderer's output, a test's buffer).
    public convenience init(pixelBuffer: PixelBuffer, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.init(source: ImageSource(pixels: pixelBuffer), scale: scale, orientation: orientation)
    }

    /// Reads PNG, JPEG, WebP, GIF or SVG data. Nil, with one log line naming the problem, for data of no known
    /// format, a damaged or truncated file, no pixels, or more pixels than FrameKit decodes at once. JPEG's EXIF
    /// orientation becomes `imageOrientation`.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        do throws(ImageDecodingError) {
            let source = try ImageSource(data: data, scale: scale)
            self.init(source: source, scale: scale, orientation: Orientation(exif: source.exifOrientation))
        } catch {
            ImageSource.logger.error("UIImage(data:) gave nil: \(error)")
            return nil
        }
    }

    /// The size in points, as displayed: a quarter-turned photo's width is its stored height.
    public var size: CGSize {
        if let document = source.vector { return document.size }
        let w = CGFloat(source.pixelWidth) / scale, h = CGFloat(source.pixelHeight) / scale
        return imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// The stored pixels (before orientation), decoding them if needed; an empty buffer if the data is damaged.
    public var pixels: PixelBuffer { source.pixels() ?? PixelBuffer(width: 0, height: 0) }

    // MARK: Encoding

    /// The stored pixels as PNG. Like UIKit's, it keeps no orientation: a turned photo comes out as stored.
    public func pngData() -> Data? {
        guard let pixels = source.pixels() else { return nil }
        return try? pixels.pngData()
    }

    /// The image as JPEG of `compressionQuality` 0…1, turned upright; transparent pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let upright = uprightPixels() else { return nil }
        do throws(ImageDecodingError) {
            return try JPEGCodec.encode(upright, quality: compressionQuality)
        } catch {
            ImageSource.logger.error("jpegData(compressionQuality:) failed: \(error)")
            return nil
        }
    }

    /// The pixels turned upright (the stored ones when already so).
    func uprightPixels() -> PixelBuffer? {
        guard source.vector != nil || imageOrientation != .up else { return source.pixels() }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32767, height <= 32767 else { return nil }
        let w = Int(width), h = Int(height)
        let buffer = PixelBuffer(width: w, height: h)
        let context = CGContext(buffer: buffer)
        context.draw(self, in: CGRect(x: 0, y: 0, width: w, height: h))
        buffer.flush()
        return buffer
    }

    // MARK: Drawing

    /// Draws the image scaled into `rect` of the current context.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image into `rect` with `alpha`.
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.draw(self, in: rect)
        context.restoreGState()
    }
}
