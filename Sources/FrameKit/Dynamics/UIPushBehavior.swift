import Foundation

/// Pushes its items (UIKit's `UIPushBehavior`): continuously, a force while `active`; instantaneously, one change of
/// momentum each time it becomes active, after which it turns itself off. Magnitude 1 accelerates a 100 × 100-point
/// item of density 1 at 100 points/s² (or changes its speed by 100 points/s). A push away from an item's centre
/// (`setTargetOffsetFromCenter`) also turns it.
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the push acts.
    public enum Mode: Int, Sendable {
        /// A force, every step while active.
        case continuous
        /// One change of momentum each time the push becomes active.
        case instantaneous
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { listedItems.items }
    /// How the push acts.
    public let mode: Mode
    /// Whether the push acts (an instantaneous push sets it back to false once applied).
    open var active = true { didSet { nudged() } }
    /// The push as a vector (angle and magnitude together).
    open var pushDirection = CGVector.zero {
        didSet {
            pushDirection = pushDirection.finite(or: oldValue, owner: "UIPushBehavior", property: "pushDirection")
            nudged()
        }
    }
    /// The push's direction in radians (0 to the right, π/2 down).
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The push's strength.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// A push of `mode` on `items`, with no magnitude yet.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        listedItems = ItemList(items)
    }

    /// Sets direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Where on `item` the push acts, from its centre in its own axes.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }

    /// Makes the push act at `offset` from `item`'s centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    /// Pushes `item` too.
    open func addItem(_ item: UIDynamicItem) { addListed(item) }
    /// Stops pushing `item`.
    open func removeItem(_ item: UIDynamicItem) { removeListed(item) }

    override func applyForces(in world: DynamicsWorld, dt: TimeInterval) {
        guard active else { return }
        for item in items {
            guard let body = world.body(of: item), !body.properties.isAnchored else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let point = world.space.worldPoint(CGPoint(x: offset.horizontal, y: offset.vertical), of: body.body)
            let push = CGVector(dx: pushDirection.dx * DynamicsWorld.push, dy: pushDirection.dy * DynamicsWorld.push)
            guard push.dx.isFinite, push.dy.isFinite else {
                DynamicsWorld.logger.error("UIPushBehavior: a push of magnitude \(magnitude) is too large to apply: ignored")
                break
            }
            switch mode {
            case .continuous: world.space.applyForce(push, at: point, to: body.body)
            case .instantaneous: world.space.applyImpulse(push, at: point, to: body.body)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
