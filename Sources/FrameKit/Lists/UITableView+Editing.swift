import Foundation

/// A row being dragged by its reorder control.
struct RowReorder {
    let source: IndexPath
    let cell: UITableViewCell
    let startCentre: CGPoint
    var proposed: IndexPath
}

/// Editing mode: each row's delete or insert control (a tap on the delete control asks for confirmation with the
/// trailing Delete button, whose tap commits the deletion through the data source), and the reorder control, which
/// drags its row while the rows it passes make room, then tells the data source where it went.
extension UITableView {
    /// Gives a cell the editing state of its row.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.editingStyle = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.indentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        if cell.isEditing != isEditing || animated { cell.setEditing(isEditing, animated: animated) }
    }

    /// The delete control asks for confirmation; the insert control inserts at once.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell), let dataSource else { return }
        switch cell.editingStyle {
        case .delete:
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self, let row = self.swiper.open?.row else { return done(false) }
                dataSource.tableView(self, commit: .delete, forRowAt: row)
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete])
            configuration.performsFirstActionWithFullSwipe = false
            swiper.open(at: indexPath, configuration: configuration)
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    // MARK: Reordering

    /// Whether `recognizer`'s touch started on a visible row's reorder control.
    func reorderShouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard isEditing, reorder == nil else { return false }
        return reorderableRow(at: recognizer.startLocation(in: self)) != nil
    }

    private func reorderableRow(at point: CGPoint) -> (IndexPath, UITableViewCell)? {
        guard let indexPath = indexPathForRow(at: point), let cell = visibleCellsByRow[indexPath],
            let control = cell.reorderControl, !control.isHidden, control.bounds.contains(control.convert(point, from: self))
        else { return nil }
        return (indexPath, cell)
    }

    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (indexPath, cell) = reorderableRow(at: pan.startLocation(in: self)) else { return }
            bringSubviewToFront(cell)
            reorder = RowReorder(source: indexPath, cell: cell, startCentre: cell.center, proposed: indexPath)
            dragReorder(by: pan.translation(in: self).y)
        case .changed:
            dragReorder(by: pan.translation(in: self).y)
        case .ended, .cancelled, .failed:
            finishReorder()
        default:
            break
        }
    }

    /// The dragged row follows the finger; the rows between its place and the proposed one slide to make room.
    private func dragReorder(by dy: CGFloat) {
        guard let moving = reorder else { return }
        let lastY = geometry.contentHeight - 1
        moving.cell.center.y = min(max(moving.startCentre.y + dy, 0), lastY)
        let proposed = geometry.row(at: moving.cell.center.y) ?? moving.proposed
        guard proposed != moving.proposed else { return }
        reorder?.proposed = proposed
        let height = moving.cell.bounds.height
        UIView.animate(withDuration: 0.2) {
            for (indexPath, cell) in self.visibleCellsByRow where cell !== moving.cell {
                let span = self.geometry.rowSpan(indexPath)
                let shift = Self.reorderShift(of: indexPath, source: moving.source, proposed: proposed) * height
                cell.center.y = span.y + span.height / 2 + shift
            }
        }
    }

    /// -1, 0 or 1: which way a row moves to make room while `source` is dragged to `proposed` (same section).
    private static func reorderShift(of row: IndexPath, source: IndexPath, proposed: IndexPath) -> CGFloat {
        guard row.section == source.section, proposed.section == source.section else { return 0 }
        if source < proposed, row > source, row <= proposed { return -1 }
        if proposed < source, row >= proposed, row < source { return 1 }
        return 0
    }

    /// The drop: the delegate may change the destination, the data source moves its model, and the rows settle.
    private func finishReorder() {
        guard let moving = reorder else { return }
        reorder = nil
        insertSubview(moving.cell, at: 0)  // back among the rows, under the headers
        let destination = tableDelegate?.tableView(
            self, targetIndexPathForMoveFromRowAt: moving.source, toProposedIndexPath: moving.proposed) ?? moving.proposed
        guard destination != moving.source, geometry.contains(destination) else {
            return UIView.animate(withDuration: 0.2) { self.setNeedsLayout(); self.relayOutVisibleRows() }
        }
        dataSource?.tableView(self, moveRowAt: moving.source, to: destination)
        moveRow(at: moving.source, to: destination)
    }

    /// Puts every visible cell back at its row's place.
    private func relayOutVisibleRows() {
        for (indexPath, cell) in visibleCellsByRow { place(cell, at: geometry.rowSpan(indexPath)) }
    }
}
