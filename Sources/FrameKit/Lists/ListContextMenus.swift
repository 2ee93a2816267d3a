import Foundation

/// A list's context menus: a long press on a row or item asks the list's delegate for the configuration there, and
/// the menu shows beside the row or item (the list's `UIContextMenuInteraction`, its delegate this).
@MainActor
final class ListContextMenus: UIContextMenuInteractionDelegate {
    /// The configuration for a press at a point of the list.
    private let configuration: (CGPoint) -> UIContextMenuConfiguration?
    private let willDisplay: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
    private let willEnd: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void

    /// Menus for `list`, `rect` giving the row or item at a point, the closures what its delegate says.
    init(
        on list: UIView, rect: @escaping (CGPoint) -> CGRect?,
        configuration: @escaping (CGPoint) -> UIContextMenuConfiguration?,
        willDisplay: @escaping (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void,
        willEnd: @escaping (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
    ) {
        (self.configuration, self.willDisplay, self.willEnd) = (configuration, willDisplay, willEnd)
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.anchor = rect
        list.addInteraction(interaction)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        willEnd(configuration, animator)
    }
}
