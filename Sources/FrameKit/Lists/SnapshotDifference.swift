import Foundation

/// The changes that turn one snapshot into another, as a batch of updates (deletions and move sources in the old
/// snapshot's index paths, insertions and move destinations in the new one's), found in O(n): identifiers are matched
/// through dictionaries, and each list of surviving items is walked once against its new order; an item out of step
/// is moved, the rest stay (not always the fewest moves, always a correct batch).
extension TableUpdate {
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        self.init()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        let movedSectionIdentifiers = Self.outOfStep(
            old: oldSections.filter { newSectionIndex[$0] != nil }, new: newSections.filter { oldSectionIndex[$0] != nil })
        movedSections = movedSectionIdentifiers.map { (oldSectionIndex[$0]!, newSectionIndex[$0]!) }
        reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { oldSectionIndex[$0] })

        for (newSection, identifier) in newSections.enumerated() {
            guard let oldSection = oldSectionIndex[identifier] else { continue }
            let newItems = new.itemIdentifiers(inSection: identifier)
            let oldItems = old.itemIdentifiers(inSection: identifier)
            let stayingInNew = newItems.filter { old.sectionIdentifier(containingItem: $0) == identifier }
            let stayingInOld = oldItems.filter { new.sectionIdentifier(containingItem: $0) == identifier }
            for item in Self.outOfStep(old: stayingInOld, new: stayingInNew) {
                movedRows.append((old.indexPath(of: item)!, new.indexPath(of: item)!))
            }
            for (row, item) in newItems.enumerated() {
                guard let from = old.indexPath(of: item) else {
                    insertedRows.append(IndexPath(row: row, section: newSection))
                    continue
                }
                if old.sectionIdentifier(containingItem: item) != identifier {
                    movedRows.append((from, IndexPath(row: row, section: newSection)))
                }
            }
            for (row, item) in oldItems.enumerated() where new.indexPath(of: item) == nil {
                deletedRows.append(IndexPath(row: row, section: oldSection))
            }
        }
        // Items of deleted sections go with them; items of inserted sections come with them.
        let moved = Set(movedRows.map(\.from))
        reloadedRows = new.reloadedItemIdentifiers.compactMap { item in
            old.indexPath(of: item).flatMap { moved.contains($0) || deletedSections.contains($0.section) ? nil : $0 }
        }
    }

    /// The items of `new` that a single walk against `old` (the same items) finds out of step: moved.
    private static func outOfStep<T: Hashable>(old: [T], new: [T]) -> [T] {
        var moved = Set<T>()
        var result: [T] = []
        var i = 0
        for item in new {
            while i < old.count, moved.contains(old[i]) { i += 1 }
            if i < old.count, old[i] == item {
                i += 1
            } else {
                moved.insert(item)
                result.append(item)
            }
        }
        return result
    }
}
