import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// iOS 14's `UICellAccessory` on list cells: trailing and leading accessories, shown as their displayed state says for
/// the collection view's `isEditing`, with their options and handlers.
@MainActor
@Suite struct CellAccessoryTests {
    private func list(in app: HeadlessApp, configure: @escaping @MainActor (UICollectionViewListCell) -> Void) throws
        -> (UICollectionView, UICollectionViewListCell)
    {
        let (view, dataSource) = makeStringList(in: app) { cell, _ in configure(cell) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Printer"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try app.runUntilIdle()
        withExtendedLifetime(dataSource) {}
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        return (view, cell)
    }

    @Test func trailingAccessoriesStackInwardAndLeadingOnesPushTheContentOver() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        dot.backgroundColor = .green
        let (_, cell) = try list(in: app) { cell in
            cell.accessories = [
                .disclosureIndicator(),
                .label(text: "Online"),
                .customView(configuration: .init(customView: dot, placement: .leading(), maintainsFixedSize: true)),
            ]
        }
        let views = cell.subviews.filter { $0 is UILabel || $0 is CellAccessoryView || $0 === dot }
        let chevron = try #require(views.first { $0 is CellAccessoryView })
        let label = try #require(views.first { ($0 as? UILabel)?.text == "Online" })
        #expect(abs(chevron.frame.maxX - 384) < 0.01, "the first trailing accessory at the margin")
        #expect(label.frame.maxX < chevron.frame.minX, "the next one inside it")
        #expect(dot.frame.minX == 16 && cell.contentView.frame.minX > dot.frame.maxX, "the leading one before the content")
        #expect(cell.contentView.frame.maxX <= label.frame.minX)
    }

    @Test func editingAccessoriesShowWhileTheCollectionViewEdits() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let remove = UIButton(type: .system)
        remove.setTitle("Remove", for: .normal)
        let (view, cell) = try list(in: app) { cell in
            cell.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing),
                .customView(configuration: .init(customView: remove, placement: .trailing(displayed: .whenEditing))),
            ]
        }
        #expect(remove.superview == nil && cell.subviews.contains { $0 is CellAccessoryView })
        view.isEditing = true
        try app.runUntilIdle()
        #expect(cell.isEditing && remove.superview === cell && !cell.subviews.contains { $0 is CellAccessoryView })
        view.isEditing = false
        try app.runUntilIdle()
        #expect(remove.superview == nil)
    }

    @Test func theDetailButtonRunsItsHandlerAndOptionsHideOrTint() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        var taps = 0
        let (_, cell) = try list(in: app) { cell in
            cell.accessories = [
                .detail { taps += 1 },
                .checkmark(options: .init(isHidden: true)),
                .label(text: "Busy", options: .init(tintColor: .red)),
            ]
        }
        let controls = cell.subviews.compactMap { $0 as? CellAccessoryView }
        #expect(controls.count == 2 && controls.contains { $0.isHidden })
        let detail = try #require(controls.first { !$0.isHidden })
        try app.tap(detail)
        #expect(taps == 1)
        #expect(cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Busy" }?.textColor == .red)
    }
}
