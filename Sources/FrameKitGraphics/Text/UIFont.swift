import Foundation
import Synchronization

/// A font: a fontconfig family at a size in points (one point is one pixel at scale 1).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's weights; mapped onto Pango's 100–900 scale.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, -1 (lightest) to 1 (heaviest), 0 regular, as UIKit's values.
        public let rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight FrameKit's fonts map (Pango's ultra-light).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular, the body text weight.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold, as navigation titles and buttons use.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black, the heaviest.
        public static let black = Weight(rawValue: 0.62)

        var pangoWeight: Int32 {
            let table: [(CGFloat, Int32)] = [
                (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
                (0.62, 900),
            ]
            return table.min(by: { abs($0.0 - rawValue) < abs($1.0 - rawValue) })!.1
        }
    }

    /// The family FrameKit uses for the system font (DejaVu Sans ships with every Debian image).
    public static let systemFamilyName = "DejaVu Sans"

    /// The family, as fontconfig names it ("DejaVu Sans" for the system font here).
    public let familyName: String
    /// The font's name: the family with its style.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight it was asked for.
    public let weight: Weight
    /// Whether it slants.
    public let isItalic: Bool
    /// For fonts that follow the text size (Dynamic Type): the text style's name and the size the font has at the
    /// default text size, from which other sizes scale.
    package let dynamicType: (style: String, defaultSize: CGFloat)?
    /// Measured on first use: fonts are made long before anything asks for a line height, and measuring needs
    /// fontconfig's configuration, which Pango meanwhile loads on a thread of its own.
    private let measured = Mutex<FontMetrics?>(nil)

    init(
        familyName: String, fontName: String, size: CGFloat, weight: Weight, italic: Bool,
        dynamicType: (style: String, defaultSize: CGFloat)? = nil
    ) {
        self.dynamicType = dynamicType
        self.familyName = familyName
        self.fontName = fontName
        self.pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.isItalic = italic
        Self.startLoadingFonts()
    }

    /// Loads the fonts' configuration now (the first font made does), rather than when text is first measured.
    package static func startLoadingFonts() { Pango.startLoadingFonts() }

    var metrics: FontMetrics {
        if let metrics = measured.withLock({ $0 }) { return metrics }
        // Measured outside the lock (Pango takes its own): two threads at once at worst measure twice.
        let metrics = Pango.metrics(family: familyName, size: pointSize, weight: weight.pangoWeight, italic: isItalic)
        measured.withLock { $0 = metrics }
        return metrics
    }

    /// The system font (DejaVu Sans) at `fontSize` with `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFamilyName, fontName: systemFamilyName, size: fontSize, weight: weight, italic: false)
    }

    /// The system font at `fontSize`, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize`, italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, fontName: systemFamilyName, size: fontSize, weight: .regular, italic: true)
    }

    /// A font by family name ("DejaVu Serif") or PostScript name ("DejaVuSans-Bold"); nil when fontconfig has no such
    /// font installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = Pango.resolveFace(named: fontName) else { return nil }
        self.init(familyName: face.family, fontName: fontName, size: fontSize, weight: face.weight, italic: face.italic)
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, fontName: fontName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// The same face at `size`, following the text size as text style `style` whose size at the default text size
    /// is `defaultSize`.
    package func dynamic(size: CGFloat, style: String, defaultSize: CGFloat) -> UIFont {
        UIFont(
            familyName: familyName, fontName: fontName, size: size, weight: weight, italic: isItalic,
            dynamicType: (style, defaultSize))
    }

    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative, as in UIKit).
    public var descender: CGFloat { -metrics.descender }
    /// The height of a line of text.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// The gap between lines beyond ascender and descender.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lower-case letters without ascenders.
    public var xHeight: CGFloat { metrics.xHeight }

    /// Equal when name, size, weight and slant are.
    public static func == (l: UIFont, r: UIFont) -> Bool {
        l.familyName == r.familyName && l.pointSize == r.pointSize && l.weight == r.weight && l.isItalic == r.isItalic
    }

    /// Hashes name, size, weight and slant.
    public func hash(into h: inout Hasher) {
        h.combine(familyName)
        h.combine(pointSize)
        h.combine(weight)
        h.combine(isItalic)
    }

    /// Name and size, for logs.
    public var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weight.pangoWeight); font-size: \(pointSize)pt>"
    }
}

/// Vertical metrics of a font, in points.
struct FontMetrics: Sendable {
    var ascender: CGFloat
    var descender: CGFloat
    var lineHeight: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat
}
