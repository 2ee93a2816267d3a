import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A delegate giving a photo's context menu, as apps write one, and recording what it hears.
@MainActor
final class PhotoMenu: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var offersMenu = true

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self?.log.append("share") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self?.log.append("delete") },
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willDisplay")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd")
        animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }
}

/// A table delegate with a context menu per row, recording selections.
@MainActor
private final class RowsWithMenus: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var offersMenu = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Pin row \(indexPath.row)") { _ in self?.log.append("pin \(indexPath.row)") }])
        }
    }
}

@MainActor
struct ContextMenuTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    func longPress(_ point: CGPoint) {
        fingers.down(point)
        fingers.wait(0.7)
        fingers.up()
    }

    func centre(of row: UIButton) -> CGPoint { row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil) }

    /// A photo at (20, 20) with a context menu, long-pressed at (50, 40).
    func pressedPhoto() -> (UIContextMenuInteraction, PhotoMenu) {
        let photo = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
        photo.backgroundColor = .systemTeal
        let menu = PhotoMenu()
        let interaction = UIContextMenuInteraction(delegate: menu)
        photo.addInteraction(interaction)
        app.window.addSubview(photo)
        fingers.wait(0.1)
        longPress(CGPoint(x: 50, y: 40))
        return (interaction, menu)
    }

    @Test func aLongPressShowsTheDelegatesMenuBesideTheViewAndAnActionRunsAndClosesIt() throws {
        let (interaction, menu) = pressedPhoto()
        #expect(menu.log == ["configuration at 30,20", "willDisplay"])
        let rows = try #require(interaction.presenter?.rows)
        #expect(rows.map(\.currentTitle) == ["Share", "Delete"] && rows[1].currentTitleColor == .systemRed)
        let top = rows[0].convert(rows[0].bounds, to: nil).minY
        #expect(top >= 100 && top <= 120, "below the view: \(top)")
        #expect(interaction.location(in: app.window) == CGPoint(x: 50, y: 40))
        fingers.tap(centre(of: rows[1]))
        #expect(menu.log == ["configuration at 30,20", "willDisplay", "willEnd", "ended", "delete"])
        #expect(interaction.presenter == nil)
    }

    @Test func aTapElsewhereClosesTheMenuAndRunsNothing() throws {
        let (interaction, menu) = pressedPhoto()
        #expect(interaction.presenter != nil)
        fingers.tap(CGPoint(x: 380, y: 280))
        #expect(interaction.presenter == nil && menu.log.suffix(2) == ["willEnd", "ended"])
    }

    @Test func withoutAMenuALongPressLeavesTheTouchToTheViewsUnderIt() throws {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        let menu = PhotoMenu()
        menu.offersMenu = false
        card.addInteraction(UIContextMenuInteraction(delegate: menu))
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        card.addSubview(button)
        app.window.addSubview(card)
        fingers.wait(0.1)
        longPress(CGPoint(x: 60, y: 50))
        #expect(taps == 1, "the press had no menu: the button took it")
        menu.offersMenu = true
        longPress(CGPoint(x: 60, y: 50))
        #expect(taps == 1, "the menu took the press")
    }

    @Test func aTableRowsMenuComesFromItsDelegateAndTakesThePressFromSelection() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = RowsWithMenus()
        table.dataSource = rows
        table.delegate = rows
        app.window.addSubview(table)
        fingers.wait(0.1)
        let third = table.rectForRow(at: IndexPath(row: 2, section: 0))
        longPress(CGPoint(x: 200, y: third.midY))
        let interaction = try #require(table.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let menuRows = try #require(interaction.presenter?.rows)
        #expect(menuRows.map(\.currentTitle) == ["Pin row 2"])
        #expect(menuRows[0].convert(menuRows[0].bounds, to: nil).minY >= third.maxY, "beside the row")
        fingers.tap(centre(of: menuRows[0]))
        #expect(rows.log == ["pin 2"], "the row was not selected")
        rows.offersMenu = false
        longPress(CGPoint(x: 200, y: third.midY))
        #expect(rows.log == ["pin 2", "select 2"])
    }

    @Test func aCollectionViewAsksForItsItemsMenuAndFallsBackToTheOlderForm() throws {
        final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var asked: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
            ) -> UIContextMenuConfiguration? {
                asked.append("items \(indexPaths.map(\.item))")
                return nil
            }
            func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                asked.append("item \(indexPath.item)")
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Open tile \(indexPath.item)") { _ in }])
                }
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        grid.dataSource = tiles
        grid.delegate = tiles
        app.window.addSubview(grid)
        fingers.wait(0.1)
        let second = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        longPress(CGPoint(x: second.midX, y: second.midY))
        #expect(tiles.asked == ["items [1]", "item 1"])
        let interaction = try #require(grid.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        #expect(interaction.presenter?.rows.map(\.currentTitle) == ["Open tile 1"])
    }
}
