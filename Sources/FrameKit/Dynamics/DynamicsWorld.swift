import Foundation
import Logging

/// What a dynamic animator's behaviours make of its physics space: a body per item, the behaviours' joints and
/// boundaries, which items collide, and the step that moves them. Rebuilt from the behaviours whenever their items,
/// joints or boundaries change; values read every step (directions, points, magnitudes) are read from them directly.
@MainActor
final class DynamicsWorld {
    /// UIKit's units: a gravity of magnitude 1 accelerates at 1,000 points/s²; a 100 × 100-point item of density 1
    /// has mass 1, and a push of magnitude 1 accelerates it at 100 points/s² (or changes its speed by 100 points/s).
    static let gravity: CGFloat = 1000
    static let massPerSquarePoint: CGFloat = 1.0 / 10_000
    static let push: CGFloat = 100

    let space: PhysicsSpace
    weak var referenceView: UIView?
    /// The layout whose content the items move in, for an animator of a collection view layout.
    weak var referenceLayout: UICollectionViewLayout?
    /// The rectangle `translatesReferenceBoundsIntoBoundary` encloses: the reference view's bounds, or the layout's
    /// content.
    var referenceBounds: CGRect? {
        referenceView?.bounds ?? referenceLayout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
    }
    private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var itemOfShape: [UInt: ObjectIdentifier] = [:]
    private var walls: [UInt: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    /// Each collision behaviour's boundary segments as last built, kept while they stay the same (a boundary built
    /// again would report its resting items' contacts again).
    private var wallsOfBehavior: [ObjectIdentifier: (segments: [WallSegment], keys: [UInt])] = [:]
    private var groups: [(behavior: UICollisionBehavior, items: Set<ObjectIdentifier>)] = []
    private var joints: [PhysicsSpace.Joint] = []
    /// Counts rebuilds: a behaviour's joints belong to the world only in the generation that made them.
    private(set) var generation = 0
    nonisolated static let logger = Logger(label: "framekit.dynamics")

    init(space: PhysicsSpace, referenceView: UIView?, referenceLayout: UICollectionViewLayout?) {
        self.space = space
        self.referenceView = referenceView
        self.referenceLayout = referenceLayout
        space.shouldCollide = { [unowned self] a, b in collide(a, b) }
        space.contactBegan = { [unowned self] a, b, point in report(a, b, at: point) }
        space.contactEnded = { [unowned self] a, b in report(a, b, at: nil) }
    }

    func body(of item: UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    // MARK: Rebuilding from the behaviours

    /// Makes the world what `behaviors` (every behaviour, children included) describe.
    func rebuild(from behaviors: [UIDynamicBehavior]) {
        generation += 1
        for joint in joints { space.remove(joint) }
        joints.removeAll()
        let collisionBehaviors = Set(behaviors.compactMap { $0 as? UICollisionBehavior }.map(ObjectIdentifier.init))
        for (id, built) in wallsOfBehavior where !collisionBehaviors.contains(id) { removeWalls(built.keys, of: id) }
        let items = uniqueItems(behaviors.flatMap(\.dynamicItems))
        let wanted = Set(items.map(ObjectIdentifier.init))
        for (id, body) in bodies where !wanted.contains(id) {
            space.remove(body.body)
            for key in body.shapeKeys { itemOfShape[key] = nil }
            bodies[id] = nil
        }
        var properties: [ObjectIdentifier: DynamicItemProperties] = [:]
        for case let behavior as UIDynamicItemBehavior in behaviors {
            for item in behavior.items { properties[ObjectIdentifier(item)] = behavior.properties }
        }
        for item in items {
            let id = ObjectIdentifier(item)
            let body = bodies[id] ?? makeBody(for: item)
            body.apply(properties[id] ?? DynamicItemProperties(), in: space)
        }
        groups = behaviors.compactMap { $0 as? UICollisionBehavior }.map { ($0, Set($0.items.map(ObjectIdentifier.init))) }
        for behavior in behaviors { behavior.attach(to: self) }
    }

    private func makeBody(for item: UIDynamicItem) -> DynamicBody {
        let body = DynamicBody(item: item, center: referencePoint(of: item), in: space)
        bodies[ObjectIdentifier(item)] = body
        for key in body.shapeKeys { itemOfShape[key] = ObjectIdentifier(item) }
        return body
    }

    /// Takes `item`'s centre, size and rotation as they are now (`UIDynamicAnimator.updateItem(usingCurrentState:)`).
    func update(_ item: UIDynamicItem) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        for key in body.shapeKeys { itemOfShape[key] = nil }
        body.reset(center: referencePoint(of: item), in: space)
        for key in body.shapeKeys { itemOfShape[key] = ObjectIdentifier(item) }
    }

    /// Adds a joint that lasts until the next rebuild.
    func keep(_ joint: PhysicsSpace.Joint) { joints.append(joint) }

    /// A boundary segment.
    struct WallSegment {
        let from: CGPoint, to: CGPoint
        let identifier: NSCopying?

        func isSame(as other: WallSegment) -> Bool {
            guard from == other.from, to == other.to else { return false }
            switch (identifier, other.identifier) {
            case (nil, nil): return true
            case (let a?, let b?): return UICollisionBehavior.same(a, b)
            default: return false
            }
        }
    }

    /// Makes `segments` `behavior`'s boundaries (left as they are when they did not change).
    func setWalls(_ segments: [WallSegment], of behavior: UICollisionBehavior) {
        let id = ObjectIdentifier(behavior)
        if let built = wallsOfBehavior[id] {
            if built.segments.count == segments.count && zip(built.segments, segments).allSatisfy({ $0.isSame(as: $1) }) { return }
            removeWalls(built.keys, of: id)
        }
        let keys = segments.map { segment in
            let key = space.addWall(from: segment.from, to: segment.to)
            walls[key] = (behavior, segment.identifier)
            return key
        }
        wallsOfBehavior[id] = (segments, keys)
    }

    private func removeWalls(_ keys: [UInt], of id: ObjectIdentifier) {
        for key in keys {
            space.removeShape(key)
            walls[key] = nil
        }
        wallsOfBehavior[id] = nil
    }

    // MARK: Stepping

    /// Advances every body `dt` seconds under `behaviors`' forces.
    func step(_ dt: TimeInterval, behaviors: [UIDynamicBehavior]) {
        for behavior in behaviors { behavior.applyForces(in: self, dt: dt) }
        space.step(dt)
        for body in bodies.values { body.afterStep(dt, in: space) }
    }

    /// Shows each item where its body is.
    func moveItems() {
        for body in bodies.values { body.moveItem(to: itemPoint(body.position(in: space), of: body.item), in: space) }
    }

    /// Whether nothing moves any more (below a point a second and a hundredth of a radian a second).
    var isAtRest: Bool {
        bodies.values.allSatisfy { body in
            let v = space.velocity(of: body.body)
            return body.properties.isAnchored || (hypot(v.x, v.y) < 1 && abs(space.angularVelocity(of: body.body)) < 0.01)
        }
    }

    // MARK: Coordinates

    /// `item`'s centre in the reference view (a view in another superview is converted).
    func referencePoint(of item: UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, let superview = view.superview, let referenceView, superview !== referenceView
        else { return item.center }
        return referenceView.convert(view.center, from: superview)
    }

    private func itemPoint(_ point: CGPoint, of item: UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, let superview = view.superview, let referenceView, superview !== referenceView
        else { return point }
        return superview.convert(point, from: referenceView)
    }

    // MARK: Contacts

    private enum Toucher {
        case item(DynamicBody)
        case wall(UICollisionBehavior, NSCopying?)
    }

    private func toucher(_ key: UInt) -> Toucher? {
        if let id = itemOfShape[key], let body = bodies[id] { return .item(body) }
        if let wall = walls[key] { return .wall(wall.behavior, wall.identifier) }
        return nil
    }

    /// Visits each collision behaviour under which shapes `a` and `b` collide, with the two sides (the item first),
    /// until `visit` returns false. Asked every step for every touching pair: it allocates nothing.
    private func forEachBehavior(colliding a: UInt, _ b: UInt, _ visit: (UICollisionBehavior, Toucher, Toucher) -> Bool) {
        switch (toucher(a), toucher(b)) {
        case (.item(let x)?, .item(let y)?):
            let ids = (ObjectIdentifier(x.item), ObjectIdentifier(y.item))
            for group in groups where group.behavior.collisionMode.contains(.items) && group.items.contains(ids.0) && group.items.contains(ids.1) {
                guard visit(group.behavior, .item(x), .item(y)) else { return }
            }
        case (.item(let x)?, .wall(let behavior, let identifier)?), (.wall(let behavior, let identifier)?, .item(let x)?):
            let member = groups.contains { $0.behavior === behavior && $0.items.contains(ObjectIdentifier(x.item)) }
            if member && behavior.collisionMode.contains(.boundaries) { _ = visit(behavior, .item(x), .wall(behavior, identifier)) }
        default:
            return
        }
    }

    private func collide(_ a: UInt, _ b: UInt) -> Bool {
        var collides = false
        forEachBehavior(colliding: a, b) { _, _, _ in
            collides = true
            return false
        }
        return collides
    }

    private func report(_ a: UInt, _ b: UInt, at point: CGPoint?) {
        forEachBehavior(colliding: a, b) { behavior, first, second in
            guard let delegate = behavior.collisionDelegate, case .item(let x) = first else { return true }
            switch (second, point) {
            case (.item(let y), let point?): delegate.collisionBehavior(behavior, beganContactFor: x.item, with: y.item, at: point)
            case (.item(let y), nil): delegate.collisionBehavior(behavior, endedContactFor: x.item, with: y.item)
            case (.wall(_, let identifier), let point?):
                delegate.collisionBehavior(behavior, beganContactFor: x.item, withBoundaryIdentifier: identifier, at: point)
            case (.wall(_, let identifier), nil):
                delegate.collisionBehavior(behavior, endedContactFor: x.item, withBoundaryIdentifier: identifier)
            }
            return true
        }
    }
}
