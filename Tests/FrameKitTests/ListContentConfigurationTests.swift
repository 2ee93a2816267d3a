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
