import Foundation

extension UIViewController {
    /// This controller and everything under it: children depth-first in order, then the presented chain.
    var existingControllers: [UIViewController] {
        var result: [UIViewController] = []
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            result.append(controller)
            if let presented = controller.presentation.presented { stack.append(presented) }
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// The controllers under this one whose views are shown (appearing or appeared).
    var shownControllers: [UIViewController] { existingControllers.filter(\.isAppearingOrAppeared) }
}

/// Every live controller, weakly, in creation order: memory warnings reach controllers no window holds too.
@MainActor
final class ControllerRegistry {
    private struct Entry { weak var controller: UIViewController? }
    private var entries: [Entry] = []
    private var pruneThreshold = 64

    func register(_ controller: UIViewController) {
        entries.append(Entry(controller: controller))
        if entries.count >= pruneThreshold {
            entries.removeAll { $0.controller == nil }
            pruneThreshold = max(64, entries.count * 2)
        }
    }

    /// The live controllers, oldest first.
    var live: [UIViewController] { entries.compactMap(\.controller) }
}

extension UIViewController {
    static let registry = ControllerRegistry()
}
