/// For each symbol, the basic symbols whose rows mention it: the column of the tableau. Substituting a symbol
/// then touches only the rows that hold it instead of scanning the whole tableau, which is what keeps long
/// chains of constraints from going quadratic per insertion.
final class ColumnIndex {
    @exclusivity(unchecked) private var rows = SegmentedArray(filling: IdentityTable<Symbol, Void>(vacant: ()))

    func grow(to count: Int) { rows.grow(to: count) }

    func add(_ symbol: Symbol, inRowOf basic: Symbol) { rows[Int(symbol.id)][basic] = () }
    func remove(_ symbol: Symbol, fromRowOf basic: Symbol) { rows[Int(symbol.id)].removeValue(forKey: basic) }

    /// The basic symbols whose rows contain `symbol`.
    func basics(containing symbol: Symbol) -> Basics { Basics(rows[Int(symbol.id)]) }

    /// Empties the column of a symbol about to be substituted out of every row, returning what it held: those
    /// rows' removals then find nothing to do, instead of each changing (and first copying) the column being read.
    func take(_ symbol: Symbol) -> Basics {
        defer { rows[Int(symbol.id)].removeAll() }
        return Basics(rows[Int(symbol.id)])
    }

    func count(containing symbol: Symbol) -> Int { rows[Int(symbol.id)].count }

    func removeAll() { rows.removeAll() }

    /// One column's basic symbols: a short column in hash order, a long one in id order. Rows are allocated in
    /// about the order of their basic symbols, so walking a long column by id streams through memory, which the
    /// hardware prefetches; in hash order, the one pivot through every row of a 5,000-view chain took 10× longer per
    /// row than on a 1,000-view chain, whose rows still fit in the cache.
    struct Basics: Sequence {
        private static var longColumn: Int { 64 }
        private let table: IdentityTable<Symbol, Void>
        private let sorted: [Symbol]?

        fileprivate init(_ table: IdentityTable<Symbol, Void>) {
            self.table = table
            sorted = table.count > Self.longColumn ? table.keys.sorted() : nil
        }

        var underestimatedCount: Int { table.count }

        func makeIterator() -> Iterator {
            Iterator(keys: table.makeIterator(), sorted: sorted?.makeIterator())
        }

        struct Iterator: IteratorProtocol {
            var keys: IdentityTable<Symbol, Void>.Iterator
            var sorted: IndexingIterator<[Symbol]>?

            mutating func next() -> Symbol? {
                if sorted != nil { return sorted!.next() }
                return keys.next()?.key
            }
        }
    }
}
