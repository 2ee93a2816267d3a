import Foundation

/// The content of a list cell, header or footer as UIKit's list styles describe it: an image, a text and a secondary
/// text, each with its properties, laid out as the style lays them out (secondary text under the text, or beside it at
/// the trailing edge for a value cell). `defaultContentConfiguration()` on a cell gives the one for its style.
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one text shows.
    public struct TextProperties {
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// The most lines the text takes; 0 wraps without limit.
        public var numberOfLines = 0
        /// Where the text sits in its column.
        public var alignment: NSTextAlignment = .natural
        /// Header style: capitals.
        public var transformsToUppercase = false
    }

    /// How the image shows.
    public struct ImageProperties {
        /// Tints a template image; nil keeps its colours.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// How round the image's corners are.
        public var cornerRadius: CGFloat = 0
    }

    /// The primary text.
    public var text: String?
    /// The secondary text: under the primary, or beside it in value cells.
    public var secondaryText: String?
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
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the primary and secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether the secondary text sits beside the text at the trailing edge (a value cell) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height a row's content takes (44 points for cells, as UIKit's list rows; none for headers).
    var minimumHeight: CGFloat = 0

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
        configuration.textProperties.transformsToUppercase = true
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
    /// The header of the table's style.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A section footer.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A list content view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
