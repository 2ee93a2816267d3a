import Foundation

/// The keys of a prototype cell's segues.
struct CellSegueKeys {
    /// Performed when a row of the cell is selected.
    var selection: String?
    /// Performed when the cell's detail button (its accessory) is tapped.
    var accessory: String?
}

/// The storyboard segues of a table's or collection view's prototype cells, performed by the scene's controller
/// with the cell as sender, as UIKit does: a selection segue after the row is selected and before the delegate's
/// `didSelect…` (so `prepare(for:sender:)` finds `indexPathForSelectedRow` set), an accessory segue when the detail
/// button is tapped.
@MainActor
struct CellSegues {
    private var keys: [String: CellSegueKeys] = [:]
    private weak var controller: UIViewController?

    init() {}

    init(_ prototypes: [PrototypeCell], controller: AnyObject?) {
        for prototype in prototypes { keys[prototype.reuseIdentifier] = prototype.segues }
        self.controller = controller as? UIViewController
    }

    /// Performs `cell`'s segue of that kind, if its prototype has one.
    func perform(_ kind: KeyPath<CellSegueKeys, String?>, for cell: UIView?, identifier: String?) {
        guard let cell, let identifier, let key = keys[identifier]?[keyPath: kind], let controller else { return }
        controller.triggerSegue(key: key, sender: cell)
    }
}
