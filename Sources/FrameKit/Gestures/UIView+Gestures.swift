import Foundation

extension UIView {
    /// Attaches `recognizer`; it sees touches on this view and its subviews before they do.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard !(gestureRecognizers ?? []).contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` from the view; it stops receiving touches.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    func gestureRecognizersDidChange(from old: [UIGestureRecognizer]) {
        let new = gestureRecognizers ?? []
        for recognizer in old where !new.contains(where: { $0 === recognizer }) {
            recognizer.abandon()
            recognizer.view = nil
        }
        for recognizer in new where recognizer.view !== self {
            recognizer.view?.removeGestureRecognizer(recognizer)
            recognizer.view = self
        }
    }
}
