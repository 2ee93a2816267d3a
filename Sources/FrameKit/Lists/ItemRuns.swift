import Foundation

/// A section's items as runs along the scrolling axis (a flow layout's lines, a compositional layout's groups): where
/// each run starts and its first item, so the items near an offset are found by binary search.
struct ItemRuns {
    private(set) var starts: [(item: Int, position: CGFloat)] = []

    mutating func append(item: Int, position: CGFloat) { starts.append((item, position)) }

    /// The items of the runs that overlap `low..<high`, given the section's item count.
    func items(from low: CGFloat, to high: CGFloat, count: Int) -> Range<Int> {
        // The first run that may reach `low`: the last one starting at or before it.
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid].position <= low { lo = mid + 1 } else { hi = mid }
        }
        var run = max(0, lo - 1)
        guard run < starts.count else { return 0..<0 }
        let first = starts[run].item
        while run < starts.count, starts[run].position < high { run += 1 }
        let end = run < starts.count ? starts[run].item : count
        return first..<max(first, end)
    }
}
