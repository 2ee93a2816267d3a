import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A café menu as a diffable table: sections of dish names, the cells' labels showing them.
@MainActor
private final class Menu {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 2000))
    let table: UITableView
    let dataSource: UITableViewDiffableDataSource<String, String>
    var provided: [String] = []

    init() throws {
        table = UITableView(frame: app.window.bounds)
        table.rowHeight = 30
        table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        var provided: [String] = []
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, dish in
            provided.append(dish)
            let cell = table.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
            cell.textLabel?.text = dish
            return cell
        }
        _ = provided
        app.window.addSubview(table)
        try app.runUntilIdle()
    }

    /// Whether the table has `expected`'s sections and rows, and every row on screen shows its item.
    func shows(_ expected: [[String]]) -> Bool {
        guard table.numberOfSections == expected.count,
            expected.indices.allSatisfy({ table.numberOfRows(inSection: $0) == expected[$0].count })
        else { return false }
        let visible = table.indexPathsForVisibleRows ?? []
        return !visible.isEmpty || expected.allSatisfy(\.isEmpty)
            ? visible.allSatisfy { table.cellForRow(at: $0)?.textLabel?.text == expected[$0.section][$0.row] }
            : false
    }

    /// What the table shows: each section's labels, in order.
    var shown: [[String]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map {
                table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
            }
        }
    }
}

private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// A deterministic generator (an LCG), so a failing sequence can be replayed.
private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

@MainActor
@Suite(.serialized) struct DiffableDataSourceTests {
    @Test func applyingSnapshotsShowsTheirRowsAndKeepsTheCellsOfItemsThatStay() throws {
        let menu = try Menu()
        menu.dataSource.apply(snapshot([("Coffee", ["Espresso", "Latte", "Mocha"]), ("Cake", ["Brownie"])]), animatingDifferences: false)
        try menu.app.runUntilIdle()
        #expect(menu.shown == [["Espresso", "Latte", "Mocha"], ["Brownie"]])
        let latte = try #require(menu.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var done = false
        var next = snapshot([("Cake", ["Brownie", "Tart"]), ("Coffee", ["Mocha", "Latte", "Flat white"])])
        next.reloadSections([])
        menu.dataSource.apply(next, animatingDifferences: true) { done = true }
        #expect(!done)
        try menu.app.runUntilIdle()
        #expect(done && menu.shown == [["Brownie", "Tart"], ["Mocha", "Latte", "Flat white"]])
        #expect(menu.table.cellForRow(at: IndexPath(row: 1, section: 1)) === latte, "Latte kept its cell through the move")
        #expect(menu.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == "Flat white")
        #expect(menu.dataSource.indexPath(for: "Tart") == IndexPath(row: 1, section: 0))
        #expect(menu.dataSource.sectionIdentifier(for: 1) == "Coffee" && menu.dataSource.index(for: "Cake") == 0)
    }

    @Test func randomSequencesOfSnapshotsAlwaysEndShowingTheLastOne() throws {
        let menu = try Menu()
        var generator = Generator(state: 23)
        var sections: [(String, [String])] = []
        var nextItem = 0
        LogCapture.shared.start()
        for _ in 0..<60 {
            // Random edits: add or drop sections, add, drop, move and shuffle items within and across sections.
            if sections.count < 4 || generator.next(4) == 0 { sections.insert(("S\(nextItem)", []), at: generator.next(sections.count + 1)); nextItem += 1 }
            if sections.count > 2, generator.next(6) == 0 { sections.remove(at: generator.next(sections.count)) }
            for _ in 0..<generator.next(6) {
                let s = generator.next(sections.count)
                sections[s].1.insert("i\(nextItem)", at: generator.next(sections[s].1.count + 1))
                nextItem += 1
            }
            for _ in 0..<generator.next(4) {
                let s = generator.next(sections.count)
                guard !sections[s].1.isEmpty else { continue }
                let item = sections[s].1.remove(at: generator.next(sections[s].1.count))
                if generator.next(2) == 0 {
                    let t = generator.next(sections.count)
                    sections[t].1.insert(item, at: generator.next(sections[t].1.count + 1))
                }
            }
            if generator.next(3) == 0, sections.count > 1 { sections.swapAt(0, sections.count - 1) }
            menu.dataSource.apply(snapshot(sections), animatingDifferences: generator.next(2) == 0)
            try menu.app.runUntilIdle()
            #expect(menu.shows(sections.map(\.1)))
            // Somewhere else in the list for the next round.
            let room = max(0, Int(menu.table.contentSize.height - menu.table.bounds.height))
            menu.table.contentOffset.y = CGFloat(generator.next(room + 1))
            try menu.app.runUntilIdle()
        }
        let log = LogCapture.shared.stop()
        #expect(!log.contains("Invalid update") && !log.contains("attempt to"), "every difference was a consistent batch")
    }

    @Test func repeatedIdentifiersAreLeftOutWithAnErrorAndReconfiguredItemsKeepTheirCells() throws {
        let menu = try Menu()
        var snapshot = Snapshot()
        snapshot.appendSections(["Tea"])
        LogCapture.shared.start()
        snapshot.appendItems(["Green", "Black", "Green"], toSection: "Tea")
        snapshot.appendSections(["Tea"])
        let log = LogCapture.shared.stop()
        #expect(log.contains("item identifier Green is already in the snapshot; left out"))
        #expect(log.contains("section identifier Tea is already in the snapshot; left out"))
        #expect(snapshot.itemIdentifiers == ["Green", "Black"] && snapshot.numberOfSections == 1)
        menu.dataSource.apply(snapshot, animatingDifferences: false)
        try menu.app.runUntilIdle()
        let black = try #require(menu.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        black.textLabel?.text = "stale"
        var again = menu.dataSource.snapshot()
        again.reconfigureItems(["Black"])
        menu.dataSource.apply(again)
        try menu.app.runUntilIdle()
        #expect(menu.table.cellForRow(at: IndexPath(row: 1, section: 0)) === black && black.textLabel?.text == "Black")
        #expect(again.indexOfItem("Black") == 1 && again.sectionIdentifier(containingItem: "Black") == "Tea")
    }
}
