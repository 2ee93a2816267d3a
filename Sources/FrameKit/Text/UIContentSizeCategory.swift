import Foundation

/// The text size the user chose (Dynamic Type), with UIKit's names and raw values; `.large` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the size.
    public let rawValue: String
    /// A size from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size given: traits without one; the app's size applies.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size (body text 14 points).
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Body text 15 points.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Body text 16 points.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// The default: body text 17 points.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Body text 19 points.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Body text 21 points.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest ordinary size: body text 23 points.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size: body text 28 points.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Body text 33 points.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Body text 40 points.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Body text 47 points.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size: body text 53 points.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the text size changes, with the new category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new size in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Smallest to largest; the column of each text style's size table.
    static let ordered: [Self] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The column of the size tables; unknown and unspecified categories read as `.large`.
    var column: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether the size is one of the accessibility sizes (medium and up).
    public var isAccessibilityCategory: Bool { column >= 7 }

    /// Smaller sizes order first.
    public static func < (l: Self, r: Self) -> Bool { l.column < r.column }

    /// The category `FRAMEKIT_CONTENT_SIZE` names.
    init(_ choice: ContentSizeChoice) {
        self = Self.ordered[ContentSizeChoice.allCases.firstIndex(of: choice)!]
    }
}

extension UIFont {
    /// The text styles of Dynamic Type, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// A style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The largest title (34 points at the default size).
        public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title (28 points).
        public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title (22 points).
        public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title (20 points).
        public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
        /// A heading in body text: semibold, 17 points.
        public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
        /// Text under a heading (15 points).
        public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17 points).
        public static let body = Self(rawValue: "UICTFontTextStyleBody")
        /// A callout (16 points).
        public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
        /// A footnote (13 points).
        public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
        /// A caption (12 points).
        public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
        /// A smaller caption (11 points).
        public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes from extra small to accessibility XXXL (Apple's Human Interface Guidelines' tables).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            default: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        func size(for category: UIContentSizeCategory) -> CGFloat { sizes[category.column] }
    }

    /// The system font for `style` at the app's text size (`UIApplication.preferredContentSizeCategory`).
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the traits' text size, or the app's when they do not say.
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        let base = systemFont(ofSize: style.size(for: .large), weight: style == .headline ? .semibold : .regular)
        return base.dynamic(size: style.size(for: category), style: style.rawValue, defaultSize: style.size(for: .large))
    }

    /// This font at `category`, if it follows the text size; itself otherwise.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let (style, defaultSize) = dynamicType else { return self }
        let textStyle = TextStyle(rawValue: style)
        let size = (defaultSize * textStyle.size(for: category) / textStyle.size(for: .large)).rounded()
        return dynamic(size: size, style: style, defaultSize: defaultSize)
    }
}

/// Scales an app's own fonts with the text size as a text style scales, as UIKit's UIFontMetrics.
@MainActor
public struct UIFontMetrics {
    /// The style whose scaling the metrics follow.
    public let textStyle: UIFont.TextStyle
    /// Metrics that scale as body text does.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` scaled for the app's text size (it is the size at `.large`); it keeps following the text size in views
    /// with `adjustsFontForContentSizeCategory`.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the text size of `traits` (the app's when they give none).
    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        let dynamic = font.dynamic(size: font.pointSize, style: textStyle.rawValue, defaultSize: font.pointSize)
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        return dynamic.adjusted(to: category)
    }

    /// `value` scaled as the text style's size is at the app's text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * textStyle.size(for: UIApplication.shared.preferredContentSizeCategory) / textStyle.size(for: .large)
    }
}

/// Views whose fonts follow the text size when it changes, as UIKit's UIContentSizeCategoryAdjusting.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the preferred content size category as it changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIApplication {
    /// The text size: `FRAMEKIT_CONTENT_SIZE` at start-up, and whatever the kiosk's own settings set later. A change
    /// posts `UIContentSizeCategory.didChangeNotification`, tells every controller `traitCollectionDidChange(_:)`,
    /// and gives views with `adjustsFontForContentSizeCategory` their fonts at the new size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { contentSizeCategory }
        set {
            guard newValue != contentSizeCategory else { return }
            let screen = UIScreen.mainScreen
            let oldTraits = screen?.traitCollection
            contentSizeCategory = newValue
            for window in screen?.windows ?? [] { window.adjustFontsForContentSizeCategory(newValue) }
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
            screen?.traitsDidChange(from: oldTraits)
        }
    }
}

extension UIView {
    /// Gives this view and its subviews that follow the text size their fonts at `category`.
    func adjustFontsForContentSizeCategory(_ category: UIContentSizeCategory) {
        if let adjusting = self as? UIContentSizeCategoryAdjusting & FontCarrying, adjusting.adjustsFontForContentSizeCategory {
            adjusting.carriedFont = adjusting.carriedFont?.adjusted(to: category)
        }
        for subview in subviews { subview.adjustFontsForContentSizeCategory(category) }
    }
}

/// A view with one font that Dynamic Type may replace.
@MainActor
protocol FontCarrying: AnyObject {
    var carriedFont: UIFont? { get set }
}

extension UIFontDescriptor {
    /// The descriptor of `preferredFont(forTextStyle:)`: a font made from it (with traits or a design added, at size
    /// 0) follows the text size as the preferred font does.
    @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `preferredFont(forTextStyle:compatibleWith:)`.
    @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traits: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).fontDescriptor
    }
}
