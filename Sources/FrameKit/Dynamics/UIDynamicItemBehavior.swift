import Foundation

/// Gives its items physical properties (UIKit's `UIDynamicItemBehavior`) and lets the app set their velocities.
/// Where several item behaviours name one item, the one added last decides.
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items it describes.
    open var items: [UIDynamicItem] { listedItems.items }
    /// How much of its speed a collision gives back: 0 (none, the default) to 1 (all).
    open var elasticity: CGFloat {
        get { properties.elasticity }
        set { set(\.elasticity, newValue, "elasticity", within: 0...1) }
    }
    /// How much the item resists sliding along what it touches: 0 (the default) upward.
    open var friction: CGFloat {
        get { properties.friction }
        set { set(\.friction, newValue, "friction", within: 0...CGFloat.greatestFiniteMagnitude) }
    }
    /// Mass per area: a 100 × 100-point item of density 1 (the default) has mass 1.
    open var density: CGFloat {
        get { properties.density }
        set { set(\.density, newValue, "density", within: 1e-6...CGFloat.greatestFiniteMagnitude) }
    }
    /// How much the item slows by itself, like air: 0 (the default) upward.
    open var resistance: CGFloat {
        get { properties.resistance }
        set { set(\.resistance, newValue, "resistance", within: 0...CGFloat.greatestFiniteMagnitude) }
    }
    /// How much the item's turning slows by itself: 0 (the default) upward.
    open var angularResistance: CGFloat {
        get { properties.angularResistance }
        set { set(\.angularResistance, newValue, "angularResistance", within: 0...CGFloat.greatestFiniteMagnitude) }
    }
    /// The item's electric charge, for electric and magnetic fields (0 by default).
    open var charge: CGFloat {
        get { properties.charge }
        set { set(\.charge, newValue, "charge", within: -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude) }
    }
    /// Whether the item stays where it is (others still collide with it).
    open var isAnchored: Bool {
        get { properties.isAnchored }
        set { properties.isAnchored = newValue; changed() }
    }
    /// Whether collisions and pushes may turn the item (true by default).
    open var allowsRotation: Bool {
        get { properties.allowsRotation }
        set { properties.allowsRotation = newValue; changed() }
    }
    private(set) var properties = DynamicItemProperties()

    /// Properties for `items` (more may be added).
    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = ItemList(items)
    }

    /// Properties for no items yet.
    public override convenience init() { self.init(items: []) }

    /// Describes `item` too.
    open func addItem(_ item: UIDynamicItem) { addListed(item) }
    /// Stops describing `item`.
    open func removeItem(_ item: UIDynamicItem) { removeListed(item) }

    /// Adds `velocity` (points a second) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return DynamicsWorld.logger.error("UIDynamicItemBehavior: linear velocity \(velocity) is not a number: ignored")
        }
        change(item) { space, body in
            let v = space.velocity(of: body)
            space.setVelocity(CGPoint(x: v.x + velocity.x, y: v.y + velocity.y), of: body)
        }
    }

    /// `item`'s velocity in points a second (zero when it is not in a running animator).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let world = dynamicAnimator?.readyWorldForBehaviors(), let body = world.body(of: item) else { return .zero }
        return world.space.velocity(of: body.body)
    }

    /// Adds `velocity` (radians a second) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else {
            return DynamicsWorld.logger.error("UIDynamicItemBehavior: angular velocity \(velocity) is not a number: ignored")
        }
        change(item) { space, body in space.setAngularVelocity(space.angularVelocity(of: body) + velocity, of: body) }
    }

    /// `item`'s turning in radians a second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        guard let world = dynamicAnimator?.readyWorldForBehaviors(), let body = world.body(of: item) else { return 0 }
        return world.space.angularVelocity(of: body.body)
    }

    private func change(_ item: UIDynamicItem, _ body: @escaping (PhysicsSpace, PhysicsSpace.Body) -> Void) {
        guard listedItems.contains(item), let world = dynamicAnimator?.readyWorldForBehaviors(), let dynamic = world.body(of: item),
            !dynamic.properties.isAnchored
        else { return }
        body(world.space, dynamic.body)
        nudged()
    }

    private func set(_ key: WritableKeyPath<DynamicItemProperties, CGFloat>, _ value: CGFloat, _ name: String, within range: ClosedRange<CGFloat>) {
        guard value.isFinite || (value == .infinity && range.upperBound == .greatestFiniteMagnitude) else {
            return DynamicsWorld.logger.error("UIDynamicItemBehavior: \(name) \(value) is not a number: keeping \(properties[keyPath: key])")
        }
        properties[keyPath: key] = min(max(value, range.lowerBound), range.upperBound)
        changed()
    }
}
