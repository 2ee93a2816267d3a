import Foundation

/// The content of a list cell, header or footer as UIKit's list styles describe it: an image, a text and a secondary
/// text, each with its properties, laid out as the style lays them out (secondary text under the text, or beside it at
/// the trailing edge for a value cell). `defaultContentConfiguration()` on a cell gives the one for its style.
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one text shows.
    public struct TextProperties {
        /// How a text's letters are changed before it shows.
        public enum TextTransform: Int, Sendable {
            /// As written.
            case none
            /// Each Word Capitalised.
            case capitalized
            /// all lower case.
            case lowercase
            /// ALL CAPITALS (grouped headers).
            case uppercase
        }

        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// Turns `color` into the colour drawn.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The most lines the text takes; 0 wraps without limit.
        public var numberOfLines = 0
        /// Where the text sits in its column.
        public var alignment: NSTextAlignment = .natural
        /// How a line too long for its room ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether a line too long is drawn smaller, down to `minimumScaleFactor`.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest share of the font's size a fitted line is drawn at.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may close up before a line is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the text size setting.
        public var adjustsFontForContentSizeCategory = true
        /// Whether a truncated text shows in full when pointed at (no pointer hover on a kiosk: kept only).
        public var showsExpansionTextWhenTruncated = false
        /// How the letters are changed.
        public var transform = TextTransform.none

        /// The colour drawn: `color` through the transformer.
        public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }

        func transformed(_ text: String?) -> String? {
            switch transform {
            case .none: text
            case .capitalized: text?.capitalized
            case .lowercase: text?.lowercased()
            case .uppercase: text?.uppercased()
            }
        }
    }

    /// How the image shows.
    public struct ImageProperties {
        /// A reserved size's dimension that stands for the system's standard one.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// Tints a template image; nil keeps its colours (or takes the cell's tint).
        public var tintColor: UIColor?
        /// Turns the tint colour into the one drawn.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The configuration a symbol image is drawn at.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image whatever its size, so texts line up down a list (zero: the image's own).
        public var reservedLayoutSize: CGSize = .zero
        /// How round the image's corners are.
        public var cornerRadius: CGFloat = 0
        /// A line around the image; none while nil.
        public var strokeColor: UIColor?
        /// The line's width.
        public var strokeWidth: CGFloat = 0
        /// Whether the image keeps its colours under Smart Invert (no such setting on a kiosk: kept only).
        public var accessibilityIgnoresInvertColors = false

        /// The tint drawn: `tintColor` (or `tint`, the view's) through the transformer.
        public func resolvedTintColor(for tint: UIColor) -> UIColor {
            let color = tintColor ?? tint
            return tintColorTransformer.map { $0(color) } ?? color
        }
    }

    /// The primary text.
    public var text: String?
    /// The primary text with attributes; shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// The secondary text: under the primary, or beside it in value cells.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// An image at the leading side.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image is sized and looks.
    public var imageProperties = ImageProperties()
    /// Space around the content, by leading and trailing side.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes on which the content keeps at least its cell's margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the image and the secondary text (when the image sits beside it).
    public var imageToSecondaryTextPadding: CGFloat = 16
    /// Space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between the primary and secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text sits beside the text at the trailing edge (a value cell) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height a row's content takes (44 points for cells, as UIKit's list rows; none for headers).
    var minimumHeight: CGFloat = 0
    /// Which family of styles the configuration came from (sidebar rows change when selected).
    enum Style { case plain, sidebar, accompaniedSidebar }
    var style = Style.plain

    private init(text: UIFont.TextStyle, secondary: UIFont.TextStyle, secondaryColor: UIColor = .secondaryLabel) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: text), color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondary), color: secondaryColor)
    }

    /// A cell's content: body text, a subheadline secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .body, secondary: .subheadline)
        configuration.minimumHeight = UITableViewCell.standardHeight
        return configuration
    }
    /// The same as `cell()`: UIKit's subtitle cell.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }
    /// Body text with a grey body secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .body, secondary: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.minimumHeight = UITableViewCell.standardHeight
        return configuration
    }
    /// A plain list's header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .headline, secondary: .subheadline)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return configuration
    }
    /// A plain-style table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }
    /// A grouped list's header: small grey capitals.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .footnote, secondary: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16)
        return configuration
    }
    /// A grouped list's footer: small grey text.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .footnote, secondary: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 17, trailing: 16)
        return configuration
    }
    /// A sidebar row: body text, its image tinted; white on the tint while selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.style = .sidebar
        configuration.imageToTextPadding = 12
        return configuration
    }
    /// A sidebar row with a secondary text under its text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }
    /// A sidebar row beside a shown secondary column (its selection shows grey, its colours stay).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.style = .accompaniedSidebar
        return configuration
    }
    /// An accompanied sidebar row with a secondary text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { accompaniedSidebarCell() }
    /// A sidebar's section header: bold title-3 text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: .title3, secondary: .subheadline)
        configuration.textProperties.font = .boldSystemFont(ofSize: configuration.textProperties.font.pointSize)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }
    /// An inset grouped list's prominent header: bold title-3 text in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = sidebarHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 8, trailing: 16)
        return configuration
    }
    /// An inset grouped list's most prominent header: bold title-2 text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize)
        return configuration
    }

    /// The configuration for `state`: a sidebar row's text and image turn white on the tint while selected; other
    /// styles (an accompanied sidebar row's too) stay as they are.
    public func updated(for state: UICellConfigurationState) -> UIListContentConfiguration {
        guard style == .sidebar, state.isSelected else { return self }
        var updated = self
        let ink = UIColor.white
        updated.textProperties.color = ink
        updated.secondaryTextProperties.color = ink
        updated.imageProperties.tintColor = ink
        return updated
    }

    /// The header of the table's style.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A section footer.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A list content view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
