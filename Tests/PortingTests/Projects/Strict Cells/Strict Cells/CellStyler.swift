import UIKit

/// The same helper as Swift 5 Cells', in a Swift 6 target: as in Xcode, touching main-actor API from it is an error.
struct CellStyler {
    func style(_ cell: UITableViewCell, title: String) {
        cell.textLabel?.text = "Fruit: \(title)"
    }
}
