import Foundation

extension UIImage {
    /// How heavy a symbol's strokes are, UIKit's names and raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// How much wider than the glyph's own strokes (drawn at regular weight) each stroke is drawn, as a fraction
        /// of the point size; negative thins them. Regular strokes are about 0.09 of the point size, as SF Symbols'.
        var outlineFraction: CGFloat {
            switch self {
            case .ultraLight: -0.055
            case .thin: -0.04
            case .light: -0.02
            case .unspecified, .regular: 0
            case .medium: 0.015
            case .semibold: 0.03
            case .bold: 0.05
            case .heavy: 0.075
            case .black: 0.1
            }
        }
    }

    /// A symbol's size relative to its point size, UIKit's names and raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large

        /// The symbol's side as a multiple of the point size.
        var sideFactor: CGFloat {
            switch self {
            case .small: 0.9
            case .default, .unspecified, .medium: 1.15
            case .large: 1.45
            }
        }
    }

    /// What an image is drawn for (UIKit's `UIImage.Configuration`); symbol images take a `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The point size, weight and scale a symbol image is drawn at; unset parts (`0`, `.unspecified`) take the
    /// defaults — 17 points, regular, medium — or another configuration's when `applying` it.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Points; 0 is unset.
        public let pointSize: CGFloat
        /// Stroke weight.
        public let weight: SymbolWeight
        /// Size relative to the point size.
        public let scale: SymbolScale
        /// The colours of a hierarchical or palette configuration; nil for a template symbol. FrameKit's symbol
        /// artwork has one layer, so the symbol is drawn in the first colour.
        let colors: [UIColor]?

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// A configuration of every part.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, colors: nil)
        }

        private init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, colors: [UIColor]?) {
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
            self.colors = colors
        }

        /// A configuration that draws the symbol in `hierarchicalColor` (its secondary layers would be lighter shades;
        /// FrameKit's artwork has none) whatever the view's tint.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, colors: [hierarchicalColor])
        }

        /// A configuration that draws the symbol's layers in `paletteColors` whatever the view's tint; FrameKit's
        /// artwork has one layer, drawn in the first colour.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, colors: paletteColors.isEmpty ? nil : paletteColors)
        }

        /// A configuration that prefers a symbol's multicolour artwork; FrameKit's symbols have none, so they draw as
        /// templates in the tint colour, as UIKit draws symbols without multicolour artwork.
        public static func preferringMulticolor() -> SymbolConfiguration { .unspecified }

        /// A configuration that draws the symbol as a template in the tint colour.
        public static func preferringMonochrome() -> SymbolConfiguration { .unspecified }

        /// A configuration of the point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of the point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A configuration of the weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A configuration of the scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }

        /// A configuration matching `font`'s size.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        /// A configuration matching `font`'s size, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// This configuration with `configuration`'s set parts laid over it.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale, colors: other.colors ?? colors)
        }

        /// Points, defaulted.
        var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : 17 }
    }
}
