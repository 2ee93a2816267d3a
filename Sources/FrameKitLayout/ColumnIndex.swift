/// For each symbol, the basic symbols whose rows mention it: the column of the tableau. Substituting a symbol
/// then touches only the rows that hold it instead of scanning the whole tableau, which is what keeps long
/// chains of constraints from going quadratic per insertion.
final class ColumnIndex {
    @exclusivity(unchecked) private var rows = SegmentedArray(filling: SymbolTable<Void>(vacant: ()))
    /// One bit per symbol, all clear between walks: the scratch of `takeInOrder`.
    @exclusivity(unchecked) private var marks: [UInt64] = []

    /// Columns at least this long are worth walking in id order.
    static let orderedWalkLength = 256

    func grow(to count: Int) {
        rows.grow(to: count)
        while marks.count << 6 < count { marks.append(0) }
    }

    func add(_ symbol: Symbol, inRowOf basic: Symbol) { rows[Int(symbol.id)][basic] = () }
    func remove(_ symbol: Symbol, fromRowOf basic: Symbol) { rows[Int(symbol.id)].removeValue(forKey: basic) }

    /// The basic symbols whose rows contain `symbol`, in no particular order.
    func basics(containing symbol: Symbol) -> LazyMapSequence<SymbolTable<Void>, Symbol> { rows[Int(symbol.id)].keys }

    /// Empties the column of a symbol about to be substituted out of every row, returning what it held: those
    /// rows' removals then find nothing to do, instead of each changing (and first copying) the column being read.
    func take(_ symbol: Symbol) -> LazyMapSequence<SymbolTable<Void>, Symbol> {
        defer { rows[Int(symbol.id)].removeAll() }
        return rows[Int(symbol.id)].keys
    }

    /// `take` for a long column (`orderedWalkLength` or more), as basic symbol ids in ascending order: the order
    /// their rows were made and sit in memory, so walking them streams through memory instead of jumping about it (a
    /// 5,000-row substitution of a large build took half the time). Sorting would cost more than the walk saves; a
    /// bitmap over the ids does not.
    func takeInOrder(_ symbol: Symbol) -> [Int] {
        var first = marks.count, last = 0
        let column = take(symbol)
        for basic in column {
            let word = Int(basic.id) >> 6
            marks[word] |= 1 << UInt64(basic.id & 63)
            (first, last) = (min(first, word), max(last, word))
        }
        var ordered: [Int] = []
        guard first <= last else { return ordered }
        ordered.reserveCapacity(column.underestimatedCount)
        for word in first...last where marks[word] != 0 {
            var bits = marks[word]
            marks[word] = 0
            while bits != 0 {
                ordered.append(word << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return ordered
    }

    func count(containing symbol: Symbol) -> Int { rows[Int(symbol.id)].count }

    func removeAll() {
        rows.removeAll()
        marks.removeAll()
    }
}
