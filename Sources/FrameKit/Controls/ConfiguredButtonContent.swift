import Foundation

/// What a `UIButton` with a configuration shows: a background (colour and corners from the style), the title in the
/// button's `titleLabel`, a subtitle under it, and the image (or a spinner) on the configured edge. Made on first use,
/// so classic buttons carry none of it.
@MainActor
final class ConfiguredButtonContent {
    private unowned let button: UIButton
    private lazy var background = part(UIView(), at: 0)
    private lazy var title = part(UILabel())
    private lazy var subtitle = part(UILabel())
    private lazy var image = part(UIImageView())
    private lazy var spinner = part(UIActivityIndicatorView(style: .medium))

    init(button: UIButton) { self.button = button }

    private func part<V: UIView>(_ view: V, at index: Int? = nil) -> V {
        view.isUserInteractionEnabled = false
        if let index { button.insertSubview(view, at: index) } else { button.addSubview(view) }
        return view
    }

    /// Shows `configuration` for the button's state, or removes everything without one.
    func show(_ configuration: UIButton.Configuration?) {
        guard let configuration else {
            for view in [background, title, subtitle, image, spinner] as [UIView] { view.isHidden = true }
            return
        }
        let colors = configuration.colors(tint: button.tintColor, state: button.state)
        background.isHidden = colors.background == nil
        background.backgroundColor = colors.background
        title.isHidden = configuration.title == nil
        title.setText(configuration.title, attributes: [.font: configuration.titleFont, .foregroundColor: colors.foreground])
        subtitle.isHidden = configuration.subtitle == nil
        subtitle.setText(configuration.subtitle, attributes: [.font: configuration.subtitleFont, .foregroundColor: colors.foreground])
        let alignment: NSTextAlignment =
            switch configuration.titleAlignment {
            case .leading: .left
            case .trailing: .right
            case .center, .automatic: .center
            }
        title.textAlignment = alignment
        subtitle.textAlignment = alignment
        image.isHidden = configuration.image == nil || configuration.showsActivityIndicator
        image.image = configuration.image?.renderingMode == .alwaysOriginal ? configuration.image : configuration.image?.withRenderingMode(.alwaysTemplate)
        image.tintColor = colors.foreground
        spinner.color = colors.foreground
        if configuration.showsActivityIndicator { spinner.startAnimating() } else if spinner.isAnimating { spinner.stopAnimating() }
    }

    /// The text block's size (title over subtitle) and the image's (or spinner's).
    private func parts(_ configuration: UIButton.Configuration) -> (text: CGSize, title: CGSize, subtitle: CGSize, image: CGSize) {
        let titleSize = configuration.title == nil ? .zero : title.intrinsicContentSize
        let subtitleSize = configuration.subtitle == nil ? .zero : subtitle.intrinsicContentSize
        let padding = titleSize != .zero && subtitleSize != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + padding + subtitleSize.height)
        let imageSize = configuration.showsActivityIndicator ? spinner.intrinsicContentSize : (configuration.image?.size ?? .zero)
        return (text, titleSize, subtitleSize, imageSize)
    }

    private var stacksVertically: (UIButton.Configuration) -> Bool = { $0.imagePlacement == .top || $0.imagePlacement == .bottom }

    /// The content's size (image and text side by side or stacked, with the padding) plus the insets.
    func size(for configuration: UIButton.Configuration) -> CGSize {
        let (text, _, _, imageSize) = parts(configuration)
        let padding = text != .zero && imageSize != .zero ? configuration.imagePadding : 0
        let insets = configuration.contentInsets
        let content = stacksVertically(configuration)
            ? CGSize(width: max(text.width, imageSize.width), height: text.height + padding + imageSize.height)
            : CGSize(width: text.width + padding + imageSize.width, height: max(text.height, imageSize.height))
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing), height: ceil(content.height + insets.top + insets.bottom))
    }

    /// Places the parts in `bounds`; `rightToLeft` mirrors them (leading is the right side).
    func layout(_ configuration: UIButton.Configuration, in bounds: CGRect, rightToLeft: Bool) {
        background.frame = bounds
        background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let (text, titleSize, subtitleSize, imageSize) = parts(configuration)
        let insets = configuration.contentInsets
        let area = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing), height: max(0, bounds.height - insets.top - insets.bottom))
        let padding = text != .zero && imageSize != .zero ? configuration.imagePadding : 0
        let vertical = stacksVertically(configuration)
        let total = vertical
            ? CGSize(width: max(text.width, imageSize.width), height: text.height + padding + imageSize.height)
            : CGSize(width: text.width + padding + imageSize.width, height: max(text.height, imageSize.height))
        let origin = CGPoint(x: area.midX - total.width / 2, y: area.midY - total.height / 2)
        let imageFirst = configuration.imagePlacement == .leading || configuration.imagePlacement == .top
        var imageFrame = CGRect(origin: origin, size: imageSize)
        var textOrigin = origin
        if vertical {
            imageFrame.origin.x = area.midX - imageSize.width / 2
            if imageFirst { textOrigin.y += imageSize.height + padding } else { imageFrame.origin.y = origin.y + text.height + padding }
            textOrigin.x = area.midX - text.width / 2
        } else {
            imageFrame.origin.y = area.midY - imageSize.height / 2
            if imageFirst { textOrigin.x += imageSize.width + padding } else { imageFrame.origin.x = origin.x + text.width + padding }
            textOrigin.y = area.midY - text.height / 2
        }
        image.frame = imageFrame
        spinner.frame = imageFrame
        let titlePadding = titleSize != .zero && subtitleSize != .zero ? configuration.titlePadding : 0
        title.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: text.width, height: titleSize.height)
        subtitle.frame = CGRect(x: textOrigin.x, y: textOrigin.y + titleSize.height + titlePadding, width: text.width, height: subtitleSize.height)
        if rightToLeft {
            for view in [image, spinner, title, subtitle] {
                view.frame = view.frame.mirrored(in: bounds)
            }
        }
    }
}
