import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A playlist controller as iOS code writes one: deletes and moves change the model in the data source methods.
@MainActor
private final class Playlist: UITableViewController {
    var songs = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
        cell.textLabel?.text = songs[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        songs.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move \(sourceIndexPath.row) → \(destinationIndexPath.row)")
        songs.insert(songs.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
}

@MainActor
private func playlist() throws -> (Fingers, Playlist) {
    let fingers = Fingers()
    let controller = Playlist(style: .plain)
    fingers.app.window.rootViewController = controller
    try fingers.app.runUntilIdle()
    return (fingers, controller)
}

@MainActor
private func titles(_ table: UITableView) -> [String] {
    (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
}

@MainActor
@Suite(.serialized) struct TableViewEditingTests {
    @Test func theEditButtonTurnsEditingOnAndRowsShowTheirDeleteAndReorderControlsWithTheContentMovedAside() throws {
        let (fingers, controller) = try playlist()
        let edit = controller.editButtonItem
        #expect(edit.title == "Edit")
        edit.primaryAction?.perform(sender: edit)
        try fingers.app.runUntilIdle()
        #expect(controller.isEditing && controller.tableView.isEditing && edit.title == "Done" && edit.style == .done)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.isEditing && cell.contentView.frame.minX == 38)
        #expect(fingers.app.pixel(x: 23, y: 22) == 0xFF3B30, "the red delete control")
        #expect(cell.reorderControl.map { !$0.isHidden && $0.frame.maxX == 400 } == true)
        // In editing mode a tap on a row does not select it.
        fingers.tap(CGPoint(x: 200, y: 66))
        try fingers.app.runUntilIdle()
        #expect(controller.events.isEmpty && controller.tableView.indexPathForSelectedRow == nil)
        controller.setEditing(false, animated: true)
        try fingers.app.runUntilIdle()
        #expect(!cell.isEditing && cell.contentView.frame.minX == 0 && edit.title == "Edit")
    }

    @Test func theDeleteControlAsksForConfirmationAndItsDeleteButtonCommitsTheDeletion() throws {
        let (fingers, controller) = try playlist()
        controller.setEditing(true, animated: false)
        try fingers.app.runUntilIdle()
        fingers.tap(CGPoint(x: 23, y: 66))  // row 1's delete control
        try fingers.app.runUntilIdle()
        var delete: CGRect?
        controller.tableView.forEachInSubtree { view in
            if let button = view as? UIButton, button.title(for: .normal) == "Delete" { delete = button.convert(button.bounds, to: nil) }
        }
        let button = try #require(delete)
        #expect(button.maxX == 400 && button.minY == 44)
        fingers.tap(CGPoint(x: button.midX, y: button.midY))
        try fingers.app.runUntilIdle()
        #expect(controller.events == ["commit delete 1"])
        #expect(titles(controller.tableView) == ["Alpha", "Charlie", "Delta", "Echo"])
    }

    @Test func draggingTheReorderControlMovesTheRowAndTellsTheDataSource() throws {
        let (fingers, controller) = try playlist()
        controller.setEditing(true, animated: false)
        try fingers.app.runUntilIdle()
        fingers.down(CGPoint(x: 385, y: 22))
        fingers.drag(from: CGPoint(x: 385, y: 22), to: CGPoint(x: 385, y: 22 + 2 * 44 + 5), steps: 8)
        // While dragging, the rows it passed moved up to make room.
        let bravo = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bravo.presentationFrame.minY < 44)
        fingers.up()
        try fingers.app.runUntilIdle()
        #expect(controller.events == ["move 0 → 2"])
        #expect(titles(controller.tableView) == ["Bravo", "Charlie", "Alpha", "Delta", "Echo"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
    }
}
