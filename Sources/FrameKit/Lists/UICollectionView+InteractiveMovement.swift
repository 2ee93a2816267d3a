import Foundation

/// An item the user is moving: its cell follows the finger while the items between its place and the target make room.
struct ItemMovement {
    let source: IndexPath
    let cell: UICollectionViewCell
    var target: IndexPath
    /// Whether the item was an expanded outline item, collapsed while it moves.
    var collapsed = false

    /// Where the item at `indexPath` shows while the moving item would go to `target`: the items between slide one
    /// place towards the source; moving to another section, those after the source move up in its section and those
    /// from the target on move down in theirs.
    func shownIndexPath(of indexPath: IndexPath) -> IndexPath {
        let (section, item) = (indexPath.section, indexPath.item)
        guard source.section == target.section else {
            if section == source.section, item > source.item { return IndexPath(item: item - 1, section: section) }
            if section == target.section, item >= target.item { return IndexPath(item: item + 1, section: section) }
            return indexPath
        }
        guard section == source.section else { return indexPath }
        if source.item < target.item, item > source.item, item <= target.item {
            return IndexPath(item: item - 1, section: section)
        }
        if target.item < source.item, item >= target.item, item < source.item {
            return IndexPath(item: item + 1, section: section)
        }
        return indexPath
    }
}

