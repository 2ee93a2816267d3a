import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A list-style collection view in editing mode, as iOS 14 code writes it: delete, insert, multiselect and reorder
/// accessories shown while editing, multiple selection during editing, reordering through the diffable data source's
/// `reorderingHandlers`, and UIKit's interactive movement calls on a plain data source.
@MainActor
@Suite(.serialized) struct CollectionListEditingTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    private func makeList(
        sections: [[String]] = [["Apples", "Bread", "Cheese", "Dates", "Eggs"]],
        accessories: @escaping (String) -> [UICellAccessory], configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
    ) throws -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&configuration)
        let list = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() { snapshot.appendItems(items, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        app.window.addSubview(list)
        try app.runUntilIdle()
        return (list, dataSource)
    }

    private func row(_ item: Int, section: Int = 0, of list: UICollectionView) throws -> CGRect {
        try #require(list.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
    }

    /// Where the reorder grip of the item's cell is on screen.
    private func grip(_ item: Int, section: Int = 0, of list: UICollectionView) throws -> CGPoint {
        let cell = list.cellForItem(at: IndexPath(item: item, section: section))
        let control = try #require(views(ReorderControlView.self, in: cell).first)
        return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    }

    private func views<View: UIView>(_ type: View.Type, in cell: UICollectionViewCell?) -> [View] {
        cell?.subviews.compactMap { $0 as? View } ?? []
    }

    @Test func deleteAndInsertShowOnlyWhileEditingAndTheirTapsRunTheirHandlersOrOpenTheSwipeActions() throws {
        var events: [String] = []
        let (list, _) = try makeList(
            accessories: { item in
                item == "Bread"
                    ? [.insert { events.append("insert Bread") }]
                    : item == "Cheese" ? [.delete { events.append("delete Cheese") }] : [.delete()]
            },
            configure: { configuration in
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        events.append("swipe delete \(indexPath.item)")
                        done(true)
                    }])
                }
            })
        #expect(views(EditingControlView.self, in: list.cellForItem(at: IndexPath(item: 0, section: 0))).isEmpty, "not editing")
        list.isEditing = true
        try app.runUntilIdle()
        let control = try #require(views(EditingControlView.self, in: list.cellForItem(at: IndexPath(item: 0, section: 0))).first)
        let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        #expect(centre.x < 40, "before the content")
        #expect(app.pixel(x: Int(centre.x) - 6, y: Int(centre.y)) == 0xFF3B30, "a red circle")
        let bread = try row(1, of: list), cheese = try row(2, of: list)
        #expect(app.pixel(x: Int(centre.x) - 6, y: Int(bread.midY)) == 0x34C759, "insert is green")
        fingers.tap(CGPoint(x: centre.x, y: bread.midY))
        fingers.tap(CGPoint(x: centre.x, y: cheese.midY))
        try app.runUntilIdle()
        #expect(events == ["insert Bread", "delete Cheese"])
        // Without a handler, delete shows the row's trailing swipe actions, as UIKit's.
        fingers.tap(centre)
        try app.runUntilIdle()
        #expect(list.swiper.open?.row == IndexPath(item: 0, section: 0))
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX ?? 0 < 0, "the row slid open")
    }

    @Test func multiselectCirclesFillForTheItemsSelectedWhileEditingWithMultipleSelection() throws {
        let (list, _) = try makeList(accessories: { _ in [.multiselect()] })
        list.allowsMultipleSelectionDuringEditing = true
        let apples = try row(0, of: list), cheese = try row(2, of: list)
        fingers.tap(CGPoint(x: 200, y: apples.midY))
        try app.runUntilIdle()
        #expect(list.indexPathsForSelectedItems?.isEmpty == false, "not editing: a tap selects as usual")
        list.selectItem(at: nil, animated: false, scrollPosition: [])
        list.indexPathsForSelectedItems?.forEach { list.deselectItem(at: $0, animated: false) }
        list.isEditing = true
        try app.runUntilIdle()
        fingers.tap(CGPoint(x: 200, y: apples.midY))
        fingers.tap(CGPoint(x: 200, y: cheese.midY))
        try app.runUntilIdle()
        #expect(Set(list.indexPathsForSelectedItems ?? []) == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        let circles = (0..<3).map { views(MultiselectControlView.self, in: list.cellForItem(at: IndexPath(item: $0, section: 0))).first }
        #expect(circles.map { $0?.isChecked } == [true, false, true])
        let circle = try #require(circles[0])
        let centre = circle.convert(CGPoint(x: circle.bounds.midX, y: circle.bounds.midY), to: nil)
        #expect(app.pixel(x: Int(centre.x) - 7, y: Int(centre.y)) == 0x007AFF, "filled with the tint")
        fingers.tap(CGPoint(x: 200, y: apples.midY))
        try app.runUntilIdle()
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "a second tap deselects")
    }

    @Test func draggingAReorderControlMovesTheItemThroughTheReorderingHandlers() throws {
        var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs"]
        var events: [String] = []
        let (list, dataSource) = try makeList(accessories: { _ in [.reorder()] })
        dataSource.reorderingHandlers.canReorderItem = { $0 != "Eggs" }
        dataSource.reorderingHandlers.willReorder = { _ in events.append("will") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did")
            items = items.applying(transaction.difference) ?? []
            #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
            #expect(transaction.initialSnapshot.itemIdentifiers.first == "Apples")
        }
        list.isEditing = true
        try app.runUntilIdle()
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let control = try #require(views(ReorderControlView.self, in: cell).first)
        let grip = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        #expect(grip.x > 350, "after the content")
        let height = try row(0, of: list).height
        fingers.down(grip)
        fingers.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 2 * height), steps: 8)
        try app.runUntilIdle()
        #expect(cell.configurationState.isReordering)
        #expect(abs(cell.center.y - (grip.y + 2 * height)) < 1, "the row follows the finger")
        let bread = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(bread.frame.minY - 0) < 0.5, "the rows it passed moved up to make room")
        fingers.up()
        try app.runUntilIdle()
        #expect(events == ["will", "did"])
        #expect(items == ["Bread", "Cheese", "Apples", "Dates", "Eggs"])
        #expect(dataSource.snapshot().itemIdentifiers == items)
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) === cell && !cell.configurationState.isReordering)
        #expect(abs(cell.frame.minY - 2 * height) < 0.5, "settled in its new place")
        // An item the handler refuses does not move; nothing scrolls either.
        let eggs = try row(4, of: list)
        let eggsControl = try #require(views(ReorderControlView.self, in: list.cellForItem(at: IndexPath(item: 4, section: 0))).first)
        let eggsGrip = eggsControl.convert(CGPoint(x: eggsControl.bounds.midX, y: eggsControl.bounds.midY), to: nil)
        #expect(abs(eggsGrip.y - eggs.midY) < 1)
        try fingers.stroke(from: eggsGrip, to: CGPoint(x: eggsGrip.x, y: 10), steps: 6)
        #expect(dataSource.snapshot().itemIdentifiers == items && events.count == 2)
    }

    @Test func aRowDraggedIntoAnotherSectionMovesThereAndTheTransactionNamesBothSections() throws {
        let (list, dataSource) = try makeList(
            sections: [["Apples", "Bread", "Cheese"], ["Dates", "Eggs", "Figs"]], accessories: { _ in [.reorder()] })
        var changed: [Int] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { changed = $0.sectionTransactions.map(\.sectionIdentifier) }
        list.isEditing = true
        try app.runUntilIdle()
        let bread = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let figs = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)))
        let (eggsRow, figsRow, cheeseRow) = (try row(1, section: 1, of: list), try row(2, section: 1, of: list), try row(2, of: list))
        let start = try grip(1, of: list)
        fingers.down(start)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: eggsRow.midY), steps: 10)
        try app.runUntilIdle()
        #expect(abs(bread.center.y - eggsRow.midY) < 1, "the row follows the finger into the other section")
        #expect(abs(figs.frame.minY - figsRow.maxY) < 0.5, "the other section's last row made room past its end")
        #expect(abs(try #require(list.cellForItem(at: IndexPath(item: 2, section: 0))).frame.minY - (cheeseRow.minY - cheeseRow.height)) < 0.5,
            "the rows after it in its own section moved up")
        fingers.up()
        try app.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Apples", "Cheese"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Dates", "Bread", "Eggs", "Figs"])
        #expect(changed == [0, 1])
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 1)) === bread)
        #expect(abs(bread.frame.minY - (try row(1, section: 1, of: list)).minY) < 0.5, "settled in its new section")
    }

    /// Fruits (Apple, Banana) and Drinks (Tea, Coffee), both expanded, as section 1 below a flat section 0.
    private func outlineList(flat: [String] = ["Bread"]) throws -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let (list, dataSource) = try makeList(sections: [flat, []], accessories: { _ in [.reorder()] })
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruits", "Drinks"])
        outline.append(["Apple", "Banana"], to: "Fruits")
        outline.append(["Tea", "Coffee"], to: "Drinks")
        outline.expand(["Fruits", "Drinks"])
        dataSource.apply(outline, to: 1, animatingDifferences: false)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.isEditing = true
        try app.runUntilIdle()
        return (list, dataSource)
    }

    /// Moves the item at `from` to `to` as an app's own gesture would: begin, a target position, end.
    private func move(_ list: UICollectionView, from: IndexPath, toCentreOf to: IndexPath) throws {
        #expect(list.beginInteractiveMovementForItem(at: from))
        try app.runUntilIdle()
        list.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: try row(to.item, section: to.section, of: list).midY))
        try app.runUntilIdle()
        list.endInteractiveMovement()
        try app.runUntilIdle()
    }

    @Test func aRowDroppedAmongAnOutlinesChildrenJoinsTheirParent() throws {
        let (list, dataSource) = try outlineList()
        var final: NSDiffableDataSourceSectionSnapshot<String>?
        dataSource.reorderingHandlers.didReorder = { final = $0.sectionTransactions.first { $0.sectionIdentifier == 1 }?.finalSnapshot }
        let tea = try row(4, section: 1, of: list)
        let start = try grip(0, of: list)
        fingers.down(start)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: tea.midY), steps: 10)
        try app.runUntilIdle()
        #expect(abs(try #require(list.cellForItem(at: IndexPath(item: 4, section: 1))).frame.minY - tea.maxY) < 0.5, "Tea made room")
        fingers.up()
        try app.runUntilIdle()
        let outline = dataSource.snapshot(for: 1)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Fruits", "Apple", "Banana", "Drinks", "Bread", "Tea", "Coffee"])
        #expect(outline.parent(of: "Bread") == "Drinks" && outline.level(of: "Bread") == 1, "a child of Drinks, before Tea")
        #expect(final?.parent(of: "Bread") == "Drinks", "the section's transaction carries the outline")
        #expect(list.cellForItem(at: IndexPath(item: 4, section: 1))?.contentView.frame.minX ?? 0 >= 10, "indented as a child")
    }

    @Test func anExpandedParentMovesWithItsChildrenAndOpensAgainWhereItLands() throws {
        let (list, dataSource) = try outlineList()
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("collapse \($0)") }
        #expect(list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        try app.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Fruits", "Drinks", "Tea", "Coffee"], "its children fold away while it moves")
        list.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: try row(3, section: 1, of: list).midY))
        try app.runUntilIdle()
        list.endInteractiveMovement()
        try app.runUntilIdle()
        let outline = dataSource.snapshot(for: 1)
        #expect(outline.rootItems == ["Drinks", "Fruits"] && outline.parent(of: "Apple") == "Fruits" && outline.isExpanded("Fruits"))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Drinks", "Tea", "Coffee", "Fruits", "Apple", "Banana"])
        #expect(events.isEmpty, "the move's own folding asks no handler")
        // A child moved to the end of its group keeps its parent, though the next row is a root.
        try move(list, from: IndexPath(item: 1, section: 1), toCentreOf: IndexPath(item: 2, section: 1))
        #expect(dataSource.snapshot(for: 1).snapshot(of: "Drinks").items == ["Coffee", "Tea"])
        // Moved out of its section, a child joins the flat list's level there.
        try move(list, from: IndexPath(item: 1, section: 1), toCentreOf: IndexPath(item: 0, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Coffee", "Bread"])
        #expect(dataSource.snapshot(for: 1).snapshot(of: "Drinks").items == ["Tea"])
    }

    @Test func holdingAMovingRowAtTheBottomEdgeScrollsTheListUntilItEnds() throws {
        let items = (0..<30).map { "Item \($0)" }
        let (list, dataSource) = try makeList(sections: [items], accessories: { _ in [.reorder()] })
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.isEditing = true
        try app.runUntilIdle()
        let start = try grip(1, of: list)
        let held = CGPoint(x: start.x, y: list.frame.maxY - 10)
        fingers.down(start)
        fingers.drag(from: start, to: held, steps: 10)
        app.advance(by: 0.5)
        let offset = list.contentOffset.y
        #expect(offset > 100, "the list scrolls while the row is held at its edge: \(offset)")
        let moving = try #require(list.visibleCells.first { $0.configurationState.isReordering })
        #expect(abs(list.convert(moving.center, to: nil).y - held.y) < 1, "the row stays under the finger as the list moves")
        app.advance(by: 3)
        let bottom = list.contentSize.height - list.bounds.height
        #expect(abs(list.contentOffset.y - bottom) < 0.5, "it stops at the end of the list")
        let frames = app.display.presentedFrames
        app.advance(by: 1)
        #expect(app.display.presentedFrames == frames, "no frames once it cannot scroll further")
        fingers.up()
        try app.runUntilIdle()
        let order = dataSource.snapshot().itemIdentifiers
        #expect(order.firstIndex(of: "Item 1")! > 25, "dropped near the end: \(order)")
        #expect(order.count == 30 && Set(order) == Set(items))
    }

    /// UIKit's interactive movement calls, as apps drive them from their own long press on a plain data source.
    @Test func interactiveMovementAsksTheDataSourceAndTheDelegateAndCancellingPutsTheItemBack() throws {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var items = ["A", "B", "C", "D"]
            var log: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.backgroundColor = .systemTeal
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
            func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                log.append("move \(sourceIndexPath.item) → \(destinationIndexPath.item)")
                items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
            func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                // The last item stays last.
                IndexPath(item: min(proposedIndexPath.item, 2), section: 0)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 10
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        grid.dataSource = source
        grid.delegate = source
        app.window.addSubview(grid)
        try app.runUntilIdle()
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "the data source says no")
        let a = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        let places = try (0..<4).map { try #require(grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.center) }
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one at a time")
        grid.updateInteractiveMovementTargetPosition(places[3])
        try app.runUntilIdle()
        #expect(a.center == places[3], "the cell follows the position")
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.center == places[1], "the delegate kept the target at 2")
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.center == places[3], "the last item did not move")
        grid.cancelInteractiveMovement()
        try app.runUntilIdle()
        #expect(source.log.isEmpty && a.center == places[0] && grid.cellForItem(at: IndexPath(item: 1, section: 0))?.center == places[1])
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        grid.updateInteractiveMovementTargetPosition(places[2])
        grid.endInteractiveMovement()
        try app.runUntilIdle()
        #expect(source.log == ["move 0 → 2"] && source.items == ["B", "C", "A", "D"])
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === a && a.center == places[2])
    }
}
