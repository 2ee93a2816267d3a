import Foundation

/// The physical properties `UIDynamicItemBehavior` gives an item (UIKit's defaults otherwise).
struct DynamicItemProperties: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true
}

/// One item's body in the physics space: its shape (from the item's size and collision bounds type), mass (density
/// times area) and the item's state as last shown.
@MainActor
final class DynamicBody {
    let item: UIDynamicItem
    let body: PhysicsSpace.Body
    /// The body's shapes: one for an item, one per item for a group.
    private(set) var shapeKeys: [UInt] = []
    private(set) var properties = DynamicItemProperties()
    private var isConfigured = false
    private var area: CGFloat = 1
    private var momentPerMass: CGFloat = 1
    private var shownAngle: CGFloat
    private var reportedSpeedLimit = false

    init(item: UIDynamicItem, center: CGPoint, in space: PhysicsSpace) {
        self.item = item
        let center = Self.finite(center, of: item)
        let angle = Self.angle(of: item.transform)
        shownAngle = angle
        body = space.addBody(mass: 1, moment: 1, at: center, angle: angle)
        makeShape(in: space)
    }

    /// Starts again from the item's current centre, size and rotation.
    func reset(center: CGPoint, in space: PhysicsSpace) {
        let center = Self.finite(center, of: item)
        shownAngle = Self.angle(of: item.transform)
        space.setPosition(center, of: body)
        space.setAngle(shownAngle, of: body)
        for key in shapeKeys { space.removeShape(key) }
        makeShape(in: space)
        apply(properties, in: space, force: true)
    }

    /// The item's shapes, and its area and moment (per unit of mass, about its centre) summed over them.
    private func makeShape(in space: PhysicsSpace) {
        let outlines = (item as? UIDynamicItemGroup)?.memberOutlines ?? [Self.outline(of: item)]
        var (totalArea, totalMoment): (CGFloat, CGFloat) = (0, 0)
        for outline in outlines {
            let (area, momentPerMass) = space.areaAndMoment(of: outline)
            totalArea += area
            totalMoment += area * momentPerMass
        }
        area = max(totalArea, 1)
        momentPerMass = totalArea > 0 ? totalMoment / totalArea : 1
        shapeKeys = outlines.map { space.addPolygon($0, to: body, elasticity: properties.elasticity, friction: properties.friction) }
    }

    /// Gives the body `properties` (mass from density and area, rotation allowed or not, anchored or not).
    func apply(_ properties: DynamicItemProperties, in space: PhysicsSpace, force: Bool = false) {
        guard force || properties != self.properties || !isConfigured else { return }
        let wasAnchored = isConfigured ? self.properties.isAnchored : nil
        self.properties = properties
        isConfigured = true
        let mass = max(properties.density, 1e-6) * max(area, 1) * DynamicsWorld.massPerSquarePoint
        space.setMass(mass, moment: properties.allowsRotation ? mass * momentPerMass : .infinity, of: body)
        for key in shapeKeys { space.setSurface(of: key, elasticity: properties.elasticity, friction: properties.friction) }
        if force || wasAnchored != properties.isAnchored { space.setAnchored(properties.isAnchored, body) }
        if !properties.allowsRotation { space.setAngularVelocity(0, of: body) }
    }

    func position(in space: PhysicsSpace) -> CGPoint { space.position(of: body) }

    /// Resistance slows the body (UIKit's linear and angular resistance); a body pushed past the speed limit (forces
    /// far too large for a screen) is held to it, said once.
    func afterStep(_ dt: TimeInterval, in space: PhysicsSpace) {
        if properties.resistance > 0 {
            let v = space.velocity(of: body), k = 1 / (1 + dt * properties.resistance)
            space.setVelocity(CGPoint(x: v.x * k, y: v.y * k), of: body)
        }
        if properties.angularResistance > 0 {
            space.setAngularVelocity(space.angularVelocity(of: body) / (1 + dt * properties.angularResistance), of: body)
        }
        if space.keepWithinLimits(body), !reportedSpeedLimit {
            reportedSpeedLimit = true
            DynamicsWorld.logger.error(
                "UIKit Dynamics: \(type(of: item)) was pushed past \(Int(PhysicsSpace.speedLimit)) points a second: held to that (check the magnitudes of its pushes and fields)")
        }
    }

    /// Shows the item at `center` (in its own superview's coordinates) and the body's angle.
    func moveItem(to center: CGPoint, in space: PhysicsSpace) {
        if item.center != center { item.center = center }
        let angle = space.angle(of: body)
        if angle != shownAngle {
            shownAngle = angle
            item.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    // MARK: The item's shape

    /// The item's collision outline about its centre: its bounds, the ellipse in them (24 sides) or its path.
    static func outline(of item: UIDynamicItem) -> [CGPoint] {
        var size = item.bounds.size
        if !(size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1) {
            DynamicsWorld.logger.warning("UIKit Dynamics: \(type(of: item)) has bounds \(item.bounds.size): it collides as at least a 1-point square")
            size = CGSize(width: max(size.width.isFinite ? size.width : 1, 1), height: max(size.height.isFinite ? size.height : 1, 1))
        }
        let w = size.width / 2, h = size.height / 2
        switch item.collisionBoundsType {
        case .rectangle:
            return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
        case .ellipse:
            return (0..<24).map { i in
                let a = CGFloat(i) * .pi / 12
                return CGPoint(x: w * cos(a), y: h * sin(a))
            }
        case .path:
            let points = item.collisionBoundingPath.polylines().flatMap { $0 }.filter { $0.x.isFinite && $0.y.isFinite }
            guard points.count >= 3 else {
                DynamicsWorld.logger.warning("UIKit Dynamics: \(type(of: item))'s collisionBoundingPath has no area: it collides as its bounds")
                return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
            }
            return points
        }
    }

    private static func angle(of t: CGAffineTransform) -> CGFloat {
        let angle = atan2(t.b, t.a)
        return angle.isFinite ? angle : 0
    }

    private static func finite(_ point: CGPoint, of item: UIDynamicItem) -> CGPoint {
        guard !(point.x.isFinite && point.y.isFinite) else { return point }
        DynamicsWorld.logger.error("UIKit Dynamics: \(type(of: item))'s center is \(point): it starts at (0, 0)")
        return .zero
    }
}
