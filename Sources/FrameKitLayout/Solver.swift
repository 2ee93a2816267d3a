/// The Cassowary solver (Badros, Borning and Stuckey, TOCHI 2001): an incremental simplex over a tableau of rows
/// `basic = constant + Σ coefficient·parametric`, where every required constraint holds and the weighted errors of
/// the others are minimised. Adding a constraint solves its row for one symbol and substitutes it into the tableau;
/// a suggestion for an edit variable moves row constants and restores feasibility by dual optimisation.
///
/// Three departures from kiwi keep long chains linear instead of cubic, in any insertion order: a column index, so
/// a substitution visits only the rows that hold the symbol; no dummy markers in required equalities, whose marker
/// columns fill the tableau with the dense inverse of the constraint matrix; and a choice of subject that keeps the
/// objective optimal where it can (`chooseSubject`), so adding a constraint rarely pivots. Without markers, removing
/// a required equality rebuilds the tableau from the remaining constraints; every other removal is incremental. A
/// required equality whose constant is meant to change (a window's size) asks for a marker when it is added, so its
/// updates stay incremental too.
public final class Solver {
    /// Kept small (24 bytes, fields ordered for packing): one per constraint, in the constraint table.
    struct Tag {
        /// Insertion order, kept for rebuilds.
        var sequence: Int
        /// The symbol that identifies the constraint's row: its slack, its first error, its dummy, or nil for a
        /// required equality added without a variable constant.
        var marker: Symbol?
        var other: Symbol?
        /// The marker's coefficient in the constraint's row before it was solved for anything: always 1 or -1.
        var markerCoefficient: Int8 = 0
        var variableConstant: Bool
    }

    // The tableau (`rows`, `objective`, `infeasible`, the rows' cells, the column index) is only touched by this
    // solver's own methods, never re-entrantly; their dynamic exclusivity checks cost a sixth of a re-solve.
    private let columns = ColumnIndex()
    /// How many symbols were made since the last rebuild: ids are not reused, so the per-symbol tables are this long.
    private(set) var symbolCount: Int32 = 0
    /// Rows by basic symbol id.
    @exclusivity(unchecked) private var rows = SegmentedArray<Row?>(filling: nil)
    /// Each variable's symbol.
    private let variables = PlacedTable<Variable, Symbol>(vacant: Symbol(id: 0, kind: .external))
    private let constraints = PlacedTable<Constraint, Tag>(vacant: Tag(sequence: 0, variableConstant: false))
    private var sequence = 0
    /// Edit variables and the `variable == suggestion` constraint each one holds.
    private var edits: [Variable: Constraint] = [:]
    @exclusivity(unchecked) private var infeasible: [Symbol] = []
    @exclusivity(unchecked) private var objective: Row
    private var artificial: Row?
    /// How many times the tableau was rebuilt from scratch (removing a required equality, a first constant change
    /// of one added without `variableConstant`); everything else is incremental.
    public private(set) var rebuildCount = 0
    /// How many simplex pivots (primal and dual) the solver has made: the work beyond substituting each new row,
    /// which the order constraints arrive in must not blow up.
    public private(set) var pivotCount = 0

    /// An empty solver.
    public init() {
        objective = Row(columns: columns)
    }

    // MARK: Public interface

