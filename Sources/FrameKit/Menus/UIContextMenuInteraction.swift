import Foundation

/// A menu of actions shown when the view is long-pressed, as UIKit's context menus: the delegate gives the
/// configuration for the point pressed, whose action provider makes the menu. FrameKit shows the menu beside the
/// view (below it, or above when there is no room) without lifting a preview of it; choosing an action runs it and
/// closes the menu, a tap elsewhere closes it.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The view long-pressing shows the menu for.
    public private(set) weak var view: UIView?
    /// Gives the configurations.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// Where the menu goes beside, in the view's coordinates, for a press at a point (a list's row); nil: the view.
    var anchor: ((CGPoint) -> CGRect?)?
    private var press: UILongPressGestureRecognizer?
    private let gate = PressGate()
    /// The configuration and menu for the press under way, found as it is about to begin.
    private var pending: (configuration: UIContextMenuConfiguration, menu: UIMenu, location: CGPoint)?
    private var shown: (configuration: UIContextMenuConfiguration, menu: UIMenu, presenter: MenuPresenter)?
    /// Set while the menu showing is replaced: its closing is not the menu's end.
    private var replacing = false
    /// Where the press that showed the menu was, in the view's coordinates.
    private var pressLocation: CGPoint?

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        gate.interaction = self
    }

    public func willMove(to view: UIView?) {
        dismissMenu()
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer(target: self, action: UIContextMenuInteraction.pressed)
        press.delegate = gate
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Where the press that showed the menu was, in `view`'s coordinates (the interaction's view's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let point = pressLocation else { return .zero }
        return own.convert(point, to: view ?? own)
    }

    /// The menu on screen, if any.
    var presenter: MenuPresenter? { shown?.presenter }

    /// Closes the menu, if it is showing.
    public func dismissMenu() {
        shown?.presenter.dismiss()
    }

    /// Replaces the menu showing with what `block` makes of it.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let (configuration, menu, presenter) = shown else { return }
        replacing = true
        presenter.dismiss()
        replacing = false
        present(block(menu), for: configuration)
    }

    /// Whether a press at `location` has a menu to show: a long press without one fails, leaving its touches to the
    /// views under it (a list's row is still chosen when the finger lifts).
    fileprivate func prepare(at location: CGPoint) -> Bool {
        pending = nil
        guard shown == nil, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
            let menu = configuration.makeMenu(), !menu.children.isEmpty
        else { return false }
        pending = (configuration, menu, location)
        return true
    }

    private func pressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let (configuration, menu, location) = pending else { return }
        pending = nil
        pressLocation = location
        if let delegate {
            ContextMenuAnimator.run { delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: $0) }
        }
        present(menu, for: configuration)
    }

    private func present(_ menu: UIMenu, for configuration: UIContextMenuConfiguration) {
        guard let view, let screen = view.window?.screen else { return }
        let presenter = MenuPresenter(
            menu: menu, sender: self, on: screen, chose: { _ in },
            dismissed: { [weak self] in self?.menuClosed(configuration) })
        shown = (configuration, menu, presenter)
        let rect = pressLocation.flatMap { anchor?($0) } ?? view.bounds
        presenter.show(near: view.convert(rect, to: nil))
    }

    private func menuClosed(_ configuration: UIContextMenuConfiguration) {
        guard !replacing else { return }
        shown = nil
        guard let delegate else { return }
        ContextMenuAnimator.run { delegate.contextMenuInteraction(self, willEndFor: configuration, animator: $0) }
    }
}

/// Lets the interaction's long press begin only where there is a menu to show.
@MainActor
private final class PressGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        return interaction.prepare(at: gestureRecognizer.location(in: view))
    }
}

/// The animator a context menu's delegate is handed: animations run when added, completions once the delegate's
/// call has returned (the menu shows and closes at once).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }

    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Calls `body` with an animator, then runs the completions it was given.
    static func run(_ body: (ContextMenuAnimator) -> Void) {
        let animator = ContextMenuAnimator()
        body(animator)
        for completion in animator.completions { completion() }
    }
}
