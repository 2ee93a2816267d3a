import Foundation

/// Highlight and selection: a finger on a row highlights it, lifting it selects the row with UIKit's delegate order
/// (`willSelect` → `willDeselect`/`didDeselect` of the row it replaces → `didSelect`); a drag that scrolls cancels
/// the touch and the highlight. Selection from code calls no delegate method, as in UIKit.
extension UITableView {
    /// The selected row (the first in order), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    func selectRowFromCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else { return deselectAll(animated: animated) }
        guard geometry.contains(indexPath) else {
            return Self.logger.error("selectRow(at: \(indexPath)): no such row (\(rowCounts)); nothing selected")
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setRow(row, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scroll(toShow: rectForRow(at: indexPath), at: scrollPosition, animated: animated) }
    }

    private func deselectAll(animated: Bool) {
        for row in selectedRows { setRow(row, selected: false, animated: animated) }
    }

    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        visibleCellsByRow[indexPath]?.setSelected(selected, animated: animated)
    }

    // MARK: Touches

    /// A touch began: on a row, it highlights the row and returns true (the table keeps the touch).
    func beginRowTouch(_ touches: Set<UITouch>) -> Bool {
        guard touchedRow == nil, isEditing ? allowsSelectionDuringEditing : allowsSelection, let touch = touches.first, let cell = cell(containing: touch.view),
            let indexPath = indexPath(for: cell)
        else { return false }
        touchedRow = indexPath
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// The touch on a row ended: the row is selected if the finger is still over the table.
    func endRowTouch(_ touches: Set<UITouch>) {
        guard let indexPath = touchedRow else { return }
        unhighlightTouchedRow()
        guard touches.first.map({ bounds.contains($0.location(in: self)) }) ?? true else { return }
        userSelect(indexPath)
    }

    func unhighlightTouchedRow() {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        guard let cell = visibleCellsByRow[indexPath], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// The cell of this table that `view` is in.
    private func cell(containing view: UIView?) -> UITableViewCell? {
        var view = view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell, cell.superview === self { return cell }
            view = current.superview
        }
        return nil
    }

    /// A tap's selection, with the delegate's say at each step.
    private func userSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return postSelectionChange()
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            geometry.contains(target)
        else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target { userDeselect(row) }
        }
        setRow(target, selected: true, animated: false)
        let cell = visibleCellsByRow[target]
        cellSegues.perform(\.selection, for: cell, identifier: cell?.reuseIdentifier)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        postSelectionChange()
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    private func postSelectionChange() {
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }
}
