import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Rows configured the iOS 14 way: `defaultContentConfiguration()`, text and secondary text set, given back as the
/// cell's `contentConfiguration`.
@MainActor
private final class Settings: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: [(String, String?, UITableViewCell.CellStyle)] = [
        ("Wi-Fi", "Kiosk-5G", .value1), ("Brightness", "Follows the room's light and dims after ten minutes", .subtitle),
        ("About", nil, .default),
    ]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (title, detail, style) = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "\(style.rawValue)") ?? UITableViewCell(style: style, reuseIdentifier: "\(style.rawValue)")
        var content = cell.defaultContentConfiguration()
        content.text = title
        content.secondaryText = detail
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Display"
        header.contentConfiguration = content
        return header
    }
}

@MainActor
private func labels(in view: UIView) -> [UILabel] {
    var found: [UILabel] = []
    view.forEachInSubtree { if let label = $0 as? UILabel, !label.isHidden, label.window != nil { found.append(label) } }
    return found
}

@MainActor
@Suite(.serialized) struct ListContentConfigurationTests {
    @Test func configuredCellsShowTheirTextsAsTheirStyleLaysThemOutAndSizeToThem() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 400))
        let settings = Settings()
        let table = UITableView(frame: app.window.bounds, style: .grouped)
        table.dataSource = settings
        table.delegate = settings
        app.window.addSubview(table)
        try app.runUntilIdle()
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let wifiLabels = labels(in: wifi).sorted { $0.frame.minX < $1.frame.minX }
        #expect(wifiLabels.map(\.text) == ["Wi-Fi", "Kiosk-5G"])
        // A value cell: the secondary text is grey, at the trailing margin, on the text's line.
        let value = wifiLabels[1]
        #expect(value.convert(value.bounds, to: wifi).maxX == 400 - 16 && value.textColor == .secondaryLabel)
        #expect(abs(value.frame.midY - wifiLabels[0].frame.midY) < 1)
        // The subtitle wraps under the text and the row grows to hold both with 11-point margins.
        let brightness = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(brightness > 70, "two lines of subtitle under the title: \(brightness)")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44, "one line: 44 points, the separator's pixel included")
        let header = try #require(table.headerView(forSection: 0))
        #expect(labels(in: header).map(\.text) == ["DISPLAY"])
    }

    @Test func aNewConfigurationOfTheSameKindUpdatesTheSameContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "First"
        cell.contentConfiguration = content
        let view = try #require(cell.configured.view)
        content.text = "Second"
        content.textProperties.color = .systemRed
        cell.contentConfiguration = content
        #expect(cell.configured.view === view)
        cell.layoutIfNeeded()
        #expect(labels(in: cell).isEmpty, "not in a window")
        var found: [String?] = []
        view.forEachInSubtree { if let label = $0 as? UILabel, !label.isHidden { found.append(label.text) } }
        #expect(found == ["Second"])
        cell.contentConfiguration = nil
        #expect(cell.configured.view == nil && view.superview == nil)
    }
}

/// The rest of `UIListContentConfiguration` as iOS 14 code sets it: attributed text, text transforms and colour
/// transformers, reserved image room that lines texts up, a symbol at its preferred configuration, the side-by-side
/// padding; and sidebar rows, white on the tint while selected.
@MainActor
@Suite struct ListContentConfigurationMembersTests {
    private func shown(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> (UIListContentView, [UILabel]) {
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: width, height: 60)
        view.layoutIfNeeded()
        return (view, view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden })
    }

    @Test func textsTakeTheirAttributedFormsTransformsAndTransformedColours() throws {
        var content = UIListContentConfiguration.cell()
        content.attributedText = NSAttributedString(string: "Platform 4", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        content.text = "ignored"
        content.secondaryText = "now boarding to the coast"
        content.secondaryTextProperties.transform = .capitalized
        content.secondaryTextProperties.color = .red
        content.secondaryTextProperties.colorTransformer = .grayscale
        let (_, labels) = shown(content)
        #expect(labels.map(\.text) == ["Platform 4", "Now Boarding To The Coast"])
        #expect(labels[0].attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        let grey = labels[1].textColor!
        #expect(abs(grey.red - grey.green) < 0.01 && abs(grey.green - grey.blue) < 0.01 && grey.red > 0.2, "red through the grey transformer")
    }

    @Test func reservedImageRoomLinesTextsUpAndSymbolsTakeThePreferredConfiguration() throws {
        var small = UIListContentConfiguration.cell()
        small.image = UIImage(systemName: "star.fill")
        small.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        small.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        small.text = "Starred"
        var none = UIListContentConfiguration.cell()
        none.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        none.text = "Plain"
        let (starred, starredLabels) = shown(small), (_, plainLabels) = shown(none)
        #expect(starredLabels[0].frame.minX == plainLabels[0].frame.minX && starredLabels[0].frame.minX == 16 + 40 + 16)
        let image = try #require(starred.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.frame.size == CGSize(width: 28, height: 28), "24 points at the medium scale")
        #expect(abs(image.frame.midX - 36) < 0.01, "centred in its room")
        var value = UIListContentConfiguration.valueCell()
        value.text = "Volume"
        value.secondaryText = "Loud"
        value.textToSecondaryTextHorizontalPadding = 30
        let (_, valueLabels) = shown(value)
        #expect(valueLabels[1].frame.minX - valueLabels[0].frame.maxX >= 30)
    }

    @Test func aSidebarsRowsTurnWhiteOnTheTintWhenSelected() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 200))
        let list = UICollectionView(
            frame: app.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "Archive"])
        source.apply(snapshot, animatingDifferences: false)
        app.window.addSubview(list)
        list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        try app.runUntilIdle()
        let inbox = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(inbox.backgroundConfiguration != nil, "a sidebar's background configuration")
        let content = try #require(inbox.contentConfiguration as? UIListContentConfiguration)
        #expect(content.updated(for: inbox.configurationState).textProperties.color == .white)
        let frame = inbox.frame
        #expect(app.pixel(x: Int(frame.maxX) - 4, y: Int(frame.midY)) == 0x007AFF, "the tint behind the selected row")
        let archive = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(app.pixel(x: Int(archive.maxX) - 4, y: Int(archive.midY)) != 0x007AFF)
        withExtendedLifetime(source) {}
    }
}
