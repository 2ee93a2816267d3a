import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A data source over a list of names, as an app writes one, recording which rows it was asked for and shown.
@MainActor
private final class Names: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names: [String]
    var events: [String] = []
    var cellsMade = 0

    init(count: Int) { names = (0..<count).map { "Name \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell(\(indexPath.row))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        if cell.textLabel?.text == nil, cell.tag == 0 {
            cellsMade += 1
            cell.tag = cellsMade
        }
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay(\(indexPath.row))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying(\(indexPath.row))")
    }

    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// One frame at 60 Hz and whatever frames it asks for. Rows are prepared in the spare time of a quick frame; on a
/// loaded machine a debug build's frame can take more than half the refresh interval, and the pipeline then asks for
/// the next frame to do the work in: run that one too, so what the table prepares does not depend on the machine.
@MainActor
func nextFrame(_ app: HeadlessApp) throws {
    app.advance(by: 1.0 / 60)
    try app.runUntilIdle()
}

/// A 400×300 window with a plain table of 44-point rows: rows 0…6 show, the seventh partly.
@MainActor
private func namesTable(count: Int = 1000, prefetching: Bool = true) throws -> (HeadlessApp, UITableView, Names) {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    let names = Names(count: count)
    let table = UITableView(frame: app.window.bounds, style: .plain)
    table.rowHeight = 44
    table.isPrefetchingEnabled = prefetching
    table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    table.dataSource = names
    table.delegate = names
    app.window.addSubview(table)
    try app.runUntilIdle()
    return (app, table, names)
}

@MainActor
@Suite(.serialized) struct TableViewCellPrefetchingTests {
    @Test func theRowBelowTheFirstScreenIsPreparedButNotVisible() throws {
        let (_, table, names) = try namesTable()
        #expect(names.take().suffix(2) == ["willDisplay(6)", "cell(7)"])
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        let prepared = table.subviews.compactMap { $0 as? UITableViewCell }.filter { $0.textLabel?.text == "Name 7" }
        #expect(prepared.count == 1 && prepared[0].isHidden && table.indexPath(for: prepared[0]) == nil)
    }

    @Test func aPreparedRowThatScrollsInIsDisplayedWithoutBeingAskedForAgain() throws {
        let (app, table, names) = try namesTable()
        _ = names.take()
        table.contentOffset.y = 20
        try nextFrame(app)
        // Row 7 comes in: only willDisplay; then row 8 is prepared with row 0's cell? No: row 0 still shows (0…20 of
        // its 44 points are above), so the table holds 8 cells, the most 300 points can show, and prepares nothing.
        #expect(names.take() == ["willDisplay(7)"])
        let seven = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
        #expect(!seven.isHidden && seven.textLabel?.text == "Name 7" && seven.frame.minY == 7 * 44)
        table.contentOffset.y = 50
        try nextFrame(app)
        // Row 0 leaves; nothing comes in (rows 1…7 fill 50…350); its cell is prepared for row 8.
        #expect(names.take() == ["didEndDisplaying(0)", "cell(8)"])
        #expect(names.cellsMade == 8)
    }

    @Test func scrollingThroughAThousandRowsMakesNoCellAfterTheFirstScreen() throws {
        let (app, table, names) = try namesTable()
        let firstScreen = names.cellsMade
        #expect(firstScreen == 8, "ceil(300 / 44) + 1 rows can show at once")
        for offset in stride(from: CGFloat(7), through: 40_000, by: 37) {
            table.contentOffset.y = offset
            try nextFrame(app)
        }
        for offset in stride(from: CGFloat(40_000), through: 0, by: -53) + [0] {
            table.contentOffset.y = offset
            try nextFrame(app)
        }
        #expect(names.cellsMade == firstScreen)
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0...6).map { "Name \($0)" })
    }

    @Test func turningBackLeavesThePreparedRowsBelowAndPreparesTheRowAbove() throws {
        let (app, table, names) = try namesTable()
        for offset: CGFloat in [300, 440] {
            table.contentOffset.y = offset
            try nextFrame(app)
        }
        _ = names.take()
        table.contentOffset.y = 44 * 9
        try nextFrame(app)
        // Rows 9…15 show: row 16 leaves, row 17 prepared below is left behind, row 9 comes in with one of their cells,
        // and row 8 is prepared above with the other (it showed before: a row never shown would be measured as it
        // is prepared, moving the rows below it, so above the screen only measured rows are prepared).
        #expect(names.take() == ["didEndDisplaying(16)", "cell(9)", "willDisplay(9)", "cell(8)"])
        #expect(names.cellsMade == 8)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text == "Name 9")
    }

    @Test func aPreparedRowWhoseDataChangesShowsTheNewData() throws {
        let (app, table, names) = try namesTable()
        names.names[7] = "Renamed"
        table.reconfigureRows(at: [IndexPath(row: 7, section: 0)])
        table.contentOffset.y = 20
        try nextFrame(app)
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0))?.textLabel?.text == "Renamed")
        names.names[8] = "Reloaded"
        table.reloadData()
        table.contentOffset.y = 60
        try nextFrame(app)
        #expect(table.cellForRow(at: IndexPath(row: 8, section: 0))?.textLabel?.text == "Reloaded")
        table.performBatchUpdates {
            names.names.insert("Inserted", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        try app.runUntilIdle()
        // Every row moved down one: the cell prepared for row 9 ("Name 8" before) is not shown as row 9.
        table.contentOffset.y = 130
        try nextFrame(app)
        let shown = table.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(shown == (2...9).map { names.names[$0] })
    }

    @Test func withPrefetchingOffCellsAreAskedForOnlyAsRowsShowAndNoDataIsPrefetched() throws {
        final class Loader: UITableViewDataSourcePrefetching {
            var asked = 0
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths.count }
        }
        let loader = Loader()
        let (app, table, names) = try namesTable(prefetching: false)
        table.prefetchDataSource = loader
        #expect(names.take().filter { $0.hasPrefix("cell") } == (0...6).map { "cell(\($0))" })
        table.contentOffset.y = 50
        try nextFrame(app)
        #expect(names.take() == ["didEndDisplaying(0)", "cell(7)", "willDisplay(7)"])
        #expect(loader.asked == 0)
        table.isPrefetchingEnabled = true
        table.contentOffset.y = 135
        try nextFrame(app)
        // Rows 3…9 show; row 10 is prepared.
        #expect(loader.asked > 0 && names.take().suffix(3) == ["cell(9)", "willDisplay(9)", "cell(10)"])
    }
}
