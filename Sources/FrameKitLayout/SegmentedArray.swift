/// An array that grows by whole segments instead of by doubling: growing never copies what is there, and no
/// allocation gets big enough for malloc to map it fresh from the kernel. The solver's per-symbol tables used to
/// double their way to megabytes on a large build, and the page faults of each new copy cost more than the solve.
struct SegmentedArray<Element> {
    private static var segmentBits: Int { 10 }
    private static var segmentMask: Int { (1 << segmentBits) - 1 }

    private var segments: [[Element]] = []
    private(set) var count = 0
    /// What new elements hold.
    private let filler: Element

    init(filling filler: Element) {
        self.filler = filler
    }

    subscript(index: Int) -> Element {
        get { segments[index >> Self.segmentBits][index & Self.segmentMask] }
        _modify { yield &segments[index >> Self.segmentBits][index & Self.segmentMask] }
    }

    /// Appends fillers until there are `newCount` elements.
    mutating func grow(to newCount: Int) {
        while count < newCount {
            if count & Self.segmentMask == 0 {
                segments.append([])
                segments[segments.count - 1].reserveCapacity(1 << Self.segmentBits)
            }
            let fill = min(newCount - count, (1 << Self.segmentBits) - (count & Self.segmentMask))
            segments[segments.count - 1].append(contentsOf: repeatElement(filler, count: fill))
            count += fill
        }
    }

    mutating func removeAll() {
        segments.removeAll()
        count = 0
    }
}
