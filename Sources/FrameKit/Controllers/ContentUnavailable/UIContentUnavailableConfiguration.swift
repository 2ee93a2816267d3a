import Foundation

/// What a view controller shows while it has no content to show (iOS 17): an image, a line of text, a secondary line
/// and up to two buttons, centred over the controller's view (`contentUnavailableConfiguration`). `empty()` starts
/// blank, `loading()` with a spinner and "Loading…", `search()` with a magnifying glass and "No Results".
@MainActor
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// How the content lines up.
    public enum Alignment: Sendable {
        case center, natural
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The image's colour (a symbol's); nil draws it as it is.
        public var tintColor: UIColor?
        /// The symbol size and weight.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest the image may be (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
    }

    /// How a line of text is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        /// Lines at most; 0 for no limit.
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }

    /// What a button does.
    public struct ButtonProperties {
        /// Runs when the button is tapped.
        public var primaryAction: UIAction?
        /// A menu the button shows.
        public var menu: UIMenu?
        /// Whether the button can be tapped.
        public var isEnabled = true
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(
        font: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .semibold), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The first button: shown when it has a title or an image.
    public var button = UIButton.Configuration.borderless()
    public var buttonProperties = ButtonProperties()
    /// The second button: shown when it has a title or an image.
    public var secondaryButton = UIButton.Configuration.borderless()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    /// Space around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextPadding: CGFloat = 8
    public var textToButtonPadding: CGFloat = 16
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// What the content is drawn over (nothing by default: the controller's view shows through).
    public var background = UIBackgroundConfiguration.clear()
    /// Whether a spinner shows above the text (`loading()`'s).
    var showsActivityIndicator = false

    /// A blank configuration.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A spinner and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A magnifying glass and "No Results", for a search that found nothing.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    private init() {
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }
}
