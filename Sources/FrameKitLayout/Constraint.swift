/// How the two sides of a constraint relate.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `expression relation 0` at a strength. A constraint is an identity: the same relation built twice is two
/// constraints, and adding one object twice is an error.
public final class Constraint: Hashable, CustomStringConvertible, TablePlaced {
    /// Left side minus right side; its constant changes through `Solver.updateConstant(of:to:)`.
    public internal(set) var expression: LinearExpression
    /// How the expression relates to 0.
    public let relation: Relation
    /// How much it matters: required, or a weight the solver trades off.
    public let strength: Strength
    /// Where the first solver holding the constraint keeps it (see `PlacedTable`).
    @exclusivity(unchecked) var place: (table: ObjectIdentifier, index: Int)?

    /// `expression relation 0` at `strength`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same relation at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint { Constraint(expression, relation, strength: strength) }

    /// How it prints: the expression, the relation to 0 and the strength.
    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient) * \($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation) 0 | \(strength)"
    }

    /// Identity: the same object.
    public static func == (l: Constraint, r: Constraint) -> Bool { l === r }
    /// Hashes the identity.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A required constraint: the left side equal to the right.
public func == (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l - r, .equal) }
/// A required constraint: the left side at most the right.
public func <= (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l - r, .lessThanOrEqual) }
/// A required constraint: the left side at least the right.
public func >= (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l - r, .greaterThanOrEqual) }
/// A required constraint: the left side equal to the right.
public func == (l: LinearExpression, r: Variable) -> Constraint { l == LinearExpression(r) }
/// A required constraint: the left side at most the right.
public func <= (l: LinearExpression, r: Variable) -> Constraint { l <= LinearExpression(r) }
/// A required constraint: the left side at least the right.
public func >= (l: LinearExpression, r: Variable) -> Constraint { l >= LinearExpression(r) }
/// A required constraint: the left side equal to the right.
public func == (l: LinearExpression, r: Double) -> Constraint { l == LinearExpression(r) }
/// A required constraint: the left side at most the right.
public func <= (l: LinearExpression, r: Double) -> Constraint { l <= LinearExpression(r) }
/// A required constraint: the left side at least the right.
public func >= (l: LinearExpression, r: Double) -> Constraint { l >= LinearExpression(r) }
/// A required constraint: the left side equal to the right.
public func == (l: Variable, r: LinearExpression) -> Constraint { LinearExpression(l) == r }
/// A required constraint: the left side at most the right.
public func <= (l: Variable, r: LinearExpression) -> Constraint { LinearExpression(l) <= r }
/// A required constraint: the left side at least the right.
public func >= (l: Variable, r: LinearExpression) -> Constraint { LinearExpression(l) >= r }
/// A required constraint: the left side equal to the right.
public func == (l: Variable, r: Variable) -> Constraint { LinearExpression(l) == LinearExpression(r) }
/// A required constraint: the left side at most the right.
public func <= (l: Variable, r: Variable) -> Constraint { LinearExpression(l) <= LinearExpression(r) }
/// A required constraint: the left side at least the right.
public func >= (l: Variable, r: Variable) -> Constraint { LinearExpression(l) >= LinearExpression(r) }
/// A required constraint: the left side equal to the right.
public func == (l: Variable, r: Double) -> Constraint { LinearExpression(l) == LinearExpression(r) }
/// A required constraint: the left side at most the right.
public func <= (l: Variable, r: Double) -> Constraint { LinearExpression(l) <= LinearExpression(r) }
/// A required constraint: the left side at least the right.
public func >= (l: Variable, r: Double) -> Constraint { LinearExpression(l) >= LinearExpression(r) }
