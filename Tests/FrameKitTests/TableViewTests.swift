import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A data source and delegate as an iOS app writes one: rows of "Row N" in sections, every callback recorded.
@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var events: [String] = []
    var made = 0
    var prepared = 0
    var height: CGFloat?
    var cellClass: UITableViewCell.Type = UITableViewCell.self

    init(_ counts: [Int]) { self.counts = counts }

    private func note(_ event: String) { events.append(event) }
    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int {
        note("sections")
        return counts.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        note("rows(\(section))")
        return counts[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        note("cell(\(name(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if (cell as? CountingCell)?.isFresh ?? false { made += 1 }
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("height(\(name(indexPath)))")
        return height ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("willDisplay(\(name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("didEndDisplaying(\(name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { note("didHighlight(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        note("didUnhighlight(\(name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelect(\(name(indexPath)))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelect(\(name(indexPath)))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselect(\(name(indexPath)))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { note("didDeselect(\(name(indexPath)))") }

    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// A cell subclass written as iOS code writes one: its own designated initializer override, `init(coder:)`
/// refusing storyboards, and `prepareForReuse` resetting its content.
private final class CountingCell: UITableViewCell {
    var isFresh = true
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        isFresh = false
        reuses += 1
        textLabel?.text = nil
    }
}

/// A 400×300 app showing a plain table of `counts` rows filling the window, laid out.
@MainActor
private func table(
    _ counts: [Int], style: UITableView.Style = .plain, rowHeight: CGFloat = 44, configure: (UITableView, Rows) -> Void = { _, _ in }
) throws -> (Fingers, UITableView, Rows) {
    let fingers = Fingers()
    let rows = Rows(counts)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    configure(table, rows)
    table.dataSource = rows
    table.delegate = rows
    fingers.app.window.addSubview(table)
    try fingers.app.runUntilIdle()
    return (fingers, table, rows)
}

@MainActor
@Suite(.serialized) struct TableViewTests {
    @Test func theFirstLayoutAsksForCountsThenHeightCellAndDisplayForEachVisibleRowOnly() throws {
        let (_, table, rows) = try table([1000, 5])
        let events = rows.take()
        #expect(Array(events.prefix(3)) == ["sections", "rows(0)", "rows(1)"])
        // 300 points of 44-point rows: rows 0…6 show (the seventh is partly visible); then, in the frame's spare
        // time, row 7 is prepared ahead (iOS 15's cell prefetching): asked for, not displayed.
        let shown = (0...6).flatMap { ["height(0.\($0))", "cell(0.\($0))", "willDisplay(0.\($0))"] }
        #expect(Array(events.dropFirst(3)) == shown + ["height(0.7)", "cell(0.7)"])
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 400, height: CGFloat(1005 * 44)))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 400, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2")
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
    }

    @Test func scrollingReusesTheCellsOfRowsThatLeftAndMakesNoneAfterTheFirstScreen() throws {
        let (fingers, table, rows) = try table([1000])
        rows.take()
        table.contentOffset = CGPoint(x: 0, y: 44 * 3)
        fingers.app.advance(by: Fingers.frame)
        #expect(rows.made == 8, "the first screen makes the cells of the most rows 300 points can show")
        let events = rows.take()
        // Rows 0…2 left and rows 7…9 came in: row 7 was prepared on the first screen, rows 8 and 9 reuse the cells of
        // rows that left, and row 10 is prepared in the frame's spare time.
        #expect(events.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == ["didEndDisplaying(0.0)", "didEndDisplaying(0.1)", "didEndDisplaying(0.2)"])
        #expect(events.filter { $0.hasPrefix("cell") } == ["cell(0.8)", "cell(0.9)", "cell(0.10)"])
        #expect(events.filter { $0.hasPrefix("willDisplay") } == ["willDisplay(0.7)", "willDisplay(0.8)", "willDisplay(0.9)"])
        for offset in stride(from: CGFloat(200), through: 20_000, by: 150) {
            table.contentOffset = CGPoint(x: 0, y: offset)
            fingers.app.advance(by: Fingers.frame)
        }
        #expect(rows.made == 8, "no cell made after the first screen")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 460, section: 0)) as? CountingCell)
        #expect(cell.reuses > 0 && cell.textLabel?.text == "Row 460" && cell.style == .subtitle)
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == table.visibleCells.count)
    }

    @Test func aTapHighlightsThenSelectsWithUIKitsDelegateOrderAndASecondRowReplacesTheFirst() throws {
        let (fingers, table, rows) = try table([20])
        rows.take()
        fingers.tap(CGPoint(x: 100, y: 44 * 2 + 20))
        try fingers.app.runUntilIdle()
        #expect(rows.take() == ["didHighlight(0.2)", "didUnhighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        // The selected look: UIKit's grey behind the row.
        #expect(fingers.app.pixel(x: 380, y: 44 * 2 + 5) == 0xD1D1D6)

        fingers.tap(CGPoint(x: 100, y: 44 * 4 + 20))
        try fingers.app.runUntilIdle()
        #expect(rows.take() == [
            "didHighlight(0.4)", "didUnhighlight(0.4)", "willSelect(0.4)", "willDeselect(0.2)", "didDeselect(0.2)",
            "didSelect(0.4)",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(fingers.app.pixel(x: 380, y: 44 * 2 + 5) == 0xFFFFFF)
    }

    @Test func withMultipleSelectionATapOnASelectedRowDeselectsIt() throws {
        let (fingers, table, rows) = try table([20]) { table, _ in table.allowsMultipleSelection = true }
        fingers.tap(CGPoint(x: 100, y: 20))
        fingers.tap(CGPoint(x: 100, y: 44 + 20))
        try fingers.app.runUntilIdle()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        rows.take()
        fingers.tap(CGPoint(x: 100, y: 20))
        try fingers.app.runUntilIdle()
        #expect(rows.take().suffix(2) == ["willDeselect(0.0)", "didDeselect(0.0)"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func aDragScrollsAndCancelsTheHighlightWithoutSelecting() throws {
        let (fingers, table, rows) = try table([100])
        rows.take()
        fingers.down(CGPoint(x: 100, y: 200))
        fingers.app.advance(by: 0.2)  // past the scroll view's touch delay: the row highlights
        fingers.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 60), steps: 7)
        fingers.up()
        try fingers.app.runUntilIdle()
        let events = rows.take()
        #expect(events.contains("didHighlight(0.4)") && events.contains("didUnhighlight(0.4)"))
        #expect(!events.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(table.contentOffset.y > 100 && table.indexPathForSelectedRow == nil)
    }

    @Test func selectionFromCodeCallsNoDelegateMethodAndScrollsTheRowToWhereItIsAsked() throws {
        let (_, table, rows) = try table([100])
        rows.take()
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.contentOffset.y == CGFloat(50 * 44 + 22 - 150))
        table.deselectRow(at: IndexPath(row: 50, section: 0), animated: false)
        #expect(!rows.take().contains { $0.contains("elect") })
        #expect(table.indexPathForSelectedRow == nil)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(100 * 44 - 300))
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
    }

    @Test func geometryQueriesFindRowsSectionsAndPoints() throws {
        let (_, table, rows) = try table([3, 4]) { _, rows in rows.titles = ["First", "Second"] }
        let header = table.rectForHeader(inSection: 1)
        #expect(table.rectForHeader(inSection: 0).minY == 0 && header.height >= 28)
        let first = table.rectForHeader(inSection: 0).height
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: first + 44, width: 400, height: 44))
        #expect(header.minY == first + 3 * 44)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: header.minY, width: 400, height: header.height + 4 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: header.maxY + 50)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: header.minY + 1)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: first + 40, width: 10, height: 40))
            == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 4)
        withExtendedLifetime(rows) {}
    }

    @Test func aPlainTablesHeaderStaysAtTheTopWhileItsSectionScrollsAndIsPushedUpByTheNext() throws {
        let (fingers, table, rows) = try table([10, 10]) { _, rows in rows.titles = ["Fruit", "Vegetables"] }
        let height = table.rectForHeader(inSection: 0).height
        table.contentOffset = CGPoint(x: 0, y: 100)
        fingers.app.advance(by: Fingers.frame)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fruit")
        // The second header, 10 points below the top, pushes the first one up.
        let second = table.rectForHeader(inSection: 1).minY
        table.contentOffset = CGPoint(x: 0, y: second - 10)
        fingers.app.advance(by: Fingers.frame)
        #expect(table.headerView(forSection: 0)?.frame.maxY == second)
        #expect(table.headerView(forSection: 1)?.frame.minY == second)
        #expect(height > 0)
        // Headers are above the rows that scroll under them.
        let header = try #require(table.headerView(forSection: 1))
        let rowUnder = try #require(table.cellForRow(at: IndexPath(row: 9, section: 0)))
        #expect(table.subviews.firstIndex(of: header)! > table.subviews.firstIndex(of: rowUnder)!)
        withExtendedLifetime(rows) {}
    }

    @Test func aPlainTablesFooterStaysAtTheBottomWhileItsSectionReachesBelow() throws {
        final class Footers: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "\(section + 1) of 2" }
        }
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let footers = Footers()
        let table = UITableView(frame: app.window.bounds)
        table.rowHeight = 44
        table.dataSource = footers
        app.window.addSubview(table)
        try app.runUntilIdle()
        let first = try #require(table.footerView(forSection: 0))
        #expect(first.frame.maxY == 300 && first.textLabel?.text == "1 of 2", "held at the bottom: \(first.frame)")
        let natural = table.rectForFooter(inSection: 0)
        table.contentOffset.y = natural.maxY  // the first section has scrolled away above
        try app.runUntilIdle()
        #expect(table.footerView(forSection: 0) == nil && table.footerView(forSection: 1)?.frame.maxY == natural.maxY + 300)
        withExtendedLifetime(footers) {}
    }

    @Test func aGroupedTableScrollsItsHeadersWithTheRowsAndUppercasesTitles() throws {
        let (fingers, table, rows) = try table([10, 10], style: .grouped) { _, rows in rows.titles = ["Fruit", "Vegetables"] }
        table.contentOffset = CGPoint(x: 0, y: 100)
        fingers.app.advance(by: Fingers.frame)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.backgroundColor == .systemGroupedBackground)
        table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 1).minY - 50)
        fingers.app.advance(by: Fingers.frame)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "VEGETABLES")
        #expect(table.headerView(forSection: 1)?.frame.minY == table.rectForHeader(inSection: 1).minY)
        withExtendedLifetime(rows) {}
    }

    @Test func selfSizingRowsFitTheirConstrainedContentAndStandardCellsTheirLabels() throws {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: NSObject, UITableViewDataSource {
            let texts = ["One line", String(repeating: "Several words wrap onto more lines here. ", count: 6)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count + 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard indexPath.row < texts.count else {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.text = "Title"
                    cell.detailTextLabel?.text = "Subtitle"
                    return cell
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = texts[indexPath.row]
                return cell
            }
        }
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let notes = Notes()
        let table = UITableView(frame: app.window.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = notes
        app.window.addSubview(table)
        try app.runUntilIdle()
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let several = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs(one - (ceil(lineHeight) + 20 + 1)) <= 1, "one line + 2 × 10 + the separator's pixel: \(one)")
        #expect(several > one + 2 * lineHeight, "several lines: \(several)")
        let subtitle = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
        #expect(subtitle > 44 && subtitle < 80, "title + subtitle with 11-point padding: \(subtitle)")
        #expect(table.contentSize.height == one + several + subtitle)
    }

    @Test func estimatedRowsAreMeasuredAsTheyShow() throws {
        let (fingers, table, rows) = try table([200], rowHeight: 44) { table, rows in
            table.estimatedRowHeight = 100
            rows.height = 60
        }
        // Rows 0…4 were measured at 60 as they showed, row 5 as it was prepared ahead; the other 194 still count 100.
        #expect(table.contentSize.height == CGFloat(6 * 60 + 194 * 100))
        rows.take()
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        fingers.app.advance(by: Fingers.frame)
        #expect(table.rectForRow(at: try #require(table.indexPathsForVisibleRows?.first)).height == 60)
    }

    @Test func aTableViewControllerSubclassOverridesTheDataSourceAndClearsItsSelectionWhenItComesBack() throws {
        final class Menu: UITableViewController {
            var picked: [Int] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Item") ?? UITableViewCell(style: .value1, reuseIdentifier: "Item")
                cell.textLabel?.text = "Dish \(indexPath.row)"
                cell.detailTextLabel?.text = "€\(indexPath.row + 5)"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked.append(indexPath.row) }
        }
        let fingers = Fingers()
        let menu = Menu(style: .plain)
        let navigation = UINavigationController(rootViewController: menu)
        fingers.app.window.rootViewController = navigation
        try fingers.app.runUntilIdle()
        let table = try #require(menu.tableView)
        #expect(table.visibleCells.first?.textLabel?.text == "Dish 0")
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: fingers.app.window)
        fingers.tap(CGPoint(x: row.midX, y: row.midY))
        try fingers.app.runUntilIdle()
        #expect(menu.picked == [1] && table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.pushViewController(UIViewController(), animated: false)
        try fingers.app.runUntilIdle()
        navigation.popViewController(animated: false)
        try fingers.app.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func rowsAScreenAheadOfTheScrollingArePrefetchedOnceAndCancelledWhenTheScrollingTurns() throws {
        final class Prefetcher: UITableViewDataSourcePrefetching {
            var fetched: [[Int]] = []
            var cancelled: [[Int]] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { fetched.append(indexPaths.map(\.row)) }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                cancelled.append(indexPaths.map(\.row))
            }
        }
        let prefetcher = Prefetcher()
        let (fingers, table, rows) = try table([1000]) { table, _ in table.prefetchDataSource = prefetcher }
        fingers.app.advance(by: Fingers.frame)
        // Rows 0…6 show in 300 points; the next screen (300…600) holds rows 6…13, of which 7…13 are not on screen.
        #expect(prefetcher.fetched == [Array(7...13)])
        table.contentOffset.y = 100
        fingers.app.advance(by: Fingers.frame)
        #expect(prefetcher.fetched.last == [14, 15] && prefetcher.cancelled.isEmpty)
        table.contentOffset.y = 50  // turning back up: the rows below are cancelled, row 0 above is offered
        fingers.app.advance(by: Fingers.frame)
        // Rows 2…9 showed at 100 (row 9 was used, not cancelled); 10…15 are cancelled.
        #expect(prefetcher.cancelled == [Array(10...15)] && prefetcher.fetched.last == [0])
        withExtendedLifetime(rows) {}
    }

    @Test func badInputIsLoggedAndHandled() throws {
        final class Broken: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? -3 : 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "never registered", for: indexPath)
            }
        }
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let broken = Broken()
        let table = UITableView(frame: app.window.bounds)
        table.dataSource = broken
        app.window.addSubview(table)
        LogCapture.shared.start()
        try app.runUntilIdle()
        let rect = table.rectForRow(at: IndexPath(row: 5, section: 1))
        table.scrollToRow(at: IndexPath(row: 0, section: 7), at: .top, animated: false)
        table.register(UIView.self, forCellReuseIdentifier: "view")
        let log = LogCapture.shared.stop()
        #expect(log.contains("tableView(_:numberOfRowsInSection: 0) returned -3"))
        #expect(log.contains("nothing is registered for \"never registered\""))
        #expect(log.contains("rectForRow(at: [1, 5]): no such row (rows per section: 0, 2)"))
        #expect(log.contains("scrollToRow(at: [7, 0]): no such row"))
        #expect(log.contains("UIView is not a UITableViewCell subclass"))
        #expect(rect == .zero && table.numberOfRows(inSection: 0) == 0 && table.visibleCells.count == 2)
    }

    @Test func insetGroupedSectionsAreCardsRoundedAtTheirFirstAndLastRows() throws {
        let (fingers, table, rows) = try table([3, 1], style: .insetGrouped)
        let cell = { (row: Int, section: Int) in try #require(table.cellForRow(at: IndexPath(row: row, section: section))) }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        #expect(try cell(0, 0).layer.cornerRadius == 10 && cell(0, 0).layer.maskedCorners == top)
        #expect(try cell(1, 0).layer.cornerRadius == 0 && !cell(1, 0).layer.masksToBounds)
        #expect(try cell(2, 0).layer.maskedCorners == bottom && cell(0, 1).layer.maskedCorners == top.union(bottom))
        // On screen: the first row's top-left corner shows the table's grey through it, its bottom-left is the cell's.
        let first = try cell(0, 0).frame
        let background = (table.backgroundColor?.premultipliedARGB ?? 0) & 0x00FF_FFFF
        #expect(fingers.app.pixel(x: Int(first.minX), y: Int(first.minY)) == background)
        #expect(fingers.app.pixel(x: Int(first.minX), y: Int(first.maxY) - 2) == 0xFFFFFF)
        #expect(fingers.app.pixel(x: Int(first.minX) + 12, y: Int(first.minY) + 12) == 0xFFFFFF)
        withExtendedLifetime(rows) {}
    }
}
