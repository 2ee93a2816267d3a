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
            let newAll = new.itemIdentifiers(inSection: identifier)
            let oldAll = old.itemIdentifiers(inSection: identifier)
            // Rows the same at both ends stay as they are (an outline's expansion changes one run in the middle).
            let (prefix, suffix) = oldAll.commonEnds(with: newAll)
            let newItems = newAll[prefix..<newAll.count - suffix], oldItems = oldAll[prefix..<oldAll.count - suffix]
            // One lookup per item each way: where it was (for the new items), where it goes (for the old ones).
            var stayingInNew: [(item: I, from: IndexPath, to: IndexPath)] = []
            stayingInNew.reserveCapacity(newItems.count)
            for row in newItems.indices {
                let item = newItems[row]
                let to = IndexPath(row: row, section: newSection)
                guard let from = old.indexPath(of: item) else {
                    insertedRows.append(to)
                    continue
                }
                if from.section == oldSection { stayingInNew.append((item, from, to)) } else { movedRows.append((from, to)) }
            }
            var stayingInOld: [I] = []
            stayingInOld.reserveCapacity(oldItems.count)
            for row in oldItems.indices {
                let item = oldItems[row]
                guard let to = new.indexPath(of: item) else {
                    deletedRows.append(IndexPath(row: row, section: oldSection))
                    continue
                }
                if to.section == newSection { stayingInOld.append(item) }
            }
            let moved = Set(Self.outOfStep(old: stayingInOld, new: stayingInNew.map(\.item)))
            if !moved.isEmpty {
                for staying in stayingInNew where moved.contains(staying.item) { movedRows.append((staying.from, staying.to)) }
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

extension Array where Element: Equatable {
    /// How many elements this and `other` share at their starts, and then at their ends (not overlapping).
    func commonEnds(with other: [Element]) -> (prefix: Int, suffix: Int) {
        let shorter = Swift.min(count, other.count)
        var prefix = 0
        while prefix < shorter, self[prefix] == other[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, self[count - 1 - suffix] == other[other.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }
}
