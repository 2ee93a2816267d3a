import Foundation

extension UIWindow {
    /// Puts the new root's view in the window; on a visible window the old root disappears and the new one appears,
    /// finishing on the next turn of the main loop.
    func replaceRootViewController(_ old: UIViewController?) {
        let new = rootViewController
        let visible = !isHidden
        new?.loadViewIfNeeded()
        if visible { old?.beginAppearanceTransition(false, animated: false) }
        if let new {
            if visible { new.beginAppearanceTransition(true, animated: false) }
            install(new)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        guard visible else { return }
        layoutIfNeeded()
        UIViewController.onNextTurn(of: self) {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// `makeKeyAndVisible`: the root appears (docs/UIKIT-BEHAVIOUR.md table a), ending on the next turn of the main loop.
    func showRootViewController() {
        guard let root = rootViewController, !root.isAppearingOrAppeared else { return }
        root.loadViewIfNeeded()
        root.beginAppearanceTransition(true, animated: false)
        if root.view.superview !== self { install(root) }
        layoutIfNeeded()
        UIViewController.onNextTurn(of: self) { [weak root] in root?.endAppearanceTransition() }
    }

    /// The root view fills the window, below everything else in it, and follows its size.
    private func install(_ root: UIViewController) {
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }
}
