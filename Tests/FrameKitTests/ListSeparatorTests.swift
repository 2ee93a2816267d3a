import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// List rows' separators as iOS 14.5 code sets them: `separatorConfiguration` for every row, `itemSeparatorHandler`
/// for single rows, `showsSeparators` for none; automatic lines start where the text starts.
@MainActor
@Suite struct ListSeparatorTests {
    /// A list of three rows (the first with an image), and its data source to keep.
    private func makeList(_ configuration: UICollectionLayoutListConfiguration) throws
        -> (HeadlessApp, UICollectionView, UICollectionViewDiffableDataSource<Int, String>)
    {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let list = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            if indexPath.item == 0 { content.image = UIImage(systemName: "star.fill") }
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Bread", "Cheese"])
        dataSource.apply(snapshot, animatingDifferences: false)
        app.window.addSubview(list)
        try app.runUntilIdle()
        return (app, list, dataSource)
    }

    /// The visible separator lines of row `item`, in the cell's coordinates (hairlines only).
    private func lines(_ list: UICollectionView, _ item: Int) -> [CGRect] {
        guard let cell = list.cellForItem(at: IndexPath(item: item, section: 0)) else { return [] }
        return cell.subviews.filter { !$0.isHidden && $0.frame.height == 1 && $0.frame.width > 100 }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test func automaticLinesRunBelowEveryRowFromItsTextAndGroupedSectionsEndWithout() throws {
        let (_, plain, plainSource) = try makeList(UICollectionLayoutListConfiguration(appearance: .plain))
        let height = try #require(plain.cellForItem(at: IndexPath(item: 1, section: 0))).bounds.height
        #expect(lines(plain, 1) == [CGRect(x: 16, y: height - 1, width: 384, height: 1)], "from the margin, where the text starts")
        let first = try #require(lines(plain, 0).first)
        #expect(first.minX > 40 && first.maxX == 400, "after the image, where the text starts")
        #expect(lines(plain, 2).count == 1, "a plain list's last row has its line")
        let (_, grouped, groupedSource) = try makeList(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(lines(grouped, 1).count == 1 && lines(grouped, 2).isEmpty, "an inset grouped section's last row has none")
        var none = UICollectionLayoutListConfiguration(appearance: .plain)
        none.showsSeparators = false
        let (_, bare, bareSource) = try makeList(none)
        #expect((0..<3).allSatisfy { lines(bare, $0).isEmpty })
        withExtendedLifetime((plainSource, groupedSource, bareSource)) {}
    }

    @Test func theItemHandlerSetsSingleRowsLinesInsetsAndColour() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .red
        configuration.itemSeparatorHandler = { indexPath, list in
            var row = list
            if indexPath.item == 0 {
                row.topSeparatorVisibility = .visible
                row.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                row.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 50)
            }
            if indexPath.item == 1 { row.bottomSeparatorVisibility = .hidden }
            return row
        }
        let (app, list, source) = try makeList(configuration)
        let height = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))).bounds.height
        #expect(lines(list, 0) == [CGRect(x: 0, y: 0, width: 400, height: 1), CGRect(x: 30, y: height - 1, width: 320, height: 1)])
        #expect(lines(list, 1).isEmpty && lines(list, 2).count == 1)
        #expect(app.pixel(x: 100, y: Int(height) - 1) == 0xFF0000 && app.pixel(x: 360, y: Int(height) - 1) != 0xFF0000)
        withExtendedLifetime(source) {}
    }

    /// A cell of its own views, as Apple's "custom list cell" sample makes one: a symbol, then a name whose leading
    /// edge the separator's guide follows.
    private final class BadgeCell: UICollectionViewListCell {
        let badge = UIImageView(image: UIImage(systemName: "tag")), name = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [badge, name] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                name.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
                name.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                name.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                separatorLayoutGuide.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func constrainingTheSeparatorGuideStartsTheLineThereAndAnExplicitInsetStillWins() throws {
        for leadingInset in [nil, 30] as [CGFloat?] {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            if let leadingInset { configuration.separatorConfiguration.bottomSeparatorInsets.leading = leadingInset }
            let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
            let list = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let rows = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.name.text = item }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Apples", "Bread"])
            dataSource.apply(snapshot, animatingDifferences: false)
            app.window.addSubview(list)
            try app.runUntilIdle()
            let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
            let nameStart = cell.name.convert(CGPoint.zero, to: cell).x
            let expected: CGFloat = 16 + 40 + 12
            #expect(nameStart == expected, "the label sits after the badge")
            #expect(cell.separatorLayoutGuide.layoutFrame.minX == nameStart)
            #expect(cell.separatorLayoutGuide.layoutFrame.maxY == cell.bounds.height)
            let line = try #require(lines(list, 0).first)
            #expect(line.minX == (leadingInset ?? nameStart) && line.maxX == 400, "the guide's start unless the inset is explicit")
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test func theSeparatorGuideFollowsTheTextOfASystemConfigurationUntilConstrained() throws {
        let (_, list, source) = try makeList(UICollectionLayoutListConfiguration(appearance: .plain))
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let before = try #require(lines(list, 0).first)
        #expect(before.minX > 40, "after the image")
        let guide = cell.separatorLayoutGuide
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == before.minX && lines(list, 0).first == before, "asking for the guide moves nothing")
        guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4).isActive = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(lines(list, 0).first?.minX == 4)
        withExtendedLifetime(source) {}
    }
}
