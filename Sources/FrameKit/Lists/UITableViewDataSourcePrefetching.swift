import Foundation

/// Hears which rows a table will probably show soon, so their data can be loaded before their cells are asked for.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about a screen ahead of the scrolling direction, each told once until it shows or is cancelled.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows told earlier that the scrolling turned away from before they showed.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: after each layout, the rows of the screen beyond the bounds in the direction the table last scrolled
/// are offered to the prefetch data source; rows that show, or that fall out of that screen when the direction
/// turns, leave the offered set (the latter with a cancel).
extension UITableView {
    func prefetchAhead() {
        guard let prefetcher = prefetchDataSource, bounds.height > 0 else { return }
        let movedDown = bounds.minY >= lastPrefetchOffset
        lastPrefetchOffset = bounds.minY
        let ahead = movedDown
            ? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: bounds.height)
            : CGRect(x: bounds.minX, y: bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
        let wanted = Set((indexPathsForRows(in: ahead) ?? []).filter { visibleCellsByRow[$0] == nil })
        prefetchedRows.subtract(visibleCellsByRow.keys)
        let cancelled = prefetchedRows.subtracting(wanted)
        let fresh = wanted.subtracting(prefetchedRows)
        prefetchedRows = wanted
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !fresh.isEmpty { prefetcher.tableView(self, prefetchRowsAt: fresh.sorted()) }
    }
}
