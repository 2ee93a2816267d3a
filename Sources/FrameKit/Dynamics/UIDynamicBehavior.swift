import Foundation

/// A part of a dynamic animator's physics (UIKit's `UIDynamicBehavior`): the concrete behaviours — gravity,
/// collision, push, snap, attachment, item properties, fields — and the app's own subclasses, which compose them as
/// child behaviours (`addChildBehavior`) and run code every step (`action`).
@MainActor
open class UIDynamicBehavior {
    /// The behaviours this one is made of; they act while it is in an animator.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after every frame's physics step while the behaviour is in a running animator.
    open var action: (() -> Void)?
    /// The animator the behaviour (or the behaviour it belongs to) is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    private weak var parent: UIDynamicBehavior?

    /// A behaviour that does nothing by itself, to subclass or to group others.
    public init() {}

    /// Makes `behavior` part of this one; a behaviour belongs to one parent at a time.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        behavior.parent = self
        childBehaviors.append(behavior)
        behavior.setAnimator(dynamicAnimator)
        changed()
    }

    /// Takes `behavior` out of this one.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        behavior.setAnimator(nil)
        changed()
    }

    /// Called just before the behaviour joins `dynamicAnimator` or (with nil) leaves it.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func setAnimator(_ animator: UIDynamicAnimator?) {
        guard animator !== dynamicAnimator else { return }
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.setAnimator(animator) }
    }

    /// This behaviour and its descendants, parents first.
    var allBehaviors: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }

    /// Tells the animator something changed that shapes the world (items, joints, boundaries): it is rebuilt before
    /// the next step, and a paused animator runs again.
    func changed() { dynamicAnimator?.behaviorDidChange(rebuild: true) }

    /// Tells the animator a value read every step changed (a direction, a point): a paused animator runs again.
    func nudged() { dynamicAnimator?.behaviorDidChange(rebuild: false) }

    // MARK: What concrete behaviours do (overridden in FrameKit; an app's subclass composes instead)

    /// The items of a behaviour that keeps a list of them (gravity, collision, push, item properties, fields).
    var listedItems = ItemList([])

    /// Adds `item` to the list (once).
    func addListed(_ item: UIDynamicItem) {
        if listedItems.add(item) { changed() }
    }

    /// Removes `item` from the list.
    func removeListed(_ item: UIDynamicItem) {
        if listedItems.remove(item) { changed() }
    }

    /// The items the behaviour moves or shapes.
    var dynamicItems: [UIDynamicItem] { listedItems.items }

    /// Adds the behaviour's joints and boundaries to `world` (after every rebuild).
    func attach(to world: DynamicsWorld) {}

    /// Applies the behaviour's forces for a step of `dt` seconds.
    func applyForces(in world: DynamicsWorld, dt: TimeInterval) {}

    /// Called when the animator comes to rest, to put items exactly where the behaviour holds them.
    func settle(in world: DynamicsWorld) {}
}

/// Keeps `items` free of duplicates (by identity), in order.
func uniqueItems(_ items: [UIDynamicItem]) -> [UIDynamicItem] {
    var seen = Set<ObjectIdentifier>()
    return items.filter { seen.insert(ObjectIdentifier($0)).inserted }
}
