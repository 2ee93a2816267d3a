import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// An order list whose rows swipe: Delete (and Flag) at the trailing edge, Star at the leading edge of even rows.
@MainActor
private final class Order: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items = (1...20).map { "Item \($0)" }
    var events: [String] = []
    var fullSwipe = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            events.append("delete \(indexPath.row)")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            events.append("flag \(indexPath.row)")
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard indexPath.row.isMultiple(of: 2) else { return nil }
        return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }])
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(indexPath?.row ?? -1)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
}

@MainActor
private func orderTable() throws -> (Fingers, UITableView, Order) {
    let fingers = Fingers()
    let order = Order()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    table.dataSource = order
    table.delegate = order
    fingers.app.window.addSubview(table)
    try fingers.app.runUntilIdle()
    return (fingers, table, order)
}

@MainActor
private func buttons(in table: UITableView) -> [String: CGRect] {
    var found: [String: CGRect] = [:]
    table.forEachInSubtree { view in
        if let button = view as? UIButton, let title = button.title(for: .normal), button.superview is SwipeActionsView {
            found[title] = button.convert(button.bounds, to: table.window)
        }
    }
    return found
}

@MainActor
@Suite(.serialized) struct TableViewSwipeTests {
    @Test func aTrailingSwipeOpensTheRowOverItsActionsAndATapOnDeleteRunsTheHandlerThatDeletesTheRow() throws {
        let (fingers, table, order) = try orderTable()
        try fingers.stroke(from: CGPoint(x: 350, y: 66), to: CGPoint(x: 220, y: 66), steps: 10)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let shown = buttons(in: table)
        let delete = try #require(shown["Delete"]), flag = try #require(shown["Flag"])
        // Open: the row moved left by the buttons' width; Delete at the edge, Flag inside it.
        #expect(cell.frame.minX == -(delete.width + flag.width) && delete.maxX == 400 && flag.maxX == delete.minX)
        #expect(delete.minY == 44 && delete.height == 44)
        #expect(order.events == ["willBeginEditing 1"])
        #expect(fingers.app.pixel(x: 398, y: 60) == 0xFF3B30, "the destructive button is red")
        fingers.tap(CGPoint(x: delete.midX, y: delete.midY))
        try fingers.app.runUntilIdle()
        #expect(order.events == ["willBeginEditing 1", "delete 1", "didEndEditing -1"], "nil: the row is gone")
        #expect(table.numberOfRows(inSection: 0) == 19 && table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 3")
        #expect(buttons(in: table).isEmpty && table.visibleCells.allSatisfy { $0.transform == .identity })
    }

    @Test func aTapElsewhereClosesTheOpenRowWithoutSelectingAndAShortSwipeSpringsBack() throws {
        let (fingers, table, order) = try orderTable()
        try fingers.stroke(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 220, y: 110), steps: 10)
        fingers.tap(CGPoint(x: 100, y: 200))
        try fingers.app.runUntilIdle()
        #expect(order.events == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0 && table.indexPathForSelectedRow == nil)
        order.events.removeAll()
        try fingers.stroke(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 325, y: 110), steps: 5)
        #expect(order.events == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstActionAndWithoutItTheRowResists() throws {
        let (fingers, table, order) = try orderTable()
        try fingers.stroke(from: CGPoint(x: 390, y: 22), to: CGPoint(x: 40, y: 22), steps: 10)
        #expect(order.events.contains("delete 0") && table.numberOfRows(inSection: 0) == 19)
        order.fullSwipe = false
        order.events.removeAll()
        fingers.down(CGPoint(x: 390, y: 22))
        fingers.drag(from: CGPoint(x: 390, y: 22), to: CGPoint(x: 40, y: 22), steps: 10)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX > -300 && cell.frame.minX < -150, "past the buttons the row follows at a third: \(cell.frame.minX)")
        fingers.up()
        try fingers.app.runUntilIdle()
        #expect(!order.events.contains { $0.hasPrefix("delete") })
    }

    @Test func leadingActionsOnlyWhereTheDelegateGivesThemAndVerticalDragsStillScroll() throws {
        let (fingers, table, order) = try orderTable()
        try fingers.stroke(from: CGPoint(x: 30, y: 66), to: CGPoint(x: 200, y: 66), steps: 8)  // row 1: no leading actions
        // Nothing to reveal: the row stays put, and the touch stays a touch on the row, which selects it.
        #expect(order.events == ["select 1"] && table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        try fingers.stroke(from: CGPoint(x: 30, y: 110), to: CGPoint(x: 200, y: 110), steps: 8)  // row 2: a star
        #expect(buttons(in: table)["Star"]?.minX == 0 && (table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX ?? 0) > 0)
        try fingers.stroke(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100), steps: 8)
        #expect(table.contentOffset.y > 50 && buttons(in: table).isEmpty, "scrolling closed the open row")
    }
}
