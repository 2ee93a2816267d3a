import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A photo grid as iOS code writes one: numbered tiles in sections with headers, every callback recorded.
@MainActor
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var events: [String] = []
    var sizes: [IndexPath: CGSize] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        events.append("cell \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.item)") }
}

private final class Tile: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        backgroundColor = .systemBlue
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
private func grid(
    _ counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) throws -> (Fingers, UICollectionView, Grid, UICollectionViewFlowLayout) {
    let fingers = Fingers()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 60)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    configure(layout)
    let grid = Grid(counts)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
    collection.register(Tile.self, forCellWithReuseIdentifier: "tile")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collection.dataSource = grid
    collection.delegate = grid
    fingers.app.window.addSubview(collection)
    try fingers.app.runUntilIdle()
    return (fingers, collection, grid, layout)
}

@MainActor
private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@MainActor
@Suite(.serialized) struct CollectionViewTests {
    @Test func aFlowLayoutSpreadsFullLinesKeepsTheLastLinesSpacingAndCentresALoneItem() throws {
        let (_, collection, _, _) = try grid([7, 1]) { $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10) }
        // 380 points of room take four 80-point items and 60 points of gaps: 20 each instead of the minimum 10.
        // Origins fall on whole pixels.
        let gap: CGFloat = (380 - 4 * 80) / 3
        #expect(frame(collection, 0) == CGRect(x: 10, y: 5, width: 80, height: 60))
        #expect(frame(collection, 1)?.minX == (10 + 80 + gap).rounded() && frame(collection, 3)?.maxX == 390)
        #expect(frame(collection, 4) == CGRect(x: 10, y: 75, width: 80, height: 60))
        #expect(frame(collection, 5)?.minX == (10 + 80 + gap).rounded(), "the last line keeps the line above's spacing")
        // The second section's one item is centred, below the first section and its insets.
        #expect(frame(collection, 0, 1) == CGRect(x: 160, y: 140 + 5, width: 80, height: 60))
        #expect(collection.contentSize == CGSize(width: 400, height: 210))
    }

    @Test func cellsAreMadeOnlyForItemsOnScreenAndReusedAsTheCollectionScrolls() throws {
        let (fingers, collection, grid, _) = try grid([400])
        // Four columns, 70-point lines: lines 0…4 meet the 300-point bounds; then, in the frame's spare time, the
        // next line's four items are prepared (cell prefetching): asked for, hidden, not among the visible cells.
        #expect(collection.visibleCells.count == 20 && grid.events.count == 24)
        #expect(Set(grid.events.suffix(4)) == ["cell 0.20", "cell 0.21", "cell 0.22", "cell 0.23"])
        #expect(collection.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
        for offset in stride(from: CGFloat(100), through: 3000, by: 100) {
            collection.contentOffset = CGPoint(x: 0, y: offset)
            fingers.app.advance(by: Fingers.frame)
        }
        let tiles = collection.subviews.compactMap { $0 as? Tile }
        #expect(tiles.count == 24, "the cells of the first screen and its prepared line, and no more: \(tiles.count)")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 172, section: 0)) as? Tile)
        #expect(cell.label.text == "0.172" && cell.reuses > 0 && cell.reuseIdentifier == "tile")
        #expect(collection.indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY)) == IndexPath(item: 172, section: 0))
    }

    @Test func aTapSelectsWithUIKitsDelegateOrderAndHeadersComeFromTheDataSource() throws {
        let (fingers, collection, grid, _) = try grid([8, 8]) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        grid.events.removeAll()
        fingers.tap(CGPoint(x: 40, y: 30 + 30))
        try fingers.app.runUntilIdle()
        fingers.tap(CGPoint(x: 140, y: 30 + 30))
        try fingers.app.runUntilIdle()
        #expect(grid.events == [
            "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0",
            "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didDeselect 0", "didSelect 1",
        ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 30 + 130, width: 400, height: 30))
    }

    @Test func batchUpdatesMoveTheCellsThatStayAndAnInconsistentOneReloads() throws {
        let (fingers, collection, grid, _) = try grid([6])
        let third = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        var finished = false
        collection.performBatchUpdates({
            grid.counts = [5]
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        try fingers.app.runUntilIdle()
        #expect(finished && collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(third.frame.minX == frame(collection, 1)?.minX)
        LogCapture.shared.start()
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])  // the count did not change
        let log = LogCapture.shared.stop()
        #expect(log.contains("Invalid update: invalid number of rows in section 0"))
        #expect(collection.numberOfItems(inSection: 0) == 5)
    }

    @Test func withAnEstimatedItemSizeCellsSizeThemselvesToTheirContent() throws {
        final class Notes: NSObject, UICollectionViewDataSource {
            let texts = ["Short", String(repeating: "A longer note that wraps over several lines. ", count: 4), "Also short"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = texts[indexPath.item]
                cell.contentConfiguration = content
                return cell
            }
        }
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 400, height: 50)
        layout.minimumLineSpacing = 0
        let notes = Notes()
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "note")
        collection.dataSource = notes
        app.window.addSubview(collection)
        try app.runUntilIdle()
        let heights = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.height }
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        // One line is a list row's 44-point minimum; four sentences wrap onto more lines.
        #expect(heights[0] == 44 && heights[1] > 3 * line + 22 && heights[2] == heights[0])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == heights[0] + heights[1])
        withExtendedLifetime(notes) {}
    }

    @Test func itemsAScreenAheadArePrefetchedOnce() throws {
        final class Prefetcher: UICollectionViewDataSourcePrefetching {
            var offered: [[Int]] = []
            var cancelled: [[Int]] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { offered.append(indexPaths.map(\.item)) }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                cancelled.append(indexPaths.map(\.item))
            }
        }
        let (fingers, collection, grid, _) = try grid([400])
        let prefetcher = Prefetcher()
        collection.prefetchDataSource = prefetcher
        collection.setNeedsLayout()
        fingers.app.advance(by: Fingers.frame)
        // Lines of four at 0, 70, …: lines 0…4 show in 300 points; lines 5…8 (items 20…35) start in the next 300.
        #expect(prefetcher.offered == [Array(20...35)])
        collection.contentOffset.y = 70
        fingers.app.advance(by: Fingers.frame)
        #expect(prefetcher.offered.last == Array(36...39) && prefetcher.cancelled.isEmpty)
        collection.isPrefetchingEnabled = false
        collection.contentOffset.y = 0
        fingers.app.advance(by: Fingers.frame)
        #expect(prefetcher.offered.count == 2 && prefetcher.cancelled.isEmpty)
        withExtendedLifetime(grid) {}
    }

    @Test func aHorizontalFlowStacksItsLinesSideways() throws {
        let (_, collection, _, _) = try grid([10]) { $0.scrollDirection = .horizontal }
        // 300 points of height take four 60-point items in a column.
        #expect(frame(collection, 0)?.origin == .zero && frame(collection, 1)?.minX == 0)
        #expect(frame(collection, 4)?.minX == 90 && frame(collection, 4)?.minY == 0)
        #expect(collection.contentSize.height == 300 && collection.contentSize.width == 80 * 3 + 20)
    }

    @Test func registrationsAndADiffableDataSourceDriveTheCollection() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
        app.window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<Tile, String> { cell, _, name in cell.label.text = name }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in view.tag = 100 + indexPath.section }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, name in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Espresso", "Latte"], toSection: 0)
        snapshot.appendItems(["Brownie"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        try app.runUntilIdle()
        let names = collection.visibleCells.compactMap { ($0 as? Tile)?.label.text }
        #expect(names == ["Espresso", "Latte", "Brownie"])
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.tag == 101)
        let latte = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        snapshot.moveItem("Latte", beforeItem: "Espresso")
        snapshot.deleteItems(["Brownie"])
        dataSource.apply(snapshot)
        try app.runUntilIdle()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === latte)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Espresso" && collection.numberOfItems(inSection: 1) == 0)
        withExtendedLifetime(dataSource) {}
    }
}
