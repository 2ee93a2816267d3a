import Foundation

/// Gives a context menu interaction its configuration and hears the menu come and go, as UIKit's.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (the interaction's view's coordinates); nil shows no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu of `configuration` is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// The menu of `configuration` is about to close (after an action was chosen, or a tap elsewhere).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing by default.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    /// Does nothing by default.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
}

/// What runs with a context menu's appearing and closing: FrameKit shows and closes the menu at once, so animations
/// added run at once and completions right after the delegate's call.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller: none, as FrameKit shows no preview.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's change is done.
    func addCompletion(_ completion: @escaping () -> Void)
}
