import Foundation

/// A collection view's data source driven by snapshots: a cell provider (often a `CellRegistration`), an optional
/// supplementary view provider, and snapshots applied with or without animating their differences. Becomes the
/// collection view's data source when made (which holds it weakly: keep it).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header or footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// What the data source asks and tells as the user expands and collapses items of an outline section.
    public struct SectionSnapshotHandlers<Item> {
        /// Whether `item` may expand (true without a handler).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// `item` is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse (true without a handler).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// `item` is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent about to expand, given those it has (to load them on demand).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        /// No handlers: every item expands and collapses.
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The outlines of the sections applied as section snapshots.
    private var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Asked and told as the user expands and collapses outline items.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Makes the layout's supplementary views (section headers and footers).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source asks and tells as the user moves items (a list cell's reorder accessory, the collection
    /// view's interactive movement).
    public struct ReorderingHandlers {
        /// Whether `item` may move; without it nothing moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before the data source's snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after it changed: update the app's model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers: nothing moves.
        public init() {}
    }

    /// Asked and told as the user moves items.
    open var reorderingHandlers = ReorderingHandlers()

    /// A data source for `collectionView` (it becomes its data source) making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The snapshot shown.
    public func snapshot() -> Snapshot { current }

    /// Makes the collection show `snapshot`, its differences as one batch (animated when asked).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section whose items are no longer its outline's visible ones is a flat list again.
        outlines = outlines.filter { section, outline in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
        }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView else { return }
        var update = TableUpdate(from: current, to: snapshot)
        update.animation = animatingDifferences ? .automatic : .none
        let finish: ((Bool) -> Void)? = completion.map { done in { _ in done() } }
        collectionView.apply(update, changingModel: { current = snapshot }, completion: finish)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Makes `section` (added at the end when new) show `snapshot`'s outline: its visible items, each cell indented by
    /// its level and its outline disclosure showing whether it is expanded.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, showing: snapshot.visibleItems, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Applies `snapshot` to `section`, whose visible items are `visible` (worked out by the caller when it knows
    /// them cheaper).
    private func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, showing visible: [ItemIdentifierType],
        to section: SectionIdentifierType, animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.replaceItems(inSection: section, with: visible)
        outlines[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlineCells(in: section)
    }

    /// `section`'s outline: the one applied, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        current.outline(of: section, in: outlines)
    }

    /// Brings the visible cells of `section` to their items' levels and expansion.
    private func refreshOutlineCells(in section: SectionIdentifierType) {
        guard let collectionView, let index = current.indexOfSection(section) else { return }
        for case let cell as UICollectionViewListCell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell), path.section == index else { continue }
            showOutline(of: path, in: cell)
        }
    }

    private func showOutline(of indexPath: IndexPath, in cell: UICollectionViewCell) {
        guard let cell = cell as? UICollectionViewListCell, let section = current.section(at: indexPath.section),
            let outline = outlines[section], let item = current.item(at: indexPath)
        else { return }
        cell.indentationLevel = outline.level(of: item)
        cell.isOutlineExpanded = outline.isExpanded(item)
    }

    /// Makes the collection show `snapshot` by reloading everything.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        outlines.removeAll()
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// Where the item is shown, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    /// The section's index, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's item count for the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a provider that returns nil gets a logged error and an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            showOutline(of: indexPath, in: cell)
            return cell
        }
        UICollectionView.logger.error(
            "UICollectionViewDiffableDataSource's cell provider returned nil for \(indexPath); showing an empty cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// Whether `reorderingHandlers.canReorderItem` lets the item move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.item(at: indexPath) else { return false }
        return canReorder(item)
    }

    /// Moves the item in the snapshot between `willReorder` and `didReorder` (the collection view moves the cell). In
    /// an outline the item takes its children along and joins the parent its drop place says (see `outlineParent`).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = current.item(at: sourceIndexPath), let from = current.section(at: sourceIndexPath.section),
            let section = current.section(at: destinationIndexPath.section)
        else { return }
        var final = current
        let others = final.itemIdentifiers(inSection: section).filter { $0 != item }
        if destinationIndexPath.item < others.count {
            final.moveItem(item, beforeItem: others[destinationIndexPath.item])
        } else if let last = others.last {
            final.moveItem(item, afterItem: last)
        } else {
            final.deleteItems([item])
            final.appendItems([item], toSection: section)
        }
        var finalOutlines = outlines
        if outlines[from] != nil || outlines[section] != nil {
            let (source, target) = movedOutlines(item, from: from, to: section, rows: final.itemIdentifiers(inSection: section))
            finalOutlines[from] = source
            finalOutlines[section] = target
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: current, finalSnapshot: final, initialOutlines: outlines, finalOutlines: finalOutlines)
        reorderingHandlers.willReorder?(transaction)
        current = final
        outlines = finalOutlines
        reorderingHandlers.didReorder?(transaction)
    }

    /// The outlines of the item's old and new sections once it moved (with its descendants) to its place among `rows`,
    /// the new section's visible items.
    private func movedOutlines(_ item: ItemIdentifierType, from: SectionIdentifierType, to section: SectionIdentifierType, rows: [ItemIdentifierType])
        -> (source: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, target: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
    {
        var source = snapshot(for: from)
        let originalParent = source.parent(of: item)
        let subtree = source.snapshot(of: item, includingParent: true)
        source.delete([item])
        var target = from == section ? source : snapshot(for: section)
        let place = rows.firstIndex(of: item)!
        let above = place > 0 ? rows[place - 1] : nil, below = place + 1 < rows.count ? rows[place + 1] : nil
        let keeping: ItemIdentifierType?? = from == section ? .some(originalParent) : .none
        switch Self.outlinePlace(in: target, above: above, below: below, keeping: keeping) {
        case .before(let next): target.insert(subtree, before: next)
        case .after(let previous): target.insert(subtree, after: previous)
        case .root: target.append(subtree)
        }
        if target.visibleItems != rows {
            UICollectionView.logger.error("reordering \(item): the outline's rows do not match the list's; the section is shown flat")
        }
        return (from == section ? target : source, target)
    }

    private enum OutlinePlace { case before(ItemIdentifierType), after(ItemIdentifierType), root }

    /// Where an item dropped between the rows `above` and `below` goes in `outline`: the first child of `above` when
    /// `below` is that; else a sibling of `above` or of one of its ancestors down to `below`'s level — the level of
    /// `keeping` (the item's parent before, nil for the roots, when it moves within its section) when the place offers
    /// it, else `below`'s (or `above`'s at the end).
    private static func outlinePlace(
        in outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, above: ItemIdentifierType?, below: ItemIdentifierType?,
        keeping: ItemIdentifierType??
    ) -> OutlinePlace {
        guard let above else { return below.map { .before($0) } ?? .root }
        if let below, outline.parent(of: below) == above { return .before(below) }
        // The levels the place offers: (the parent joined, the row to follow in it), deepest first.
        var levels: [(parent: ItemIdentifierType?, follows: ItemIdentifierType)] = []
        var row = above
        while true {
            let parent = outline.parent(of: row)
            levels.append((parent, row))
            if let below, parent == outline.parent(of: below) { break }
            guard let parent else { break }
            row = parent
        }
        if case .some(let parent) = keeping, let level = levels.first(where: { $0.parent == parent }) { return .after(level.follows) }
        if let below { return .before(below) }
        return .after(levels[0].follows)
    }

    /// The view `supplementaryViewProvider` makes (an empty view, logged, without one).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UICollectionView.logger.error(
            "the layout places a \(kind) at \(indexPath) but the diffable data source's supplementaryViewProvider gives none")
        return UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource: OutlineToggling {
    func willBeginMovingItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        guard let section = current.section(at: indexPath.section), let item = current.item(at: indexPath),
            outlines[section]?.isExpanded(item) == true
        else { return false }
        toggleOutline(at: indexPath, in: collectionView, askingHandlers: false)
        return true
    }

    func didEndMovingItem(at indexPath: IndexPath, expanding: Bool, in collectionView: UICollectionView) {
        guard let section = current.section(at: indexPath.section), outlines[section] != nil else { return }
        refreshOutlineCells(in: section)
        if expanding { toggleOutline(at: indexPath, in: collectionView, askingHandlers: false) }
    }

    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView) {
        toggleOutline(at: indexPath, in: collectionView, askingHandlers: true)
    }

    /// Expands or collapses the item at `indexPath`; a move's own collapse and expansion do not ask the handlers.
    private func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView, askingHandlers: Bool) {
        guard let section = current.section(at: indexPath.section), var outline = outlines[section],
            let item = current.item(at: indexPath)
        else { return }
        let handlers = askingHandlers ? sectionSnapshotHandlers : SectionSnapshotHandlers<ItemIdentifierType>()
        // The rows change only under the item: the run there is replaced in the snapshot itself, as one batch of
        // insertions or deletions (no copy of a long section to compare with its new rows).
        let below = indexPath.item + 1
        let hidden: Range<Int>, shown: [ItemIdentifierType]
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            hidden = below..<below + outline.visibleDescendants(of: item).count
            shown = []
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let load = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: load(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
            hidden = below..<below
            shown = outline.visibleDescendants(of: item)
        }
        guard shown.allSatisfy({ current.indexPath(of: $0) == nil }) else {
            // Children already shown elsewhere: the whole section is compared (and the repeats logged).
            var visible = current.itemIdentifiers(inSection: section)
            visible.replaceSubrange(hidden, with: shown)
            return apply(outline, showing: visible, to: section, animatingDifferences: true, completion: nil)
        }
        var update = TableUpdate()
        update.deletedRows = hidden.map { IndexPath(item: $0, section: indexPath.section) }
        update.insertedRows = (below..<below + shown.count).map { IndexPath(item: $0, section: indexPath.section) }
        collectionView.apply(update, changingModel: {
            current.replaceItems(inSectionAt: indexPath.section, subrange: hidden, with: shown)
            outlines[section] = outline
        }, completion: nil)
        refreshOutlineCells(in: section)
    }
}

/// A data source whose outline items a row's disclosure can expand and collapse.
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView)
    /// An item is picked up to move: an expanded one collapses (its children move with it, out of sight), and the
    /// answer says so.
    func willBeginMovingItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool
    /// The moved item has landed at `indexPath` (or gone back there): its row takes its level, and expands again when
    /// it was collapsed for the move.
    func didEndMovingItem(at indexPath: IndexPath, expanding: Bool, in collectionView: UICollectionView)
}
