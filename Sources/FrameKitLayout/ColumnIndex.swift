/// For each symbol, the basic symbols whose rows mention it: the column of the tableau. Substituting a symbol
/// then touches only the rows that hold it instead of scanning the whole tableau, which is what keeps long
/// chains of constraints from going quadratic per insertion.
final class ColumnIndex {
    @exclusivity(unchecked) private var rows = SegmentedArray(filling: SymbolTable<Void>(vacant: ()))

    func grow(to count: Int) { rows.grow(to: count) }

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

    func count(containing symbol: Symbol) -> Int { rows[Int(symbol.id)].count }

    func removeAll() { rows.removeAll() }
}
