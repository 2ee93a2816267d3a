import UIKit

/// The same helper as Swift 5 Cells', in a Swift 6 target: the compiler reports touching main-actor API from it.
struct CellStyler {
    func style(_ cell: UITableViewCell, title: String) {
        cell.textLabel?.text = "Fruit: \(title)"
    }
}
