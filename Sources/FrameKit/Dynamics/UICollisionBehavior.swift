import Foundation

/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`): the reference view's
/// edges, lines and paths the app adds. Items collide only with items of the same collision behaviour; how they
/// bounce and slide comes from their `UIDynamicItemBehavior` (elasticity, friction).
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items that collide.
    open var items: [UIDynamicItem] { listedItems.items }
    /// Whether items collide with each other, with boundaries, or both (the default).
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary (its identifier is nil).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { referenceInsets = newValue ? .zero : nil }
    }
    /// Told when items start and stop touching each other or a boundary.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var referenceInsets: UIEdgeInsets? { didSet { changed() } }
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []

    /// Collisions among `items` (more may be added).
    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = ItemList(items)
    }

    /// Collisions among no items yet.
    public override convenience init() { self.init(items: []) }

    /// Makes `item` collide too.
    open func addItem(_ item: UIDynamicItem) { addListed(item) }
    /// Stops `item` colliding.
    open func removeItem(_ item: UIDynamicItem) { removeListed(item) }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
    }

    /// Adds a boundary along `bezierPath` (its lines and curves; a closed path is closed); an identifier already used
    /// is replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        boundaries.append((identifier, bezierPath))
        changed()
    }

    /// Adds a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary `identifier`, if there is one.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        changed()
    }

    /// Removes every boundary the app added (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    /// The identifiers of the boundaries the app added, nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    override func attach(to world: DynamicsWorld) {
        var segments: [DynamicsWorld.WallSegment] = []
        if let insets = referenceInsets, let bounds = world.referenceBounds {
            let r = bounds.inset(by: insets)
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) { segments.append(.init(from: a, to: b, identifier: nil)) }
        }
        for boundary in boundaries {
            for line in boundary.path.polylines() {
                for (a, b) in zip(line, line.dropFirst()) where a != b && Self.finite(a) && Self.finite(b) {
                    segments.append(.init(from: a, to: b, identifier: boundary.identifier))
                }
            }
        }
        world.setWalls(segments, of: self)
    }

    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// Identifiers are equal as Foundation objects are (`"floor" as NSString` equals another "floor").
    nonisolated static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let a = a as? NSObject { return a.isEqual(b) }
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return false
    }
}
