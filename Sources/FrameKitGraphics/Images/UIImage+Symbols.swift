import Foundation

extension UIImage {
    /// A system symbol by its SF Symbols name, drawn with the Material Icons glyph of the same meaning (Apple's artwork
    /// cannot ship) as a template image at the default configuration: 17 points, regular, medium scale. Nil for a name
    /// FrameKit does not draw, as UIKit gives nil for a name it does not know; `SystemSymbol.names` lists the ones it does.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol drawn at `configuration` (a `SymbolConfiguration`; others are ignored).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        guard let image = SystemSymbol.image(named: name, configuration: configuration) else { return nil }
        let color = configuration.colors?.first
        self.init(source: image.source, scale: image.scale, orientation: .up, renderingMode: color == nil ? .alwaysTemplate : .alwaysOriginal,
                  tint: color, symbol: SymbolDescription(name: name, configuration: configuration))
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was drawn at; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol drawn at `configuration` laid over its own; other images are returned as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
    }

    /// The same symbol drawn at `configuration` laid over its own; nil for an image that is no symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        let merged = symbol.configuration.applying(configuration)
        guard let drawn = SystemSymbol.image(named: symbol.name, configuration: merged) else { return nil }
        let color = configuration.colors?.first
        return UIImage(
            source: drawn.source, scale: drawn.scale, orientation: .up, renderingMode: color == nil ? renderingMode : .alwaysOriginal,
            tint: color ?? symbolTint,
            flipsForRightToLeft: flipsForRightToLeftLayoutDirection, symbol: SymbolDescription(name: symbol.name, configuration: merged))
    }
}

/// Which symbol an image shows, at which configuration.
struct SymbolDescription: @unchecked Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}
