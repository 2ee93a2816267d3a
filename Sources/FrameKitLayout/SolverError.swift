/// Why the solver refused a request; each case carries the description of the constraint or variable involved.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint object is already in the solver.
    case duplicateConstraint(String)
    /// A required constraint contradicts the required constraints already added; the solver is unchanged.
    case unsatisfiableConstraint(String)
    /// Removing a constraint the solver does not hold.
    case unknownConstraint(String)
    case duplicateEditVariable(String)
    /// Suggesting a value for, or removing, a variable that is not an edit variable.
    case unknownEditVariable(String)
    /// Edit variables must be weaker than required, so a suggestion can always be satisfied.
    case requiredEditVariable(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "constraint already added: \(c)"
        case .unsatisfiableConstraint(let c): "required constraint cannot be satisfied: \(c)"
        case .unknownConstraint(let c): "constraint is not in the solver: \(c)"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable; add it with addEditVariable first"
        case .requiredEditVariable(let v): "edit variable \(v) must be weaker than required"
        }
    }
}
