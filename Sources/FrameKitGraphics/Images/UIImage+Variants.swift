import Foundation

extension UIImage {
    /// The same image drawn as `renderingMode` says: `.alwaysTemplate` draws its shape in the view's tint colour.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode)
    }

    /// The image's shape in `color` wherever it is drawn (its own colours ignored), as UIKit's `withTintColor`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        variant(renderingMode: .alwaysOriginal, tint: .some(color))
    }

    /// A copy drawn in `color` wherever it is drawn, rendered in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode, tint: .some(color))
    }

    /// An image that keeps `capInsets` (points) at their size and tiles the rest to fill any rectangle, as UIKit's.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// An image that keeps `capInsets` (points) at their size and tiles or stretches the rest.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        variant(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image as UIKit's `withHorizontallyFlippedOrientation()`: mirrored left to right.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let mirrored: [Orientation: Orientation] = [
            .up: .upMirrored, .upMirrored: .up, .down: .downMirrored, .downMirrored: .down,
            .left: .rightMirrored, .rightMirrored: .left, .right: .leftMirrored, .leftMirrored: .right,
        ]
        return UIImage(
            source: source, scale: scale, orientation: mirrored[imageOrientation] ?? .upMirrored,
            renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tint: symbolTint,
            flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// The image marked to be shown mirrored in a right-to-left interface (`flipsForRightToLeftLayoutDirection`).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        variant(flipsForRightToLeft: true)
    }

    private func variant(
        renderingMode: RenderingMode? = nil, tint: UIColor?? = nil, capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil, flipsForRightToLeft: Bool? = nil
    ) -> UIImage {
        UIImage(
            source: source, scale: scale, orientation: imageOrientation, renderingMode: renderingMode ?? self.renderingMode,
            capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode, tint: tint ?? symbolTint,
            flipsForRightToLeft: flipsForRightToLeft ?? flipsForRightToLeftLayoutDirection, lookup: lookup, symbol: symbol)
    }

    /// The colour to draw the image's shape in, if any: its own tint, else `viewTint` for a template.
    func templateColor(viewTint: UIColor?) -> UIColor? {
        if let symbolTint { return symbolTint }
        return renderingMode == .alwaysTemplate ? viewTint : nil
    }
}
