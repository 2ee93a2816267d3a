import UIKit

class FruitListViewController: UITableViewController {
    private let dataSource = FruitDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataSource
        tableView.tableFooterView = makeFooter(text: "\(dataSource.fruits.count) fruits")
    }
}