/// Moving items by hand (UIKit's interactive movement): an app's own gesture calls begin, update and end; a list
/// cell's reorder accessory drives the same calls. The delegate may redirect the target; the data source moves its
/// model when the item is dropped, and the collection view moves the cell.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false when no item's cell shows there, the data source says it cannot
    /// move, or another item is moving.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let cell = visibleCellsByItem[indexPath],
            dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
        else { return false }
        swiper.close(animated: false)
        let collapsed = (dataSource as? OutlineToggling)?.willBeginMovingItem(at: indexPath, in: self) ?? false
        cell.superview?.bringSubviewToFront(cell)
        cell.isReordering = true
        movement = ItemMovement(source: indexPath, cell: cell, target: indexPath, collapsed: collapsed)
        return true
    }

    /// Moves the moving item's cell to centre on `targetPosition` (in the collection view's coordinates); the items
    /// make room for it where it would drop.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement else { return }
        moving.cell.center = targetPosition
        guard let proposed = indexPathForItem(at: targetPosition) else { return }
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.source, atCurrentIndexPath: moving.target,
            toProposedIndexPath: proposed) ?? proposed
        guard target != moving.target, contains(target) else { return }
        moving.target = target
        movement = moving
        UIView.animate(withDuration: 0.2) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Drops the moving item where it would go: the data source moves its model, then the cells settle.
    public func endInteractiveMovement() {
        guard let moving = finishMovement() else { return }
        if moving.target == moving.source {
            settleCells()
        } else {
            dataSource?.collectionView(self, moveItemAt: moving.source, to: moving.target)
            moveItem(at: moving.source, to: moving.target)
        }
        landed(moving, at: moving.target)
    }

    /// Puts the moving item back where it was.
    public func cancelInteractiveMovement() {
        guard let moving = finishMovement() else { return }
        settleCells()
        landed(moving, at: moving.source)
    }

    private func landed(_ moving: ItemMovement, at indexPath: IndexPath) {
        (dataSource as? OutlineToggling)?.didEndMovingItem(at: indexPath, expanding: moving.collapsed, in: self)
    }

    private func finishMovement() -> ItemMovement? {
        guard let moving = movement else { return nil }
        movement = nil
        stopReorderScrolling()
        moving.cell.isReordering = false
        return moving
    }

    private func settleCells() {
        UIView.animate(withDuration: 0.2) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Where a visible cell goes in a layout pass while an item moves: the moving cell stays under the finger (nil),
    /// the others at the places they make room in.
    func movementAttributes(of indexPath: IndexPath, _ cell: UICollectionViewCell, laidOut: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes?
    {
        guard let movement else { return laidOut }
        if cell === movement.cell { return nil }
        let shown = movement.shownIndexPath(of: indexPath)
        guard shown != indexPath else { return laidOut }
        if let attributes = layoutAttributesForItem(at: shown) { return attributes }
        // The last item of the section the moving one joins goes one place past the end: a place further on from
        // the item before it.
        guard shown.item > 0, let before = layoutAttributesForItem(at: IndexPath(item: shown.item - 1, section: shown.section))
        else { return laidOut }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let across = collectionViewLayout.scrollsHorizontally
        attributes.frame = CGRect(
            origin: CGPoint(x: before.frame.minX + (across ? before.frame.width : 0), y: before.frame.minY + (across ? 0 : before.frame.height)),
            size: laidOut.frame.size)
        return attributes
    }

    // MARK: The reorder accessory

    /// Whether `recognizer`'s touch started on a visible list cell's reorder control.
    func reorderShouldBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard movement == nil else { return false }
        return reorderableItem(at: recognizer.startLocation(in: self)) != nil
    }

    private func reorderableItem(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForItem(at: point), let cell = visibleCellsByItem[indexPath] as? UICollectionViewListCell,
            let control = cell.reorderControl, !control.isHidden, control.bounds.contains(control.convert(point, from: self))
        else { return nil }
        return indexPath
    }

    /// The drag on a reorder control moves its row up and down.
    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let indexPath = reorderableItem(at: pan.startLocation(in: self)), let cell = visibleCellsByItem[indexPath],
                beginInteractiveMovementForItem(at: indexPath)
            else { return }
            reorderStart = (cell.center, contentOffset)
            updateInteractiveMovementTargetPosition(reorderPosition(pan))
        case .changed:
            updateInteractiveMovementTargetPosition(reorderPosition(pan))
            scrollWhileReordering(near: pan.location(in: self))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }

    /// Where the moving cell's centre goes: its start moved by the finger and by any scrolling since.
    func reorderPosition(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let scrolled = contentOffset.y - reorderStart.offset.y
        let y = reorderStart.center.y + pan.translation(in: self).y + scrolled
        return CGPoint(x: reorderStart.center.x, y: min(max(y, 0), contentSize.height))
    }

    // MARK: Scrolling while reordering

    /// A finger holding a moving row within this far of the top or bottom edge scrolls the list that way, faster the
    /// closer it is (as UIKit's lists do), until it leaves the edge, the list ends or the row drops.
    static let reorderScrollEdge: CGFloat = 44
    static let reorderScrollSpeed: CGFloat = 600  // points a second, at the very edge

    private func scrollWhileReordering(near point: CGPoint) {
        let visible = bounds.inset(by: adjustedContentInset), edge = Self.reorderScrollEdge
        let fromTop = max(point.y - visible.minY, 0), fromBottom = max(visible.maxY - point.y, 0)
        let depth = fromTop < edge ? -(edge - fromTop) : fromBottom < edge ? edge - fromBottom : 0
        reorderScrollDepth = depth / edge
        guard depth != 0, canScrollWhileReordering, let screen = window?.screen else { return stopReorderScrolling() }
        guard reorderScroller == nil else { return }
        let scroller = ReorderScroller(collectionView: self)
        reorderScroller = scroller
        screen.animator.start(scroller)
    }

    /// The vertical offsets the list can scroll between.
    private var verticalOffsets: ClosedRange<CGFloat> {
        let top = -adjustedContentInset.top
        return top...max(contentSize.height + adjustedContentInset.bottom - bounds.height, top)
    }

    /// Whether the list can move further the way the finger holds it.
    private var canScrollWhileReordering: Bool {
        reorderScrollDepth < 0 ? contentOffset.y > verticalOffsets.lowerBound : contentOffset.y < verticalOffsets.upperBound
    }

    func stopReorderScrolling() {
        guard let scroller = reorderScroller else { return }
        reorderScroller = nil
        window?.screen.animator.stop(scroller)
    }

    /// One frame of scrolling while a row is held at an edge; false once it stops.
    func reorderScrollStep(by seconds: TimeInterval) -> Bool {
        guard movement != nil, reorderScrollDepth != 0, canScrollWhileReordering else {
            reorderScroller = nil
            return false
        }
        let step = reorderScrollDepth * Self.reorderScrollSpeed * CGFloat(seconds)
        contentOffset.y = min(max(contentOffset.y + step, verticalOffsets.lowerBound), verticalOffsets.upperBound)
        updateInteractiveMovementTargetPosition(reorderPosition(reorderRecognizer))
        return true
    }
}

/// Scrolls a collection view frame by frame while a reorder drag holds a row at its edge.
@MainActor
final class ReorderScroller: FrameDrivenMotion {
    private weak var collectionView: UICollectionView?
    private var last: MonotonicInstant?

    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func advance(to time: MonotonicInstant) -> Bool {
        guard let collectionView, collectionView.window != nil else { return false }
        defer { last = time }
        guard let last else { return true }
        return collectionView.reorderScrollStep(by: min(time.seconds - last.seconds, 0.1))
    }
}

extension UIPanGestureRecognizer {
    /// Where the touch was when the pan began (its location less its translation so far).
    func startLocation(in view: UIView) -> CGPoint {
        let moved = translation(in: view)
        let now = location(in: view)
        return CGPoint(x: now.x - moved.x, y: now.y - moved.y)
    }
}
