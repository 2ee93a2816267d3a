import Foundation

/// The classes registered for reuse identifiers and the views waiting to be reused, by identifier. A recycled view
/// stays a hidden subview of its list (showing it again costs no tree change); one without an identifier cannot be
/// reused and leaves the list.
@MainActor
struct ReusePool<View: UIView> {
    private var classes: [String: View.Type] = [:]
    private var waiting: [String: [View]] = [:]

    mutating func register(_ viewClass: View.Type?, for identifier: String) {
        classes[identifier] = viewClass
    }

    func registeredClass(for identifier: String) -> View.Type? { classes[identifier] }

    mutating func recycle(_ view: View, identifier: String?) {
        guard let identifier else { return view.removeFromSuperview() }
        view.isHidden = true
        view.transform = .identity
        waiting[identifier, default: []].append(view)
    }

    mutating func dequeue(_ identifier: String) -> View? { waiting[identifier]?.popLast() }

}
