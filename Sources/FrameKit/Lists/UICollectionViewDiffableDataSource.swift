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

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Makes the layout's supplementary views (section headers and footers).
    open var supplementaryViewProvider: SupplementaryViewProvider?

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
        guard let collectionView else { return }
        var update = TableUpdate(from: current, to: snapshot)
        update.animation = animatingDifferences ? .automatic : .none
        let finish: ((Bool) -> Void)? = completion.map { done in { _ in done() } }
        collectionView.apply(update, changingModel: { current = snapshot }, completion: finish)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Makes the collection show `snapshot` by reloading everything.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
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
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        UICollectionView.logger.error(
            "UICollectionViewDiffableDataSource's cell provider returned nil for \(indexPath); showing an empty cell")
        return UICollectionViewCell(frame: .zero)
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
