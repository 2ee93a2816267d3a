import Foundation

/// A list whose rows a horizontal drag swipes open over contextual actions: `UITableView`, and `UICollectionView`
/// in its list sections.
@MainActor
protocol SwipeHost: UIScrollView {
    /// Whether rows may be swiped now (a table in editing mode has its own controls).
    var allowsSwipes: Bool { get }
    /// The actions a swipe from that edge of the row reveals; nil or empty for none.
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row at `point`, in the list's coordinates.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's cell while it is on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The row's rectangle, in the list's coordinates.
    func swipeRect(at indexPath: IndexPath) -> CGRect
    /// Told as a row opens and after it closes (`nil` when the open row was deleted), for the table's delegate.
    func swipeWillBegin(at indexPath: IndexPath)
    func swipeDidEnd(at indexPath: IndexPath?)
}

/// A row swiped open, and the buttons behind it.
struct RowSwipe {
    var row: IndexPath
    let actionsView: SwipeActionsView
    let configuration: UISwipeActionsConfiguration
    /// How far the row is moved: negative when its trailing actions show.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
}

/// Swipe actions: a horizontal drag on a row moves it aside over the actions for that edge; let go past half of
/// their width it stays open, short of it it closes; a full swipe performs the first action. A tap on a button runs
/// its action; a tap elsewhere on the list or a scroll closes the row. The host hears when a row opens and after it
/// closes, as UIKit's table delegate does.
@MainActor
final class RowSwiper {
    /// How far a full swipe has to go, as a share of the row's width.
    private static let fullSwipeShare: CGFloat = 0.6

    /// The horizontal drag that swipes rows open.
    let recognizer = UIPanGestureRecognizer()
    /// The row open now.
    private(set) var open: RowSwipe?
    private weak var host: SwipeHost?

    /// Puts the drag on `host`.
    func attach(to host: SwipeHost) {
        self.host = host
        recognizer.addTarget(self, action: RowSwiper.handle)
        host.addGestureRecognizer(recognizer)
    }

    /// Whether the drag starting now swipes a row: mostly sideways, from a row with actions for that edge (or the
    /// open row).
    func shouldBegin() -> Bool {
        guard let host, host.allowsSwipes else { return false }
        let moved = recognizer.translation(in: host)
        guard abs(moved.x) > abs(moved.y), let indexPath = host.swipeRow(at: start(of: recognizer, in: host)) else { return false }
        if open?.row == indexPath { return true }
        return configuration(at: indexPath, trailing: moved.x < 0) != nil
    }

    private func start(of pan: UIPanGestureRecognizer, in host: SwipeHost) -> CGPoint {
        let moved = pan.translation(in: host)
        return pan.location(in: host).applying(CGAffineTransform(translationX: -moved.x, y: -moved.y))
    }

