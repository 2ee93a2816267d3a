import Foundation

/// A font described by its attributes (family, face, size, traits, design), from which `UIFont(descriptor:size:)`
/// makes the font, as in UIKit. FrameKit's faces come from fontconfig: the system design is DejaVu Sans, monospaced
/// DejaVu Sans Mono, serif DejaVu Serif; rounded has no face of its own here and stays the system font.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Style traits a face has, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The keys of `fontAttributes`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` attribute's dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The family ("DejaVu Sans").
    let family: String
    /// A face named as `UIFont(name:size:)` takes it, when the descriptor names one.
    let name: String?
    /// The size in points; 0 when the descriptor leaves it to `UIFont(descriptor:size:)`.
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let italic: Bool
    /// For a preferred font's descriptor: its text style's name and the style's size at the default text size, so
    /// the font made from it follows the text size too.
    let dynamicType: (style: String, defaultSize: CGFloat)?
    var textStyle: String? { dynamicType?.style }

    init(
        family: String, name: String? = nil, size: CGFloat, weight: UIFont.Weight, italic: Bool,
        dynamicType: (style: String, defaultSize: CGFloat)? = nil
    ) {
        self.family = family
        self.name = name
        self.pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        self.italic = italic
        self.dynamicType = dynamicType
    }

    /// A descriptor of the font named `fontName` (a family or a PostScript name) at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        let face = UIFont(name: fontName, size: max(size, 1))
        self.init(
            family: face?.familyName ?? fontName, name: fontName, size: size, weight: face?.weight ?? .regular,
            italic: face?.isItalic ?? false)
    }

    /// A descriptor of `attributes` (`.family`, `.name`, `.size`, `.traits` with `.symbolic` or `.weight`); the system
    /// font's where they say nothing.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? 0)
        let weight = (traits[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:)) ?? (symbolic.contains(.traitBold) ? .bold : .regular)
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 0
        if let name = attributes[.name] as? String, let face = UIFont(name: name, size: max(size, 1)) {
            self.init(family: face.familyName, name: name, size: size, weight: face.weight, italic: face.isItalic)
        } else {
            let family = attributes[.family] as? String ?? UIFont.systemFamilyName
            let italic = symbolic.contains(.traitItalic) || (traits[.slant] as? CGFloat ?? 0) > 0
            self.init(family: family, size: size, weight: weight, italic: italic)
        }
    }

    /// The face's PostScript name: the one it was named by, else the family's with its style, as DejaVu's faces are
    /// named ("DejaVuSans-BoldOblique", "DejaVuSerif-Italic").
    public var postscriptName: String {
        if let name { return name }
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        let slant = italic ? (family.contains("Serif") ? "Italic" : "Oblique") : ""
        let style = (bold ? "Bold" : "") + slant
        return family.replacingOccurrences(of: " ", with: "") + (style.isEmpty ? "" : "-" + style)
    }

    /// The face's traits: bold from a weight of semibold or more, italic, monospaced for a monospaced family.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        if family.localizedCaseInsensitiveContains("mono") { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The attributes, as UIKit names them.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .family: family, .traits: [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: weight.rawValue] as [TraitKey: Any],
        ]
        if let name { attributes[.name] = name }
        if pointSize > 0 { attributes[.size] = pointSize }
        if let textStyle { attributes[.textStyle] = textStyle }
        return attributes
    }

    /// The same face with exactly `symbolicTraits` (bold and italic are the ones fontconfig can give); nil when it
    /// cannot have them (expanded, condensed, vertical), as UIKit returns nil for a trait the family lacks.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitUIOptimized, .traitTightLeading, .traitLooseLeading]
        guard supported.isSuperset(of: symbolicTraits) else { return nil }
        let family = symbolicTraits.contains(.traitMonoSpace) && !self.family.localizedCaseInsensitiveContains("mono")
            ? Self.family(for: .monospaced) : self.family
        let bold = symbolicTraits.contains(.traitBold)
        let weight: UIFont.Weight = bold ? (self.weight.rawValue >= UIFont.Weight.semibold.rawValue ? self.weight : .bold)
            : (self.weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : self.weight)
        return UIFontDescriptor(
            family: family, size: pointSize, weight: weight, italic: symbolicTraits.contains(.traitItalic), dynamicType: dynamicType)
    }

    /// The system font in `design`, keeping size, weight and slant; nil for a descriptor that is not the system
    /// font's (UIKit's answer for a named font).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard name == nil else { return nil }
        return UIFontDescriptor(family: Self.family(for: design), size: pointSize, weight: weight, italic: italic, dynamicType: dynamicType)
    }

    /// The same descriptor at `newPointSize`.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, name: name, size: newPointSize, weight: weight, italic: italic)
    }

    /// The same descriptor in `newFamily`.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(family: newFamily, size: pointSize, weight: weight, italic: italic, dynamicType: dynamicType)
    }

    /// The descriptor with `attributes` laid over its own.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    private static func family(for design: SystemDesign) -> String {
        switch design {
        case .monospaced: "DejaVu Sans Mono"
        case .serif: "DejaVu Serif"
        default: UIFont.systemFamilyName
        }
    }

    public static func == (l: UIFontDescriptor, r: UIFontDescriptor) -> Bool {
        l.family == r.family && l.name == r.name && l.pointSize == r.pointSize && l.weight == r.weight && l.italic == r.italic
            && l.textStyle == r.textStyle
    }

    public func hash(into h: inout Hasher) {
        h.combine(family)
        h.combine(name)
        h.combine(pointSize)
    }

    public var description: String { "UIFontDescriptor(\(name ?? family), \(pointSize) pt, traits \(symbolicTraits.rawValue))" }
}

extension UIFont {
    /// The font `descriptor` describes at `pointSize` (0: the descriptor's size, else 12 points, as UIKit's default).
    /// A preferred font's descriptor (with traits or a design added) at its own size makes a font that follows the
    /// text size, as the preferred font does.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        self.init(
            familyName: descriptor.family, fontName: descriptor.name ?? descriptor.family, size: size, weight: descriptor.weight,
            italic: descriptor.italic, dynamicType: pointSize > 0 ? nil : descriptor.dynamicType)
    }

    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(
            family: familyName, name: fontName == familyName ? nil : fontName, size: pointSize, weight: weight, italic: isItalic,
            dynamicType: dynamicType)
    }
}
