import Foundation

/// How tables and collection views animate a batch of updates, as UIKit does: views that stay slide from where they
/// were to where the batch put them, new ones fade in, and those whose rows or items went fade out from where they
/// were and are recycled when the fade ends.
@MainActor
enum ListAnimation {
    static let duration: TimeInterval = 0.3

    /// `staying` are on screen at their new frames; `previous` holds the frames they had, by view. New and removed
    /// views fade, or with `.left`, `.right`, `.top`, `.bottom` slide in from and out to that side.
    static func run(
        staying: [UIView], previous: [ObjectIdentifier: CGRect], leaving: [(UIView, CGRect)], style: UITableView.RowAnimation = .fade,
        recycle: @escaping (UIView) -> Void, completions: [(Bool) -> Void]
    ) {
        var targets: [(UIView, CGRect)] = []
        var arriving: [UIView] = []
        for view in staying {
            if let from = previous[ObjectIdentifier(view)] {
                targets.append((view, view.frame))
                view.frame = from
            } else {
                arriving.append(view)
                targets.append((view, view.frame))
                slide(view, style)
            }
        }
        for (view, frame) in leaving {
            view.frame = frame
            view.isHidden = false
        }
        UIView.animate(
            withDuration: duration,
            animations: {
                for (view, frame) in targets { view.frame = frame }
                for view in arriving { view.alpha = 1 }
                for (view, _) in leaving { slide(view, style) }
            },
            completion: { finished in
                for (view, _) in leaving {
                    view.alpha = 1
                    recycle(view)
                }
                completions.forEach { $0(finished) }
            })
    }
}

extension ListAnimation {
    /// The views on screen under the index paths a batch gave their rows or items; those whose rows went are told
    /// `ended` and returned with their frames, to animate out.
    static func remap<Cell: UIView>(
        _ visible: [IndexPath: Cell], by moves: TableUpdate.RowMap, ended: (Cell, IndexPath) -> Void
    ) -> (staying: [IndexPath: Cell], leaving: [(UIView, CGRect)]) {
        var staying: [IndexPath: Cell] = [:]
        var leaving: [(UIView, CGRect)] = []
        for (indexPath, cell) in visible {
            if let new = moves[indexPath] {
                staying[new] = cell
            } else {
                leaving.append((cell, cell.frame))
                ended(cell, indexPath)
            }
        }
        return (staying, leaving)
    }

    /// Moves `view` to where it comes from or goes to: off to the side for the sliding styles, else faded out.
    private static func slide(_ view: UIView, _ style: UITableView.RowAnimation) {
        let width = view.superview?.bounds.width ?? view.frame.width
        switch style {
        case .left: view.frame.origin.x -= width
        case .right: view.frame.origin.x += width
        case .top: view.frame.origin.y -= view.frame.height
        case .bottom: view.frame.origin.y += view.frame.height
        case .fade, .none, .middle, .automatic: view.alpha = 0
        }
    }
}

extension TableUpdate.Plan {
    /// Where each row or item that stays (and is not reloaded) is after the batch, by where it was before: arrays
    /// by section rather than a dictionary, as a batch over a long list looks up only the few rows on screen.
    var newIndexPaths: TableUpdate.RowMap {
        var rows = oldCounts.map { [Int?](repeating: nil, count: $0) }
        for (section, sources) in sources.enumerated() {
            for (row, source) in sources.enumerated() {
                guard case .old(let oldSection, let oldRow, let reloaded) = source, !reloaded else { continue }
                rows[oldSection][oldRow] = section << 32 | row
            }
        }
        return TableUpdate.RowMap(rows: rows)
    }
}

extension TableUpdate {
    /// Where rows that stay after a batch went, by where they were.
    struct RowMap {
        /// For each old section and row, the new section and row packed (section << 32 | row); nil: gone.
        fileprivate let rows: [[Int?]]

        subscript(old: IndexPath) -> IndexPath? {
            guard rows.indices.contains(old.section), rows[old.section].indices.contains(old.item),
                let packed = rows[old.section][old.item]
            else { return nil }
            return IndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32)
        }
    }
}
