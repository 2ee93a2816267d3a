/// `coefficient × variable`.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// What it is multiplied by.
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ·variableᵢ + constant`.
public struct LinearExpression {
    /// The variable terms (a variable may appear more than once until simplified).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// The sum of `terms` and `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression of one variable.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// A constant expression.
    public init(_ constant: Double) { self.init([], constant: constant) }

    func scaled(by k: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * k) }, constant: constant * k)
    }
}

// MARK: Arithmetic

/// The sum, as an expression.
public func + (l: LinearExpression, r: LinearExpression) -> LinearExpression { LinearExpression(l.terms + r.terms, constant: l.constant + r.constant) }
/// The difference, as an expression.
public func - (l: LinearExpression, r: LinearExpression) -> LinearExpression { l + r.scaled(by: -1) }
/// The product, as an expression.
public func * (l: LinearExpression, k: Double) -> LinearExpression { l.scaled(by: k) }
/// The product, as an expression.
public func * (k: Double, r: LinearExpression) -> LinearExpression { r.scaled(by: k) }
/// The quotient, as an expression.
public func / (l: LinearExpression, k: Double) -> LinearExpression { l.scaled(by: 1 / k) }
/// The expression negated.
public prefix func - (e: LinearExpression) -> LinearExpression { e.scaled(by: -1) }

/// The sum, as an expression.
public func + (l: Variable, r: Variable) -> LinearExpression { LinearExpression(l) + LinearExpression(r) }
/// The sum, as an expression.
public func + (l: Variable, r: LinearExpression) -> LinearExpression { LinearExpression(l) + r }
/// The sum, as an expression.
public func + (l: LinearExpression, r: Variable) -> LinearExpression { l + LinearExpression(r) }
/// The sum, as an expression.
public func + (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l)], constant: k) }
/// The sum, as an expression.
public func + (l: LinearExpression, k: Double) -> LinearExpression { LinearExpression(l.terms, constant: l.constant + k) }
/// The difference, as an expression.
public func - (l: Variable, r: Variable) -> LinearExpression { LinearExpression(l) - LinearExpression(r) }
/// The difference, as an expression.
public func - (l: Variable, r: LinearExpression) -> LinearExpression { LinearExpression(l) - r }
/// The difference, as an expression.
public func - (l: LinearExpression, r: Variable) -> LinearExpression { l - LinearExpression(r) }
/// The difference, as an expression.
public func - (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l)], constant: -k) }
/// The difference, as an expression.
public func - (l: LinearExpression, k: Double) -> LinearExpression { LinearExpression(l.terms, constant: l.constant - k) }
/// The product, as an expression.
public func * (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l, k)]) }
/// The product, as an expression.
public func * (k: Double, r: Variable) -> LinearExpression { LinearExpression([Term(r, k)]) }
/// The quotient, as an expression.
public func / (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l, 1 / k)]) }
