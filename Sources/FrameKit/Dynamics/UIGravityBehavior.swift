import Foundation

/// Pulls its items in one direction (UIKit's `UIGravityBehavior`): magnitude 1 is 1,000 points/s² downward, Earth's
/// gravity on an iPhone-sized screen. Anchored items do not fall.
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items it pulls.
    open var items: [UIDynamicItem] { listedItems.items }
    /// The pull as a vector: (0, 1) is magnitude 1 straight down.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            gravityDirection = gravityDirection.finite(or: oldValue, owner: "UIGravityBehavior", property: "gravityDirection")
            nudged()
        }
    }
    /// The pull's direction in radians (0 is to the right, π/2 down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The pull's strength.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Gravity on `items` (which may be added later).
    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = ItemList(items)
    }

    /// Gravity on no items yet.
    public override convenience init() { self.init(items: []) }

    /// Sets direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Pulls `item` too.
    open func addItem(_ item: UIDynamicItem) { addListed(item) }
    /// Stops pulling `item`.
    open func removeItem(_ item: UIDynamicItem) { removeListed(item) }

    override func applyForces(in world: DynamicsWorld, dt: TimeInterval) {
        for item in items {
            guard let body = world.body(of: item), !body.properties.isAnchored else { continue }
            let mass = world.space.mass(of: body.body)
            world.space.applyForce(
                CGVector(dx: gravityDirection.dx * DynamicsWorld.gravity * mass, dy: gravityDirection.dy * DynamicsWorld.gravity * mass),
                at: body.position(in: world.space), to: body.body)
        }
    }
}
