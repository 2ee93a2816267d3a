import Foundation

/// An item the user is moving: its cell follows the finger while the items between its place and the target make room.
struct ItemMovement {
    let source: IndexPath
    let cell: UICollectionViewCell
    var target: IndexPath

    /// Where the item at `indexPath` shows while the moving item would go to `target`: the items between slide one
    /// place towards the source. Moves stay within the source's section.
    func shownIndexPath(of indexPath: IndexPath) -> IndexPath {
        guard indexPath.section == source.section else { return indexPath }
        if source.item < target.item, indexPath.item > source.item, indexPath.item <= target.item {
            return IndexPath(item: indexPath.item - 1, section: indexPath.section)
        }
        if target.item < source.item, indexPath.item >= target.item, indexPath.item < source.item {
            return IndexPath(item: indexPath.item + 1, section: indexPath.section)
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
        cell.superview?.bringSubviewToFront(cell)
        cell.isReordering = true
        movement = ItemMovement(source: indexPath, cell: cell, target: indexPath)
        return true
    }

    /// Moves the moving item's cell to centre on `targetPosition` (in the collection view's coordinates); the items
    /// make room for it where it would drop.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement else { return }
        moving.cell.center = targetPosition
        guard let proposed = indexPathForItem(at: targetPosition), proposed.section == moving.source.section else { return }
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.source, atCurrentIndexPath: moving.target,
            toProposedIndexPath: proposed) ?? proposed
        guard target != moving.target, target.section == moving.source.section, contains(target) else { return }
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
        guard moving.target != moving.source else { return settleCells() }
        dataSource?.collectionView(self, moveItemAt: moving.source, to: moving.target)
        moveItem(at: moving.source, to: moving.target)
    }

    /// Puts the moving item back where it was.
    public func cancelInteractiveMovement() {
        guard finishMovement() != nil else { return }
        settleCells()
    }

    private func finishMovement() -> ItemMovement? {
        guard let moving = movement else { return nil }
        movement = nil
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
        return shown == indexPath ? laidOut : layoutAttributesForItem(at: shown) ?? laidOut
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
            reorderStart = cell.center
            updateInteractiveMovementTargetPosition(reorderPosition(pan))
        case .changed:
            updateInteractiveMovementTargetPosition(reorderPosition(pan))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }

    private func reorderPosition(_ pan: UIPanGestureRecognizer) -> CGPoint {
        CGPoint(x: reorderStart.x, y: min(max(reorderStart.y + pan.translation(in: self).y, 0), contentSize.height))
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