    private func configuration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = host?.swipeActions(at: indexPath, trailing: trailing), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: begin(pan)
        case .changed: move(to: (open?.startOffset ?? 0) + pan.translation(in: host).x)
        case .ended: end(velocity: pan.velocity(in: host).x)
        case .cancelled, .failed: close(animated: true)
        default: break
        }
    }

    private func begin(_ pan: UIPanGestureRecognizer) {
        guard let host, let indexPath = host.swipeRow(at: start(of: pan, in: host)) else { return }
        if let open, open.row == indexPath {
            self.open?.startOffset = open.offset
            return
        }
        let trailing = pan.translation(in: host).x < 0
        guard let configuration = configuration(at: indexPath, trailing: trailing) else { return }
        start(at: indexPath, configuration: configuration, trailing: trailing)
    }

    /// Opens a row over `configuration`'s trailing actions (the delete confirmation of a table's editing mode).
    func open(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration) {
        guard start(at: indexPath, configuration: configuration, trailing: true), let open else { return }
        animate(to: -open.actionsView.openWidth)
    }

    /// Puts the actions behind the row, closing any other open row; false when the row is not on screen.
    @discardableResult
    private func start(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) -> Bool {
        close(animated: false)
        guard let host, let cell = host.swipeCell(at: indexPath) else { return false }
        let actionsView = SwipeActionsView(actions: configuration.actions, trailing: trailing)
        actionsView.tapped = { [weak self] action, button in self?.perform(action, from: button) }
        host.insertSubview(actionsView, belowSubview: cell)
        open = RowSwipe(row: indexPath, actionsView: actionsView, configuration: configuration)
        host.swipeWillBegin(at: indexPath)
        return true
    }

    /// Moves the row to `proposed`, held to the side its actions are on; past their width a row that cannot be
    /// swiped fully meets resistance.
    private func move(to proposed: CGFloat) {
        guard let open, let host else { return }
        let sign: CGFloat = open.actionsView.isTrailing ? -1 : 1
        var distance = max(0, proposed * sign)
        let openWidth = open.actionsView.openWidth
        if distance > openWidth, !open.configuration.performsFirstActionWithFullSwipe {
            distance = openWidth + (distance - openWidth) * 0.3
        }
        place(open, offset: sign * min(distance, host.bounds.width))
    }

    private func place(_ swipe: RowSwipe, offset: CGFloat) {
        open?.offset = offset
        guard let host, let cell = host.swipeCell(at: swipe.row) else { return }
        cell.transform = CGAffineTransform(translationX: offset, y: 0)
        let row = host.swipeRect(at: swipe.row)
        let width = abs(offset)
        swipe.actionsView.frame = CGRect(
            x: swipe.actionsView.isTrailing ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
        swipe.actionsView.layOut(revealed: width, fullSwipe: isFullSwipe(swipe, width: width))
    }

    private func isFullSwipe(_ swipe: RowSwipe, width: CGFloat) -> Bool {
        swipe.configuration.performsFirstActionWithFullSwipe && width > (host?.bounds.width ?? 0) * Self.fullSwipeShare
    }

    private func end(velocity: CGFloat) {
        guard let open, let host else { return }
        let sign: CGFloat = open.actionsView.isTrailing ? -1 : 1
        let distance = open.offset * sign, openWidth = open.actionsView.openWidth
        if isFullSwipe(open, width: distance), let first = open.configuration.actions.first {
            animate(to: sign * host.bounds.width)
            return perform(first, from: open.actionsView.buttons[0])
        }
        let opens = distance > openWidth / 2 && velocity * sign > -300 || velocity * sign > 300
        if opens { animate(to: sign * openWidth) } else { close(animated: true) }
    }

    private func animate(to offset: CGFloat) {
        guard let open else { return }
        UIView.animate(withDuration: 0.25) { self.place(open, offset: offset) }
    }

    /// Runs an action's handler; its completion closes the row (UIKit's contract: the app deletes the row itself
    /// when a destructive action is performed).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.close(animated: true) }
    }

    /// Closes the open row, if any.
    func close(animated: Bool) {
        guard let open else { return }
        self.open = nil
        let cell = host?.swipeCell(at: open.row)
        let finish = { [weak self] in
            open.actionsView.removeFromSuperview()
            self?.host?.swipeDidEnd(at: open.row)
        }
        guard animated, host?.window != nil else {
            cell?.transform = .identity
            return finish()
        }
        UIView.animate(withDuration: 0.25, animations: {
            cell?.transform = .identity
            open.actionsView.frame.size.width = 0
            if open.actionsView.isTrailing { open.actionsView.frame.origin.x += abs(open.offset) }
        }, completion: { _ in finish() })
    }

    /// A touch that closed the open row: the list ignores the rest of it.
    private(set) var isSwallowingTouch = false

    /// A touch began at `point` on the list: true when it closes the open row instead of reaching the list (a touch
    /// on the row's buttons reaches them).
    func touchBegan(at point: CGPoint) -> Bool {
        guard let open, !open.actionsView.frame.contains(point) else { return false }
        close(animated: true)
        isSwallowingTouch = true
        return true
    }

    /// The touch ended or was cancelled: true when it was the one that closed a row.
    func touchEnded() -> Bool {
        defer { isSwallowingTouch = false }
        return isSwallowingTouch
    }

    /// The open row follows a batch update to its new index path; deleted, it is let go at once.
    func remap(_ oldToNew: TableUpdate.RowMap) {
        guard let open else { return }
        if let row = oldToNew[open.row] {
            self.open?.row = row
        } else {
            open.actionsView.removeFromSuperview()
            self.open = nil
            host?.swipeDidEnd(at: nil)
        }
    }
}
