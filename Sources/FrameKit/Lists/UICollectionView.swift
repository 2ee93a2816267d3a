import Foundation
import Logging

/// A scrolling collection of items in sections placed by a layout object, as UIKit has it: the data source says what
/// is there, the layout says where (`UICollectionViewFlowLayout`, or your subclass of `UICollectionViewLayout`), and
/// the collection view makes cells and supplementary views only for the elements its bounds meet, reusing those that
/// scrolled away. Taps highlight and select items; batch updates are checked against the data source and animated.
@MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem` leaves an item, with UIKit's raw values.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions' bits, UIKit's values.
        public let rawValue: UInt
        /// Positions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow or compositional layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    static var logger: Logger { UITableView.logger }

    /// The layout placing the items; setting it lays the collection out again.
    /// The storyboard's prototype cells by reuse identifier: each call makes a new cell from the prototype.
    var prototypeCells: [String: () -> UICollectionViewCell?] = [:]
    /// The prototype cells' storyboard segues.
    var cellSegues = CellSegues()

    /// Decides where the cells and supplementary views go; setting it lays the view out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
            layoutDidInvalidate()
        }
    }

    /// Gives the sections, items and their cells.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The delegate, as a scroll view's and as a collection view's (and a flow layout's).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { collectionDelegate = delegate as? UICollectionViewDelegate; layoutDidInvalidate() }
    }
    weak var collectionDelegate: UICollectionViewDelegate?

    /// Told of items about to show, to load their data ahead (while `isPrefetchingEnabled`).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { prefetching.reset() }
    }
    /// Whether the collection view may ask for cells before their items show, in the spare time of quick frames
    /// (UIKit's cell prefetching), and tells `prefetchDataSource` of items ahead. False asks for cells only as items
    /// show and prefetches no data.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { discardPreparedCells() } }
    }
    var prefetching = Prefetcher()
    /// Cells asked for ahead of their items, hidden until the items show.
    var preparedCells = PreparedCells<UICollectionViewCell>()
    /// The most cells shown and prepared at once so far: scrolling prepares no more than that.
    var mostCellsHeld = 0

    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap toggles).
    open var allowsMultipleSelection = false
    /// Whether a tap selects an item while the collection view is editing (false, as UIKit's).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected at once while editing (a tap toggles; false, as UIKit's).
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether taps select now, and whether they toggle: the editing flags while editing.
    var selectsByTap: (single: Bool, multiple: Bool) {
        isEditing
            ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing, allowsMultipleSelectionDuringEditing)
            : (allowsSelection, allowsMultipleSelection)
    }

    /// The item moving by hand, if any.
    var movement: ItemMovement?
    /// The drag on a list cell's reorder control, and where the moving cell's centre started.
    let reorderRecognizer = UIPanGestureRecognizer()
    var reorderStart: (center: CGPoint, offset: CGPoint) = (.zero, .zero)
    /// Scrolling while a reordered row is held at an edge: how far into the edge (-1 top … 1 bottom), and its motion.
    var reorderScrollDepth: CGFloat = 0
    var reorderScroller: ReorderScroller?

    // MARK: State

    var counts: [Int] = []
    var needsReload = true
    var needsPrepare = true
    var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
    /// Swipe actions on list sections' rows.
    let swiper = RowSwiper()
    /// The items' context menus (the delegate's `contextMenuConfigurationForItemsAt`).
    private var itemMenus: ListContextMenus?
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var selectedItems: Set<IndexPath> = []
    var touchedItem: IndexPath?
    var pool = ReusePool<UICollectionReusableView>()
    var updateDepth = 0
    var pendingUpdate: TableUpdate?
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureItems` hands back from `dequeueReusableCell`.
    var reconfiguring: UICollectionViewCell?
    /// The scroll views of the sections that scroll across the layout's direction, by section.
    private(set) var orthogonalScrollers: [Int: OrthogonalScroller] = [:]

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    // MARK: Initialisers

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adopt(layout)
        attachRecognizers()
    }

    private func attachRecognizers() {
        swiper.attach(to: self)
        itemMenus = ListContextMenus(
            on: self, rect: { [unowned self] point in indexPathForItem(at: point).flatMap { layoutAttributesForItem(at: $0)?.frame } },
            configuration: { [unowned self] point in itemMenuConfiguration(at: point) },
            willDisplay: { [unowned self] in collectionDelegate?.collectionView(self, willDisplayContextMenu: $0, animator: $1) },
            willEnd: { [unowned self] in collectionDelegate?.collectionView(self, willEndContextMenuInteraction: $0, animator: $1) })
        reorderRecognizer.addTarget(self, action: UICollectionView.handleReorder)
        addGestureRecognizer(reorderRecognizer)
    }

    /// The delegate's context menu for a press at `point`: iOS 16's form (the items there, none on empty space), then
    /// iOS 13's for an item.
    private func itemMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = collectionDelegate else { return nil }
        let item = indexPathForItem(at: point)
        return delegate.collectionView(self, contextMenuConfigurationForItemsAt: item.map { [$0] } ?? [], point: point)
            ?? item.flatMap { delegate.collectionView(self, contextMenuConfigurationForItemAt: $0, point: point) }
    }

    /// Becomes the layout's collection view; a list layout gives its background.
    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        if let list = (layout as? UICollectionViewCompositionalLayout)?.listConfiguration { backgroundColor = list.resolvedBackground }
    }

    /// A collection view from a storyboard or nib (a flow layout unless the file gives one).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        attachRecognizers()
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) { needsPrepare = true }
            super.bounds = newValue
        }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swiper.recognizer { return !reorderShouldBegin(swiper.recognizer) && swiper.shouldBegin() }
        if gestureRecognizer === reorderRecognizer { return reorderShouldBegin(reorderRecognizer) }
        // A drag that starts on a reorder control moves the row; it does not scroll.
        if gestureRecognizer === panGestureRecognizer, reorderShouldBegin(panGestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func didScroll() {
        super.didScroll()
        if swiper.open != nil, isDragging { swiper.close(animated: true) }
    }

    // MARK: Loading

    /// Forgets every item and asks the data source again at the next layout; the selection is cleared.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    func layoutDidInvalidate() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// Loads and prepares the layout now if either is pending, so queries see the current items.
    func prepareIfNeeded() {
        if needsReload {
            needsReload = false
            discardPreparedCells()
            for (indexPath, cell) in visibleCellsByItem { endDisplaying(cell, at: indexPath) }
            for (key, view) in visibleSupplementaries { endDisplaying(view, key: key) }
            selectedItems.removeAll()
            touchedItem = nil
            counts = currentCounts()
            prefetching.reset()
            collectionViewLayout.itemsDidChange()
            needsPrepare = true
        }
        guard needsPrepare else { return }
        needsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The data source's counts now, negative ones logged and taken as 0.
    func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = counted("numberOfSections(in:)", dataSource.numberOfSections(in: self))
        return (0..<sections).map {
            counted("collectionView(_:numberOfItemsInSection: \($0))", dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    private func counted(_ call: String, _ count: Int) -> Int {
        guard count < 0 else { return count }
        Self.logger.error("\(call) returned \(count); a count cannot be negative, so the collection view uses 0")
        return 0
    }

    /// The sections the data source gives.
    public var numberOfSections: Int {
        prepareCountsIfNeeded()
        return counts.count
    }

    /// The items of `section` (as of the last reload or update).
    public func numberOfItems(inSection section: Int) -> Int {
        prepareCountsIfNeeded()
        guard counts.indices.contains(section) else {
            Self.logger.error("numberOfItems(inSection: \(section)): the collection view has \(counts.count) sections")
            return 0
        }
        return counts[section]
    }

    /// Counts are loaded without preparing the layout (the layout itself asks for them while preparing).
    private func prepareCountsIfNeeded() {
        guard needsReload else { return }
        prepareIfNeeded()
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        prepareIfNeeded()
        super.layoutSubviews()
        arrangeOrthogonalScrollers()
        preparedCells.note(origin: bounds.origin, horizontal: prefetchesHorizontally)
        showVisibleElements()
        prefetchAhead()
        scheduleCellPreparation()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        scheduleCellPreparation()
    }

    /// Whether the content scrolls sideways only: the axis prefetching looks ahead along.
    var prefetchesHorizontally: Bool { contentSize.width > bounds.width && contentSize.height <= bounds.height }

    /// A scroll view over each band of an orthogonally scrolling section (kept, with its offset, while the section
    /// stays such), under the supplementary views.
    private func arrangeOrthogonalScrollers() {
        let sections = collectionViewLayout.orthogonalSections
        for (index, scroller) in orthogonalScrollers where sections[index] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[index] = nil
        }
        for (index, section) in sections {
            let scroller = orthogonalScrollers[index] ?? {
                let made = OrthogonalScroller(owner: self)
                insertSubview(made, at: 0)
                orthogonalScrollers[index] = made
                return made
            }()
            scroller.section = section
        }
    }

    /// How far the band of an orthogonally scrolling section is scrolled (nil for other sections).
    func orthogonalOffset(ofSection section: Int) -> CGFloat? { orthogonalScrollers[section]?.offset }

    /// The items of the screen ahead of the scrolling direction go to the prefetch data source, each once.
    private func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, bounds.width > 0, bounds.height > 0 else { return }
        let ahead = prefetching.aheadRect(of: bounds, horizontal: prefetchesHorizontally)
        let wanted = Set(elements(in: ahead)
            .filter { $0.representedElementCategory == .cell && visibleCellsByItem[$0.indexPath] == nil && contains($0.indexPath) }
            .map(\.indexPath))
        let (cancel, offer) = prefetching.update(wanted: wanted, shown: visibleCellsByItem.keys)
        if !cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !offer.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: offer) }
    }

    /// Whether the layout's left-to-right frames are shown mirrored (a flow or compositional layout in a
    /// right-to-left collection view).
    private var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// The width the layout's frames are mirrored in.
    private var mirroringWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// The layout's elements meeting `rect` (collection view coordinates), mirrored when the layout flips.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard flipsLayout else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
        let width = mirroringWidth
        // Sections scrolling on their own axis keep their bands as laid out (not mirrored yet).
        return (collectionViewLayout.layoutAttributesForElements(in: rect.mirrored(inWidth: width)) ?? []).map {
            orthogonalScrollers[$0.indexPath.section] == nil ? $0.mirrored(inWidth: width) : $0
        }
    }

    /// Makes or reuses views for the elements the layout puts in the bounds and recycles the rest.
    func showVisibleElements() {
        let elements = elements(in: bounds)
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where !attributes.isHidden {
            switch attributes.representedElementCategory {
            case .cell where contains(attributes.indexPath): cells[attributes.indexPath] = attributes
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    supplementaries[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            default: break
            }
        }
        for (indexPath, cell) in visibleCellsByItem where cells[indexPath] == nil && cell !== movement?.cell {
            endDisplaying(cell, at: indexPath)
        }
        if preparedCells.turned {
            for indexPath in preparedCells.indexPaths where cells[indexPath] == nil { discardPreparedCell(at: indexPath) }
        }
        for (key, view) in visibleSupplementaries where supplementaries[key] == nil { endDisplaying(view, key: key) }
        var resized = false
        let cards = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration?.appearance == .insetGrouped
        for (indexPath, attributes) in cells {
            let cell = visibleCellsByItem[indexPath] ?? displayCell(at: indexPath)
            if let row = cell as? UICollectionViewListCell { giveSeparators(to: row, at: indexPath) }
            guard let attributes = movementAttributes(of: indexPath, cell, laidOut: attributes) else { continue }
            place(cell, attributes)
            if cards { cell.roundAsCard(row: indexPath.item, of: counts[indexPath.section]) }
            if collectionViewLayout.estimatesSize(of: indexPath) {
                let preferred = cell.preferredLayoutAttributesFitting(attributes)
                resized = collectionViewLayout.cellPrefers(preferred.size, for: indexPath) || resized
            }
        }
        // Cells that sized themselves change the layout: prepared again at the next pass (in this frame).
        if resized { layoutDidInvalidate() }
        for (key, attributes) in supplementaries {
            guard let view = visibleSupplementaries[key] ?? displaySupplementary(key) else { continue }
            place(view, attributes)
        }
    }

    private func giveSeparators(to row: UICollectionViewListCell, at indexPath: IndexPath) {
        guard let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: indexPath.section)
        else { return row.separatorSource = nil }
        row.separatorSource = (list, indexPath, indexPath.item == counts[indexPath.section] - 1)
    }

    /// Puts a view where its attributes say: a cell of an orthogonally scrolling section in its band's scroll view.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        if attributes.representedElementCategory == .cell, let scroller = orthogonalScrollers[attributes.indexPath.section] {
            frame = frame.offsetBy(dx: scroller.contentOffset.x - scroller.frame.minX, dy: scroller.contentOffset.y - scroller.frame.minY)
        }
        // A transform the attributes give (a dynamic animator's rotation) replaces the view's; views whose attributes
        // never had one keep theirs (a swiped row's slide).
        if attributes.transform != .identity || view.appliesLayoutTransform {
            view.appliesLayoutTransform = attributes.transform != .identity
            view.transform = .identity
            view.frame = frame
            view.transform = attributes.transform
        } else {
            view.frame = frame
        }
        view.alpha = attributes.alpha
        view.apply(attributes)
    }

    private func displayCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = preparedCells.take(indexPath) ?? dataSource?.collectionView(self, cellForItemAt: indexPath)
            ?? UICollectionViewCell(frame: .zero)
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = false
        show(cell, above: false, in: orthogonalScrollers[indexPath.section] ?? self)
        visibleCellsByItem[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func displaySupplementary(_ key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        show(view, above: true, in: self)
        visibleSupplementaries[key] = view
        return view
    }

    /// Cells go under everything else (in their band's scroll view when their section has one); supplementary views
    /// above the cells and below the scroll indicators.
    private func show(_ view: UIView, above: Bool, in container: UIView) {
        view.isHidden = false
        guard view.superview !== container else { return }
        if !above {
            container.insertSubview(view, at: 0)
        } else if let bar = indicators?.vertical, bar.superview === self {
            insertSubview(view, belowSubview: bar)
        } else {
            addSubview(view)
        }
    }

    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if swiper.open?.row == indexPath { swiper.close(animated: false) }
        visibleCellsByItem[indexPath] = nil
        pool.recycle(cell, identifier: cell.poolKey)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func endDisplaying(_ view: UICollectionReusableView, key: SupplementaryKey) {
        visibleSupplementaries[key] = nil
        pool.recycle(view, identifier: view.poolKey)
    }

    // MARK: Reuse

    /// Registers the class to make cells from for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: Self.cellKey(identifier), call: "register(_:forCellWithReuseIdentifier: \"\(identifier)\")")
    }

    /// Registers the class to make supplementary views of `elementKind` from for `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        register(
            viewClass, key: Self.supplementaryKey(elementKind, identifier),
            call: "register(_:forSupplementaryViewOfKind: \(elementKind), withReuseIdentifier: \"\(identifier)\")")
    }

    private func register(_ viewClass: AnyClass?, key: String, call: String) {
        guard let viewClass else { return pool.register(nil, for: key) }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Self.logger.error("\(call): \(viewClass) is not a UICollectionReusableView subclass; ignored")
        }
        pool.register(type, for: key)
    }

    static func cellKey(_ identifier: String) -> String { "cell " + identifier }
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + " " + identifier }

    /// A cell for the item, reused or made from the registered class. An identifier with nothing registered is
    /// logged (UIKit stops the app) and gives a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = reusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.isEditing = isEditing
        if let row = cell as? UICollectionViewListCell {
            row.listAppearance = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: indexPath.section)?.appearance
        }
        return cell
    }

    /// Whether the cells are in editing mode (iOS 14): each cell's `isEditing` follows.
    open var isEditing = false {
        didSet { for cell in visibleCellsByItem.values { cell.isEditing = isEditing } }
    }

    private func reusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        let key = Self.cellKey(identifier)
        if let cell = dequeue(key, identifier) as? UICollectionViewCell { return cell }
        if let cell = prototypeCells[identifier]?() {
            cell.poolKey = key
            return cell
        }
        Self.logger.error(
            "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no UICollectionViewCell class is registered for \"\(identifier)\"; register one with register(_:forCellWithReuseIdentifier:). Showing an empty cell.")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.poolKey = key
        return cell
    }

    /// A supplementary view of `elementKind`, reused or made from the registered class (an empty one, logged, when
    /// nothing is registered).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if let view = dequeue(key, identifier) { return view }
        Self.logger.error(
            "dequeueReusableSupplementaryView(ofKind: \(elementKind), withReuseIdentifier: \"\(identifier)\"): nothing is registered; register a class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        view.poolKey = key
        return view
    }

    private func dequeue(_ key: String, _ identifier: String) -> UICollectionReusableView? {
        if let view = pool.dequeue(key) {
            view.prepareForReuse()
            return view
        }
        guard let type = pool.registeredClass(for: key) else { return nil }
        let view = type.init(registeredReuseIdentifier: identifier)
        view.poolKey = key
        return view
    }

    // MARK: Queries

    /// The cells on screen.
    public var visibleCells: [UICollectionViewCell] { visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value) }
    /// The items whose cells are shown.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByItem.keys.sorted() }
    /// The shown cell of the item; nil when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByItem[indexPath] }
    /// The item a shown cell stands for.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleCellsByItem.first { $0.value === cell }?.key }

    /// The supplementary view on screen of `kind` at `indexPath`.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// The item under a point in the collection view's (content) coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return elements(in: probe).last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Where the layout puts the item (mirrored in a right-to-left view whose layout flips).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
        return flipsLayout ? attributes?.mirrored(inWidth: mirroringWidth) : attributes
    }

    /// Scrolls so the item sits where `scrollPosition` says on each axis (nothing said: the least scroll that shows it);
    /// an item of an orthogonally scrolling section is first brought into its band.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard var frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return Self.logger.error("scrollToItem(at: \(indexPath)): no such item; nothing scrolled")
        }
        if let band = orthogonalScrollers[indexPath.section] {
            let now = band.contentOffset
            let target = band.offsetShowing(frame.offsetBy(dx: now.x - band.frame.minX, dy: now.y - band.frame.minY), at: scrollPosition)
            frame = frame.offsetBy(dx: now.x - target.x, dy: now.y - target.y)
            band.setContentOffset(target, animated: animated)
        }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - visible.height / 2 - inset.top }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - visible.width / 2 - inset.left }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width - inset.left }
        guard scrollPosition.isEmpty == false else { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Selection and touches

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects an item from code (no delegate method is called) and scrolls it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        prepareIfNeeded()
        guard let indexPath else {
            for item in selectedItems { setItem(item, selected: false) }
            return
        }
        guard contains(indexPath) else {
            return Self.logger.error("selectItem(at: \(indexPath)): no such item; nothing selected")
        }
        if !selectsByTap.multiple { for item in selectedItems where item != indexPath { setItem(item, selected: false) } }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (no delegate call, as in UIKit).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { setItem(indexPath, selected: false) }

    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        visibleCellsByItem[indexPath]?.isSelected = selected
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, swiper.touchBegan(at: touch.location(in: self)) { return }
        if !beginItemTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedItem == nil, !swiper.isSwallowingTouch { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swiper.touchEnded() { return }
        guard let indexPath = touchedItem else { return super.touchesEnded(touches, with: event) }
        unhighlightTouchedItem()
        guard touches.first.map({ bounds.contains($0.location(in: self)) }) ?? true else { return }
        userSelect(indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swiper.touchEnded() { return }
        if touchedItem == nil { return super.touchesCancelled(touches, with: event) }
        unhighlightTouchedItem()
    }
}
