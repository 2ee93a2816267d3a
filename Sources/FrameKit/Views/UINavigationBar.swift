import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, its left item or a back
/// button (titled after the item below) on the leading side, its right item on the trailing side; a right-to-left
/// bar is mirrored, as UIKit's (the back chevron points right).
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points.
    public static let defaultHeight: CGFloat = 44

    /// The items, bottom to top: the top one is shown, the one below it names the back button.
    public private(set) var items: [UINavigationItem] = []
    /// The item shown.
    public var topItem: UINavigationItem? { items.last }
    /// The item under the top one (the back button's).
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// The title's colour and the buttons' tint come from `tintColor`.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    /// Attributes of the title (font, colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { titleLabel.textColor = (titleTextAttributes?[.foregroundColor] as? UIColor) ?? .label }
    }

    /// Called when the back button is tapped (the navigation controller pops).
    var backAction: (@MainActor () -> Void)?

    let titleLabel = UILabel()
    let leftButton = UIButton(type: .system)
    let rightButton = UIButton(type: .system)
    private weak var leftItem: UIBarButtonItem?
    private weak var rightItem: UIBarButtonItem?
    private var leftIsBack = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        for button in [leftButton, rightButton] { addSubview(button) }
        leftButton.addTarget(self, action: UINavigationBar.leftTapped, for: .touchUpInside)
        rightButton.addTarget(self, action: UINavigationBar.rightTapped, for: .touchUpInside)
    }

    /// Replaces the item stack; the bar shows the new top item.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items { item.changeHandler = nil }
        self.items = items ?? []
        for item in self.items { item.changeHandler = { [weak self] in self?.itemsDidChange() } }
        itemsDidChange()
    }

    /// Puts `item` on top.
    public func pushItem(_ item: UINavigationItem, animated: Bool) { setItems(items + [item], animated: animated) }

    /// Takes the top item off and returns it (nil with one item or none).
    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = items.last else { return nil }
        setItems(Array(items.dropLast()), animated: animated)
        return top
    }

    private func itemsDidChange() {
        let top = topItem
        titleLabel.text = top?.title
        leftItem = top?.leftBarButtonItem
        rightItem = top?.rightBarButtonItem
        leftIsBack = leftItem == nil && backItem != nil && !(top?.hidesBackButton ?? true)
        configure(leftButton, item: leftItem, title: leftIsBack ? backButtonTitle : nil)
        configure(rightButton, item: rightItem, title: nil)
        setNeedsLayout()
    }

    private var backButtonTitle: String {
        let title = backItem?.backTitle ?? NSLocalizedString("Back", comment: "The back button's title; the app's strings may translate it")
        return (isRightToLeft ? "› " : "‹ ") + title
    }

    override func effectiveLayoutDirectionDidChange() { itemsDidChange() }

    private func configure(_ button: UIButton, item: UIBarButtonItem?, title: String?) {
        item?.changeHandler = { [weak self] in self?.itemsDidChange() }
        let text = title ?? item?.title
        button.setTitle(text, for: .normal)
        // A done item (Done, Save) is bold, as UIKit draws it.
        button.titleLabel?.font = item?.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.setImage(item?.image, for: .normal)
        button.isHidden = text == nil && item?.image == nil
        button.isEnabled = item?.isEnabled ?? true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8
        let height = bounds.height
        let side = min(bounds.width / 3, 140)
        let leading = CGRect(x: inset, y: 0, width: side - inset, height: height)
        let trailing = CGRect(x: bounds.width - side, y: 0, width: side - inset, height: height)
        (leftButton.frame, rightButton.frame) = isRightToLeft ? (trailing, leading) : (leading, trailing)
        titleLabel.frame = CGRect(x: side, y: 0, width: max(0, bounds.width - 2 * side), height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }

    private func leftTapped(_ sender: UIControl) {
        if leftIsBack { backAction?() } else { leftItem?.sendAction() }
    }

    private func rightTapped(_ sender: UIControl) { rightItem?.sendAction() }
}
