import Foundation

/// A controller's place among its parent and children.
struct ContainmentRecord {
    weak var parent: UIViewController?
    var children: [UIViewController] = []
    var isMovingToParent = false
    var isMovingFromParent = false
}

extension UIViewController {
    /// The container this controller is a child of.
    public var parent: UIViewController? { containment.parent }

    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { containment.children }

    /// True while the controller appears because it is being added to a parent.
    public var isMovingToParent: Bool { containment.isMovingToParent }

    /// True while the controller disappears because it is being removed from its parent.
    public var isMovingFromParent: Bool { containment.isMovingFromParent }

    /// The closest parent, grandparent, … of type `T`.
    func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var controller = parent
        while let current = controller {
            if let match = current as? T { return match }
            controller = current.parent
        }
        return nil
    }

    /// Makes `child` a child: removes it from any other parent, then calls `child.willMove(toParent: self)`. Add
    /// its view yourself and call `child.didMove(toParent: self)` when done (docs/UIKIT-BEHAVIOUR.md §1.11).
    public func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        containment.children.append(child)
        child.containment.parent = self
        child.containment.isMovingToParent = true
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)`
    /// and remove the view first (docs/UIKIT-BEHAVIOUR.md §1.11).
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    /// Unlinks the controller from its parent without `didMove(toParent: nil)`, which a container sends when its
    /// transition ends.
    func detachFromParent() {
        parent?.containment.children.removeAll { $0 === self }
        containment.parent = nil
    }

    /// Marks the controller as leaving its parent and calls `willMove(toParent: nil)`, for containers.
    func beginRemovalFromParent() {
        containment.isMovingFromParent = true
        willMove(toParent: nil)
    }

    /// Swaps two children's views: adds `toViewController`'s view beside `fromViewController`'s, runs `animations`
    /// over `duration`, removes the old view and calls `completion`. Appearance callbacks run for both when this
    /// controller forwards automatically (docs/UIKIT-BEHAVIOUR.md table e order: to-will, from-will, from-did, to-did); a container that
    /// forwards by hand calls `begin/endAppearanceTransition` itself. Both must be children of this controller.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            Self.logger.error(
                "transition(from:to:): \(type(of: fromViewController)) and \(type(of: toViewController)) must both be children of \(type(of: self)); call addChild(_:) first")
            return
        }
        guard let container = fromViewController.loadedView?.superview else {
            Self.logger.error(
                "transition(from:to:): the view of \(type(of: fromViewController)) is not in a view hierarchy")
            return
        }
        toViewController.loadViewIfNeeded()
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isAppearingOrAppeared
        let animated = duration > 0
        if forwards {
            toViewController.beginAppearanceTransition(true, animated: animated)
            fromViewController.beginAppearanceTransition(false, animated: animated)
        }
        container.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
        container.window?.layoutIfNeeded()
        UIView.animate(
            withDuration: duration, delay: 0, options: options, animations: { animations?() },
            completion: { finished in
                fromViewController.loadedView?.removeFromSuperview()
                if forwards {
                    fromViewController.endAppearanceTransition()
                    toViewController.endAppearanceTransition()
                }
                completion?(finished)
            })
    }
}
