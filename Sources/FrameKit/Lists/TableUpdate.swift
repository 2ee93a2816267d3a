import Foundation

/// One batch of row and section changes, in UIKit's terms: deletions, reloads and move sources name the rows and
/// sections before the batch; insertions and move destinations name them after it. `plan(oldCounts:newCounts:)`
/// checks the batch against the data source's counts with UIKit's rules (and UIKit's messages) and maps every
/// row after the batch to where it came from, in O(rows).
struct TableUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var animation: UITableView.RowAnimation = .automatic

    /// Where a row after the batch comes from.
    enum Source: Equatable {
        case inserted
        /// The row before the batch; `reloaded` when its cell must be asked for again.
        case old(section: Int, row: Int, reloaded: Bool)
    }

    struct Plan {
        /// For each section after the batch, each row's source.
        var sources: [[Source]]
        /// For each section after the batch, the section it was before (nil: inserted or reloaded).
        var sectionSources: [Int?]
        /// How many rows each section had before the batch.
        var oldCounts: [Int]
    }

    struct Inconsistency: Error, CustomStringConvertible {
        let description: String
    }

    /// The map from the rows after the batch to the rows before it, or UIKit's message for an inconsistent batch.
    /// Rows are walked as integers section by section: a batch over a 10,000-row outline touches every row, and
    /// hashing index paths for each was most of its cost.
    func plan(oldCounts: [Int], newCounts: [Int]) throws(Inconsistency) -> Plan {
        let sectionSources = try planSections(old: oldCounts.count, new: newCounts.count)
        try checkRowIndexes(oldCounts: oldCounts, newCounts: newCounts)
        let leaving = Self.rowsBySection(deletedRows + movedRows.map(\.from))
        let reloaded = Self.rowsBySection(reloadedRows)
        var fixed: [Int: [(row: Int, source: Source)]] = [:]
        for row in insertedRows { fixed[row.section, default: []].append((row.row, .inserted)) }
        for move in movedRows {
            fixed[move.to.section, default: []].append((move.to.row, .old(section: move.from.section, row: move.from.row, reloaded: false)))
        }
        var sources: [[Source]] = []
        for (newSection, count) in newCounts.enumerated() {
            guard let oldSection = sectionSources[newSection] else {
                sources.append([Source](repeating: .inserted, count: count))
                continue
            }
            let gone = leaving[oldSection] ?? [], reload = Set(reloaded[oldSection] ?? [])
            let pinned = (fixed[newSection] ?? []).sorted { $0.row < $1.row }
            var nextGone = 0, nextPinned = 0, staying = 0
            var rows: [Source] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                if nextPinned < pinned.count, pinned[nextPinned].row == row {
                    rows.append(pinned[nextPinned].source)
                    nextPinned += 1
                    continue
                }
                while nextGone < gone.count, gone[nextGone] <= staying {
                    if gone[nextGone] == staying { staying += 1 }
                    nextGone += 1
                }
                guard staying < oldCounts[oldSection] else {
                    rows.append(.inserted)
                    continue
                }
                rows.append(.old(section: oldSection, row: staying, reloaded: !reload.isEmpty && reload.contains(staying)))
                staying += 1
            }
            try checkRowCount(section: oldSection, newSection: newSection, old: oldCounts[oldSection], new: count)
            sources.append(rows)
        }
        return Plan(sources: sources, sectionSources: sectionSources, oldCounts: oldCounts)
    }

    /// Rows by section, each section's sorted without repeats.
    private static func rowsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
        Dictionary(grouping: paths, by: \.section).mapValues { Array(Set($0.map(\.row))).sorted() }
    }

    private func planSections(old: Int, new: Int) throws(Inconsistency) -> [Int?] {
        let movedOut = Set(movedSections.map(\.from)), movedIn = Dictionary(movedSections.map { ($0.to, $0.from) }) { a, _ in a }
        let expected = old - deletedSections.count + insertedSections.count
        guard new == expected else {
            throw Inconsistency(description: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new)) must be equal to the number of sections contained in the table view before the update (\(old)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
        }
        if let bad = deletedSections.first(where: { $0 >= old }) {
            throw Inconsistency(description: "attempt to delete section \(bad), but there are only \(old) sections before the update")
        }
        if let bad = insertedSections.first(where: { $0 >= new }) {
            throw Inconsistency(description: "attempt to insert section \(bad) but there are only \(new) sections after the update")
        }
        var staying = (0..<old).lazy.filter { !self.deletedSections.contains($0) && !movedOut.contains($0) }.makeIterator()
        return (0..<new).map { section in
            if insertedSections.contains(section) { return nil }
            if let from = movedIn[section] { return from }
            guard let old = staying.next() else { return nil }
            return reloadedSections.contains(old) ? nil : old
        }
    }

    private func checkRowIndexes(oldCounts: [Int], newCounts: [Int]) throws(Inconsistency) {
        for row in deletedRows + reloadedRows + movedRows.map(\.from) {
            guard oldCounts.indices.contains(row.section) else {
                throw Inconsistency(description: "attempt to delete row \(row.row) from section \(row.section), but there are only \(oldCounts.count) sections before the update")
            }
            guard row.row < oldCounts[row.section] else {
                throw Inconsistency(description: "attempt to delete row \(row.row) from section \(row.section) which only contains \(oldCounts[row.section]) rows before the update")
            }
        }
        for row in insertedRows + movedRows.map(\.to) {
            guard newCounts.indices.contains(row.section) else {
                throw Inconsistency(description: "attempt to insert row \(row.row) into section \(row.section), but there are only \(newCounts.count) sections after the update")
            }
            guard row.row < newCounts[row.section] else {
                throw Inconsistency(description: "attempt to insert row \(row.row) into section \(row.section), but there are only \(newCounts[row.section]) rows in section \(row.section) after the update")
            }
        }
    }

    private func checkRowCount(section: Int, newSection: Int, old: Int, new: Int) throws(Inconsistency) {
        let inserted = insertedRows.filter { $0.section == newSection }.count
        let deleted = deletedRows.filter { $0.section == section }.count
        let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != section }.count
        let movedOut = movedRows.filter { $0.from.section == section && $0.to.section != newSection }.count
        guard new != old - deleted + inserted + movedIn - movedOut else { return }
        throw Inconsistency(description: "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(new)) must be equal to the number of rows contained in that section before the update (\(old)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)")
    }
}
