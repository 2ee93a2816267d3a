import FrameKitPlatform

/// The accessibility tree of a window, as assistive technology would walk it: an element stands for itself and its
/// subviews; a container (a plain view) is kept only when some element lies inside it; hidden views, views with
/// alpha 0 and the subviews of `accessibilityElementsHidden` views are left out. Subviews are in their drawing order.
@MainActor
enum AccessibilityTree {
    static func describe(_ view: UIView) -> AccessibilityNode? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        let frame = view.accessibilityFrame
        let bounds = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init)
        if view.isAccessibilityElement {
            return AccessibilityNode(
                kind: kind(of: view), isElement: true, label: view.accessibilityLabel, value: view.accessibilityValue,
                hint: view.accessibilityHint, identifier: view.accessibilityIdentifier,
                traits: view.accessibilityTraits.names, frame: bounds)
        }
        let children = view.accessibilityElementsHidden ? [] : view.subviews.compactMap(describe)
        guard !children.isEmpty || view is UIWindow else { return nil }
        return AccessibilityNode(
            kind: kind(of: view), isElement: false, identifier: view.accessibilityIdentifier, frame: bounds, children: children)
    }

    /// The texts of the labels inside `view`, depth first (a cell's reading).
    static func labelTexts(in view: UIView) -> [String] {
        view.subviews.filter { !$0.isHidden }.flatMap { subview -> [String] in
            if let label = subview as? UILabel { return label.text.map { $0.isEmpty ? [] : [$0] } ?? [] }
            return labelTexts(in: subview)
        }
    }

    /// The view's class, and its controller's for a controller's root view ("LoginViewController.view").
    private static func kind(of view: UIView) -> String {
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            return "\(type(of: controller)).view"
        }
        return "\(type(of: view))"
    }
}
