import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Badges on a compositional layout's items as UIKit's sample code makes them: an `NSCollectionLayoutSupplementaryItem`
/// anchored to the item's top-trailing corner, moved out by a fraction of its own size, its view from the diffable
/// data source's supplementary view provider for the item's index path.
@MainActor
@Suite struct CompositionalBadgeTests {
    final class Badge: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemRed
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    private func makeGrid(_ badge: NSCollectionLayoutSupplementaryItem) throws
        -> (HeadlessApp, UICollectionView, UICollectionViewDiffableDataSource<Int, String>)
    {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 10, bottom: 0, trailing: 0)
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.register(Badge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            let badge = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath) as? Badge
            badge?.label.text = dataSource.itemIdentifier(for: indexPath)
            return badge
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        app.window.addSubview(grid)
        try app.runUntilIdle()
        return (app, grid, dataSource)
    }

    @Test func aBadgeSitsOnItsItemsCornerMovedOutByAFractionOfItsSizeAndFollowsItsItem() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        #expect(badge.zIndex == 1)
        let (app, grid, dataSource) = try makeGrid(badge)
        let second = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second == CGRect(x: 130, y: 30, width: 100, height: 100))
        let attributes = try #require(grid.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(attributes.frame == CGRect(x: 216, y: 24, width: 20, height: 20), "inside the corner, then 6 points out each way")
        let view = try #require(grid.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)) as? Badge)
        #expect(view.frame == attributes.frame && view.label.text == "B")
        #expect(app.pixel(x: 233, y: 27) == 0xFF3B30, "drawn above the cell, outside it")
        // Deleting the first item moves B into its place: its badge follows, made again for its new index path.
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["A"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try app.runUntilIdle()
        let moved = try #require(grid.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)) as? Badge)
        #expect(moved.label.text == "B" && moved.frame == CGRect(x: 96, y: 24, width: 20, height: 20))
        #expect(grid.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)) == nil)
        withExtendedLifetime(dataSource) {}
    }

    @Test func anItemAnchorLaysTheBadgesOwnPointOnTheItems() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(0.1)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: -4, y: 0)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let (_, grid, dataSource) = try makeGrid(badge)
        let attributes = try #require(grid.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(attributes.frame == CGRect(x: 106, y: 20, width: 20, height: 10), "its bottom-leading corner on the item's top-trailing one, 4 points in")
        withExtendedLifetime(dataSource) {}
    }
}
