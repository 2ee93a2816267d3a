import Foundation

/// A row of a list layout: a collection cell with the table's look — a white ground, a separator under its content
/// from the leading margin, and standard accessories at the trailing edge.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, the first outermost: trailing ones from the trailing edge in, leading ones from the leading
    /// edge; each shows as its `displayed` state says for `isEditing`.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    open override var isEditing: Bool {
        didSet { if isEditing != oldValue { rebuildAccessories() } }
    }

    open override var isSelected: Bool {
        didSet { for case let circle as MultiselectControlView in accessoryViews.map(\.view) { circle.isChecked = isSelected } }
    }

    /// The reorder accessory's control while it shows.
    var reorderControl: UIView? { accessoryViews.first { $0.view is ReorderControlView }?.view }

    /// How deep the row's item is in its outline: the content (and, with `indentsAccessories`, the leading
    /// accessories) move in by this many `indentationWidth`s. Set from the section's outline when the data source
    /// shows one.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (10 points, as UIKit's).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move in with the content (true, as UIKit's).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// Whether the row's item is expanded in its outline: its outline disclosure points down.
    var isOutlineExpanded = false {
        didSet {
            for case let disclosure as OutlineDisclosureView in accessoryViews.map(\.view) { disclosure.isExpanded = isOutlineExpanded }
            if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// The cell's state, with whether its item is expanded in the outline.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isOutlineExpanded
        return state
    }

    /// Whether a tap on the row expands or collapses its item (it has a header-style outline disclosure).
    var togglesOutlineFromRow: Bool { accessories.contains { $0.togglesOutlineFromRow } }

    /// Expands or collapses the row's item through the collection view's diffable data source.
    func toggleOutline() {
        guard let (collectionView, indexPath) = placeInCollectionView() else { return }
        (collectionView.dataSource as? OutlineToggling)?.toggleOutline(at: indexPath, in: collectionView)
    }

    private func placeInCollectionView() -> (UICollectionView, IndexPath)? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        guard let collectionView = view as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else { return nil }
        return (collectionView, indexPath)
    }

    /// A delete or insert accessory's tap: its handler, or (delete without one) the row's trailing swipe actions.
    private func editingControlTapped(_ action: (@MainActor () -> Void)?) {
        if let action { return action() }
        guard let (collectionView, indexPath) = placeInCollectionView(),
            let actions = collectionView.swipeActions(at: indexPath, trailing: true), !actions.actions.isEmpty
        else { return }
        collectionView.swiper.open(at: indexPath, configuration: actions)
    }

    private let topSeparator = UIView(), bottomSeparator = UIView()

    /// The frame of the row's bottom separator (iOS 14). Its leading edge follows the primary text of a system
    /// content configuration; constrain `separatorLayoutGuide.leadingAnchor` to a custom view's anchor to start the
    /// separator there. An explicit leading inset in the list's separator configuration still wins.
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide?.guide ?? makeSeparatorGuide() }

    /// The guide once asked for, with the low-priority constraint that keeps its leading edge at the text when the
    /// app does not place it (made only when read: rows that never use it stay out of Auto Layout).
    private var separatorGuide: (guide: UILayoutGuide, leading: NSLayoutConstraint, height: NSLayoutConstraint)?

    private func makeSeparatorGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: bounds.width >= 600 ? 20 : 16)
        leading.priority = .defaultLow
        let height = guide.heightAnchor.constraint(equalToConstant: 1 / (window?.screen.scale ?? 1))
        NSLayoutConstraint.activate([leading, height, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor)])
        separatorGuide = (guide, leading, height)
        setNeedsLayout()
        return guide
    }

    /// Where the bottom separator starts, from the leading edge: the text's start, or where the app's constraints
    /// put the separator guide's leading edge.
    private func separatorStart(textStart: CGFloat, hairline: CGFloat) -> CGFloat {
        guard let (guide, leading, height) = separatorGuide else { return textStart }
        if leading.constant != textStart { leading.constant = textStart }
        if height.constant != hairline { height.constant = hairline }
        let frame = guide.layoutFrame
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - frame.maxX : frame.minX
    }

    /// Where the row's separators come from: its list's configuration, its index path, and whether it ends its
    /// section. Nil outside a list layout: a line below, from the text.
    var separatorSource: (list: UICollectionLayoutListConfiguration, indexPath: IndexPath, isLast: Bool)? {
        didSet {
            if separatorSource?.indexPath != oldValue?.indexPath || separatorSource?.isLast != oldValue?.isLast { setNeedsLayout() }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        for line in [topSeparator, bottomSeparator] { addSubview(line) }
        standardSelectedBackground.backgroundColor = .systemGray4
        selectedBackgroundView = standardSelectedBackground
    }

    /// A cell decoded from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The look of the list the cell is dequeued for (nil outside a list layout): its default configurations follow
    /// it, and in a sidebar a cell that kept its standard backgrounds takes the sidebar's background configuration
    /// (the tint behind a selected row, as UIKit's sidebars show).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        didSet {
            guard isInSidebar, backgroundConfiguration == nil, selectedBackgroundView === standardSelectedBackground else { return }
            backgroundConfiguration = defaultBackgroundConfiguration()
        }
    }
    private let standardSelectedBackground = UIView()

    private var isInSidebar: Bool { listAppearance == .sidebar || listAppearance == .sidebarPlain }

    /// A row's content for its list: a sidebar row's in a sidebar, else a cell's.
    open override func defaultContentConfiguration() -> UIListContentConfiguration { isInSidebar ? .sidebarCell() : .cell() }

    /// A row's background for its list: a sidebar's, a grouped list's, or a plain one's.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if isInSidebar { return .listSidebarCell() }
        return listAppearance == .grouped || listAppearance == .insetGrouped ? .listGroupedCell() : .listPlainCell()
    }

    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

    private func rebuildAccessories() {
        accessoryViews.forEach { $0.view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.displayed.shows(editing: isEditing) }.map { ($0, $0.makeView()) }
        accessoryViews.forEach { addSubview($0.view) }
        for (accessory, view) in accessoryViews {
            switch (accessory.kind, view) {
            case (_, let disclosure as OutlineDisclosureView): disclosure.isExpanded = isOutlineExpanded
            case (_, let circle as MultiselectControlView): circle.isChecked = isSelected
            case (.editing(_, _, let action), let control as EditingControlView):
                control.addAction(UIAction { [weak self] _ in self?.editingControlTapped(action) }, for: .touchUpInside)
            default: break
            }
        }
        setNeedsLayout()
    }

    private func layOutSeparators(textStart: CGFloat) {
        let hairline = 1 / (window?.screen.scale ?? 1)
        let start = separatorStart(textStart: textStart, hairline: hairline)
        let separators = separatorSource.map { $0.list.separators(at: $0.indexPath, isLast: $0.isLast, textStart: start) }
            ?? RowSeparators(top: nil, bottom: .init(leading: start, trailing: 0), color: .separator)
        for (line, span, y) in [(topSeparator, separators.top, 0), (bottomSeparator, separators.bottom, bounds.height - hairline)] {
            if line.isHidden != (span == nil) { line.isHidden = span == nil }
            guard let span else { continue }
            if line.backgroundColor !== separators.color { line.backgroundColor = separators.color }
            line.frame = CGRect(x: span.leading, y: y, width: max(0, bounds.width - span.leading - span.trailing), height: hairline)
        }
        mirrorForLayoutDirection([topSeparator, bottomSeparator])
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = bounds.width >= 600 ? 20 : 16
        let indent = CGFloat(indentationLevel) * indentationWidth
        var trailing = bounds.width - margin, leading = margin + (indentsAccessories ? indent : 0)
        for (accessory, view) in accessoryViews {
            let size = view.accessorySize
            let room = accessory.reservedWidth(for: size)
            let x = accessory.leading ? leading + (room - size.width) / 2 : trailing - room + (room - size.width) / 2
            // Centre and size, not frame: an outline disclosure is turned while expanded.
            view.bounds.size = size
            view.center = CGPoint(x: x + size.width / 2, y: bounds.height / 2)
            if accessory.leading { leading += room + CellAccessoryView.gap } else { trailing -= room + CellAccessoryView.gap }
        }
        if !accessoryViews.isEmpty || indent > 0 {
            let start = accessoryViews.contains { $0.accessory.leading } ? leading : indent
            let end = accessoryViews.isEmpty ? bounds.width : trailing + CellAccessoryView.gap
            contentView.frame = CGRect(x: start, y: 0, width: max(0, end - start), height: bounds.height)
            configured.view?.frame = contentView.bounds
        }
        layOutSeparators(textStart: (configured.view as? UIListContentView).map { $0.convert(CGPoint(x: $0.textStart, y: 0), to: self).x } ?? margin)
    }
}
