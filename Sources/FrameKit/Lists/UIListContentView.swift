import Foundation

/// Shows a `UIListContentConfiguration`: its image, text and secondary text within the configuration's margins, and
/// reports the height that fits them, so self-sizing rows and headers size to it.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The cell's own margins, which the content keeps at least (UIKit's `axesPreservingSuperviewLayoutMargins`).
    var preservedMargins: UIEdgeInsets = .zero {
        didSet { if preservedMargins != oldValue { setNeedsLayout() } }
    }

    /// The configuration's margins, at least the cell's on the axes the configuration preserves.
    private var margins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, preservedMargins.left)
            margins.trailing = max(margins.trailing, preservedMargins.right)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, preservedMargins.top)
            margins.bottom = max(margins.bottom, preservedMargins.bottom)
        }
        return margins
    }
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Made by a storyboard, with a cell's default configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// What it shows; setting a list configuration re-lays it out (another kind is logged and ignored).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return UITableView.logger.error("UIListContentView shows only a UIListContentConfiguration; \(type(of: newValue)) ignored")
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether it can show `configuration`: list content configurations only.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        if c.prefersSideBySideTextAndSecondaryText, c.secondaryTextProperties.alignment == .natural { secondaryLabel.textAlignment = .right }
        let image = c.imageProperties
        // A symbol is drawn once at the preferred configuration here, not again at every layout.
        imageView.image = c.image.map { picture in
            guard picture.isSymbolImage, let symbol = image.preferredSymbolConfiguration else { return picture }
            return picture.applyingSymbolConfiguration(symbol) ?? picture
        }
        imageView.tintColor = image.tintColor.map { _ in image.resolvedTintColor(for: tintColor) }
        imageView.isHidden = c.image == nil
        imageView.layer.cornerRadius = image.cornerRadius
        imageView.clipsToBounds = image.cornerRadius > 0
        // Only an image with a stroke touches its layer's border (each set redraws the layer).
        if image.strokeColor != nil || imageView.layer.borderWidth != 0 {
            imageView.layer.borderWidth = image.strokeColor == nil ? 0 : image.strokeWidth
            imageView.layer.borderColor = image.strokeColor?.cgColor
        }
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
        // Each of these lays the label's text out again when set, even to the value it has.
        if label.lineBreakMode != properties.lineBreakMode { label.lineBreakMode = properties.lineBreakMode }
        if label.adjustsFontSizeToFitWidth != properties.adjustsFontSizeToFitWidth {
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        }
        if label.minimumScaleFactor != properties.minimumScaleFactor { label.minimumScaleFactor = properties.minimumScaleFactor }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformed(text)
        }
        label.isHidden = (attributed?.length ?? text?.count ?? 0) == 0
    }

    // MARK: Layout

    /// The image's size as drawn: its own (at the preferred symbol configuration), within the maximum size.
    private var imageSize: CGSize {
        guard let image = imageView.image else { return .zero }
        let limit = listConfiguration.imageProperties.maximumSize
        guard limit.width > 0, limit.height > 0 else { return image.size }
        let scale = min(1, limit.width / image.size.width, limit.height / image.size.height)
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The room kept for the image: its reserved size where one is set (the standard dimension is the image's own),
    /// never less than the image.
    private var imageRoom: CGSize {
        let image = imageSize, reserved = listConfiguration.imageProperties.reservedLayoutSize
        func room(_ reserved: CGFloat, _ own: CGFloat) -> CGFloat {
            reserved == UIListContentConfiguration.ImageProperties.standardDimension ? own : max(reserved, own)
        }
        guard listConfiguration.image != nil || reserved != .zero else { return .zero }
        return CGSize(width: room(reserved.width, image.width), height: room(reserved.height, image.height))
    }

    /// Where the texts go and how tall they are at `width`.
    private func textLayout(width: CGFloat) -> (x: CGFloat, textWidth: CGFloat, textHeight: CGFloat, secondaryHeight: CGFloat, contentHeight: CGFloat) {
        let c = listConfiguration, margins = margins
        let image = imageRoom
        let x = textStart
        let room = max(0, width - x - margins.trailing)
        func height(_ label: UILabel, _ width: CGFloat) -> CGFloat {
            label.isHidden ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        if c.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = secondaryLabel.isHidden ? 0 : min(room / 2, secondaryLabel.intrinsicContentSize.width)
            let textWidth = max(0, room - secondaryWidth - (secondaryWidth > 0 ? c.textToSecondaryTextHorizontalPadding : 0))
            let text = height(textLabel, textWidth), secondary = height(secondaryLabel, secondaryWidth)
            return (x, textWidth, text, secondary, max(text, secondary, image.height))
        }
        let text = height(textLabel, room), secondary = height(secondaryLabel, room)
        let gap = text > 0 && secondary > 0 ? c.textToSecondaryTextVerticalPadding : 0
        return (x, room, text, secondary, max(text + gap + secondary, image.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = margins
        let height = textLayout(width: size.width).contentHeight + margins.top + margins.bottom
        return CGSize(width: size.width, height: max(height, listConfiguration.minimumHeight))
    }

    /// Where the text starts, from the view's leading edge (where a list row's separator starts).
    var textStart: CGFloat {
        let image = imageRoom
        return margins.leading + (image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = listConfiguration, margins = margins
        let layout = textLayout(width: bounds.width)
        let image = imageSize, room = imageRoom
        // Centred in the room kept for it, so texts line up down the list.
        imageView.frame = CGRect(
            x: margins.leading + (room.width - image.width) / 2, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        if c.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(x: layout.x, y: (bounds.height - layout.textHeight) / 2, width: layout.textWidth, height: layout.textHeight)
            let secondaryX = layout.x + layout.textWidth + (secondaryLabel.isHidden ? 0 : c.textToSecondaryTextHorizontalPadding)
            secondaryLabel.frame = CGRect(
                x: secondaryX, y: (bounds.height - layout.secondaryHeight) / 2,
                width: max(0, bounds.width - margins.trailing - secondaryX), height: layout.secondaryHeight)
        } else {
            let gap = layout.textHeight > 0 && layout.secondaryHeight > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let top = (bounds.height - layout.textHeight - gap - layout.secondaryHeight) / 2
            textLabel.frame = CGRect(x: layout.x, y: top, width: layout.textWidth, height: layout.textHeight)
            secondaryLabel.frame = CGRect(x: layout.x, y: top + layout.textHeight + gap, width: layout.textWidth, height: layout.secondaryHeight)
        }
        mirrorForLayoutDirection([imageView, textLabel, secondaryLabel])
    }
}
