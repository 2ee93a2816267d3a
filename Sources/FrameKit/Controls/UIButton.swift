import Foundation

/// A control that shows a title, an image and a background image per state and sends `.touchUpInside` (and
/// `.primaryActionTriggered`) when tapped.
@MainActor
open class UIButton: UIControl {
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.traits.insert(.button)
        accessibility.label = configuration?.title ?? currentTitle
        return accessibility
    }

    /// A button's built-in look: `.system` (tinted title) or `.custom`.
    public enum ButtonType: Int, Sendable {
        /// A button drawn only by what the app sets: no tint, no highlight dimming.
        case custom = 0
        /// The standard button: a tinted title that dims while pressed.
        case system = 1
    }

    /// The kind of button it was made as (`.system`, `.custom`, …).
    public let buttonType: ButtonType
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    private lazy var backgroundImageView: UIImageView = makeSubview(UIImageView(), at: 0)

    /// The label showing the current title (created on first use, as in UIKit).
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        addSubview(label)
        return label
    }()

    /// The view showing the current image.
    /// The view showing the current image; a system button draws `.automatic` images as templates in its tint.
    public private(set) lazy var imageView: UIImageView? = {
        let view = makeSubview(UIImageView(), at: subviews.count)
        view.rendersAutomaticAsTemplate = buttonType == .system
        return view
    }()

    /// Space around the title and image.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The iOS 15 look: when set, the button draws from it (style, title, subtitle, image, insets, corners) instead
    /// of its per-state titles and images.
    open var configuration: Configuration? { didSet { if configuration != oldValue { setNeedsUpdateConfiguration() } } }
    /// Called whenever the configuration should follow the button's state (highlight, selection, enabling) or
    /// `setNeedsUpdateConfiguration()` was called; it may change `configuration`.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    lazy var configured = ConfiguredButtonContent(button: self)

    /// The menu a tap (with `showsMenuAsPrimaryAction`) or a long press shows.
    open var menu: UIMenu? {
        didSet {
            updateMenuPress()
            showMenuSelection()
        }
    }
    /// Whether a tap shows `menu` instead of sending `.primaryActionTriggered`.
    open var showsMenuAsPrimaryAction = false
    /// A pop-up button (iOS 15): its menu keeps one action checked — the first when none is — and the button's
    /// title is that action's; choosing another checks it instead.
    open var changesSelectionAsPrimaryAction = false { didSet { showMenuSelection() } }
    /// The menu on screen, if any.
    var menuPresenter: MenuPresenter?
    private var menuPress: UILongPressGestureRecognizer?
    private var updatingConfiguration = false

    /// Shows `menu` over the app.
    func presentMenu() {
        guard let menu, menuPresenter == nil, let screen = window?.screen else { return }
        let presenter = MenuPresenter(
            menu: menu, sender: self, on: screen, chose: { [weak self] in self?.menuChose($0) },
            dismissed: { [weak self] in self?.menuPresenter = nil })
        menuPresenter = presenter
        presenter.show(near: convert(bounds, to: nil))
    }

    /// `action` was chosen from the menu: a pop-up button checks it (and unchecks the rest) and shows its title; a
    /// single-selection menu checks it among its own items.
    func menuChose(_ action: UIAction) {
        menu?.select(action, wholeMenu: changesSelectionAsPrimaryAction)
        showMenuSelection()
    }

    /// A pop-up button's title: its menu's checked action, the first enabled one checked when none is.
    private func showMenuSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.flattenedActions
        guard let chosen = actions.first(where: { $0.state == .on })
            ?? actions.first(where: { !$0.attributes.contains(.disabled) })
        else { return }
        menu.select(chosen, wholeMenu: true)
        if configuration != nil {
            configuration?.title = chosen.title
        } else {
            setTitle(chosen.title, for: .normal)
        }
    }

    /// A long press shows the menu: of a button whose tap does something else, as UIKit's context menu does, and of
    /// one whose tap shows it anyway (the finger held is then not a tap, and must not be lost).
    private func updateMenuPress() {
        if menu != nil, menuPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIButton.menuLongPressed)
            addGestureRecognizer(press)
            menuPress = press
        } else if menu == nil, let menuPress {
            removeGestureRecognizer(menuPress)
            self.menuPress = nil
        }
    }

    private func menuLongPressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { presentMenu() }
    }

    open override func sendActions(for events: Event) {
        guard showsMenuAsPrimaryAction, menu != nil, events.contains(.touchUpInside) else { return super.sendActions(for: events) }
        // The tap opens the menu instead of being the primary action; the touch events still go out.
        super.sendActions(for: events.subtracting(.primaryActionTriggered))
        presentMenu()
    }

    /// A button drawn from `configuration`, running `primaryAction` when tapped (UIKit's iOS 15 initialiser). The
    /// action's title and image are the button's, and the configuration's where it has none, as in UIKit.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            take(primaryAction)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
        setNeedsUpdateConfiguration()  // an initialiser's own assignments run no observers
        frame.size = intrinsicContentSize
    }

    /// A button of `buttonType` running `primaryAction` when tapped and showing its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { take(primaryAction) }
        frame.size = intrinsicContentSize
    }

    /// A custom button at `frame` running `primaryAction` when tapped and showing its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { take(primaryAction) }
    }

    /// Runs `action` on a tap and shows its title and image in the normal state.
    private func take(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// Asks for `updateConfiguration()`: the update handler runs and the look follows the configuration.
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs `configurationUpdateHandler` and shows the configuration; subclasses override it to restyle for the state.
    open func updateConfiguration() {
        guard !updatingConfiguration else { return }
        updatingConfiguration = true
        configurationUpdateHandler?(self)
        updatingConfiguration = false
        configured.show(configuration)
        if configuration != nil { titleLabel?.text = nil }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A button of `buttonType` (UIKit's `UIButton(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Buttons from scene files are `.system` buttons, Interface Builder's default type, unless the file says
    /// `custom`.
    public required init?(coder: NSCoder) {
        buttonType = coder.decodeObject(forKey: "buttonType") as? ButtonType ?? .system
        super.init(coder: coder)
    }

    private func makeSubview<V: UIView>(_ view: V, at index: Int) -> V {
        view.isUserInteractionEnabled = false
        insertSubview(view, at: index)
        return view
    }

    private func value<T>(_ table: [State: T], for state: State) -> T? { table[state] ?? table[.normal] }

    // MARK: Per-state content

    /// The title shown in `state` (the normal state's when a state has none).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// The title set for `state`, else the normal state's.
    public func title(for state: State) -> String? { value(titles, for: state) }

    /// The title's colour in `state`.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`; a system button defaults to its tint, dimmed while highlighted.
    public func titleColor(for state: State) -> UIColor? {
        if let color = value(titleColors, for: state) { return color }
        switch buttonType {
        case .system:
            if state.contains(.disabled) { return .systemGray }
            return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
        case .custom:
            return .white
        }
    }

    /// The image shown beside the title in `state`.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// The image set for `state`, else the normal state's.
    public func image(for state: State) -> UIImage? { value(images, for: state) }

    /// An image filling the button in `state` (resizable images stretch).
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    /// The background image for `state`, else the normal state's.
    public func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The title's colour now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override func stateDidChange() {
        if configuration != nil || configurationUpdateHandler != nil { updateConfiguration() } else { updateContent() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil { configured.show(configuration) } else { updateContent() }
    }

    private func updateContent() {
        guard configuration == nil else { return }
        if let title = currentTitle {
            titleLabel?.text = title
            titleLabel?.textColor = currentTitleColor
        } else if titles.isEmpty == false || titleLabel?.text != nil {
            titleLabel?.text = nil
        }
        if currentImage != nil || !images.isEmpty { imageView?.image = currentImage }
        if currentBackgroundImage != nil || !backgroundImages.isEmpty {
            backgroundImageView.image = currentBackgroundImage
        }
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration { return configured.layout(configuration, in: bounds, rightToLeft: isRightToLeft) }
        if !backgroundImages.isEmpty { backgroundImageView.frame = bounds }
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : (titleLabel?.sizeThatFits(content.size) ?? .zero)
        let titleWidth = min(titleSize.width, max(0, content.width - imageSize.width))
        var x = content.midX - (imageSize.width + titleWidth) / 2
        if !images.isEmpty {
            imageView?.frame = CGRect(x: x, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width
        }
        if currentTitle != nil {
            titleLabel?.frame = CGRect(x: x, y: content.midY - titleSize.height / 2, width: titleWidth, height: titleSize.height)
        }
        // The image leads the title: at its right in a right-to-left interface.
        mirrorForLayoutDirection([images.isEmpty ? nil : imageView, currentTitle == nil ? nil : titleLabel])
    }

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configured.size(for: configuration) }
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
        let insets = contentEdgeInsets
        return CGSize(
            width: imageSize.width + titleSize.width + insets.left + insets.right,
            height: max(imageSize.height, titleSize.height) + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
