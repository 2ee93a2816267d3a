import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Swipe actions on a list-style collection view, as iOS 14 code writes them: the list configuration's trailing
/// provider gives Delete, which removes the item from a diffable snapshot.
@MainActor
@Suite(.serialized) struct CollectionListSwipeTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    private func makeList(events: @escaping (String) -> Void) throws -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                events("delete \(item)")
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([item])
                dataSource.apply(snapshot, animatingDifferences: true)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((1...10).map { "Item \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        app.window.addSubview(list)
        try app.runUntilIdle()
        return (list, dataSource)
    }

    private func deleteButton(in list: UICollectionView) -> CGRect? {
        var found: CGRect?
        list.forEachInSubtree { view in
            if let button = view as? UIButton, button.superview is SwipeActionsView, button.title(for: .normal) == "Delete" {
                found = button.convert(button.bounds, to: list.window)
            }
        }
        return found
    }

    @Test func aTrailingSwipeOpensARowOverItsDeleteActionAndATapDeletesTheItem() throws {
        var events: [String] = []
        let (list, dataSource) = try makeList { events.append($0) }
        let row = try #require(list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        try fingers.stroke(from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 250, y: row.midY), steps: 10)
        let delete = try #require(deleteButton(in: list), "the row opened over its actions")
        let cell = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minX == -delete.width && delete.maxX == 400 && delete.minY == row.minY && delete.height == row.height)
        #expect(cell.configurationState.isSwiped, "the cell's state says it is swiped open")
        #expect(app.pixel(x: 398, y: Int(row.midY)) == 0xFF3B30, "the destructive button is red")
        fingers.tap(CGPoint(x: delete.midX, y: delete.midY))
        try app.runUntilIdle()
        #expect(events == ["delete Item 2"])
        #expect(dataSource.snapshot().itemIdentifiers.prefix(2) == ["Item 1", "Item 3"] && list.numberOfItems(inSection: 0) == 9)
        #expect(deleteButton(in: list) == nil && list.visibleCells.allSatisfy { $0.transform == .identity })
    }

    @Test func aTapElsewhereClosesTheRowWithoutSelectingAndALeadingSwipeWithoutActionsScrollsNothingOpen() throws {
        var events: [String] = []
        let (list, _) = try makeList { events.append($0) }
        var selected: [IndexPath] = []
        final class Delegate: NSObject, UICollectionViewDelegate {
            var selected: (IndexPath) -> Void = { _ in }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected(indexPath) }
        }
        let delegate = Delegate()
        delegate.selected = { selected.append($0) }
        list.delegate = delegate
        let row = try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        try fingers.stroke(from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 250, y: row.midY), steps: 10)
        #expect(deleteButton(in: list) != nil)
        fingers.tap(CGPoint(x: 100, y: 250))
        try app.runUntilIdle()
        #expect(deleteButton(in: list) == nil && selected.isEmpty, "the tap only closed the row")
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
        try fingers.stroke(from: CGPoint(x: 50, y: row.midY), to: CGPoint(x: 200, y: row.midY), steps: 10)
        #expect(deleteButton(in: list) == nil && list.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
        #expect(events.isEmpty)
    }
}
