import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A grid of numbered tiles over a diffable data source, as an iOS 14 app writes one, recording the cells asked for
/// and shown.
@MainActor
private final class NumberGrid: NSObject, UICollectionViewDelegate {
    let collection: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var labels: [Int: String] = [:]
    var events: [String] = []
    var cellsMade = 0

    init(frame: CGRect, prefetching: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.isPrefetchingEnabled = prefetching
        super.init()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [unowned self] cell, _, number in
            events.append("cell(\(number))")
            if cell.tag == 0 {
                cellsMade += 1
                cell.tag = cellsMade
            }
            var content = cell.defaultContentConfiguration()
            content.text = labels[number] ?? "\(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, number in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        collection.delegate = self
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<400))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay(\(indexPath.item))")
    }

    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }

    func text(ofItem item: Int) -> String? {
        (collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
            .flatMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }
}

/// A 400×300 window filled by a grid of four 100×50 tiles a line: lines 0…5 (items 0…23) fill it exactly.
@MainActor
private func numberGrid(prefetching: Bool = true) throws -> (HeadlessApp, NumberGrid) {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    let grid = NumberGrid(frame: app.window.bounds, prefetching: prefetching)
    app.window.addSubview(grid.collection)
    try app.runUntilIdle()
    return (app, grid)
}

@MainActor
@Suite(.serialized) struct CollectionViewCellPrefetchingTests {
    @Test func theLineBelowTheFirstScreenIsPreparedAndShowsWithOnlyWillDisplay() throws {
        let (app, grid) = try numberGrid()
        let first = grid.take()
        #expect(first.filter { $0.hasPrefix("willDisplay") }.count == 24)
        #expect(first.suffix(4).sorted() == ["cell(24)", "cell(25)", "cell(26)", "cell(27)"])
        #expect(grid.collection.cellForItem(at: IndexPath(item: 24, section: 0)) == nil)
        grid.collection.contentOffset.y = 20
        try nextFrame(app)
        // Line 6 comes in prepared: only willDisplay; line 0 still shows, so the 28 cells held are the most so far
        // and nothing more is prepared.
        #expect(grid.take().sorted() == ["willDisplay(24)", "willDisplay(25)", "willDisplay(26)", "willDisplay(27)"])
        #expect(grid.text(ofItem: 25) == "25")
        grid.collection.contentOffset.y = 50
        try nextFrame(app)
        // Line 0 left (lines 1…6 fill 50…350): its four cells are prepared for line 7 in the spare time, none made.
        #expect(grid.take().sorted() == ["cell(28)", "cell(29)", "cell(30)", "cell(31)"])
        #expect(grid.cellsMade == 28)
    }

    @Test func scrollingDownAndBackMakesNoCellAfterTheFirstScreenAndShowsTheRightItems() throws {
        let (app, grid) = try numberGrid()
        for offset in Array(stride(from: CGFloat(13), through: 4000, by: 37)) + Array(stride(from: CGFloat(4000), through: 0, by: -41)) + [0] {
            grid.collection.contentOffset.y = offset
            try nextFrame(app)
        }
        #expect(grid.cellsMade == 28)
        #expect((0..<24).allSatisfy { grid.text(ofItem: $0) == "\($0)" })
        #expect(grid.collection.visibleCells.count == 24)
    }

    @Test func aPreparedItemWhoseDataChangesShowsTheNewData() throws {
        let (app, grid) = try numberGrid()
        grid.labels[25] = "Twenty-five"
        var snapshot = grid.dataSource.snapshot()
        snapshot.reconfigureItems([25])
        grid.dataSource.apply(snapshot, animatingDifferences: false)
        grid.collection.contentOffset.y = 20
        try nextFrame(app)
        #expect(grid.text(ofItem: 25) == "Twenty-five")
        snapshot = grid.dataSource.snapshot()
        snapshot.deleteItems([0])
        grid.dataSource.apply(snapshot, animatingDifferences: false)
        try app.runUntilIdle()
        grid.collection.contentOffset.y = 60
        try nextFrame(app)
        // Every item moved back one place: item 27 now shows the number 28.
        #expect(grid.text(ofItem: 27) == "28" && grid.text(ofItem: 4) == "5")
    }

    @Test func withPrefetchingOffCellsAreAskedForOnlyAsItemsShow() throws {
        let (app, grid) = try numberGrid(prefetching: false)
        #expect(grid.take().filter { $0.hasPrefix("cell") }.count == 24)
        grid.collection.contentOffset.y = 20
        try nextFrame(app)
        #expect(grid.take().filter { $0.hasPrefix("cell") }.sorted() == ["cell(24)", "cell(25)", "cell(26)", "cell(27)"])
    }
}
