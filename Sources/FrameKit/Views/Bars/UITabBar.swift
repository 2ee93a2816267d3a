import Foundation

/// The bar at the bottom of a tab bar controller: one button per item, the selected one tinted.
@MainActor
open class UITabBar: UIView {
    /// The bar's height above the safe area: 49 points.
    public static let defaultHeight: CGFloat = 49

    /// The items, leading to trailing.
    public private(set) var items: [UITabBarItem]?
    /// The item shown selected.
    public var selectedItem: UITabBarItem? {
        didSet { updateButtons() }
    }
    /// The colour of unselected items (the selected one takes `tintColor`), unless the appearance gives colours.
    open var unselectedItemTintColor: UIColor? = .systemGray { didSet { updateButtons() } }
    /// The bar's colour (the older way: when set it wins over the appearance's background).
    open var barTintColor: UIColor? { didSet { updateButtons() } }
    /// How the bar looks (iOS 13): background, hairline, and the items' colours and fonts per state.
    open var standardAppearance = UITabBarAppearance() { didSet { updateButtons() } }
    /// The look with content scrolled to the bottom edge (kept: FrameKit draws `standardAppearance`).
    open var scrollEdgeAppearance: UITabBarAppearance?
    private let hairline = UIView()

    /// Called with the index of a tapped item.
    var selectionHandler: (@MainActor (Int) -> Void)?
    private var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        updateButtons()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        updateButtons()
    }

    /// Shows `items`.
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] { item.changeHandler = nil }
        self.items = items
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = UIButton(type: .custom)
            button.titleLabel?.font = .systemFont(ofSize: 12)
            button.addTarget(self, action: UITabBar.buttonTapped, for: .touchUpInside)
            addSubview(button)
            item.changeHandler = { [weak self] in self?.updateButtons() }
            return button
        }
        updateButtons()
        setNeedsLayout()
    }

    /// The items' titles and images, coloured for their state by the appearance (else `tintColor` for the selected
    /// one, `unselectedItemTintColor` for the others); the bar's background and hairline.
    private func updateButtons() {
        standardAppearance.apply(to: self, barTintColor: barTintColor, hairline: hairline, atTop: true)
        let look = standardAppearance.stackedLayoutAppearance
        for (item, button) in zip(items ?? [], buttons) {
            button.setTitle(item.badgeValue.map { "\(item.title ?? "") (\($0))" } ?? item.title, for: .normal)
            let selected = item === selectedItem
            button.setImage(selected ? item.selectedImage ?? item.image : item.image, for: .normal)
            button.isEnabled = item.isEnabled
            let state = !item.isEnabled ? look.disabled : selected ? look.selected : look.normal
            button.setTitleColor(state.titleColor ?? (selected ? tintColor : unselectedItemTintColor), for: .normal)
            // Template images (the system items' icons) take the state's colour, as the title does.
            button.tintColor = state.iconColor ?? (selected ? tintColor : unselectedItemTintColor)
            button.titleLabel?.font = state.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        standardAppearance.apply(to: self, barTintColor: barTintColor, hairline: hairline, atTop: true)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
        mirrorForLayoutDirection(buttons)  // the first tab is the rightmost in a right-to-left interface
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }

    private func buttonTapped(_ sender: UIControl) {
        guard let index = buttons.firstIndex(where: { $0 === sender }) else { return }
        selectionHandler?(index)
    }
}
