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
    /// The colour of the selected item; others are gray.
    open var unselectedItemTintColor: UIColor? = .systemGray { didSet { updateButtons() } }

    /// Called with the index of a tapped item.
    var selectionHandler: (@MainActor (Int) -> Void)?
    private var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
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

    private func updateButtons() {
        for (item, button) in zip(items ?? [], buttons) {
            button.setTitle(item.badgeValue.map { "\(item.title ?? "") (\($0))" } ?? item.title, for: .normal)
            button.setImage(item.image, for: .normal)
            button.isEnabled = item.isEnabled
            let selected = item === selectedItem
            button.setTitleColor(selected ? tintColor : unselectedItemTintColor, for: .normal)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
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
