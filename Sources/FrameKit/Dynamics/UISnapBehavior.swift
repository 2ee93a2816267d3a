import Foundation

/// Springs an item to a point, upright (UIKit's `UISnapBehavior`): it overshoots less the higher `damping` (0…1) is,
/// and once at rest it is exactly at the point.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// Where the item goes (reference view coordinates).
    open var snapPoint: CGPoint { didSet { nudged() } }
    /// How quickly the oscillation dies: 0 the most, 1 the least; 0.5 by default.
    open var damping: CGFloat = 0.5 { didSet { nudged() } }
    private let item: UIDynamicItem
    /// The spring's own frequency: about the settling time of UIKit's snap.
    private static let omega: CGFloat = 2 * .pi * 2

    /// Snaps `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicsWorld, dt: TimeInterval) {
        guard let body = world.body(of: item), !body.properties.isAnchored, snapPoint.x.isFinite, snapPoint.y.isFinite else { return }
        let space = world.space
        let zeta = 0.2 + 0.8 * min(max(damping, 0), 1)
        let k = Self.omega * Self.omega, c = 2 * zeta * Self.omega
        let p = body.position(in: space), v = space.velocity(of: body.body), mass = space.mass(of: body.body)
        space.applyForce(
            CGVector(dx: mass * (k * (snapPoint.x - p.x) - c * v.x), dy: mass * (k * (snapPoint.y - p.y) - c * v.y)), at: p, to: body.body)
        // Upright again: the same spring on the angle, as a change of angular velocity.
        guard body.properties.allowsRotation else { return }
        let angle = remainder(space.angle(of: body.body), 2 * .pi), w = space.angularVelocity(of: body.body)
        space.setAngularVelocity(w + (-k * angle - c * w) * dt, of: body.body)
    }

    override func settle(in world: DynamicsWorld) {
        guard let body = world.body(of: item), snapPoint.x.isFinite, snapPoint.y.isFinite else { return }
        world.space.setPosition(snapPoint, of: body.body)
        world.space.setAngle(0, of: body.body)
    }
}
