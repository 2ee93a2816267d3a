/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, or, before it has a basic symbol,
/// `0 = constant + Σ coefficient·symbol`. While the row is in the tableau every cell change is mirrored in the
/// column index.
final class Row {
    static let epsilon = 1e-8

    // Unchecked for speed: see the note on `Solver.columns`.
    @exclusivity(unchecked) private(set) var constant: Double
    @exclusivity(unchecked) private(set) var cells: SymbolTable<Double>
    /// How many pivotable cells are negative; lets the objective tell at once that it is optimal.
    @exclusivity(unchecked) private(set) var negativeCount = 0
    /// The row's basic symbol while it is in the tableau.
    @exclusivity(unchecked) private(set) var basic: Symbol?
    private let columns: ColumnIndex

    init(constant: Double = 0, columns: ColumnIndex) {
        self.constant = constant
        cells = SymbolTable(vacant: 0)
        self.columns = columns
    }

    /// A detached copy (not in the tableau).
    func copy() -> Row {
        let row = Row(constant: constant, columns: columns)
        row.cells = cells
        row.negativeCount = negativeCount
        return row
    }

    // MARK: Tableau membership

    func attach(as basic: Symbol) {
        self.basic = basic
        cells.forEachMember { symbol, _ in columns.add(symbol, inRowOf: basic) }
    }

    func detach() {
        guard let basic else { return }
        cells.forEachMember { symbol, _ in columns.remove(symbol, fromRowOf: basic) }
        self.basic = nil
    }

    // MARK: Arithmetic

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels to (near) zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let old = cells[symbol] ?? 0
        let new = old + coefficient
        if abs(new) < Self.epsilon {
            guard old != 0 else { return }
            cells[symbol] = nil
            if let basic { columns.remove(symbol, fromRowOf: basic) }
        } else {
            cells[symbol] = new
            if old == 0, let basic { columns.add(symbol, inRowOf: basic) }
        }
        guard symbol.isPivotable else { return }
        negativeCount += (new <= -Self.epsilon ? 1 : 0) - (old < 0 ? 1 : 0)
    }

    /// Adds `coefficient·row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        row.cells.forEachMember { symbol, c in insert(symbol, c * coefficient) }
    }

    func remove(_ symbol: Symbol) {
        guard let old = cells.removeValue(forKey: symbol) else { return }
        if old < 0, symbol.isPivotable { negativeCount -= 1 }
        if let basic { columns.remove(symbol, fromRowOf: basic) }
    }

    func reverseSign() { scale(by: -1) }

    /// Turns `0 = … + c·symbol + …` into `symbol = …` (a detached row only).
    func solve(for symbol: Symbol) {
        let c = cells.removeValue(forKey: symbol)!
        if c < 0, symbol.isPivotable { negativeCount -= 1 }
        scale(by: -1 / c)
    }

    private func scale(by k: Double) {
        constant *= k
        negativeCount = 0
        var negatives = 0
        cells.updateEach { symbol, c in
            c *= k
            if c < 0, symbol.isPivotable { negatives += 1 }
        }
        negativeCount = negatives
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (a detached row only).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let c = cells[symbol] else { return }
        remove(symbol)
        insert(row, c)
    }
}
