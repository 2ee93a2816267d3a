import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
}

/// A cell that configures itself for its state, as iOS 14 cells do: a custom state from its item, the text struck
/// when archived, bold when selected.
@MainActor
private final class MailCell: UICollectionViewListCell {
    var archived = false { didSet { setNeedsUpdateConfiguration() } }
    var updates: [UICellConfigurationState] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = archived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Message"
        content.textProperties.color = state[.isArchived] as? Bool == true ? .secondaryLabel : .label
        content.textProperties.font = state.isSelected ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        contentConfiguration = content
    }
}

@MainActor
@Suite struct CellConfigurationStateTests {
    @Test func aCellUpdatesItsConfigurationForItsStateOncePerChangeBeforeLayout() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 200))
        let cell = MailCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        app.window.addSubview(cell)
        try app.runUntilIdle()
        #expect(cell.updates.count == 1, "once before the cell is first laid out")
        #expect(cell.updates[0][.isArchived] as? Bool == false && !cell.updates[0].isSelected)

        cell.isSelected = true
        cell.archived = true
        #expect(cell.updates.count == 1, "changes are coalesced until layout")
        try app.runUntilIdle()
        #expect(cell.updates.count == 2 && cell.updates[1].isSelected && cell.updates[1][.isArchived] as? Bool == true)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.textProperties.color == .secondaryLabel && content.textProperties.font.weight == .bold)

        var handled: [(highlighted: Bool, updatesBefore: Int)] = []
        cell.configurationUpdateHandler = { cell, state in
            handled.append((state.isHighlighted, (cell as! MailCell).updates.count))
        }
        cell.isHighlighted = true
        try app.runUntilIdle()
        #expect(handled.count == 1 && handled[0].highlighted && handled[0].updatesBefore == 3,
                "the handler runs after the whole of the cell's own update")
        cell.isOutlineExpanded = true
        try app.runUntilIdle()
        #expect(cell.updates.last?.isExpanded == true)
        var state = UICellConfigurationState()
        state[.isArchived] = true
        #expect(state != UICellConfigurationState() && state[UIConfigurationStateCustomKey("other")] == nil)
    }
}
