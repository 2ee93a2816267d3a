import Foundation

/// Turns a configuration's colour into the one drawn (iOS 14's `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// The colour as it is drawn.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Grey, at the colour's lightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let gray = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(red: gray, green: gray, blue: gray, alpha: color.alpha)
    }

    /// The colour at half its opacity: how a disabled cell's background is drawn.
    static let disabled = UIConfigurationColorTransformer { $0.withAlphaComponent($0.alpha * 0.5) }
}

/// A cell's (or header's) background, described rather than built (iOS 14's `UIBackgroundConfiguration`): a colour,
/// corners, a stroke, insets, and an image or a view of the app's. The list styles change colour with the cell's
/// state (`updated(for:)`), which cells apply by themselves while `automaticallyUpdatesBackgroundConfiguration`.
public struct UIBackgroundConfiguration {
    /// A view of the app's, inside the background's insets, over its colour.
    public var customView: UIView?
    /// The corners' radius.
    public var cornerRadius: CGFloat = 0
    /// How far in from the cell's edges the background is.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The colour; nil draws nothing (or the tint colour, for `resolvedBackgroundColor`).
    public var backgroundColor: UIColor?
    /// Applied to `backgroundColor` before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's colour; nil strokes nothing.
    public var strokeColor: UIColor?
    /// Applied to `strokeColor` before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background (FrameKit strokes on its edge; see the difference below).
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the colour.
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode = UIView.ContentMode.scaleToFill

    enum Style { case custom, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter }
    private(set) var style = Style.custom

    private init(style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    /// Nothing: a clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .custom, color: .clear) }
    /// A plain list's cell: the system background, grey while selected or touched.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell, color: .systemBackground) }
    /// A grouped list's cell: the grouped secondary background, grey while selected or touched.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A sidebar's cell: clear, the tint colour while selected, grey while touched.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell, color: .clear) }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainHeaderFooter, color: .systemBackground)
    }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedHeaderFooter, color: .clear)
    }

    /// The configuration for `state`: a list style's colour while selected, touched or disabled; a custom one as it is.
    public func updated(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        switch style {
        case .custom, .plainHeaderFooter, .groupedHeaderFooter: return self
        case .plainCell, .groupedCell:
            if state.isSelected || state.isHighlighted { updated.backgroundColor = .systemGray4 }
        case .sidebarCell:
            if state.isSelected {
                updated.backgroundColor = nil  // the tint colour (`resolvedBackgroundColor(for:)`)
            } else if state.isHighlighted {
                updated.backgroundColor = .systemGray5
            }
        }
        if state.isDisabled { updated.backgroundColorTransformer = .disabled }
        return updated
    }

    /// The colour drawn: `backgroundColor` (the tint colour when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke's colour drawn: `strokeColor` (the tint colour when nil) through its transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }
}

/// The view a cell shows for its background configuration.
@MainActor
final class ConfiguredBackgroundView: UIView {
    private let imageView = UIImageView()
    private var custom: UIView?
    private var insets = NSDirectionalEdgeInsets.zero
    private let fill = UIView()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        fill.addSubview(imageView)
    }

    required init?(coder: NSCoder) { fatalError("made by cells") }

    func show(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        insets = configuration.backgroundInsets
        fill.backgroundColor = configuration.backgroundColor == nil && configuration.style == .custom
            ? nil : configuration.resolvedBackgroundColor(for: tint)
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
        fill.layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeColor.map { _ in configuration.resolvedStrokeColor(for: tint).cgColor }
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        if custom !== configuration.customView {
            custom?.removeFromSuperview()
            custom = configuration.customView
            if let custom { fill.addSubview(custom) }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = isRightToLeft ? insets.trailing : insets.leading, trailing = isRightToLeft ? insets.leading : insets.trailing
        fill.frame = CGRect(
            x: leading, y: insets.top, width: max(0, bounds.width - leading - trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        imageView.frame = fill.bounds
        custom?.frame = fill.bounds
    }
}
