import Foundation

/// Shows a `UIContentUnavailableConfiguration`: its image (or spinner), text, secondary text and buttons stacked and
/// centred within the view's margins (leading-aligned for `.natural`), over its background.
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let button = UIButton(type: .system)
    private let secondaryButton = UIButton(type: .system)
    private var shown: UIContentUnavailableConfiguration

    /// The configuration shown; setting another shows it.
    public var configuration: UIContentConfiguration {
        get { shown }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            shown = configuration
            apply(configuration)
        }
    }

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [textLabel, secondaryLabel] { label.adjustsFontForContentSizeCategory = true }
        for view in [spinner, imageView, textLabel, secondaryLabel, button, secondaryButton] as [UIView] { stack.addArrangedSubview(view) }
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
        ])
        apply(configuration)
    }

    /// A content-unavailable view from a storyboard or nib (an empty configuration).
    public required init?(coder: NSCoder) {
        shown = .empty()
        super.init(coder: coder)
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIContentUnavailableConfiguration }

    private var alignmentConstraint: NSLayoutConstraint?
    /// The action each button was given, taken off when another configuration comes.
    private var addedActions: [ObjectIdentifier: UIAction] = [:]

    private func apply(_ configuration: UIContentUnavailableConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        backgroundColor = configuration.background.backgroundColor
        let centred = configuration.alignment == .center
        stack.alignment = centred ? .center : .leading
        alignmentConstraint?.isActive = false
        alignmentConstraint = centred
            ? stack.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor)
            : stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)
        alignmentConstraint?.isActive = true

        spinner.isHidden = !configuration.showsActivityIndicator
        if configuration.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        let image = configuration.imageProperties.preferredSymbolConfiguration.flatMap { configuration.image?.withConfiguration($0) }
            ?? configuration.image
        imageView.image = image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.isHidden = image == nil
        show(configuration.attributedText, configuration.text, configuration.textProperties, in: textLabel, centred: centred)
        show(configuration.secondaryAttributedText, configuration.secondaryText, configuration.secondaryTextProperties,
             in: secondaryLabel, centred: centred)
        show(configuration.button, configuration.buttonProperties, in: button)
        show(configuration.secondaryButton, configuration.secondaryButtonProperties, in: secondaryButton)

        // The paddings go after the view above each gap, whichever views show.
        let shownViews = stack.arrangedSubviews.filter { !$0.isHidden }
        for (view, next) in zip(shownViews, shownViews.dropFirst()) {
            stack.setCustomSpacing(padding(after: view, before: next, configuration), after: view)
        }
    }

    private func padding(after view: UIView, before next: UIView, _ configuration: UIContentUnavailableConfiguration) -> CGFloat {
        switch (view, next) {
        case (textLabel, secondaryLabel): configuration.textToSecondaryTextPadding
        case (button, secondaryButton): configuration.buttonToSecondaryButtonPadding
        case (_, button), (_, secondaryButton): configuration.textToButtonPadding
        default: configuration.imageToTextPadding
        }
    }

    private func show(
        _ attributed: NSAttributedString?, _ text: String?, _ properties: UIContentUnavailableConfiguration.TextProperties,
        in label: UILabel, centred: Bool
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = centred ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    private func show(
        _ look: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties, in button: UIButton
    ) {
        button.configuration = look
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
        button.isEnabled = properties.isEnabled
        if let old = addedActions[ObjectIdentifier(button)] { button.removeAction(old, for: .primaryActionTriggered) }
        addedActions[ObjectIdentifier(button)] = properties.primaryAction
        if let action = properties.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
        button.isHidden = (look.title ?? "").isEmpty && look.image == nil
    }
}
