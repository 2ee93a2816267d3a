import Foundation

/// How a bar looks (iOS 13's appearance objects): its background colour and the hairline along its edge next to the
/// content. Configure one, set what differs, and give it to the bar's `standardAppearance`.
@MainActor
open class UIBarAppearance {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// An image filling the bar, drawn over the background colour.
    open var backgroundImage: UIImage?
    /// The hairline between the bar and the content; nil or clear for none.
    open var shadowColor: UIColor?

    /// An appearance with the default background.
    /// The system's bar background: light grey, or near-black in the dark appearance.
    static let defaultBackground = UIColor.system(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))
    /// The hairline under a bar: dark on light, light on dark.
    static let hairline = UIColor.system(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))

    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
    }

    /// The system's bar: light grey with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = Self.defaultBackground
        backgroundImage = nil
        shadowColor = Self.hairline
    }

    /// An opaque bar in the system background colour with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairline
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// Paints `bar` (in `barTintColor` when the app set that older property) and its hairline (at the bottom, or at
    /// the top for bars below the content).
    func apply(to bar: UIView, barTintColor: UIColor?, hairline: UIView, atTop: Bool) {
        bar.backgroundColor = barTintColor ?? backgroundColor
        hairline.backgroundColor = shadowColor
        hairline.isHidden = shadowColor == nil
        let thickness = 1 / (bar.window?.screen.scale ?? 1)
        hairline.frame = CGRect(x: 0, y: atTop ? 0 : bar.bounds.height - thickness, width: bar.bounds.width, height: thickness)
        hairline.autoresizingMask = atTop ? [.flexibleWidth, .flexibleBottomMargin] : [.flexibleWidth, .flexibleTopMargin]
    }
}

/// How a navigation bar looks: the background, the hairline, and its title's attributes (`.font`,
/// `.foregroundColor`).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's font and colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Large titles' attributes (kept: FrameKit has no large titles).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a toolbar looks: the background and the hairline along its top.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}
