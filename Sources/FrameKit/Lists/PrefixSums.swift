import Foundation

/// Running totals of a list of non-negative lengths (a table's row heights, a text's paragraph lengths and heights),
/// kept as a Fenwick tree (P. Fenwick, "A new data structure for cumulative frequency tables", 1994): changing one
/// length, the total before an index and the index at an offset each take O(log n), and building takes O(n), so a
/// 100,000-row table measures a row as it scrolls into view, and a keystroke changes one paragraph of 10,000,
/// without re-adding everything before it.
struct PrefixSums<Value: AdditiveArithmetic & Comparable> {
    private(set) var values: [Value]
    /// `tree[i]` (1-based) holds the sum of the `i & -i` values ending at index `i - 1`.
    private var tree: [Value]

    init(_ values: [Value] = []) {
        self.values = values
        tree = [.zero] + values
        for i in 1..<max(tree.count, 1) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    subscript(index: Int) -> Value { values[index] }

    /// Changes the length at `index`.
    mutating func set(_ index: Int, to value: Value) {
        let delta = value - values[index]
        guard delta != .zero else { return }
        values[index] = value
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the lengths before `index` (where the element at `index` starts).
    func sum(before index: Int) -> Value {
        var total = Value.zero
        var i = index
        while i > 0 {
            total += tree[i]
            i -= i & -i
        }
        return total
    }

    var total: Value { sum(before: count) }

    /// The index of the element that covers `offset` (measured from the first element's start): the last one that
    /// starts at or before it, so zero-length elements are passed over. Clamped to the valid indexes; nil when empty.
    func index(containing offset: Value) -> Int? {
        guard !values.isEmpty else { return nil }
        var position = 0
        var remaining = offset
        var step = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return min(position, count - 1)
    }
}
