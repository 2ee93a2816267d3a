import Foundation

/// UIKit's string drawing additions (`NSString(UIKitAdditions)`), through the cached text engine.
extension NSAttributedString {
    /// The font UIKit uses for attributed text without a `.font` attribute.
    static let defaultDrawingFont = UIFont.systemFont(ofSize: 12)

    fileprivate func runs() -> TextRuns {
        TextRuns(self, defaultFont: Self.defaultDrawingFont, defaultColor: .black)
    }

    /// The size of the text on one line per paragraph.
    public func size() -> CGSize { TextLayout.cached(runs(), width: nil, maximumLines: 0).size }

    /// Draws the text on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout.cached(runs(), width: nil, maximumLines: 0).draw(in: context, at: point)
    }

    /// Draws the text wrapped to `rect`'s width and clipped to the rectangle.
    public func draw(in rect: CGRect) { Self.draw(runs(), in: rect) }

    static func draw(_ runs: TextRuns, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        TextLayout.cached(runs, width: rect.width, maximumLines: 0).draw(in: context, at: rect.origin)
        context.restoreGState()
    }

    /// The rectangle the text needs when wrapped to `size.width`. With `.usesLineFragmentOrigin` the rect starts at
    /// the top of the first line; without it the text is one line and the rect starts at minus its ascent, as in UIKit.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil
    ) -> CGRect {
        Self.boundingRect(runs(), size: size, options: options)
    }

    static func boundingRect(_ runs: TextRuns, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        if options.contains(.usesLineFragmentOrigin) {
            let layout = TextLayout.cached(runs, width: size.width, maximumLines: 0)
            return CGRect(origin: .zero, size: CGSize(width: layout.size.width, height: min(layout.size.height, size.height)))
        }
        let layout = TextLayout.cached(runs, width: nil, maximumLines: 1)
        let m = layout.metrics
        return CGRect(x: 0, y: -m.firstBaseline, width: m.size.width, height: m.size.height)
    }
}

extension String {
    /// The string in one run of `attributes`, made without an `NSAttributedString`: Linux's Foundation never frees an
    /// attributed string's attribute runs, and apps call these in `draw(_:)` at every frame.
    fileprivate func runs(_ attributes: [NSAttributedString.Key: Any]?) -> TextRuns {
        TextRuns(
            self, attributes: attributes ?? [:], defaultFont: NSAttributedString.defaultDrawingFont, defaultColor: .black)
    }

    /// The size of the string on one line per paragraph with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout.cached(runs(attributes), width: nil, maximumLines: 0).size
    }

    /// Draws the string on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout.cached(runs(attributes), width: nil, maximumLines: 0).draw(in: context, at: point)
    }

    /// Draws the string wrapped to `rect`'s width and clipped to the rectangle.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString.draw(runs(attributes), in: rect)
    }

    /// The rectangle the string takes when laid out in `size` with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString.boundingRect(runs(attributes), size: size, options: options)
    }
}

/// The same drawing on `NSString`, as iOS code often writes it (`(text as NSString).size(withAttributes:)`).
extension NSString {
    /// The size of the string on one line per paragraph with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// Draws the string on one line per paragraph with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped to `rect`'s width and clipped to the rectangle.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// The rectangle the string takes when laid out in `size` with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
