import Foundation

/// A row swiped open, and the buttons behind it.
struct RowSwipe {
    var row: IndexPath
    let actionsView: SwipeActionsView
    let configuration: UISwipeActionsConfiguration
    /// How far the row is moved: negative when its trailing actions show.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
}

/// Swipe actions: a horizontal drag on a row moves it aside over the actions the delegate gives for that edge; let
/// go past half of their width it stays open, short of it it closes; a full swipe performs the first action. A tap
/// on a button runs its action; a tap elsewhere on the table or a scroll closes the row. The delegate hears
/// `willBeginEditingRowAt` and `didEndEditingRowAt` around it, as in UIKit.
extension UITableView {
    /// How far a full swipe has to go, as a share of the row's width.
    private static let fullSwipeShare: CGFloat = 0.6

    func swipeShouldBegin() -> Bool {
        let moved = swipeRecognizer.translation(in: self)
        guard abs(moved.x) > abs(moved.y), !isEditing else { return false }
        let start = swipeRecognizer.location(in: self).applying(CGAffineTransform(translationX: -moved.x, y: -moved.y))
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe, swipe.row == indexPath { return true }
        return swipeConfiguration(for: indexPath, trailing: moved.x < 0) != nil
    }

    private func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let configuration = trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginSwipe(pan)
        case .changed: moveSwipe(to: (swipe?.startOffset ?? 0) + pan.translation(in: self).x)
        case .ended: endSwipe(velocity: pan.velocity(in: self).x)
        case .cancelled, .failed: closeSwipe(animated: true)
        default: break
        }
    }

    private func beginSwipe(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: self)
        let start = pan.location(in: self).applying(CGAffineTransform(translationX: -moved.x, y: -moved.y))
        guard let indexPath = indexPathForRow(at: start) else { return }
        if let swipe, swipe.row == indexPath {
            self.swipe?.startOffset = swipe.offset
            return
        }
        guard let configuration = swipeConfiguration(for: indexPath, trailing: moved.x < 0) else { return }
        startSwipe(at: indexPath, configuration: configuration, trailing: moved.x < 0)
    }

    /// Opens a row over `configuration`'s trailing actions (the delete confirmation of editing mode).
    func openSwipe(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration) {
        guard startSwipe(at: indexPath, configuration: configuration, trailing: true), let swipe else { return }
        animateSwipe(to: -swipe.actionsView.openWidth)
    }

    /// Puts the actions behind the row, closing any other open row; false when the row is not on screen.
    @discardableResult
    private func startSwipe(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) -> Bool {
        closeSwipe(animated: false)
        guard let cell = visibleCellsByRow[indexPath] else { return false }
        let actionsView = SwipeActionsView(actions: configuration.actions, trailing: trailing)
        actionsView.tapped = { [weak self] action, button in self?.perform(action, from: button) }
        insertSubview(actionsView, belowSubview: cell)
        swipe = RowSwipe(row: indexPath, actionsView: actionsView, configuration: configuration)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// Moves the row to `offset`, held to the side its actions are on; past their width a row that cannot be
    /// swiped fully meets resistance.
    private func moveSwipe(to proposed: CGFloat) {
        guard let swipe else { return }
        let sign: CGFloat = swipe.actionsView.isTrailing ? -1 : 1
        var distance = max(0, proposed * sign)
        let open = swipe.actionsView.openWidth
        if distance > open, !swipe.configuration.performsFirstActionWithFullSwipe {
            distance = open + (distance - open) * 0.3
        }
        place(swipe, offset: sign * min(distance, bounds.width))
    }

    private func place(_ swipe: RowSwipe, offset: CGFloat) {
        self.swipe?.offset = offset
        guard let cell = visibleCellsByRow[swipe.row] else { return }
        cell.transform = CGAffineTransform(translationX: offset, y: 0)
        let row = rectForRow(at: swipe.row)
        let width = abs(offset)
        swipe.actionsView.frame = CGRect(
            x: swipe.actionsView.isTrailing ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
        swipe.actionsView.layOut(revealed: width, fullSwipe: isFullSwipe(swipe, width: width))
    }

    private func isFullSwipe(_ swipe: RowSwipe, width: CGFloat) -> Bool {
        swipe.configuration.performsFirstActionWithFullSwipe && width > bounds.width * Self.fullSwipeShare
    }

    private func endSwipe(velocity: CGFloat) {
        guard let swipe else { return }
        let sign: CGFloat = swipe.actionsView.isTrailing ? -1 : 1
        let distance = swipe.offset * sign, open = swipe.actionsView.openWidth
        if isFullSwipe(swipe, width: distance), let first = swipe.configuration.actions.first {
            animateSwipe(to: sign * bounds.width)
            return perform(first, from: swipe.actionsView.buttons[0])
        }
        let opens = distance > open / 2 && velocity * sign > -300 || velocity * sign > 300
        if opens { animateSwipe(to: sign * open) } else { closeSwipe(animated: true) }
    }

    private func animateSwipe(to offset: CGFloat) {
        guard let swipe else { return }
        UIView.animate(withDuration: 0.25) { self.place(swipe, offset: offset) }
    }

    /// Runs an action's handler; its completion closes the row (UIKit's contract: the app deletes the row itself
    /// when a destructive action is performed).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Closes the open row, if any.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let cell = visibleCellsByRow[swipe.row]
        let finish = { [weak self] in
            swipe.actionsView.removeFromSuperview()
            guard let self else { return }
            self.tableDelegate?.tableView(self, didEndEditingRowAt: swipe.row)
        }
        guard animated, window != nil else {
            cell?.transform = .identity
            return finish()
        }
        UIView.animate(withDuration: 0.25, animations: {
            cell?.transform = .identity
            swipe.actionsView.frame.size.width = 0
            if swipe.actionsView.isTrailing { swipe.actionsView.frame.origin.x += abs(swipe.offset) }
        }, completion: { _ in finish() })
    }

    /// Whether a touch at `point` closes an open row instead of reaching it (a touch on its buttons does not).
    func touchClosesSwipe(at point: CGPoint) -> Bool {
        guard let swipe, !swipe.actionsView.frame.contains(point) else { return false }
        closeSwipe(animated: true)
        return true
    }
}
