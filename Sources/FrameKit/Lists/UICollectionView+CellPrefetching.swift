import Foundation

/// Cell prefetching, as UIKit's collection views do it: in the spare time of a quick frame the collection view asks
/// for the cells of the items in the band just beyond its bounds in the direction it last scrolled (towards the end
/// before any scroll), as deep as the shallowest cell on screen — the next row of a grid, the next item of a list —
/// so an item that scrolls in is only placed, its `cellForItemAt` already done. At rest it prepares the whole band;
/// while scrolling, only while it holds fewer cells than it has held before, so cells come from items that left and
/// scrolling makes none once the first screen and its band are prepared. Items of sections that scroll on their own
/// axis and items the layout still sizes (estimated sizes) are not prepared. A prepared cell is a hidden subview, not
/// in `visibleCells`; it gets `willDisplay` when its item shows, or goes back to the reuse queue, unshown and without
/// `didEndDisplaying`, when the scrolling turns away or the data changes (reloads, batch updates,
/// `reconfigureItems`).
extension UICollectionView: SpareTimeWork {
    /// Asks for spare time after a layout, or on joining a window (cells shown before had none to prepare in).
    func scheduleCellPreparation() {
        if isPrefetchingEnabled { preparedCells.scheduleSpareTime(for: self) }
    }

    func doSpareTimeWork() {
        preparedCells.awaitsSpareTime = false
        guard isPrefetchingEnabled, dataSource != nil, window != nil, !needsReload, !needsPrepare else { return }
        prepareItemsAhead()
    }

    private func prepareItemsAhead() {
        let held = visibleCellsByItem.count + preparedCells.count
        mostCellsHeld = max(mostCellsHeld, held)
        var room = preparedCells.isAtRest ? Int.max : mostCellsHeld - held
        guard room > 0, let band = bandAhead() else { return }
        for attributes in elements(in: band) where room > 0 && isPreparable(attributes) {
            prepare(attributes)
            room -= 1
        }
        mostCellsHeld = max(mostCellsHeld, visibleCellsByItem.count + preparedCells.count)
    }

    /// The band beyond the bounds in the scrolling direction, as deep as the shallowest cell on screen.
    private func bandAhead() -> CGRect? {
        let horizontal = prefetchesHorizontally
        var depth = CGFloat.infinity
        for cell in visibleCellsByItem.values { depth = min(depth, horizontal ? cell.bounds.width : cell.bounds.height) }
        guard depth.isFinite, depth > 0 else { return nil }
        let forward = preparedCells.forward
        if horizontal {
            return CGRect(x: forward ? bounds.maxX : bounds.minX - depth, y: bounds.minY, width: depth, height: bounds.height)
        }
        return CGRect(x: bounds.minX, y: forward ? bounds.maxY : bounds.minY - depth, width: bounds.width, height: depth)
    }

    private func isPreparable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        return attributes.representedElementCategory == .cell && !attributes.isHidden && contains(indexPath)
            && visibleCellsByItem[indexPath] == nil && !preparedCells.contains(indexPath)
            && orthogonalOffset(ofSection: indexPath.section) == nil && !collectionViewLayout.estimatesSize(of: indexPath)
    }

    private func prepare(_ attributes: UICollectionViewLayoutAttributes) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
        place(cell, attributes)
        preparedCells.keep(cell, for: attributes.indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
    }

    func discardPreparedCell(at indexPath: IndexPath) {
        guard let cell = preparedCells.take(indexPath) else { return }
        pool.recycle(cell, identifier: cell.poolKey)
    }

    func discardPreparedCells() {
        for indexPath in preparedCells.indexPaths { discardPreparedCell(at: indexPath) }
    }
}
