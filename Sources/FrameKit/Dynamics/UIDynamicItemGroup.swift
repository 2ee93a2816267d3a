import Foundation

/// Items that behaviours move as one rigid body (UIKit's `UIDynamicItemGroup`): add the group to behaviours instead
/// of its items, which keep their places relative to each other as it moves and turns, each colliding as its own
/// shape. The group turns about the middle of the items' frames as they were when it was made.
@MainActor
open class UIDynamicItemGroup: UIDynamicItem {
    /// The items, in the order given.
    public let items: [UIDynamicItem]
    private let offsets: [CGPoint]
    private let angles: [CGFloat]
    private let size: CGSize
    private let outline: [CGPoint]
    /// Each item's collision outline about the group's centre, as the items lie when the group is unturned.
    let memberOutlines: [[CGPoint]]
    private var groupCenter: CGPoint
    private var angle: CGFloat = 0

    /// A group of `items`, which must share a superview (or, for layout attributes, a layout).
    public init(items: [UIDynamicItem]) {
        self.items = items
        let corners = items.map(Self.corners)
        let all = corners.flatMap { $0 }
        let box = all.isEmpty ? CGRect.zero : CGRect(
            x: all.map(\.x).min()!, y: all.map(\.y).min()!,
            width: all.map(\.x).max()! - all.map(\.x).min()!, height: all.map(\.y).max()! - all.map(\.y).min()!)
        groupCenter = CGPoint(x: box.midX, y: box.midY)
        size = box.size
        let origin = groupCenter
        offsets = items.map { CGPoint(x: $0.center.x - origin.x, y: $0.center.y - origin.y) }
        angles = items.map { atan2($0.transform.b, $0.transform.a) }
        outline = all.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
        memberOutlines = zip(items, zip(offsets, angles)).map { item, placement in
            let turn = CGAffineTransform(rotationAngle: placement.1)
            return DynamicBody.outline(of: item).map { point in
                let turned = point.applying(turn)
                return CGPoint(x: turned.x + placement.0.x, y: turned.y + placement.0.y)
            }
        }
    }

    /// The group's centre; setting it moves every item.
    open var center: CGPoint {
        get { groupCenter }
        set {
            groupCenter = newValue
            placeItems()
        }
    }

    /// The size of the box around the items as they were grouped.
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The group's rotation; setting it turns every item about the group's centre.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(rotationAngle: angle) }
        set {
            let turned = atan2(newValue.b, newValue.a)
            angle = turned.isFinite ? turned : 0
            placeItems()
        }
    }

    /// The hull of the items' corners (the animator collides each item as its own shape).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

    open var collisionBoundingPath: UIBezierPath {
        let path = UIBezierPath()
        guard let first = outline.first else { return path }
        path.move(to: first)
        for point in outline.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }

    private func placeItems() {
        let turn = CGAffineTransform(rotationAngle: angle)
        for (index, item) in items.enumerated() {
            let offset = offsets[index].applying(turn)
            item.center = CGPoint(x: groupCenter.x + offset.x, y: groupCenter.y + offset.y)
            item.transform = CGAffineTransform(rotationAngle: angles[index] + angle)
        }
    }

    /// An item's four corners where it is now (its rotation included).
    private static func corners(of item: UIDynamicItem) -> [CGPoint] {
        let w = item.bounds.width / 2, h = item.bounds.height / 2
        return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)].map { corner in
            let turned = corner.applying(CGAffineTransform(a: item.transform.a, b: item.transform.b, c: item.transform.c, d: item.transform.d, tx: 0, ty: 0))
            return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
        }
    }
}
