import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
private final class Items: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
private func collection(_ layout: UICollectionViewLayout, _ counts: [Int]) throws -> (HeadlessApp, UICollectionView, Items) {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    let items = Items(counts)
    let view = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
    view.dataSource = items
    app.window.addSubview(view)
    try app.runUntilIdle()
    return (app, view, items)
}

@MainActor
@Suite(.serialized) struct CompositionalLayoutTests {
    /// The grid of Apple's "Implementing Modern Collection Views" sample: five items a row, square, with insets.
    @Test func aGridOfFractionalItemsInRepeatedGroupsWithInsetsAndSpacing() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        let (_, view, items) = try collection(UICollectionViewCompositionalLayout(section: section), [12, 3])
        let frame = { (item: Int, section: Int) in view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        #expect(frame(0, 0) == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(frame(4, 0) == CGRect(x: 322, y: 2, width: 76, height: 76))
        #expect(frame(5, 0) == CGRect(x: 2, y: 92, width: 76, height: 76), "the next group, 10 points below")
        // Twelve items make three groups (the last one partly filled), then the section's 20-point inset.
        let firstSection: CGFloat = 3 * 80 + 2 * 10 + 20
        #expect(frame(0, 1)?.minY == firstSection + 2)
        // 280 points for the first section, 80 + 20 for the second.
        #expect(view.contentSize.height == 380)
        #expect(view.visibleCells.count == 15, "the second section's row starts at 282, inside the 300-point bounds")
        withExtendedLifetime(items) {}
    }

    @Test func nestedGroupsCountedGroupsAndAPinnedHeader() throws {
        // A big item beside a column of two, as a menu's featured row: a horizontal group of an item and a vertical
        // group of two.
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitem: small, count: 2)
        column.interItemSpacing = .fixed(10)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)), subitems: [big, column])
        let section = NSCollectionLayoutSection(group: row)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (app, view, items) = try collection(UICollectionViewCompositionalLayout(section: section), [9])
        let frame = { (item: Int) in view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 40, width: 200, height: 210))
        #expect(frame(1) == CGRect(x: 200, y: 40, width: 200, height: 100) && frame(2) == CGRect(x: 200, y: 150, width: 200, height: 100))
        #expect(frame(3) == CGRect(x: 0, y: 250, width: 200, height: 210))
        view.contentOffset = CGPoint(x: 0, y: 300)
        try app.runUntilIdle()
        let pinned = try #require(view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 300, "the header stays at the top while its section scrolls")
        withExtendedLifetime(items) {}
    }

    @Test func boundaryItemsSitByTheirAlignmentMovedByTheirOffsetAndOverlapWhenTheyDoNotExtendTheSection() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // A narrow tag at the top leading corner, nudged in; a badge-like footer over the last rows at the trailing side.
        let tag = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(30)), elementKind: "header",
            alignment: .topLeading, absoluteOffset: CGPoint(x: 8, y: 4))
        let note = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(20)), elementKind: "footer",
            alignment: .bottomTrailing)
        note.extendsBoundary = false
        let centred = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(10)), elementKind: "rule", alignment: .bottom)
        section.boundarySupplementaryItems = [tag, note, centred]
        #expect(tag.offset == CGPoint(x: 8, y: 4) && note.offset == .zero && tag.extendsBoundary)
        let (_, view, items) = try collection(UICollectionViewCompositionalLayout(section: section), [3])
        let layout = view.collectionViewLayout
        let frame = { (kind: String) in layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame }
        #expect(frame("header") == CGRect(x: 8, y: 4, width: 120, height: 30), "its own width at the leading side, moved by its offset")
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30, "the header takes room")
        #expect(frame("footer") == CGRect(x: 300, y: 160, width: 100, height: 20), "over the last row's end, at the trailing side")
        #expect(frame("rule") == CGRect(x: 100, y: 180, width: 200, height: 10), "centred, after the items: the footer took no room")
        #expect(view.contentSize.height == 190)
        withExtendedLifetime(items) {}
    }

    @Test func aListLayoutGivesSelfSizingRowsTheLookOfAnInsetGroupedTable() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = UICollectionView(frame: app.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        app.window.addSubview(view)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Settings"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: text)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", String(repeating: "A row whose title is long enough to wrap. ", count: 3), "About"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try app.runUntilIdle()
        #expect(view.backgroundColor == .systemGroupedBackground)
        let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0].minX == 16 && frames[0].width == 400 - 32 && frames[0].minY == 38, "inset by the margins, under the header")
        #expect(frames[0].height == 44 && frames[1].height > 60 && frames[2].minY == frames[1].maxY, "\(frames)")
        // The chevron at the trailing margin of the first row, grey over the white cell.
        let chevron = (0..<16).map { app.pixel(x: 400 - 16 - 16 - 4 + $0, y: 38 + 22) }.filter { $0 != 0xFFFFFF }
        #expect(!chevron.isEmpty)
        withExtendedLifetime(dataSource) {}
    }
}
