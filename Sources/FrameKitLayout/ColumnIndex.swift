/// For each symbol, the basic symbols whose rows mention it: the column of the tableau. Substituting a symbol
/// then touches only the rows that hold it instead of scanning the whole tableau, which is what keeps long
/// chains of constraints from going quadratic per insertion.
final class ColumnIndex {
    @exclusivity(unchecked) private var rows: [IdentityTable<Symbol, Void>] = []

    func grow(to count: Int) {
        if rows.count < count { rows.append(contentsOf: repeatElement(IdentityTable(vacant: ()), count: count - rows.count)) }
    }

    func add(_ symbol: Symbol, inRowOf basic: Symbol) { rows[Int(symbol.id)][basic] = () }
    func remove(_ symbol: Symbol, fromRowOf basic: Symbol) { rows[Int(symbol.id)].removeValue(forKey: basic) }

    /// The basic symbols whose rows contain `symbol`, in no particular order.
    func basics(containing symbol: Symbol) -> LazyMapSequence<IdentityTable<Symbol, Void>, Symbol> { rows[Int(symbol.id)].keys }

    func count(containing symbol: Symbol) -> Int { rows[Int(symbol.id)].count }

    func removeAll() { rows.removeAll() }
}
