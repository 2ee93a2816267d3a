import Foundation

/// A table's data source driven by snapshots: give it a cell provider, apply snapshots of identifiers, and the table
/// changes to match — animated with `defaultRowAnimation`, or at once. Becomes the table's data source when made
/// (the table holds it weakly: keep it). Subclass it to give section titles or editing answers.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// How applied differences animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source) making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    public func snapshot() -> Snapshot { current }

    /// Makes the table show `snapshot`: rows and sections that moved, came or went change as one batch (animated when
    /// asked and the table is on screen), reloaded items get new cells and reconfigured ones are configured again.
    /// `completion` runs when the change (and its animation) ends.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else { return }
        var update = TableUpdate(from: current, to: snapshot)
        update.animation = animatingDifferences ? defaultRowAnimation : .none
        let finish: ((Bool) -> Void)? = completion.map { done in { _ in done() } }
        if animatingDifferences {
            show(snapshot, through: update, in: tableView, completion: finish)
        } else {
            UIView.performWithoutAnimation { show(snapshot, through: update, in: tableView, completion: finish) }
        }
    }

    private func show(_ snapshot: Snapshot, through update: TableUpdate, in tableView: UITableView, completion: ((Bool) -> Void)?) {
        tableView.apply(update, changingModel: { current = snapshot }, completion: completion)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
    }

    /// Makes the table show `snapshot` by reloading everything (no differences worked out).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
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

    // MARK: UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's item count for the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a provider that returns nil gets a logged error and an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        UITableView.logger.error("UITableViewDiffableDataSource's cell provider returned nil for \(indexPath); showing an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; subclasses override.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; subclasses override.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows are not editable; subclasses override.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; subclasses that allow deleting update their snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Rows cannot move; subclasses override.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; subclasses that allow moving update their snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
