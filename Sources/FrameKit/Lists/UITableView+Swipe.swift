import Foundation

/// Swipe actions on a table's rows (`RowSwiper`): the delegate gives them for each edge and hears
/// `willBeginEditingRowAt` and `didEndEditingRowAt` around a swipe, as in UIKit.
extension UITableView: SwipeHost {
    var allowsSwipes: Bool { !isEditing }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeCell(at indexPath: IndexPath) -> UIView? { visibleCellsByRow[indexPath] }

    func swipeRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    func swipeWillBegin(at indexPath: IndexPath) {
        visibleCellsByRow[indexPath]?.isSwiped = true
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    func swipeDidEnd(at indexPath: IndexPath?) {
        for cell in visibleCellsByRow.values { cell.isSwiped = false }
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }
}
