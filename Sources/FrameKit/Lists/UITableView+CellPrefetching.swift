import Foundation

/// Cell prefetching, UIKit's since iOS 15: in the spare time of a quick frame the table asks for the cells of the
/// rows just beyond its bounds in the direction it last scrolled (towards the end before any scroll), so a row that
/// scrolls in is only placed, its `cellForRowAt` already done. It prepares while it holds fewer cells than the most
/// rows its height can show (from the shortest row on screen), at most two rows ahead: the first screen then makes
/// every cell a scroll needs, and scrolling prepares rows with the cells of rows that left. A prepared cell is a
/// hidden subview, not in `visibleCells`; its row gets `willDisplay` when it shows. A prepared cell goes back to the
/// reuse queue, unshown and without `didEndDisplaying`, when the scrolling leaves it behind or the data changes
/// (reloads, batch updates, `reconfigureRows`, a new width), so no stale cell ever shows.
extension UITableView: SpareTimeWork {
    /// The most rows prepared beyond the bounds.
    static let rowsPreparedAhead = 2

    /// Asks for spare time after a layout, or on joining a window (rows shown before had none to prepare in).
    func scheduleCellPreparation() {
        if isPrefetchingEnabled { preparedCells.scheduleSpareTime(for: self) }
    }

    func doSpareTimeWork() {
        preparedCells.awaitsSpareTime = false
        guard isPrefetchingEnabled, dataSource != nil, window != nil, !needsReload, !needsGeometry else { return }
        prepareRowsAhead()
    }

    private func prepareRowsAhead() {
        let shown = visibleCellsByRow.keys, forward = preparedCells.forward
        guard let edge = forward ? shown.max() : shown.min() else { return }
        var room = mostRowsOnScreen() - shown.count
        var row = edge
        for _ in 0..<Self.rowsPreparedAhead where room > 0 {
            guard let next = forward ? geometry.indexPath(after: row) : geometry.indexPath(before: row) else { return }
            // A row above the screen measured now would move the rows on it: it waits until it shows.
            if !forward, usesEstimates, !geometry.isMeasured(next) { return }
            if !preparedCells.contains(next) { prepare(next) }
            row = next
            room -= 1
        }
    }

    /// The most rows the bounds can meet at once, were every row as short as the shortest on screen.
    private func mostRowsOnScreen() -> Int {
        var shortest = CGFloat.infinity
        for indexPath in visibleCellsByRow.keys { shortest = min(shortest, geometry.rowSpan(indexPath).height) }
        guard shortest > 0, shortest.isFinite else { return 0 }
        return Int((bounds.height / shortest).rounded(.up)) + 1
    }

    private func prepare(_ indexPath: IndexPath) {
        let cell = measuredCell(at: indexPath)
        updateContentSize()
        preparedCells.keep(cell, for: indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
    }

    /// Shows the cell prepared for `indexPath`, if there is one.
    func showPreparedCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cell = preparedCells.take(indexPath) else { return nil }
        show(cell, at: indexPath)
        return cell
    }

    /// Prepared rows the scrolling left behind give their cells back, before rows coming in ask for cells.
    func recyclePreparedCellsBehind() {
        guard !preparedCells.isEmpty else { return }
        let minY = bounds.minY, maxY = bounds.maxY
        for indexPath in preparedCells.indexPaths {
            let span = geometry.rowSpan(indexPath)
            if preparedCells.forward ? span.y + span.height <= minY : span.y >= maxY { discardPreparedCell(at: indexPath) }
        }
    }

    func discardPreparedCell(at indexPath: IndexPath) {
        guard let cell = preparedCells.take(indexPath) else { return }
        cellPool.recycle(cell, identifier: cell.reuseIdentifier)
    }

    func discardPreparedCells() {
        for indexPath in preparedCells.indexPaths { discardPreparedCell(at: indexPath) }
    }
}