    /// Adds a constraint. Throws `duplicateConstraint`, or `unsatisfiableConstraint` (leaving the solver as it was)
    /// when a required constraint contradicts the ones already added. `variableConstant` keeps later
    /// `updateConstant(of:to:)` calls on a required equality incremental; other constraints always are.
    public func addConstraint(_ constraint: Constraint, variableConstant: Bool = false) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint.description) }
        let (row, tag) = makeRow(for: constraint, variableConstant: variableConstant)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(row, as: subject)
        } else if row.cells.everyMember({ symbol, _ in symbol.kind == .dummy }) {
            // Every symbol but its own dummy was substituted away: the constraint is redundant or contradicts the
            // others.
            guard abs(row.constant) < Row.epsilon else {
                throw SolverError.unsatisfiableConstraint(constraint.description)
            }
            if let dummy = tag.marker, row.cells[dummy] != nil {
                row.solve(for: dummy)
                install(row, as: dummy)
            }
        } else if try !addWithArtificialVariable(row) {
            // Phase one may have pivoted the refused row's symbols into the tableau; start again without it.
            try rebuild()
            throw SolverError.unsatisfiableConstraint(constraint.description)
        }
        constraints[constraint] = tag
        try optimize(objective)
    }

    /// Removes `constraint` and re-optimises; throws when the solver does not hold it.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint.description)
        }
        guard let marker = tag.marker else { return try rebuild() }
        removeErrorEffects(of: constraint, tag)
        if let row = rows[Int(marker.id)] {
            uninstall(row)
        } else if let leaving = markerLeavingRow(marker), let row = rows[Int(leaving.id)] {
            uninstall(row)
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        try optimize(objective)
        try renumberIfSparse()
    }

    /// Symbols are not reused, so a solver whose constraints come and go without a rebuild (optional ones,
    /// inequalities, edits) would grow its per-symbol tables for as long as it runs. Once the symbols made outnumber
    /// what the remaining constraints need four to one, a rebuild numbers them afresh: a constant cost per symbol
    /// made, amortised.
    private func renumberIfSparse() throws {
        if Int(symbolCount) > 4 * (variables.count + 2 * constraints.count) + 1024 { try rebuild() }
    }

    /// Removes several constraints with at most one rebuild (for the required equalities among them).
    public func removeConstraints(_ list: [Constraint]) throws {
        var needsRebuild = false
        for constraint in list {
            guard let tag = constraints[constraint] else { throw SolverError.unknownConstraint(constraint.description) }
            if tag.marker == nil {
                constraints[constraint] = nil
                needsRebuild = true
            } else {
                try removeConstraint(constraint)
            }
        }
        if needsRebuild { try rebuild() }
    }

    /// Whether the solver holds `constraint`.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether the optimum leaves `variable` free to move: it is parametric, or its row holds a parametric symbol
    /// that costs nothing to change. Variables the solver does not know are free.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable], let row = rows[Int(symbol.id)] else { return true }
        return !row.cells.everyMember { cell, _ in
            cell.kind == .dummy || abs(objective.coefficient(for: cell)) >= Row.epsilon
        }
    }

    /// Changes the constant of a constraint in the solver and re-solves by dual optimisation: incremental for every
    /// constraint with a marker; a required equality added without `variableConstant` gets one through a rebuild,
    /// once. Throws `unknownConstraint`, or `unsatisfiableConstraint` (the constant unchanged) when the new value
    /// contradicts required constraints.
    public func updateConstant(of constraint: Constraint, to value: Double) throws {
        guard var tag = constraints[constraint] else { throw SolverError.unknownConstraint(constraint.description) }
        let old = constraint.expression.constant
        guard value != old else { return }
        constraint.expression.constant = value
        /// Puts the old constant back, and the tableau with it when pivots or a rebuild already ran.
        func refuse(rebuilding: Bool) throws -> Never {
            constraint.expression.constant = old
            if rebuilding { try rebuild() }
            throw SolverError.unsatisfiableConstraint(constraint.description)
        }
        guard let marker = tag.marker else {
            tag.variableConstant = true
            constraints[constraint] = tag
            do { return try rebuild() } catch { try refuse(rebuilding: true) }
        }
        // The row reads `0 = constant + … + m·marker`: a new constant is the old system with the marker shifted.
        let shift = (value - old) / Double(tag.markerCoefficient)
        if let row = rows[Int(marker.id)] {
            if marker.kind == .dummy, abs(row.constant - shift) >= Row.epsilon { try refuse(rebuilding: false) }
            if row.add(-shift) < 0 { infeasible.append(marker) }
        } else {
            for basic in columns.basics(containing: marker) {
                let row = rows[Int(basic.id)]!
                if row.add(shift * row.coefficient(for: marker)) < 0, basic.isRestricted { infeasible.append(basic) }
            }
        }
        if !dualOptimize() { try refuse(rebuilding: true) }
    }

    /// Makes `variable` suggestible at `strength`, which must be weaker than required. Until the first suggestion
    /// the edit holds the variable at its current value (kiwi's holds it at zero).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable.description) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable.description) }
        // The edit starts at the variable's current value, as Cassowary's edit constraints do: at zero (kiwi's
        // choice) it would pull the whole solution away until the first suggestion pulls it back, pivoting through
        // every constraint that holds the variable where it is.
        let current = variables[variable].map(value(of:)) ?? 0
        let constraint = Constraint(LinearExpression(variable) - current, .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Stops `variable` being editable; throws when it was not.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable.description) }
        try removeConstraint(edit)
    }

    /// Whether `variable` is editable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `variable == value` at the edit's strength and re-solves by dual optimisation.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let edit = edits[variable] else { throw SolverError.unknownEditVariable(variable.description) }
        try updateConstant(of: edit, to: -value)
    }

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        variables.forEach { variable, symbol in variable.solvedValue = value(of: symbol) }
    }

    /// A symbol's value in the current solution: its row's constant, or zero while it is parametric.
    private func value(of symbol: Symbol) -> Double { rows[Int(symbol.id)]?.constant ?? 0 }

    /// Lets the solver drop a variable no constraint mentions any more, so hosts that come and go (views) do not
    /// grow its tables. Does nothing while a constraint still uses the variable.
    public func removeVariable(_ variable: Variable) {
        guard let symbol = variables[variable], rows[Int(symbol.id)] == nil, columns.count(containing: symbol) == 0,
            objective.coefficient(for: symbol) == 0
        else { return }
        variables[variable] = nil
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        columns.removeAll()
        symbolCount = 0
        rows.removeAll()
        variables.removeAll()
        constraints.removeAll()
        edits.removeAll()
        infeasible.removeAll()
        objective = Row(columns: columns)
        artificial = nil
    }

    // MARK: Symbols and rows

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbolCount, kind: kind)
        symbolCount += 1
        rows.grow(to: Int(symbolCount))
        columns.grow(to: Int(symbolCount))
        return symbol
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = newSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    private func install(_ row: Row, as basic: Symbol) {
        rows[Int(basic.id)] = row
        row.attach(as: basic)
    }

    private func uninstall(_ row: Row) {
        guard let basic = row.basic else { return }
        row.detach()
        rows[Int(basic.id)] = nil
    }

    /// The constraint's row with basic variables substituted, plus its slack and error symbols (§3 of the paper).
    private func makeRow(for constraint: Constraint, variableConstant: Bool) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant, columns: columns)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[Int(symbol.id)] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        sequence += 1
        var tag = Tag(sequence: sequence, variableConstant: variableConstant)
        let weight = constraint.strength.value
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Int8 = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            (tag.marker, tag.markerCoefficient) = (slack, k)
            row.insert(slack, Double(k))
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -Double(k))
                objective.insert(error, weight)
            }
        case .equal:
            if !constraint.strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                (tag.marker, tag.other, tag.markerCoefficient) = (plus, minus, -1)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            } else if variableConstant {
                let dummy = newSymbol(.dummy)
                (tag.marker, tag.markerCoefficient) = (dummy, 1)
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: the external variable that appears in the fewest rows (so substituting it
    /// fills in least, after Markowitz); else a restricted symbol whose substitution keeps every row feasible (the
    /// constraint's own new slack or error when its coefficient is negative; others with a negative coefficient, or
    /// any sign when the row's constant is zero) and leaves the objective optimal, so no pivots follow: the own
    /// symbol first (it is in no other row), then the sparsest; else one that keeps only feasibility. A subject the
    /// objective weighs brings that weight times its row into the objective, which can turn other coefficients
    /// negative and start a pivot through every row they are in, once per such symbol: the weak `width[i] >= 10`
    /// added before `width[i] == width[0]` made W1 quadratic that way, and an edit variable added to W2's chain
    /// (its strong error as subject) cubic. Equalities between already-bounded variables take this path instead of
    /// an artificial variable's phase-one pivots.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // One pass per choice and no arrays: this runs for every constraint added.
        var external = Sparsest()
        row.cells.forEachMember { symbol, _ in
            if symbol.kind == .external { external.consider(symbol, columns) }
        }
        if let symbol = external.choice { return symbol }
        var own: Symbol?
        for case let symbol? in [tag.marker, tag.other] where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            if keepsOptimal(row, solvedFor: symbol) { return symbol }
            own = own ?? symbol
        }
        var optimal = Sparsest(), any = Sparsest()
        row.cells.forEachMember { symbol, c in
            guard symbol.isPivotable, c < 0 || row.constant < Row.epsilon, keepsFeasible(row, solvedFor: symbol) else {
                return
            }
            any.consider(symbol, columns)
            if keepsOptimal(row, solvedFor: symbol) { optimal.consider(symbol, columns) }
        }
        return optimal.choice ?? own ?? any.choice
    }

    /// Whether substituting `row` solved for `symbol` into the objective leaves every pivotable coefficient
    /// non-negative: always when the objective does not weigh `symbol`.
    private func keepsOptimal(_ row: Row, solvedFor symbol: Symbol) -> Bool {
        let weight = objective.coefficient(for: symbol)
        if abs(weight) < Row.epsilon { return true }
        let k = weight / row.coefficient(for: symbol)
        return row.cells.everyMember { other, c in
            other == symbol || !other.isPivotable || objective.coefficient(for: other) - k * c >= -Row.epsilon
        }
    }

    /// The candidate in the fewest rows so far; ties to the newest symbol.
    private struct Sparsest {
        private(set) var choice: Symbol?
        private var rows = Int.max

        mutating func consider(_ symbol: Symbol, _ columns: ColumnIndex) {
            let count = columns.count(containing: symbol)
            if count < rows || (count == rows && symbol > choice!) { (choice, rows) = (symbol, count) }
        }
    }

    /// Whether solving `row` for `symbol` and substituting it leaves every restricted row's constant non-negative.
    private func keepsFeasible(_ row: Row, solvedFor symbol: Symbol) -> Bool {
        let value = row.constant / -row.coefficient(for: symbol)
        if value < Row.epsilon { return true }
        return columns.basics(containing: symbol).allSatisfy { basic in
            let other = rows[Int(basic.id)]!
            return !basic.isRestricted || other.constant + other.coefficient(for: symbol) * value >= -Row.epsilon
        }
    }

    /// Replaces `symbol` everywhere (rows, objective, artificial objective) by the expression `row` gives it.
    private func substitute(_ symbol: Symbol, with row: Row) {
        if columns.count(containing: symbol) < ColumnIndex.orderedWalkLength {
            for basic in columns.take(symbol) { substitute(symbol, with: row, in: rows[Int(basic.id)]!) }
        } else {
            for id in columns.takeInOrder(symbol) { substitute(symbol, with: row, in: rows[id]!) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    @inline(__always)
    private func substitute(_ symbol: Symbol, with row: Row, in target: Row) {
        target.substitute(symbol, with: row)
        if let basic = target.basic, basic.isRestricted, target.constant < 0 { infeasible.append(basic) }
    }

    private func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        pivotCount += 1
        uninstall(row)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        install(row, as: entering)
    }

    // MARK: Artificial variables

    /// Adds a row no symbol can be the subject of by minimising an artificial variable (phase one of the simplex).
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        install(row.copy(), as: art)
        artificial = row.copy()
        try optimize(artificial!)
        let success = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if let artRow = rows[Int(art.id)] {
            uninstall(artRow)
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.lazy.filter({ $0.isPivotable }).min() else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            install(artRow, as: entering)
        }
        for basic in columns.basics(containing: art) { rows[Int(basic.id)]!.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Optimisation

    /// Primal simplex: pivots while some objective coefficient is negative. Bland's rule (smallest symbol first)
    /// keeps degenerate pivots from cycling.
    private func optimize(_ objective: Row) throws {
        while objective.negativeCount > 0 {
            let entering = objective.cells.lazy.filter { $0.value < 0 && $0.key.isPivotable }.map { $0.key }.min()!
            guard let (leaving, row) = leavingRow(for: entering) else {
                preconditionFailure("Cassowary objective is unbounded; the tableau is corrupt")
            }
            pivot(row, leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio), ties to the smallest symbol.
    private func leavingRow(for entering: Symbol) -> (Symbol, Row)? {
        var best: (symbol: Symbol, row: Row, ratio: Double)?
        for basic in columns.basics(containing: entering) where basic.isRestricted {
            let row = rows[Int(basic.id)]!
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) {
                best = (basic, row, ratio)
            }
        }
        return best.map { ($0.symbol, $0.row) }
    }

    /// Dual simplex: restores feasibility of rows whose constants went negative, keeping optimality. Returns false
    /// when a row cannot be restored: nothing but required constraints holds it, so they contradict each other.
    private func dualOptimize() -> Bool {
        // Smallest symbol last, so it is handled first: the same suggestions always pivot the same way.
        infeasible.sort(by: >)
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving.id)], row.constant < -Row.epsilon else { continue }
            var entering: Symbol?
            var bestRatio = Double.infinity
            row.cells.forEachMember { symbol, c in
                guard c > 0, symbol.isPivotable else { return }
                let ratio = objective.coefficient(for: symbol) / c
                if ratio < bestRatio || (ratio == bestRatio && symbol < entering!) { (entering, bestRatio) = (symbol, ratio) }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(row, leaving: leaving, entering: entering)
        }
        return true
    }

    // MARK: Removal

    private func removeErrorEffects(of constraint: Constraint, _ tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[Int(symbol.id)] {
                objective.insert(row, -constraint.strength.value)
            } else {
                objective.insert(symbol, -constraint.strength.value)
            }
        }
    }

    /// The row to pivot a parametric marker into: the most restrictive restricted row it has a negative
    /// coefficient in, else one with a positive coefficient, else an unrestricted one.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for basic in columns.basics(containing: marker) {
            let row = rows[Int(basic.id)]!
            let c = row.coefficient(for: marker)
            if !basic.isRestricted {
                third = third ?? basic
            } else if c < 0 {
                let r = -row.constant / c
                if r < (first?.1 ?? .infinity) { first = (basic, r) }
            } else {
                let r = row.constant / c
                if r < (second?.1 ?? .infinity) { second = (basic, r) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Re-adds every remaining constraint (edits included, with their suggestions in their constants) in the
    /// original order. A required constraint that no longer fits is left out, and named by the error thrown at the
    /// end, so the solver always ends up holding every constraint that does fit.
    private func rebuild() throws {
        let remaining = constraints.members.sorted { $0.value.sequence < $1.value.sequence }
        let savedEdits = edits
        reset()
        rebuildCount += 1
        var refused: SolverError?
        for (constraint, tag) in remaining {
            do {
                try addConstraint(constraint, variableConstant: tag.variableConstant)
            } catch let error as SolverError {
                refused = refused ?? error
            }
        }
        edits = savedEdits
        if let refused { throw refused }
    }
}
