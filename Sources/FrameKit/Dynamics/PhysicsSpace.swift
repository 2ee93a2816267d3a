import CChipmunk
import CPlatformLibraries
import Foundation

/// The rigid-body world UIKit Dynamics steps: Chipmunk2D (Debian's libchipmunk7, MIT) behind a small Swift API,
/// the one file that speaks its C. Chipmunk was chosen over a solver of our own because it is a well-kept C library
/// Debian and Raspberry Pi OS package, with the polygon contacts, restitution, friction and joints UIKit Dynamics
/// needs; it is loaded on the first animator's first step, so apps without dynamics never map it.
///
/// Positions are points in the reference view, angles radians clockwise on screen (y grows downward in both).
@MainActor
final class PhysicsSpace {
    private let space: OpaquePointer
    private let handler: UnsafeMutablePointer<cpCollisionHandler>
    private var bodies: [OpaquePointer] = []
    private var shapes: [OpaquePointer] = []
    /// Each joint's kind and the bodies it holds (the world's static body for a fixed end).
    private var joints: [OpaquePointer: (kind: JointKind, a: OpaquePointer, b: OpaquePointer)] = [:]
    private var shapeKeys: [UInt: (shape: OpaquePointer, body: OpaquePointer)] = [:]
    private var nextKey: UInt = 1
    /// Whether two shapes (by the keys `addShape` returned) touch: false lets them pass through each other.
    var shouldCollide: (UInt, UInt) -> Bool = { _, _ in true }
    /// Two shapes began touching at a point.
    var contactBegan: (UInt, UInt, CGPoint) -> Void = { _, _, _ in }
    /// Two shapes that touched (`shouldCollide` said yes) stopped touching.
    var contactEnded: (UInt, UInt) -> Void = { _, _ in }
    private var touching: Set<PairKey> = []

    private struct PairKey: Hashable {
        let a: UInt, b: UInt
        init(_ a: UInt, _ b: UInt) { (self.a, self.b) = (min(a, b), max(a, b)) }
    }

    /// A body: an item's mass and motion.
    struct Body: Hashable {
        fileprivate let pointer: OpaquePointer
    }

    /// A constraint between two bodies (or a body and the world).
    struct Joint: Hashable {
        fileprivate let pointer: OpaquePointer
    }

