import Foundation

/// The cells a list asked for ahead of their rows or items (UIKit's cell prefetching), hidden until those show, and
/// which way the list last scrolled along its axis (towards the end before any scroll).
@MainActor
struct PreparedCells<Cell: UIView> {
    private var cells: [IndexPath: Cell] = [:]
    /// Whether the last layouts moved towards the end.
    private(set) var forward = true
    /// Whether the last layout was where the one before it was.
    private(set) var isAtRest = true
    /// Whether the last layout turned back: cells prepared ahead are now behind.
    private(set) var turned = false
    private var lastOrigin = CGPoint.zero
    /// Whether the list waits for spare time already.
    var awaitsSpareTime = false

    /// Notes where this layout is along the scrolling axis.
    mutating func note(origin: CGPoint, horizontal: Bool) {
        let along = horizontal ? origin.x : origin.y, last = horizontal ? lastOrigin.x : lastOrigin.y
        isAtRest = along == last
        turned = !isAtRest && forward != (along > last)
        if !isAtRest { forward = along > last }
        lastOrigin = origin
    }

    /// Asks `window`'s frame pipeline for spare time for `list`, once until it comes.
    mutating func scheduleSpareTime(for list: SpareTimeWork & UIView) {
        guard !awaitsSpareTime, let pipeline = list.window?.screen.pipeline else { return }
        awaitsSpareTime = true
        pipeline.requestSpareTime(for: list)
    }

    var count: Int { cells.count }

    var isEmpty: Bool { cells.isEmpty }
    var indexPaths: [IndexPath] { Array(cells.keys) }
    func contains(_ indexPath: IndexPath) -> Bool { cells[indexPath] != nil }

    /// Keeps `cell` for `indexPath`, hidden.
    mutating func keep(_ cell: Cell, for indexPath: IndexPath) {
        cell.isHidden = true
        cells[indexPath] = cell
    }

    /// The cell prepared for `indexPath`, no longer kept.
    mutating func take(_ indexPath: IndexPath) -> Cell? { cells.removeValue(forKey: indexPath) }
}
