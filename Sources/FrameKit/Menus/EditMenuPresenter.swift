import Foundation

/// Puts one edit menu at a time on a screen, in a window above the app's and the keyboard's, fading it in and out;
/// a touch that begins outside it takes it away (and still reaches what it touched).
@MainActor
final class EditMenuPresenter {
    static let windowLevel: CGFloat = 10_000_100
    static let fadeDuration: TimeInterval = 0.15
    private unowned let screen: UIScreen
    private var window: PassThroughWindow?
    private(set) lazy var menuView = EditMenuView()
    private weak var owner: UIEditMenuInteraction?

    init(screen: UIScreen) { self.screen = screen }

    /// Whether a menu is on screen.
    var isShowing: Bool { owner != nil }

    func present(
        _ actions: [UIAction], for owner: UIEditMenuInteraction, target: CGRect, below: Bool, animator: EditMenuAnimator
    ) {
        if let previous = self.owner, previous !== owner { previous.dismissMenu() }
        self.owner = owner
        showWindow()
        menuView.show(actions, sender: owner, target: target, in: screen.bounds, preferringBelow: below)
        menuView.alpha = 0
        UIView.animate(withDuration: Self.fadeDuration, delay: 0, options: .allowUserInteraction, animations: {
            self.menuView.alpha = 1
            for animation in animator.animations { animation() }
        }, completion: { _ in for completion in animator.completions { completion() } })
    }

    func dismiss(for owner: UIEditMenuInteraction, animator: EditMenuAnimator) {
        guard self.owner === owner else { return }
        self.owner = nil
        UIView.animate(withDuration: Self.fadeDuration, delay: 0, options: .allowUserInteraction, animations: {
            self.menuView.alpha = 0
            for animation in animator.animations { animation() }
        }, completion: { [weak self] _ in
            if let self, self.owner == nil { self.window?.isHidden = true }
            for completion in animator.completions { completion() }
        })
    }

    /// A touch beginning anywhere but on the menu takes the menu away; one on the menu's own view is left to the
    /// view (a text view decides whether a tap on the caret hides the menu or moves the caret).
    func noteTouches(of event: UIEvent) {
        guard let owner else { return }
        let outside = event.allTouches?.contains { touch in
            touch.phase == .began && touch.window !== window && touch.view !== owner.view
        } ?? false
        if outside { owner.dismissMenu() }
    }

    private func showWindow() {
        PassThroughWindow.shown(&window, on: screen, level: Self.windowLevel, content: menuView)
    }
}
