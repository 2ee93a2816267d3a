import Foundation

/// How a renderer's bitmap is made: pixels per point and whether it is opaque.
public class UIGraphicsRendererFormat: @unchecked Sendable {
    /// Pixels per point; the main screen's by default.
    public var scale: CGFloat
    /// An opaque bitmap starts black instead of transparent (and its images have no alpha to blend).
    public var opaque = false

    /// The default format: the main screen's scale, transparent.
    public required init() { scale = UIImage.preferredScale }
}

/// The format of a `UIGraphicsImageRenderer`: the main screen's scale, transparent, by default.
public final class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the main screen (the default one).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's actions draw with: a bitmap's context (current while they run) and helpers.
public final class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The format the bitmap was made with.
    public override var format: UIGraphicsImageRendererFormat { imageFormat }
    private let imageFormat: UIGraphicsImageRendererFormat
    private let buffer: PixelBuffer

    init(buffer: PixelBuffer, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.buffer = buffer
        imageFormat = format
        super.init(cgContext: CGContext(buffer: buffer), format: format)
        cgContext.scaleBy(x: format.scale, y: format.scale)
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        buffer.flush()
        return UIImage(pixelBuffer: buffer.copy(), scale: format.scale)
    }
}

/// Draws into a new bitmap and gives it back as an image or encoded data, as UIKit's renderer.
public final class UIGraphicsImageRenderer {
    /// The format its bitmaps are made with.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its origin is user space's top-left) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a context of the renderer's size current, and returns what they drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let buffer = render(actions)
        return UIImage(pixelBuffer: buffer, scale: format.scale)
    }

    /// The PNG of what `actions` draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? render(actions).pngData()) ?? Data()
    }

    /// What `actions` drew as JPEG of `compressionQuality` 0…1.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> PixelBuffer {
        let width = max(0, Int((bounds.width * format.scale).rounded(.up)))
        let height = max(0, Int((bounds.height * format.scale).rounded(.up)))
        let buffer = PixelBuffer(width: width, height: height, format: format.opaque ? .xrgb8888 : .argb8888)
        if format.opaque { buffer.fill(0xFF00_0000) }
        let context = UIGraphicsImageRendererContext(buffer: buffer, format: format, bounds: bounds)
        UIGraphicsWithContext(context.cgContext) { actions(context) }
        buffer.flush()
        return buffer
    }
}

// MARK: The image context functions older UIKit code uses

/// The image contexts `UIGraphicsBeginImageContextWithOptions` made on one thread, innermost last.
private final class ImageContextStack {
    var entries: [(context: CGContext, scale: CGFloat)] = []

    /// This thread's stack (image contexts are rare enough for the thread dictionary's string lookup).
    static var current: ImageContextStack {
        let key = "framekit.imageContexts"
        if let stack = Thread.current.threadDictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Starts drawing into a new bitmap of `size` points at `scale` (0: the main screen's), made current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale > 0 { format.scale = scale }
    format.opaque = opaque
    let width = max(0, Int((size.width * format.scale).rounded(.up))), height = max(0, Int((size.height * format.scale).rounded(.up)))
    let buffer = PixelBuffer(width: width, height: height, format: opaque ? .xrgb8888 : .argb8888)
    if opaque { buffer.fill(0xFF00_0000) }
    let context = UIGraphicsImageRendererContext(buffer: buffer, format: format, bounds: CGRect(origin: .zero, size: size))
    ImageContextStack.current.entries.append((context.cgContext, format.scale))
    UIGraphicsPushContext(context.cgContext)
}

/// Starts an image context of `size` points at scale 1 (opaque: no).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What has been drawn into the current image context, or nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = ImageContextStack.current.entries.last, UIGraphicsGetCurrentContext() === top.context else { return nil }
    top.context.target.flush()
    return UIImage(pixelBuffer: top.context.target.copy(), scale: top.scale)
}

/// Ends the image context `UIGraphicsBeginImageContextWithOptions` began.
public func UIGraphicsEndImageContext() {
    guard let top = ImageContextStack.current.entries.popLast() else { return }
    if UIGraphicsGetCurrentContext() === top.context { UIGraphicsPopContext() }
}
