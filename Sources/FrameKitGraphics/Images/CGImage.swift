import Foundation

/// Core Graphics' image: a grid of pixels without a scale or an orientation — what `UIImage.cgImage` hands out,
/// `CALayer.contents` shows and `CGContext.makeImage()` makes. Its pixels are 8-bit premultiplied BGRA in memory
/// (32 bits a pixel) and are never changed once made.
public final class CGImage: @unchecked Sendable {
    /// The pixels; shared with the image or context they came from, which never draw into them again.
    package let pixels: PixelBuffer

    package init(pixels: PixelBuffer) {
        self.pixels = pixels
    }

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Bits of each colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel (32: blue, green, red and alpha, premultiplied).
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of pixels to the next.
    public var bytesPerRow: Int { pixels.stride }

    /// The pixels of `rect` (in pixels, clipped to the image, made whole outward) as an image of their own; nil when
    /// nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return nil }
        let part = PixelRect(covering: rect.standardized).intersection(pixels.bounds)
        guard !part.isEmpty else { return nil }
        let copy = PixelBuffer(width: part.width, height: part.height)
        CGContext(buffer: copy).draw(
            pixels, in: CGRect(x: -part.x, y: -part.y, width: pixels.width, height: pixels.height))
        return CGImage(pixels: copy)
    }
}

extension UIImage {
    /// The stored pixels as a Core Graphics image (before `imageOrientation`, as UIKit's); an SVG image drawn at its
    /// size and scale. Nil when the data turns out damaged.
    public var cgImage: CGImage? { source.pixels().map(CGImage.init(pixels:)) }

    /// An image of `cgImage`'s pixels at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels, `scale` pixels to a point, shown turned as `orientation` says.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(pixelBuffer: cgImage.pixels, scale: scale, orientation: orientation)
    }
}

extension CGContext {
    /// A copy of what has been drawn into the context's pixels.
    public func makeImage() -> CGImage? {
        target.flush()
        let copy = PixelBuffer(width: target.width, height: target.height)
        copy.copy(target.bounds, from: target)
        return CGImage(pixels: copy)
    }

    /// Draws `image` scaled into `rect` as Core Graphics does: its first row at the rectangle's maximum y. In UIKit's
    /// top-down coordinates that is upside down, as on iOS; flip the context first (translate by the height, scale y
    /// by −1) to draw it upright, or draw a `UIImage`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        drawImagePixels(image.pixels, in: rect)
        restoreGState()
    }
}
