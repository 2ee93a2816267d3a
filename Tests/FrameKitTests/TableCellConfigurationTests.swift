import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Table view cells that configure themselves for their state, as iOS 14 table code does: `updateConfiguration(using:)`
/// with a custom state, a configuration update handler, and a background configuration that follows selection.
@MainActor
private final class TaskCell: UITableViewCell {
    var done = false { didSet { setNeedsUpdateConfiguration() } }
    var updates: [UICellConfigurationState] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isDone] = done
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Water the plants"
        content.textProperties.color = state[.isDone] as? Bool == true ? .secondaryLabel : .label
        contentConfiguration = content
    }
}

extension UIConfigurationStateCustomKey {
    fileprivate static let isDone = UIConfigurationStateCustomKey("com.example.isDone")
}

@MainActor
@Suite struct TableCellConfigurationTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
            return cell
        }
    }

    /// A table of `style` showing three task cells, and its data source to keep.
    private func makeTable(_ style: UITableView.Style) throws -> (HeadlessApp, UITableView, Source) {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 200))
        let table = UITableView(frame: app.window.bounds, style: style)
        table.register(TaskCell.self, forCellReuseIdentifier: "task")
        let source = Source()
        table.dataSource = source
        app.window.addSubview(table)
        try app.runUntilIdle()
        return (app, table, source)
    }

    @Test func aTableCellUpdatesItsConfigurationsForItsStateOncePerChangeBeforeLayout() throws {
        let (app, table, source) = try makeTable(.plain)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TaskCell)
        #expect(cell.updates.count == 1 && !cell.updates[0].isSelected)
        #expect(cell.backgroundConfiguration != nil && cell.backgroundColor == nil, "a plain list cell's background")
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(app.pixel(x: 300, y: Int(row.midY)) == 0xFFFFFF)

        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        cell.done = true
        #expect(cell.updates.count == 1, "coalesced until layout")
        try app.runUntilIdle()
        #expect(cell.updates.count == 2 && cell.updates[1].isSelected && cell.updates[1][.isDone] as? Bool == true)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .secondaryLabel)
        #expect(app.pixel(x: 300, y: Int(row.midY)) == 0xD1D1D6, "selected: systemGray4, from the background configuration")

        var handled: [(editing: Bool, updatesBefore: Int)] = []
        cell.configurationUpdateHandler = { cell, state in handled.append((state.isEditing, (cell as! TaskCell).updates.count)) }
        table.setEditing(true, animated: false)
        try app.runUntilIdle()
        #expect(handled.last?.editing == true && handled.last?.updatesBefore == cell.updates.count, "after the cell's own update")
        withExtendedLifetime(source) {}
    }

    @Test func aGroupedTablesCellsStartFromTheGroupedBackground() throws {
        let (_, table, source) = try makeTable(.insetGrouped)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == UIBackgroundConfiguration.listGroupedCell().backgroundColor)
        withExtendedLifetime(source) {}
    }
}
