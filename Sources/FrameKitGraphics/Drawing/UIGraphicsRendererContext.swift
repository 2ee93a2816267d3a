import Foundation

/// What a renderer's actions draw with, an image's or a PDF's: the Core Graphics context (current while they run)
/// and helpers.
open class UIGraphicsRendererContext {
    /// The context the actions draw with.
    public let cgContext: CGContext
    /// The format the renderer was made with.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips later drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
