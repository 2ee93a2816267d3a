import Foundation

/// A force field over an area (UIKit's `UIFieldBehavior`): gravity in one direction or towards a point, a spring
/// to its position, drag, a stream of given velocity, a vortex, electric and magnetic fields, or the app's own
/// block. It acts on its items inside `region` (about `position`); `strength` scales it and `falloff` makes it
/// weaken with distance (divided by distance^falloff, distance in 100-point units, at least `minimumRadius`).
///
/// FrameKit's units follow `UIGravityBehavior` and `UIPushBehavior`: gravity fields of strength 1 accelerate at
/// 1,000 points/s², a spring field of strength 1 swings an item once a second about the position, a drag field of
/// strength 1 takes away its velocity at 1/s, and an electric field of strength 1 accelerates an item of charge 1
/// and mass 1 at 1,000 points/s². Noise and turbulence fields are not provided.
@MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    private enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    /// The items the field acts on.
    open var items: [UIDynamicItem] { listedItems.items }
    /// Where the field is (reference view coordinates); its region is about it.
    open var position: CGPoint = .zero { didSet { nudged() } }
    /// Where the field acts, about `position`; everywhere by default.
    open var region = UIRegion.infinite { didSet { nudged() } }
    /// How strong the field is (1 by default).
    open var strength: CGFloat = 1 { didSet { nudged() } }
    /// How the field weakens with distance: its exponent (0, none, by default).
    open var falloff: CGFloat = 0 { didSet { nudged() } }
    /// The distance below which the field weakens no further.
    open var minimumRadius: CGFloat = 0 { didSet { nudged() } }
    /// The direction of linear gravity and velocity fields.
    open var direction = CGVector.zero { didSet { nudged() } }
    /// Kept for noise fields, which FrameKit does not provide.
    open var smoothness: CGFloat = 0
    /// Kept for noise fields, which FrameKit does not provide.
    open var animationSpeed: CGFloat = 0

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Gravity along `direction` (magnitude 1: 1,000 points/s²).
    public class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(.linearGravity)
        field.direction = direction
        return field
    }

    /// Gravity towards `position`.
    public class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(.radialGravity)
        field.position = position
        return field
    }

    /// A spring pulling items to the field's position.
    public class func springField() -> UIFieldBehavior { UIFieldBehavior(.spring) }
    /// Drag that slows items in proportion to their speed.
    public class func dragField() -> UIFieldBehavior { UIFieldBehavior(.drag) }
    /// A stream that brings items to the velocity `direction` (points a second).
    public class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(.velocity)
        field.direction = direction
        return field
    }
    /// A whirl about the field's position (clockwise on screen for positive strength).
    public class func vortexField() -> UIFieldBehavior { UIFieldBehavior(.vortex) }
    /// A field that pushes charged items away from its position (pulls opposite charges).
    public class func electricField() -> UIFieldBehavior { UIFieldBehavior(.electric) }
    /// A field that bends charged moving items' paths.
    public class func magneticField() -> UIFieldBehavior { UIFieldBehavior(.magnetic) }

    /// A field computed by `block` from the field, an item's position (from the field's), velocity, mass and charge
    /// and the step's length: the force it returns acts on the item.
    public class func field(
        evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> UIFieldBehavior {
        UIFieldBehavior(.custom(block))
    }

    /// Acts on `item` too.
    open func addItem(_ item: UIDynamicItem) { addListed(item) }
    /// Stops acting on `item`.
    open func removeItem(_ item: UIDynamicItem) { removeListed(item) }

    override func applyForces(in world: DynamicsWorld, dt: TimeInterval) {
        let space = world.space
        for item in items {
            guard let body = world.body(of: item), !body.properties.isAnchored else { continue }
            let p = body.position(in: space)
            let d = CGPoint(x: p.x - position.x, y: p.y - position.y)
            guard region.contains(d) else { continue }
            let v = space.velocity(of: body.body), mass = space.mass(of: body.body)
            let force = self.force(at: d, velocity: CGVector(dx: v.x, dy: v.y), mass: mass, charge: body.properties.charge, dt: dt)
            guard force.dx.isFinite, force.dy.isFinite else { continue }
            space.applyForce(force, at: p, to: body.body)
        }
    }

    private func force(at d: CGPoint, velocity v: CGVector, mass: CGFloat, charge: CGFloat, dt: TimeInterval) -> CGVector {
        let r = hypot(d.x, d.y)
        let unit = r > 0 ? CGVector(dx: d.x / r, dy: d.y / r) : .zero
        let scale = falloff == 0 ? strength : strength / pow(max(r, minimumRadius, 1e-3) / 100, falloff)
        let g = DynamicsWorld.gravity
        switch kind {
        case .linearGravity: return CGVector(dx: direction.dx * g * scale * mass, dy: direction.dy * g * scale * mass)
        case .radialGravity: return CGVector(dx: -unit.dx * g * scale * mass, dy: -unit.dy * g * scale * mass)
        case .spring:
            let k = 4 * CGFloat.pi * CGFloat.pi * scale
            return CGVector(dx: -d.x * k * mass, dy: -d.y * k * mass)
        case .drag: return CGVector(dx: -v.dx * scale * mass, dy: -v.dy * scale * mass)
        case .velocity: return CGVector(dx: (direction.dx - v.dx) * 10 * scale * mass, dy: (direction.dy - v.dy) * 10 * scale * mass)
        case .vortex: return CGVector(dx: -unit.dy * g * scale * mass, dy: unit.dx * g * scale * mass)
        case .electric: return CGVector(dx: unit.dx * g * scale * charge, dy: unit.dy * g * scale * charge)
        case .magnetic: return CGVector(dx: v.dy * scale * charge, dy: -v.dx * scale * charge)
        case .custom(let block):
            return block(self, d, v, mass, charge, dt)
        }
    }
}
