/// `coefficient × variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ·variableᵢ + constant`.
public struct LinearExpression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    func scaled(by k: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * k) }, constant: constant * k)
    }
}

// MARK: Arithmetic

public func + (l: LinearExpression, r: LinearExpression) -> LinearExpression { LinearExpression(l.terms + r.terms, constant: l.constant + r.constant) }
public func - (l: LinearExpression, r: LinearExpression) -> LinearExpression { l + r.scaled(by: -1) }
public func * (l: LinearExpression, k: Double) -> LinearExpression { l.scaled(by: k) }
public func * (k: Double, r: LinearExpression) -> LinearExpression { r.scaled(by: k) }
public func / (l: LinearExpression, k: Double) -> LinearExpression { l.scaled(by: 1 / k) }
public prefix func - (e: LinearExpression) -> LinearExpression { e.scaled(by: -1) }

public func + (l: Variable, r: Variable) -> LinearExpression { LinearExpression(l) + LinearExpression(r) }
public func + (l: Variable, r: LinearExpression) -> LinearExpression { LinearExpression(l) + r }
public func + (l: LinearExpression, r: Variable) -> LinearExpression { l + LinearExpression(r) }
public func + (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l)], constant: k) }
public func + (l: LinearExpression, k: Double) -> LinearExpression { LinearExpression(l.terms, constant: l.constant + k) }
public func - (l: Variable, r: Variable) -> LinearExpression { LinearExpression(l) - LinearExpression(r) }
public func - (l: Variable, r: LinearExpression) -> LinearExpression { LinearExpression(l) - r }
public func - (l: LinearExpression, r: Variable) -> LinearExpression { l - LinearExpression(r) }
public func - (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l)], constant: -k) }
public func - (l: LinearExpression, k: Double) -> LinearExpression { LinearExpression(l.terms, constant: l.constant - k) }
public func * (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l, k)]) }
public func * (k: Double, r: Variable) -> LinearExpression { LinearExpression([Term(r, k)]) }
public func / (l: Variable, k: Double) -> LinearExpression { LinearExpression([Term(l, 1 / k)]) }