    /// A new, empty world; nil (with the reason) when libchipmunk7 is not installed.
    static func make() throws(PhysicsSpaceError) -> PhysicsSpace {
        var reason = [CChar](repeating: 0, count: 512)
        guard fk_load_platform_library(fk_library_chipmunk, &reason, reason.count) == 0 else {
            throw PhysicsSpaceError(reason: String(decoding: reason.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
        }
        return PhysicsSpace()
    }

    /// Chipmunk's bias: the fraction of an error left after a second; half of it each 1/120 s step.
    private static let halfEachStep = pow(0.5, 120.0)

    private init() {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, 10)
        cpSpaceSetCollisionSlop(space, 0.05)
        // Overlaps and joint errors are corrected by half each step (Chipmunk's default, a tenth a frame, leaves a
        // resting item a point deep in the floor and a pendulum's rod a point long).
        cpSpaceSetCollisionBias(space, Self.halfEachStep)
        handler = cpSpaceAddDefaultCollisionHandler(space)!
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        handler.pointee.beginFunc = { arbiter, _, data in
            MainActor.assumeIsolated { Unmanaged<PhysicsSpace>.fromOpaque(data!).takeUnretainedValue().begin(arbiter!) }
            return 1
        }
        // Asked every step, not only when contact begins: which items collide can change while they touch.
        handler.pointee.preSolveFunc = { arbiter, _, data in
            MainActor.assumeIsolated { Unmanaged<PhysicsSpace>.fromOpaque(data!).takeUnretainedValue().collides(arbiter!) } ? 1 : 0
        }
        handler.pointee.separateFunc = { arbiter, _, data in
            MainActor.assumeIsolated { Unmanaged<PhysicsSpace>.fromOpaque(data!).takeUnretainedValue().separate(arbiter!) }
        }
    }

    isolated deinit {
        // Removing shapes ends their contacts: nobody is left to tell.
        handler.pointee.separateFunc = { _, _, _ in }
        for joint in joints.keys { cpSpaceRemoveConstraint(space, joint); cpConstraintFree(joint) }
        for shape in shapes { cpSpaceRemoveShape(space, shape); cpShapeFree(shape) }
        for body in bodies { cpSpaceRemoveBody(space, body); cpBodyFree(body) }
        cpSpaceFree(space)
    }

    /// Advances the world `dt` seconds.
    func step(_ dt: TimeInterval) { cpSpaceStep(space, dt) }

    // MARK: Bodies

    /// A body of `mass` and rotational inertia `moment` (`.infinity`: it does not turn) at `position`.
    func addBody(mass: CGFloat, moment: CGFloat, at position: CGPoint, angle: CGFloat) -> Body {
        let body = cpBodyNew(mass, moment)!
        cpBodySetPosition(body, cpVect(position))
        cpBodySetAngle(body, angle)
        cpSpaceAddBody(space, body)
        bodies.append(body)
        return Body(pointer: body)
    }

    /// Removes `body`, its shapes and the joints that hold it.
    func remove(_ body: Body) {
        for (key, entry) in shapeKeys where entry.body == body.pointer { removeShape(key) }
        for (joint, entry) in joints where entry.a == body.pointer || entry.b == body.pointer { remove(Joint(pointer: joint)) }
        cpSpaceRemoveBody(space, body.pointer)
        bodies.removeAll { $0 == body.pointer }
        cpBodyFree(body.pointer)
    }

    func position(of body: Body) -> CGPoint { CGPoint(cpBodyGetPosition(body.pointer)) }
    func setPosition(_ position: CGPoint, of body: Body) {
        guard position.x.isFinite, position.y.isFinite else { return }
        cpBodySetPosition(body.pointer, cpVect(position))
    }
    func velocity(of body: Body) -> CGPoint { CGPoint(cpBodyGetVelocity(body.pointer)) }
    func setVelocity(_ velocity: CGPoint, of body: Body) {
        let v = Self.limited(CGVector(dx: velocity.x, dy: velocity.y), to: Self.speedLimit) ?? .zero
        cpBodySetVelocity(body.pointer, cpv(v.dx, v.dy))
    }
    func angle(of body: Body) -> CGFloat { cpBodyGetAngle(body.pointer) }
    func setAngle(_ angle: CGFloat, of body: Body) {
        guard angle.isFinite else { return }
        cpBodySetAngle(body.pointer, angle)
    }
    func angularVelocity(of body: Body) -> CGFloat { cpBodyGetAngularVelocity(body.pointer) }
    func setAngularVelocity(_ velocity: CGFloat, of body: Body) {
        cpBodySetAngularVelocity(body.pointer, velocity.isFinite ? min(max(velocity, -Self.turnLimit), Self.turnLimit) : 0)
    }
    func mass(of body: Body) -> CGFloat { cpBodyGetMass(body.pointer) }

    /// Gives `body` a new mass and moment (`.infinity`: it does not turn).
    func setMass(_ mass: CGFloat, moment: CGFloat, of body: Body) {
        cpBodySetMass(body.pointer, mass)
        cpBodySetMoment(body.pointer, moment)
    }

    /// Makes `body` stand still and move only when set (an anchored item), or move again.
    func setAnchored(_ anchored: Bool, _ body: Body) {
        cpBodySetType(body.pointer, anchored ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
        if anchored {
            cpBodySetVelocity(body.pointer, cpvzero)
            cpBodySetAngularVelocity(body.pointer, 0)
        }
    }

    /// The fastest a body may move, in points a second, and turn, in radians a second: far beyond any screen, and
    /// far below what overflows (Chipmunk aborts the process on a body whose state is not a number).
    static let speedLimit: CGFloat = 100_000
    static let turnLimit: CGFloat = 1_000

    /// Pushes `body` with `force` at `point` (world) until the next step; a force that is not a number is dropped, and
    /// one that could overflow a step is cut (the step after then holds the body to the speed limit, saying so).
    func applyForce(_ force: CGVector, at point: CGPoint, to body: Body) {
        let limit = cpBodyGetMass(body.pointer) * Self.speedLimit * 100 * 120
        guard let force = Self.limited(force, to: limit), point.x.isFinite, point.y.isFinite else { return }
        cpBodyApplyForceAtWorldPoint(body.pointer, cpv(force.dx, force.dy), cpVect(point))
    }

    /// `vector`, shortened to `limit`; nil when it is not a number.
    private static func limited(_ vector: CGVector, to limit: CGFloat) -> CGVector? {
        guard vector.dx.isFinite, vector.dy.isFinite else { return nil }
        let length = hypot(vector.dx, vector.dy)
        guard length > limit else { return vector }
        return CGVector(dx: vector.dx / length * limit, dy: vector.dy / length * limit)
    }

    /// Brings `body` within the speed limits; whether it had to.
    func keepWithinLimits(_ body: Body) -> Bool {
        let v = cpBodyGetVelocity(body.pointer), w = cpBodyGetAngularVelocity(body.pointer)
        var limitedSpeed = false
        if let slower = Self.limited(CGVector(dx: v.x, dy: v.y), to: Self.speedLimit) {
            if slower.dx != v.x || slower.dy != v.y {
                cpBodySetVelocity(body.pointer, cpv(slower.dx, slower.dy))
                limitedSpeed = true
            }
        } else {
            cpBodySetVelocity(body.pointer, cpvzero)
            limitedSpeed = true
        }
        if !(abs(w) <= Self.turnLimit) {
            cpBodySetAngularVelocity(body.pointer, w.isFinite ? min(max(w, -Self.turnLimit), Self.turnLimit) : 0)
            limitedSpeed = true
        }
        return limitedSpeed
    }

    /// Turns `body` with `torque` until the next step.
    func applyTorque(_ torque: CGFloat, to body: Body) {
        guard torque.isFinite else { return }
        cpBodySetTorque(body.pointer, cpBodyGetTorque(body.pointer) + torque)
    }

    /// Changes `body`'s momentum at once by `impulse` at `point` (world).
    func applyImpulse(_ impulse: CGVector, at point: CGPoint, to body: Body) {
        guard let impulse = Self.limited(impulse, to: cpBodyGetMass(body.pointer) * Self.speedLimit * 100), point.x.isFinite, point.y.isFinite
        else { return }
        cpBodyApplyImpulseAtWorldPoint(body.pointer, cpv(impulse.dx, impulse.dy), cpVect(point))
    }

    /// Where `offset` (in the body's own axes, from its centre) is in the world.
    func worldPoint(_ offset: CGPoint, of body: Body) -> CGPoint {
        CGPoint(cpBodyLocalToWorld(body.pointer, cpVect(offset)))
    }

    // MARK: Shapes

    /// A convex polygon (the hull of `points`, in the body's axes) on `body`; returns its key.
    func addPolygon(_ points: [CGPoint], to body: Body, elasticity: CGFloat, friction: CGFloat) -> UInt {
        let vertices = points.map(cpVect.init)
        return add(cpPolyShapeNew(body.pointer, Int32(vertices.count), vertices, cpTransformIdentity, 0), on: body.pointer, elasticity, friction)
    }

    /// A segment fixed in the world (a boundary); returns its key.
    func addWall(from a: CGPoint, to b: CGPoint) -> UInt {
        // The item's own elasticity and friction decide (Chipmunk multiplies the two sides').
        let world = cpSpaceGetStaticBody(space)!
        return add(cpSegmentShapeNew(world, cpVect(a), cpVect(b), 0), on: world, 1, 1)
    }

    private func add(_ shape: OpaquePointer!, on body: OpaquePointer, _ elasticity: CGFloat, _ friction: CGFloat) -> UInt {
        let key = nextKey
        nextKey += 1
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpShapeSetUserData(shape, UnsafeMutableRawPointer(bitPattern: key))
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
        shapeKeys[key] = (shape, body)
        return key
    }

    /// Sets the elasticity and friction of the shape `key`.
    func setSurface(of key: UInt, elasticity: CGFloat, friction: CGFloat) {
        guard let shape = shapeKeys[key]?.shape else { return }
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
    }

    func removeShape(_ key: UInt) {
        guard let shape = shapeKeys.removeValue(forKey: key)?.shape else { return }
        touching = touching.filter { $0.a != key && $0.b != key }
        cpSpaceRemoveShape(space, shape)
        shapes.removeAll { $0 == shape }
        cpShapeFree(shape)
    }

    /// The area and rotational inertia per unit mass of the convex hull of `points` about their origin.
    func areaAndMoment(of points: [CGPoint]) -> (area: CGFloat, momentPerMass: CGFloat) {
        let vertices = points.map(cpVect.init)
        return (abs(cpAreaForPoly(Int32(vertices.count), vertices, 0)), cpMomentForPoly(1, Int32(vertices.count), vertices, cpvzero, 0))
    }

    // MARK: Joints

    /// The other side of a joint: a body at a point in its own axes, or a point fixed in the world.
    enum Side {
        case body(Body, offset: CGPoint)
        case world(CGPoint)
    }

    private func pointer(_ side: Side) -> (OpaquePointer, cpVect) {
        switch side {
        case .body(let body, let offset): (body.pointer, cpVect(offset))
        case .world(let point): (cpSpaceGetStaticBody(space), cpVect(point))
        }
    }

    /// Keeps the two points `length` apart (a rod).
    func addRod(_ a: Side, _ b: Side, length: CGFloat) -> Joint {
        let (pa, oa) = pointer(a), (pb, ob) = pointer(b)
        let joint = add(cpPinJointNew(pa, pb, oa, ob), .rod, pa, pb)
        cpPinJointSetDist(joint.pointer, length)
        return joint
    }

    /// Keeps the two points between `minimum` and `maximum` apart (a rope, when `minimum` is 0).
    func addRope(_ a: Side, _ b: Side, minimum: CGFloat, maximum: CGFloat) -> Joint {
        let (pa, oa) = pointer(a), (pb, ob) = pointer(b)
        return add(cpSlideJointNew(pa, pb, oa, ob, minimum, maximum), .rope, pa, pb)
    }

    /// Pulls the two points towards `length` apart with a spring of `stiffness` and `damping`.
    func addSpring(_ a: Side, _ b: Side, length: CGFloat, stiffness: CGFloat, damping: CGFloat) -> Joint {
        let (pa, oa) = pointer(a), (pb, ob) = pointer(b)
        return add(cpDampedSpringNew(pa, pb, oa, ob, length, stiffness, damping), .spring, pa, pb)
    }

    /// Holds the two points together (a pin through both).
    func addPivot(_ a: Side, _ b: Side) -> Joint {
        let (pa, oa) = pointer(a), (pb, ob) = pointer(b)
        return add(cpPivotJointNew2(pa, pb, oa, ob), .pivot, pa, pb)
    }

    /// Lets `b`'s point slide only along the groove from `start` to `end` (in `a`'s axes, or the world's).
    func addGroove(on a: Body?, from start: CGPoint, to end: CGPoint, _ b: Side) -> Joint {
        let (pb, ob) = pointer(b), pa = a?.pointer ?? cpSpaceGetStaticBody(space)!
        return add(cpGrooveJointNew(pa, pb, cpVect(start), cpVect(end), ob), .other, pa, pb)
    }

    /// Keeps the angle between two bodies (or a body and the world) as it is.
    func addAngleLock(_ a: Body, _ b: Body?) -> Joint {
        let pb = b?.pointer ?? cpSpaceGetStaticBody(space)!
        return add(cpGearJointNew(a.pointer, pb, 0, 1), .other, a.pointer, pb)
    }

    /// Keeps the angle between two bodies within `range`.
    func addAngleLimit(_ a: Body, _ b: Body?, range: ClosedRange<CGFloat>) -> Joint {
        let pb = b?.pointer ?? cpSpaceGetStaticBody(space)!
        return add(cpRotaryLimitJointNew(a.pointer, pb, range.lowerBound, range.upperBound), .other, a.pointer, pb)
    }

    /// Resists turning between two bodies with at most `torque`.
    func addTurningFriction(_ a: Body, _ b: Body?, torque: CGFloat) -> Joint {
        let pb = b?.pointer ?? cpSpaceGetStaticBody(space)!
        let joint = add(cpSimpleMotorNew(a.pointer, pb, 0), .other, a.pointer, pb)
        cpConstraintSetMaxForce(joint.pointer, torque)
        return joint
    }

    private func add(_ joint: OpaquePointer!, _ kind: JointKind, _ a: OpaquePointer, _ b: OpaquePointer) -> Joint {
        cpConstraintSetErrorBias(joint, Self.halfEachStep)
        cpSpaceAddConstraint(space, joint)
        joints[joint] = (kind, a, b)
        return Joint(pointer: joint)
    }

    /// Moves the world end of a joint made with a `.world` second side.
    func moveWorldEnd(of joint: Joint, to point: CGPoint) {
        let p = cpVect(point)
        switch joints[joint.pointer]?.kind {
        case .rod: cpPinJointSetAnchorB(joint.pointer, p)
        case .rope: cpSlideJointSetAnchorB(joint.pointer, p)
        case .spring: cpDampedSpringSetAnchorB(joint.pointer, p)
        case .pivot: cpPivotJointSetAnchorB(joint.pointer, p)
        case .other, nil: break
        }
    }

    /// Changes a rod's or a spring's length, or a rope's longest.
    func setLength(_ length: CGFloat, of joint: Joint) {
        switch joints[joint.pointer]?.kind {
        case .rod: cpPinJointSetDist(joint.pointer, length)
        case .rope: cpSlideJointSetMax(joint.pointer, length)
        case .spring: cpDampedSpringSetRestLength(joint.pointer, length)
        case .pivot, .other, nil: break
        }
    }

    /// Changes a spring's stiffness and damping.
    func setSpring(_ joint: Joint, stiffness: CGFloat, damping: CGFloat) {
        guard joints[joint.pointer]?.kind == .spring else { return }
        cpDampedSpringSetStiffness(joint.pointer, stiffness)
        cpDampedSpringSetDamping(joint.pointer, damping)
    }

    func remove(_ joint: Joint) {
        guard joints.removeValue(forKey: joint.pointer) != nil else { return }
        cpSpaceRemoveConstraint(space, joint.pointer)
        cpConstraintFree(joint.pointer)
    }

    private enum JointKind { case rod, rope, spring, pivot, other }

    // MARK: Contacts

    private func keys(of arbiter: OpaquePointer) -> (UInt, UInt) {
        var a: OpaquePointer?, b: OpaquePointer?
        cpArbiterGetShapes(arbiter, &a, &b)
        return (UInt(bitPattern: cpShapeGetUserData(a)), UInt(bitPattern: cpShapeGetUserData(b)))
    }

    /// Two shapes first touch: told as a contact if they collide.
    private func begin(_ arbiter: OpaquePointer) {
        let (a, b) = keys(of: arbiter)
        guard shouldCollide(a, b) else { return }
        touching.insert(PairKey(a, b))
        let point = cpArbiterGetCount(arbiter) > 0 ? CGPoint(cpArbiterGetPointA(arbiter, 0)) : .zero
        contactBegan(a, b, point)
    }

    private func collides(_ arbiter: OpaquePointer) -> Bool {
        let (a, b) = keys(of: arbiter)
        return shouldCollide(a, b)
    }

    private func separate(_ arbiter: OpaquePointer) {
        let (a, b) = keys(of: arbiter)
        guard touching.remove(PairKey(a, b)) != nil else { return }
        contactEnded(a, b)
    }
}

/// UIKit Dynamics could not start its physics library.
struct PhysicsSpaceError: Error, CustomStringConvertible {
    let reason: String
    var description: String {
        "UIKit Dynamics needs Chipmunk2D (libchipmunk.so.7): \(reason); install it with apt-get install libchipmunk7"
    }
}

extension cpVect {
    fileprivate init(_ point: CGPoint) { self = cpv(point.x, point.y) }
}

extension CGPoint {
    fileprivate init(_ v: cpVect) { self.init(x: v.x, y: v.y) }
}
