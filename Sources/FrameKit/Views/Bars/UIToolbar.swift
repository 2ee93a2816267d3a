import Foundation

/// A bar of buttons, as UIKit's toolbar: its items from the leading edge, each button as wide as its title (at least
/// 44 points), custom views at their frame's width, fixed spaces at theirs, and the room left shared equally by the
/// flexible spaces — so `[.flexibleSpace(), item]` puts an item at the trailing end and flexible spaces on both sides
/// centre it. 44 points tall; a right-to-left toolbar is mirrored. A navigation controller shows its top
/// controller's `toolbarItems` in one (`isToolbarHidden`).
@MainActor
open class UIToolbar: UIView {
    /// The toolbar's height in points.
    public static let defaultHeight: CGFloat = 44

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        didSet { itemsDidChange() }
    }
    /// The bar's colour (the older way: when set it wins over the appearance's background).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// How the bar looks (iOS 13): background and the hairline along its top.
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsLayout() } }
    /// The look with content scrolled to the bottom edge (kept: FrameKit draws `standardAppearance`).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    private let hairline = UIView()

    /// Sets the items (at once: FrameKit does not animate the change).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The buttons shown for the items, by position (a space's or custom view's button stays hidden).
    private(set) var buttons: [UIButton] = []
    private var shownCustomViews: [UIView] = []
    private static let inset: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        paint()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        paint()
    }

    private func paint() {
        standardAppearance.apply(to: self, barTintColor: barTintColor, hairline: hairline, atTop: true)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }

    private func itemsDidChange() {
        let items = items ?? []
        while buttons.count < items.count {
            let index = buttons.count
            let button = UIButton.barButton { [weak self] in self?.tapped(index) }
            addSubview(button)
            buttons.append(button)
        }
        for view in shownCustomViews where view.superview === self { view.removeFromSuperview() }
        shownCustomViews = items.compactMap(\.customView)
        for view in shownCustomViews { addSubview(view) }
        for (index, button) in buttons.enumerated() {
            let item = items.indices.contains(index) ? items[index] : nil
            item?.changeHandler = { [weak self] in self?.itemsDidChange() }
            button.show(item?.space == nil && item?.customView == nil ? item : nil)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        paint()
        let items = items ?? []
        let widths = items.indices.map { width(of: items[$0], button: buttons[$0]) }
        let flexible = items.filter { $0.space == .flexible }.count
        let room = bounds.width - 2 * Self.inset - widths.reduce(0, +)
        let share = flexible > 0 ? max(0, room) / CGFloat(flexible) : 0
        var x = Self.inset
        for (index, item) in items.enumerated() {
            let width = item.space == .flexible ? share : widths[index]
            let frame = CGRect(x: isRightToLeft ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height)
            if let view = item.customView {
                view.frame = CGRect(
                    x: frame.midX - view.bounds.width / 2, y: (bounds.height - view.bounds.height) / 2,
                    width: view.bounds.width, height: view.bounds.height)
            } else if item.space == nil {
                buttons[index].frame = frame
            }
            x += width
        }
    }

    /// What an item takes along the bar, flexible spaces aside.
    private func width(of item: UIBarButtonItem, button: UIButton) -> CGFloat {
        if let view = item.customView { return view.bounds.width + 16 }
        switch item.space {
        case .fixed: return item.width
        case .flexible: return 0
        case nil: return button.isHidden ? 0 : button.barWidth
        }
    }

    private func tapped(_ index: Int) {
        guard let items, items.indices.contains(index) else { return }
        items[index].sendAction()
    }
}
