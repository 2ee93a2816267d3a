import Foundation

/// A bitmap image decoded once into premultiplied ARGB pixels.
public final class UIImage: @unchecked Sendable {
    /// The decoded pixels.
    public let pixels: PixelBuffer
    /// Pixels per point (`@2x` files load with scale 2).
    public let scale: CGFloat

    public init(pixelBuffer: PixelBuffer, scale: CGFloat = 1) {
        pixels = pixelBuffer
        self.scale = scale > 0 ? scale : 1
    }

    /// Decodes PNG data; nil if the data is not a complete PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = try? PixelBuffer.decodePNG(data) else { return nil }
        self.init(pixelBuffer: pixels, scale: scale)
    }

    /// Loads a PNG file; an `@2x`/`@3x` suffix in the name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// Loads `name` (with or without `.png`) from the main bundle's resources or the working directory.
    public convenience init?(named name: String) {
        let file = name.hasSuffix(".png") ? name : name + ".png"
        let directories = [Bundle.main.resourcePath, Bundle.main.bundlePath, FileManager.default.currentDirectoryPath]
        for dir in directories.compactMap({ $0 }) {
            let path = (dir as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale) }

    public func pngData() -> Data? { try? pixels.pngData() }

    /// Draws the image scaled into `rect` of the current context.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
