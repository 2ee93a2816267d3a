import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) in the middle, its left items
/// or a back button (titled after the item below) on the leading side, its right items on the trailing side — each
/// side's first item at the edge, each button as wide as its title, a side at most a third of the bar. As in UIKit
/// the title is centred on the bar when it fits clear of the buttons, else moved into the room between them and
/// truncated there. A right-to-left bar is mirrored (the back chevron points right). With `prefersLargeTitles` and an
/// item whose `largeTitleDisplayMode` resolves to `.always`, the bar is `largeTitleHeight` taller and shows the title
/// large under its buttons, at the leading edge, instead of in the middle.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points (the row of buttons).
    public static let defaultHeight: CGFloat = 44
    /// What a large title adds under the row of buttons, in points.
    public static let largeTitleHeight: CGFloat = 52

    /// Whether items may show their title large (iOS 11), as each item's `largeTitleDisplayMode` says.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { showItems() } } }
    /// Attributes of the large title (font, colour); 34-point bold in the label colour by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { styleLargeTitle() } }
    let largeTitleLabel = UILabel()

    /// Whether the top item's title shows large: `prefersLargeTitles`, and its mode (`.automatic` takes the mode of
    /// the nearest item below it that says, the bar's preference at the bottom) is `.always`.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in items.reversed() where item.largeTitleDisplayMode != .automatic {
            return item.largeTitleDisplayMode == .always
        }
        return true
    }

    /// The bar's height for its top item: the row of buttons, and the large title's band when it shows.
    public var preferredHeight: CGFloat { Self.defaultHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) }

    /// How far the content under the bar has scrolled the large title's band away (0…`largeTitleHeight`): the band
    /// shrinks and its title slides up and fades; once it is nearly gone the small title shows in the middle.
    var largeTitleCollapse: CGFloat = 0 {
        didSet {
            guard largeTitleCollapse != oldValue else { return }
            updateTitleVisibility()
            setNeedsLayout()
        }
    }

    /// Whether the large title is (mostly) scrolled away, so the small one shows.
    private var largeTitleCollapsed: Bool { largeTitleCollapse >= Self.largeTitleHeight * 0.75 }

    private func updateTitleVisibility() {
        largeTitleLabel.isHidden = !showsLargeTitle || largeTitleCollapse >= Self.largeTitleHeight
        largeTitleLabel.alpha = 1 - min(max(largeTitleCollapse / Self.largeTitleHeight, 0), 1)
        titleLabel.isHidden = titleView != nil || (showsLargeTitle && !largeTitleCollapsed)
    }

    /// The items, bottom to top: the top one is shown, the one below it names the back button.
    public private(set) var items: [UINavigationItem] = []
    /// The item shown.
    public var topItem: UINavigationItem? { items.last }
    /// The item under the top one (the back button's).
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// The bar's colour (the older way: when set it wins over the appearance's background). The buttons' tint
    /// comes from `tintColor`.
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Attributes of the title (font, colour; the older way: what they give wins over the appearance's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// How the bar looks (iOS 13): background, hairline, title attributes. The top item's own
    /// `standardAppearance` wins over it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    /// The look at the content's top edge (kept: FrameKit draws `standardAppearance` wherever the content is).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in compact heights (kept: a kiosk's bar is always the standard height).
    open var compactAppearance: UINavigationBarAppearance?
    /// The compact look at the content's top edge (kept).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private let hairline = UIView()

    /// Called when the back button is tapped (the navigation controller pops).
    var backAction: (@MainActor () -> Void)?
    /// Called when the items or the top item changed (the navigation controller shows its search bar).
    var itemsChanged: (@MainActor () -> Void)?

    let titleLabel = UILabel()
    /// The buttons of each side, the edge's first; the first always exists (the back button's place).
    private(set) var leftButtons: [UIButton] = []
    private(set) var rightButtons: [UIButton] = []
    var leftButton: UIButton { leftButtons[0] }
    var rightButton: UIButton { rightButtons[0] }
    private var leftItems: [UIBarButtonItem] = []
    private var rightItems: [UIBarButtonItem] = []
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
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
        styleLargeTitle()
        addSubview(hairline)
        leftButtons = [makeButton(left: true, index: 0)]
        rightButtons = [makeButton(left: false, index: 0)]
        applyAppearance()
    }

    /// The top item's appearance, else the bar's.
    private var appearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    /// Paints the bar and styles the title from the appearance, the older properties winning where set.
    private func applyAppearance() {
        appearance.apply(to: self, barTintColor: barTintColor, hairline: hairline, atTop: false)
        let attributes = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 }
        let font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        let colour = attributes[.foregroundColor] as? UIColor ?? .label
        if titleLabel.font != font { titleLabel.font = font }
        if titleLabel.textColor != colour { titleLabel.textColor = colour }
    }

    private func makeButton(left: Bool, index: Int) -> UIButton {
        let button = UIButton.barButton { [weak self] in self?.tapped(left: left, index: index) }
        addSubview(button)
        return button
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

    /// The top item's title view, while the bar shows it.
    private var titleView: UIView?

    private func itemsDidChange() {
        guard topItem?.changeIsAnimated == true, window != nil else { return showItems() }
        // The items' set…(_:animated:) methods: the buttons fade out, change, and fade in, as UIKit fades them.
        UIView.animate(withDuration: 0.125, animations: { for button in self.leftButtons + self.rightButtons { button.alpha = 0 } }) { _ in
            self.showItems()
            UIView.animate(withDuration: 0.125) { for button in self.leftButtons + self.rightButtons { button.alpha = 1 } }
        }
    }

    private func showItems() {
        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        if titleView !== top?.titleView {
            if titleView?.superview === self { titleView?.removeFromSuperview() }
            titleView = top?.titleView
            if let titleView { addSubview(titleView) }
        }
        updateTitleVisibility()
        leftItems = top?.leftBarButtonItems ?? []
        rightItems = top?.rightBarButtonItems ?? []
        leftIsBack = leftItems.isEmpty && backItem != nil && !(top?.hidesBackButton ?? true)
        while leftButtons.count < leftItems.count { leftButtons.append(makeButton(left: true, index: leftButtons.count)) }
        while rightButtons.count < rightItems.count { rightButtons.append(makeButton(left: false, index: rightButtons.count)) }
        configure(leftButtons, items: leftItems, firstTitle: leftIsBack ? backButtonTitle : nil)
        configure(rightButtons, items: rightItems, firstTitle: nil)
        applyAppearance()
        setNeedsLayout()
        itemsChanged?()
    }

    /// A side's buttons show its items, in order; those past the items hide (the first may be the back button).
    private func configure(_ buttons: [UIButton], items: [UIBarButtonItem], firstTitle: String?) {
        for (index, button) in buttons.enumerated() {
            configure(button, item: items.indices.contains(index) ? items[index] : nil, title: index == 0 ? firstTitle : nil)
        }
    }

    private var backButtonTitle: String {
        let title = backItem?.backTitle ?? NSLocalizedString("Back", comment: "The back button's title; the app's strings may translate it")
        return (isRightToLeft ? "› " : "‹ ") + title
    }

    override func effectiveLayoutDirectionDidChange() { itemsDidChange() }

    private func configure(_ button: UIButton, item: UIBarButtonItem?, title: String?) {
        item?.changeHandler = { [weak self] in self?.itemsDidChange() }
        button.show(item, title: title)
    }

    /// The space between the bar's edges and its outermost buttons, and between the buttons and the title.
    private static let inset: CGFloat = 8

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.width / 3
        let leftUsed = place(leftButtons, fromLeftEdge: !isRightToLeft, within: side)
        let rightUsed = place(rightButtons, fromLeftEdge: isRightToLeft, within: side)
        let (leading, trailing) = isRightToLeft ? (rightUsed, leftUsed) : (leftUsed, rightUsed)
        placeTitle(between: leading, and: bounds.width - trailing)
        let margin: CGFloat = 16
        largeTitleLabel.frame = CGRect(
            x: margin, y: Self.defaultHeight - largeTitleCollapse, width: max(0, bounds.width - 2 * margin),
            height: Self.largeTitleHeight - 8)
        appearance.apply(to: self, barTintColor: barTintColor, hairline: hairline, atTop: false)  // the hairline's width
    }

    /// Lays a side's shown buttons from its edge inwards, each as wide as its title (at least 44 points, to be hit),
    /// within `side` points; returns how far in from the edge they reach (0 without buttons).
    private func place(_ buttons: [UIButton], fromLeftEdge: Bool, within side: CGFloat) -> CGFloat {
        guard buttons.contains(where: { !$0.isHidden }) else { return 0 }
        var used = Self.inset
        for button in buttons where !button.isHidden {
            let width = min(button.barWidth, max(0, side - used))
            let x = fromLeftEdge ? used : bounds.width - used - width
            button.frame = CGRect(x: x, y: 0, width: width, height: Self.defaultHeight)
            used += width
        }
        return used
    }

    /// Centres the title (or title view) on the bar when it fits clear of the buttons at `minX` and `maxX`; else moves
    /// it into the room between them, as near the centre as it goes, cut to that room.
    private func placeTitle(between minX: CGFloat, and maxX: CGFloat) {
        let room = (min: minX + Self.inset, max: maxX - Self.inset)
        let view: UIView = titleView ?? titleLabel
        let row = Self.defaultHeight
        let natural = titleView.map(Self.naturalSize) ?? CGSize(width: titleLabel.intrinsicContentSize.width, height: row)
        let width = min(natural.width, max(0, room.max - room.min))
        let height = min(natural.height, row)
        let x = min(max((bounds.midX - width / 2).rounded(), room.min), room.max - width)
        view.frame = CGRect(x: x, y: (row - height) / 2, width: width, height: height)
    }

    /// A title view's size: its frame's, or what its constraints fit when it uses them and has no size.
    private static func naturalSize(of view: UIView) -> CGSize {
        guard view.bounds.size == .zero else { return view.bounds.size }
        return view.systemLayoutSizeFitting(.zero)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    private func styleLargeTitle() {
        largeTitleLabel.font = largeTitleTextAttributes?[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.textAlignment = .natural
    }

    private func tapped(left: Bool, index: Int) {
        if left, index == 0, leftIsBack {
            backAction?()
            return
        }
        let items = left ? leftItems : rightItems
        if items.indices.contains(index) { items[index].sendAction() }
    }
}
