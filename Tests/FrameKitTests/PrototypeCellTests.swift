import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
final class DishCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
    @Outlet var priceLabel: UILabel!
    var wokeWithOutlets = false

    override func awakeFromNib() {
        super.awakeFromNib()
        wokeWithOutlets = nameLabel != nil && priceLabel != nil
    }
}

@MainActor
final class MenuTableController: UITableViewController {
    let dishes = [("Soup", "€4"), ("Bread", "€2"), ("Tea", "€3"), ("Cake", "€5"), ("Salad", "€6")]

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { dishes.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            cell.textLabel?.text = "Today's menu"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Dish", for: indexPath) as! DishCell
        cell.nameLabel.text = dishes[indexPath.row - 1].0
        cell.priceLabel.text = dishes[indexPath.row - 1].1
        return cell
    }
}

@MainActor
final class PhotoCell: UICollectionViewCell {
    @Outlet var caption: UILabel!
}

@MainActor
final class PhotoGridController: UICollectionViewController {
    let captions = ["Harbour", "Market", "Bridge", "Castle", "Beach"]
    var log: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") from \((sender as? PhotoCell)?.caption.text ?? "?")")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelectItemAt \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { captions.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.caption.text = captions[indexPath.item]
        return cell
    }
}

@MainActor
@Suite struct PrototypeCellTests {
    /// The initial controller of storyboard `name`, shown in `app`'s window; the storyboard read without warnings.
    private func show<Controller: UIViewController>(_ name: String, as type: Controller.Type, in app: HeadlessApp) throws -> Controller {
        let storyboard = try UIStoryboard.load(name: name, bundle: storyboardBundle)
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let controller = try #require(storyboard.instantiateInitialViewController() as? Controller)
        app.window.rootViewController = controller
        try app.runUntilIdle()
        return controller
    }

    @Test func collectionPrototypeCellsAndTheFlowLayoutComeFromTheStoryboard() throws {
        let controller = try show("Photos", as: PhotoGridController.self, in: HeadlessApp(size: PixelSize(width: 400, height: 400)))
        let collection = try #require(controller.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90) && layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 8 && layout.sectionInset == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(first.reuseIdentifier == "Photo" && first.caption.text == "Harbour" && first.caption.superview === first.contentView)
        #expect(first.frame.origin == CGPoint(x: 16, y: 20) && first.frame.size == CGSize(width: 120, height: 90))
        #expect(first.caption.frame.maxY == 86 && first.caption.frame.minX == 4)
        let fourth = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? PhotoCell)
        #expect(fourth !== first && fourth.caption !== first.caption && fourth.caption.text == "Castle")
        #expect(abs(fourth.frame.minY - (20 + 90 + 12)) < 0.01, "the second row, a line spacing below")
    }

    @Test func aCollectionCellsSegueIsPreparedWithTheCellBeforeTheDelegateHearsOfTheSelection() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 400))
        let controller = try show("Photos", as: PhotoGridController.self, in: app)
        let second = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        try app.tap(at: second.convert(CGPoint(x: 60, y: 45), to: nil))
        try app.runUntilIdle()
        #expect(controller.log == ["prepare showPhoto from Market", "didSelectItemAt 1"])
        #expect(controller.presentedViewController != nil && controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func prototypeCellsAreMadeFromTheStoryboardWithTheirOutletsAndConstraints() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 200))
        let controller = try show("Menu", as: MenuTableController.self, in: app)
        let table = controller.tableView!
        #expect(table.dataSource === controller && table.rowHeight == 60)
        let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(type(of: plain) == UITableViewCell.self && plain.reuseIdentifier == "Plain" && plain.accessoryType == .disclosureIndicator)
        #expect(plain.textLabel?.text == "Today's menu" && plain.contentView.subviews.filter { $0 is UILabel }.count == 1,
                "a styled cell's label in the file is the cell's own textLabel, not a second one")
        let dish = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? DishCell)
        #expect(dish.reuseIdentifier == "Dish" && dish.wokeWithOutlets && dish.nameLabel.text == "Soup" && dish.priceLabel.text == "€4")
        #expect(dish.nameLabel.superview === dish.contentView && dish.nameLabel.font == .systemFont(ofSize: 17, weight: .medium))
        #expect(dish.nameLabel.frame.minX == dish.contentView.layoutMargins.left)
        #expect(abs(dish.priceLabel.frame.maxX - (dish.contentView.bounds.width - dish.contentView.layoutMargins.right)) < 0.5)
        #expect(abs(dish.nameLabel.frame.midY - 30) < 0.5)
        let other = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? DishCell)
        #expect(other !== dish && other.nameLabel !== dish.nameLabel && other.nameLabel.text == "Bread")
    }
}
