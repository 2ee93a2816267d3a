import Foundation

/// Shows a row of edit actions (Cut, Copy, Paste…) over a view, as UIKit's UIEditMenuInteraction: add it to a view,
/// then `presentEditMenu(with:)`. Text fields and text views carry one and present it themselves. The menu goes away
/// when one of its actions runs, when a touch begins anywhere else, or on `dismissMenu()`.
@MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// Gives the menu's actions and hears when it shows and goes.
    public internal(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The actions offered when the delegate gives no menu: a text input's standard edit actions; none for other
    /// views (UIKit gathers them from the responder chain's selectors, which Linux does not have).
    var suggestedActions: @MainActor () -> [UIMenuElement] = { [] }
    /// The configuration of the menu on screen, if any.
    private(set) var presentedConfiguration: UIEditMenuConfiguration?

    /// An interaction whose menu `delegate` shapes.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Closes the menu when the interaction leaves its view.
    public func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    /// Keeps `view` as the one the menu shows over.
    public func didMove(to view: UIView?) { self.view = view }

    /// Whether this interaction's menu is on screen.
    var isMenuPresented: Bool { presentedConfiguration != nil }

    /// Shows the menu for `configuration`, replacing one already shown.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else { return }
        let suggested = suggestedActions()
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(identifier: .edit, children: suggested)
        let actions = menu.flattenedActions
        guard !actions.isEmpty else { return dismissMenu() }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let onScreen = view.convert(target, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        presentedConfiguration = configuration
        window.screen.editMenu.present(
            actions, for: self, target: onScreen, below: configuration.preferredArrowDirection == .up, animator: animator)
    }

    /// Takes the menu away, if this interaction's is on screen.
    public func dismissMenu() {
        guard let configuration = presentedConfiguration, let screen = view?.window?.screen else {
            presentedConfiguration = nil
            return
        }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        presentedConfiguration = nil
        screen.editMenu.dismiss(for: self, animator: animator)
    }

    /// Asks the delegate for the menu again and shows it in place of the one on screen.
    public func reloadVisibleMenu() {
        if let presentedConfiguration { presentEditMenu(with: presentedConfiguration) }
    }

    /// Moves the menu on screen to where its target rectangle is now.
    public func updateVisibleMenuPosition(animated: Bool) { reloadVisibleMenu() }

    /// The source point of the menu on screen, in `view`'s coordinates (zero without one).
    public func location(in view: UIView) -> CGPoint {
        guard let configuration = presentedConfiguration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }
}

/// Collects a delegate's animations and completions and runs them with the menu's own fade.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private(set) var animations: [@MainActor () -> Void] = []
    private(set) var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }
}
