import Foundation

/// Highlight and selection by touch, with UIKit's delegate order: `shouldHighlightItemAt` → `didHighlightItemAt` →
/// (the finger lifts) `didUnhighlightItemAt` → `shouldSelectItemAt` → `didDeselectItemAt` for the item it replaces →
/// `didSelectItemAt`; with multiple selection a tap on a selected item asks `shouldDeselectItemAt` and deselects it.
/// A drag that scrolls cancels the touch.
extension UICollectionView {
    func beginItemTouch(_ touches: Set<UITouch>) -> Bool {
        guard touchedItem == nil, selectsByTap.single, let touch = touches.first else { return false }
        var view = touch.view
        while let current = view, current !== self,
            !(current is UICollectionViewCell && (current.superview === self || current.superview is OrthogonalScroller))
        {
            view = current.superview
        }
        guard let cell = view as? UICollectionViewCell, let indexPath = indexPath(for: cell) else { return false }
        touchedItem = indexPath
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return true }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    func unhighlightTouchedItem() {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        guard let cell = visibleCellsByItem[indexPath], cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func userSelect(_ indexPath: IndexPath) {
        if let cell = visibleCellsByItem[indexPath] as? UICollectionViewListCell, cell.togglesOutlineFromRow {
            return cell.toggleOutline()
        }
        if selectsByTap.multiple, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setItem(indexPath, selected: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !selectsByTap.multiple {
            for item in selectedItems.sorted() where item != indexPath {
                setItem(item, selected: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        setItem(indexPath, selected: true)
        let cell = visibleCellsByItem[indexPath]
        cellSegues.perform(\.selection, for: cell, identifier: cell?.reuseIdentifier)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
