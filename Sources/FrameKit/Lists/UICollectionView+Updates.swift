import Foundation

/// Inserting, deleting, reloading and moving items and sections, alone or batched: checked against the data
/// source's new counts with UIKit's rules (an inconsistent batch is logged and the collection reloads instead), the
/// layout prepared again, and the items animated to their new places as the table's rows are.
extension UICollectionView {
    /// Makes the inserts, deletes, moves and reloads `updates` calls as one change, animated, checking them against the data source's counts (an inconsistent batch is logged with UIKit's message and the view reloads); `completion` runs when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdate()
        updates?()
        endUpdate(completion: completion)
    }

    private func beginUpdate() {
        prepareIfNeeded()
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    private func endUpdate(completion: ((Bool) -> Void)?) {
        updateDepth -= 1
        if let completion { pendingCompletions.append(completion) }
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        let completions = pendingCompletions
        pendingCompletions = []
        apply(update, completions: completions)
    }

    private func record(_ change: (inout TableUpdate) -> Void) {
        beginUpdate()
        change(&pendingUpdate!)
        endUpdate(completion: nil)
    }

    /// Inserts items (the data source already has them).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
    /// Deletes items (the data source already lost them).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
    /// Makes the items' cells again.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Makes the sections' cells again.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Asks the data source to configure the items' cells again (a diffable data source's reconfigured items).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            discardPreparedCell(at: indexPath)
            guard let cell = visibleCellsByItem[indexPath], let dataSource else { continue }
            reconfiguring = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            if returned !== cell {
                endDisplaying(cell, at: indexPath)
                setNeedsLayout()
            }
        }
    }

    /// Applies a batch worked out elsewhere (a diffable data source's difference).
    func apply(_ update: TableUpdate, changingModel: () -> Void, completion: ((Bool) -> Void)?) {
        prepareIfNeeded()
        changingModel()
        apply(update, completions: completion.map { [$0] } ?? [])
    }

    private func apply(_ update: TableUpdate, completions: [(Bool) -> Void]) {
        let newCounts = currentCounts()
        let plan: TableUpdate.Plan
        do {
            plan = try update.plan(oldCounts: counts, newCounts: newCounts)
        } catch {
            Self.logger.error("\(error.description). The collection view reloads all its data instead.")
            reloadData()
            layoutIfNeeded()
            return completions.forEach { $0(true) }
        }
        var previous: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellsByItem.values { previous[ObjectIdentifier(cell)] = cell.frame }
        let moves = plan.newIndexPaths
        let (cells, leaving) = ListAnimation.remap(visibleCellsByItem, by: moves) { cell, indexPath in
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        visibleCellsByItem = cells
        let anchoredKinds = collectionViewLayout.itemAnchoredKinds
        for (key, view) in visibleSupplementaries where anchoredKinds.contains(key.kind) { endDisplaying(view, key: key) }
        swiper.remap(moves)
        selectedItems = Set(selectedItems.compactMap { moves[$0] })
        touchedItem = touchedItem.flatMap { moves[$0] }
        counts = newCounts
        discardPreparedCells()
        prefetching.reset()
        collectionViewLayout.itemsDidChange()
        layoutDidInvalidate()
        UIView.performWithoutAnimation { layoutIfNeeded() }
        let recycle: (UIView) -> Void = { [weak self] view in
            guard let view = view as? UICollectionReusableView else { return }
            self?.pool.recycle(view, identifier: view.poolKey)
        }
        guard update.animation != .none, window != nil, UIView.areAnimationsEnabled else {
            for (view, _) in leaving { recycle(view) }
            return completions.forEach { $0(true) }
        }
        ListAnimation.run(
            staying: Array(visibleCellsByItem.values), previous: previous, leaving: leaving, recycle: recycle,
            completions: completions)
    }
}
