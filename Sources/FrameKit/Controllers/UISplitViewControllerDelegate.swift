import Foundation

/// Asked how a split view controller collapses, expands and shows controllers, and told when it does (UIKit's
/// `UISplitViewControllerDelegate`; every method is optional).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The split view is collapsing to one column: return true to have done (or not wanted) something with the
    /// secondary controller yourself; false lets the split view push it onto a navigation controller primary.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController) -> Bool
    /// The split view is expanding to columns: the secondary controller to show, or nil to let the split view take
    /// back what was pushed onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// `show(_:sender:)` reached the split view: return true when you showed `vc` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// `showDetailViewController(_:sender:)` reached the split view: return true when you showed `vc` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Column style: the column on top once collapsed (`proposedTopColumn` is the secondary, or the compact column).
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Column style: the display mode once expanded.
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// The split view collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded to columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Column style: `column` is about to be shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Column style: `column` is about to be hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    /// Does nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Lets the split view collapse as usual, by default.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Lets the split view separate as usual, by default.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Lets the split view show `vc`, by default.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    /// Lets the split view show `vc` as its secondary controller, by default.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    /// The proposed column, by default.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// The proposed display mode, by default.
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing by default.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing by default.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Does nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
