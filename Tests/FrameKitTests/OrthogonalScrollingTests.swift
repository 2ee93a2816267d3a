import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
private final class Shelf: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 6 : 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = indexPath.section == 0 ? [.systemRed, .systemBlue][indexPath.item % 2] : .systemGray
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// The App Store's shape: a row of cards that scrolls sideways (section 0: groups three quarters of the width wide,
/// 100 high, 16-point insets either side, 10 apart) above a vertical list (section 1: rows 50 high).
@MainActor
@Suite(.serialized) struct OrthogonalScrollingTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    fileprivate func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws -> (UICollectionView, Shelf) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 1 {
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            let card = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: card)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
        let shelf = Shelf()
        let view = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = shelf
        view.delegate = shelf
        app.window.addSubview(view)
        try app.runUntilIdle()
        return (view, shelf)
    }

    func band(_ view: UICollectionView) throws -> OrthogonalScroller { try #require(view.orthogonalScrollers[0]) }

    /// A quick swipe along the band, right to left, from x 300 to x 200.
    func flickLeft() {
        fingers.down(CGPoint(x: 300, y: 50))
        fingers.wait(0.2)
        fingers.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), steps: 3)
        fingers.up()
        fingers.wait(2)
    }

    @Test func theSectionsGroupsSitSideBySideInABandThatScrollsOnItsOwn() throws {
        let (view, shelf) = try shelf(.continuous)
        let frame = { (item: Int, section: Int) in view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // 368 points between the insets: groups of 276, the second 10 after the first.
        #expect(frame(0, 0) == CGRect(x: 16, y: 0, width: 276, height: 100))
        #expect(frame(1, 0) == CGRect(x: 302, y: 0, width: 276, height: 100))
        #expect(frame(0, 1) == CGRect(x: 0, y: 100, width: 400, height: 50), "the band is one group high")
        #expect(view.contentSize == CGSize(width: 400, height: 100 + 20 * 50))
        let band = try band(view)
        #expect(band.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(band.contentSize == CGSize(width: 16 + 6 * 276 + 5 * 10 + 16, height: 100))
        // Cards 0 and 1 show, inside the band's scroll view; rows 0…3 of the list.
        #expect(view.indexPathsForVisibleItems == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [1, 3]])
        #expect(view.visibleCells.prefix(2).allSatisfy { $0.superview === band })
        #expect(app.pixel(x: 100, y: 50) == 0xFF3B30 && app.pixel(x: 350, y: 50) == 0x007AFF)

        try fingers.stroke(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), steps: 10)
        #expect(band.contentOffset.x > 150 && view.contentOffset == .zero, "the band moved, the list did not")
        #expect(view.indexPathsForVisibleItems.contains([0, 2]), "the third card came into the band")
        // What is under a point on screen follows the band.
        let shown = try #require(view.cellForItem(at: [0, 2]))
        let onScreen = shown.convert(CGPoint(x: 10, y: 10), to: view)
        #expect(view.indexPathForItem(at: onScreen) == [0, 2])
        #expect(frame(2, 0)?.minX == 16 + 2 * 286 - band.contentOffset.x)
        fingers.tap(shown.convert(CGPoint(x: 20, y: 50), to: nil))
        #expect(shelf.selected == [[0, 2]])
        // scrollToItem brings a card into its band: card 4 spans 1160…1436, its centre in the middle of the band.
        view.scrollToItem(at: [0, 4], at: .centeredHorizontally, animated: false)
        #expect(band.contentOffset.x == 1098 && view.cellForItem(at: [0, 4]) != nil)
        // A vertical drag over the band scrolls the list.
        try fingers.stroke(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 200, y: 10), steps: 8)
        #expect(view.contentOffset.y > 40)
    }

    @Test func groupPagingMovesOneGroupASwipeAndCentredPagingCentresIt() throws {
        let (view, _) = try shelf(.groupPaging)
        flickLeft()
        #expect(try band(view).contentOffset.x == 286, "card 1's leading edge at the 16-point inset")
        flickLeft()
        #expect(try band(view).contentOffset.x == 572)
        view.removeFromSuperview()
        let (centred, _) = try shelf(.groupPagingCentered)
        flickLeft()
        // Card 1 spans 302…578: its centre, 440, in the middle of the 400-point band.
        #expect(try band(centred).contentOffset.x == 240)
    }

    @Test func pagingMovesABandWidthAndLeadingBoundaryRestsOnAGroupEdge() throws {
        let (paged, _) = try shelf(.paging)
        flickLeft()
        #expect(try band(paged).contentOffset.x == 400)
        paged.removeFromSuperview()
        let (edges, _) = try shelf(.continuousGroupLeadingBoundary)
        try fingers.stroke(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 50, y: 50), steps: 6)
        let offset = try band(edges).contentOffset.x
        let anchors: [CGFloat] = (0..<6).map { min(CGFloat($0) * 286, 1738 - 400) }
        #expect(offset > 0 && anchors.contains(offset), "rests with a card's edge at the inset: \(offset)")
    }
}
