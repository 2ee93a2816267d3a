import Foundation

/// Ties an item to a point or to another item (UIKit's `UIAttachmentBehavior`): a rod of `length` (frequency 0, the
/// default) or a spring (`frequency` in Hz and `damping`), and the special attachments — sliding along an axis,
/// fixed (welded), a pin the items turn about, and a limit (a rope no longer than `length`).
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment ties the item to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point in the reference view.
        case anchor
    }

    private enum Kind { case rod, sliding(axis: CGVector), fixed, pin, limit }

    /// The items attached (one, or two).
    open var items: [UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }
    /// Whether the item is tied to another item or to a point.
    open var attachedBehaviorType: AttachmentType { second == nil ? .anchor : .items }
    /// The point the item is tied to (reference view coordinates); moving it drags the item along.
    open var anchorPoint: CGPoint { didSet { moveAnchor() } }
    /// The distance kept between the attachment points.
    open var length: CGFloat { didSet { retune() } }
    /// How quickly a spring's oscillation dies (0…1); used when `frequency` is above 0.
    open var damping: CGFloat = 0 { didSet { retune() } }
    /// A spring's frequency in Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// The most torque friction at a pin resists turning with (pin attachments).
    open var frictionTorque: CGFloat = 0 { didSet { changed() } }
    /// How far a sliding attachment may slide, or (in radians) a pin turn; infinite by default.
    open var attachmentRange = UIFloatRange.infinite { didSet { changed() } }

    private let first: UIDynamicItem
    private let second: UIDynamicItem?
    private let firstOffset: UIOffset
    private let secondOffset: UIOffset
    private let kind: Kind
    private var joints: [PhysicsSpace.Joint] = []
    private weak var attachedWorld: DynamicsWorld?
    private var attachedGeneration = 0
    /// The world the joints are in, while they are (a rebuild or leaving the animator removes them).
    private var world: DynamicsWorld? {
        attachedWorld.flatMap { $0.generation == attachedGeneration && dynamicAnimator != nil ? $0 : nil }
    }

    private init(
        _ first: UIDynamicItem, _ firstOffset: UIOffset, _ second: UIDynamicItem?, _ secondOffset: UIOffset, anchor: CGPoint,
        length: CGFloat?, kind: Kind
    ) {
        self.first = first
        self.second = second
        self.firstOffset = firstOffset
        self.secondOffset = secondOffset
        self.kind = kind
        anchorPoint = anchor
        let a = Self.point(firstOffset, of: first)
        let b = second.map { Self.point(secondOffset, of: $0) } ?? anchor
        self.length = length ?? hypot(b.x - a.x, b.y - a.y)
        super.init()
    }

    /// Ties `item`'s centre to `point`, at their present distance.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Ties the point `offset` from `item`'s centre to `point`, at their present distance.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(item, offset, nil, .zero, anchor: point, length: nil, kind: .rod)
    }

    /// Ties two items' centres together, at their present distance.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Ties a point of each item together, at their present distance.
    public convenience init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) {
        self.init(item1, offset1, item2, offset2, anchor: .zero, length: nil, kind: .rod)
    }

    /// Lets two items slide against each other only along `axis` through `point`, without turning.
    public class func slidingAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset(of: point, from: item1), item2, offset(of: point, from: item2), anchor: point, length: 0, kind: .sliding(axis: axis))
    }

    /// Lets `item` slide only along `axis` through `point`, without turning.
    public class func slidingAttachment(
        with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item, offset(of: point, from: item), nil, .zero, anchor: point, length: 0, kind: .sliding(axis: axis))
    }

    /// Keeps the two items' points at most their present distance apart (a rope).
    public class func limitAttachment(
        with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset1, item2, offset2, anchor: .zero, length: nil, kind: .limit)
    }

    /// Welds the two items together at `point`: they move and turn as one.
    public class func fixedAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset(of: point, from: item1), item2, offset(of: point, from: item2), anchor: point, length: 0, kind: .fixed)
    }

    /// Pins the two items together at `point`: they stay joined there and turn about it.
    public class func pinAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset(of: point, from: item1), item2, offset(of: point, from: item2), anchor: point, length: 0, kind: .pin)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func attach(to world: DynamicsWorld) {
        attachedWorld = world
        attachedGeneration = world.generation
        joints = []
        guard let a = world.body(of: first) else { return }
        let sideA = PhysicsSpace.Side.body(a.body, offset: CGPoint(x: firstOffset.horizontal, y: firstOffset.vertical))
        let b = second.flatMap { world.body(of: $0) }
        let sideB = b.map { PhysicsSpace.Side.body($0.body, offset: CGPoint(x: secondOffset.horizontal, y: secondOffset.vertical)) }
            ?? .world(anchorPoint)
        let space = world.space
        switch kind {
        case .rod where frequency > 0:
            let (stiffness, damping) = spring(in: space, a.body, b?.body)
            joints = [space.addSpring(sideA, sideB, length: length, stiffness: stiffness, damping: damping)]
        case .rod:
            joints = [space.addRod(sideA, sideB, length: length)]
        case .limit:
            joints = [space.addRope(sideA, sideB, minimum: 0, maximum: length)]
        case .pin:
            joints = [space.addPivot(sideA, sideB)]
            if frictionTorque > 0 { joints.append(space.addTurningFriction(a.body, b?.body, torque: frictionTorque)) }
            if !attachmentRange.isInfinite {
                joints.append(space.addAngleLimit(a.body, b?.body, range: attachmentRange.minimum...attachmentRange.maximum))
            }
        case .fixed:
            joints = [space.addPivot(sideA, sideB), space.addAngleLock(a.body, b?.body)]
        case .sliding(let axis):
            joints = [groove(axis, in: world, a: a, b: b), space.addAngleLock(a.body, b?.body)]
        }
        for joint in joints { world.keep(joint) }
    }

    /// The groove along `axis` through the anchor, in the second item's axes (or the world's), that the first item's
    /// anchor point slides in, as far as `attachmentRange` allows (a long way when infinite).
    private func groove(_ axis: CGVector, in world: DynamicsWorld, a: DynamicBody, b: DynamicBody?) -> PhysicsSpace.Joint {
        let norm = max(hypot(axis.dx, axis.dy), 1e-9), u = CGPoint(x: axis.dx / norm, y: axis.dy / norm)
        let far: CGFloat = 100_000
        let low = attachmentRange.minimum.isFinite ? attachmentRange.minimum : -far
        let high = attachmentRange.maximum.isFinite ? attachmentRange.maximum : far
        let origin = b == nil ? anchorPoint : CGPoint(x: secondOffset.horizontal, y: secondOffset.vertical)
        return world.space.addGroove(
            on: b?.body, from: CGPoint(x: origin.x + u.x * low, y: origin.y + u.y * low),
            to: CGPoint(x: origin.x + u.x * high, y: origin.y + u.y * high),
            .body(a.body, offset: CGPoint(x: firstOffset.horizontal, y: firstOffset.vertical)))
    }

    /// A spring of `frequency` and `damping` for the bodies' combined mass.
    private func spring(in space: PhysicsSpace, _ a: PhysicsSpace.Body, _ b: PhysicsSpace.Body?) -> (CGFloat, CGFloat) {
        let ma = space.mass(of: a), mb = b.map { space.mass(of: $0) } ?? .infinity
        let mass = mb.isFinite ? ma * mb / (ma + mb) : ma
        let omega = 2 * .pi * frequency
        return (mass * omega * omega, 2 * mass * min(max(damping, 0), 1) * omega)
    }

    private func moveAnchor() {
        guard second == nil else { return }
        if let world, let joint = joints.first { world.space.moveWorldEnd(of: joint, to: anchorPoint) }
        if case .sliding = kind { changed() } else { nudged() }
    }

    private func retune() {
        guard let world, let joint = joints.first, let a = world.body(of: first) else { return changed() }
        world.space.setLength(length, of: joint)
        if frequency > 0 {
            let (stiffness, damping) = spring(in: world.space, a.body, second.flatMap { world.body(of: $0) }?.body)
            world.space.setSpring(joint, stiffness: stiffness, damping: damping)
        }
        nudged()
    }

    private static func point(_ offset: UIOffset, of item: UIDynamicItem) -> CGPoint {
        CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        UIOffset(horizontal: point.x - item.center.x, vertical: point.y - item.center.y)
    }
}
