import Foundation

/// The edges an image may sit at beside a button's title.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits, UIKit's values.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (the left, or the right in a right-to-left interface).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's look as iOS 15's configurations describe it: a style (plain, tinted, gray, filled, borderless),
    /// title and subtitle, an image placed on an edge, padding, insets and corner style. A button with a
    /// configuration draws from it instead of its per-state titles and images.
    public struct Configuration: Equatable {
        /// How round the button's background corners are.
        public enum CornerStyle: Equatable, Sendable {
            /// Square corners: the radius stays 0 whatever the button's size.
            case fixed
            /// A radius that follows the button's size (6, 8 or 12 points; UIKit's default).
            case dynamic
            /// Small rounded corners (4 points).
            case small
            /// Medium rounded corners (8 points).
            case medium
            /// Large rounded corners (12 points).
            case large
            /// Ends fully rounded: a capsule.
            case capsule
        }
        /// The size of the button's content and insets.
        public enum Size: Equatable, Sendable {
            /// The smallest button: a 12-point title in tight insets.
            case mini
            /// A small button: a 15-point title.
            case small
            /// The standard button: a 17-point title.
            case medium
            /// A large button: a 17-point semibold title in wide insets.
            case large
        }
        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Equatable, Sendable {
            /// Centred, or leading when the image is above or below.
            case automatic
            /// Title and subtitle at the leading edge.
            case leading
            /// Title and subtitle centred.
            case center
            /// Title and subtitle at the trailing edge.
            case trailing
        }

        enum Style: Equatable { case plain, tinted, gray, filled, borderless }

        let style: Style
        /// The button's title.
        public var title: String?
        /// A smaller line under the title.
        public var subtitle: String?
        /// An image beside (or above or below) the title.
        public var image: UIImage?
        /// Which side of the title the image goes.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the text and padding.
        public var buttonSize: Size = .medium
        /// Insets around the content; nil uses the size's (UIKit's `contentInsets` default follows `buttonSize`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets ?? Self.insets(for: buttonSize) }
            set { storedInsets = newValue }
        }
        private var storedInsets: NSDirectionalEdgeInsets?
        /// The text and image colour; nil follows the style (white on filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil follows the style (the tint when filled, a wash of it when tinted).
        public var baseBackgroundColor: UIColor?
        /// Shows a spinner in place of the image.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// Images compare by identity (UIKit's compare by content, which FrameKit's images do not expose).
        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
                && a.titleAlignment == b.titleAlignment && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.contentInsets == b.contentInsets && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.showsActivityIndicator == b.showsActivityIndicator
        }

        /// Text in the tint colour, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tinted background, text in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background, text in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour, white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Like plain: no background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// The gray style (UIKit's bordered).
        public static func bordered() -> Configuration { gray() }
        /// The tinted style.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled style.
        public static func borderedProminent() -> Configuration { filled() }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium: .systemFont(ofSize: 17)
            case .large: .systemFont(ofSize: 17, weight: .semibold)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .mini ? 11 : 15) }

        /// The colours for `state` under `tint`: foreground, background.
        func colors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor?) {
            if state.contains(.disabled) {
                let background: UIColor? = style == .plain || style == .borderless ? nil : .tertiarySystemFill
                return (.tertiaryLabel, background)
            }
            let base = baseBackgroundColor ?? tint
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var background: UIColor? =
                switch style {
                case .plain, .borderless: baseBackgroundColor
                case .tinted: baseBackgroundColor ?? tint.withAlphaComponent(0.15)
                case .gray: baseBackgroundColor ?? .tertiarySystemFill
                case .filled: base
                }
            if state.contains(.highlighted) {
                // A pressed button dims its fill (or, without one, its content), as UIKit's do.
                if let fill = background { background = fill.withAlphaComponent(fill.alpha * 0.7) } else {
                    foreground = foreground.withAlphaComponent(foreground.alpha * 0.3)
                }
            }
            return (foreground, background)
        }

        /// The background's corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }
    }
}
