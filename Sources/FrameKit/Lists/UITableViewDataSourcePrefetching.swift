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
    /// Does nothing by default.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: after each layout, the rows of the screen beyond the bounds in the direction the table last scrolled
/// are offered to the prefetch data source; rows that show, or that fall out of that screen when the direction
/// turns, leave the offered set (the latter with a cancel).
extension UITableView {
    func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, bounds.height > 0 else { return }
        let ahead = prefetching.aheadRect(of: bounds, horizontal: false)
        let wanted = Set((indexPathsForRows(in: ahead) ?? []).filter { visibleCellsByRow[$0] == nil })
        let (cancel, offer) = prefetching.update(wanted: wanted, shown: visibleCellsByRow.keys)
        if !cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !offer.isEmpty { prefetcher.tableView(self, prefetchRowsAt: offer) }
    }
}
