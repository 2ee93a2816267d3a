import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A model of named rows in sections, as an app keeps one, with the cells' labels showing the names.
@MainActor
private final class Items: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var ended: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append("\(indexPath.section).\(indexPath.row)")
    }
}

@MainActor
private func itemsTable(_ sections: [[String]]) throws -> (HeadlessApp, UITableView, Items) {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    let items = Items(sections)
    let table = UITableView(frame: app.window.bounds)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    table.dataSource = items
    table.delegate = items
    app.window.addSubview(table)
    try app.runUntilIdle()
    return (app, table, items)
}

@MainActor
private func label(_ table: UITableView, _ row: Int, _ section: Int = 0) -> String? {
    table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
}

@MainActor
@Suite(.serialized) struct TableViewUpdateTests {
    @Test func deletingARowMovesTheCellsBelowUpAndEndsTheDeletedRowsDisplay() throws {
        let (app, table, items) = try itemsTable([["a", "b", "c", "d"]])
        let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        items.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(items.ended == ["0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === c && c.frame.minY == 44)
        #expect((0..<3).map { label(table, $0) } == ["a", "c", "d"])
        #expect(table.contentSize.height == CGFloat(3 * 44))
        try app.runUntilIdle()
        #expect(table.visibleCells.count == 3)
    }

    @Test func anAnimatedInsertSlidesTheRowsDownFadesTheNewOneInAndCompletesWhenItEnds() throws {
        let (app, table, items) = try itemsTable([["a", "b", "c"]])
        let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        var completed: Bool?
        table.performBatchUpdates({
            items.sections[0].insert("new", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        #expect(a.frame.minY == 44 && label(table, 0) == "new")
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        app.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(a.presentationFrame.minY > 5 && a.presentationFrame.minY < 40, "\(a.presentationFrame)")
        #expect(completed == nil)
        try app.runUntilIdle()
        #expect(completed == true && a.presentationFrame.minY == 44 && inserted.alpha == 1)
    }

    @Test func slidingRowAnimationsBringRowsInFromTheirSideAndTakeThemOutToIt() throws {
        let (app, table, items) = try itemsTable([["a", "b", "c"]])
        let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        items.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        items.sections[0].remove(at: 3)
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .right)
        app.advance(by: UITableView.rowAnimationDuration / 2)
        #expect(inserted.presentationFrame.minX < -50 && inserted.presentationFrame.minX > -350 && inserted.alpha == 1)
        #expect(c.presentationFrame.minX > 50, "the deleted row slides out to the right: \(c.presentationFrame)")
        try app.runUntilIdle()
        #expect(inserted.frame.minX == 0 && c.isHidden && (0..<3).map { label(table, $0) } == ["new", "a", "b"])
    }

    @Test func aBatchOfDeletesInsertsAndAMoveLandsEveryRowWhereUIKitPutsItAndTheSelectionFollows() throws {
        let (_, table, items) = try itemsTable([["a", "b", "c", "d", "e"]])
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        UIView.performWithoutAnimation {
            table.performBatchUpdates {
                // Deletes and the move's source name rows before the batch; inserts and its destination, after.
                items.sections[0] = ["x", "e", "a", "c"]
                table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 1, section: 0))
            }
        }
        #expect((0..<4).map { label(table, $0) } == ["x", "e", "a", "c"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func sectionsAreInsertedAndDeleted() throws {
        let (_, table, items) = try itemsTable([["a"], ["b", "c"]])
        items.sections.insert(["new"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .none)
        #expect(table.numberOfSections == 3 && label(table, 0, 1) == "new" && label(table, 1, 2) == "c")
        items.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .none)
        #expect(table.numberOfSections == 2 && label(table, 0, 0) == "new" && label(table, 0, 1) == "b")
    }

    @Test func anInconsistentUpdateLogsUIKitsMessageAndTheTableReloadsInstead() throws {
        let (_, table, items) = try itemsTable([["a", "b", "c", "d", "e"]])
        LogCapture.shared.start()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)  // the model did not change
        items.sections[0].append("f")
        table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
        let log = LogCapture.shared.stop()
        #expect(log.contains(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). The table reloads all its data instead."))
        #expect(log.contains("attempt to delete row 9 from section 0 which only contains 5 rows before the update"))
        #expect(table.numberOfRows(inSection: 0) == 6 && label(table, 5) == "f")
    }

    @Test func reconfiguringARowUpdatesItsCellInPlace() throws {
        let (_, table, items) = try itemsTable([["a", "b"]])
        let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        items.sections[0][1] = "B"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b && b.textLabel?.text == "B")
        #expect(items.ended.isEmpty)
    }

    @Test func theDataSourceGoingAwayDuringARowAnimationLeavesTheTableEmptyAndRunning() throws {
        let (app, table, items) = try itemsTable([["a", "b", "c"]])
        var completed = false
        items.sections[0].removeFirst()
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }) { _ in completed = true }
        app.advance(by: 0.1)
        table.dataSource = nil
        try app.runUntilIdle()
        #expect(completed && table.numberOfSections == 0 && table.visibleCells.isEmpty)
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.isEmpty)
    }
}
