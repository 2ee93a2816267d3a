/// A column of the simplex tableau.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user variable; unrestricted in sign.
        case external
        /// The slack of an inequality; ≥ 0.
        case slack
        /// One side of a non-required constraint's violation; ≥ 0, weighted in the objective.
        case error
        /// The marker of a required equality whose constant can change: held at zero, never pivoted in.
        case dummy
    }

    let id: Int32
    let kind: Kind

    /// External symbols are unrestricted; the others must stay non-negative.
    var isRestricted: Bool { kind != .external }
    /// Whether the simplex may bring the symbol into the basis (dummies stay parametric at zero).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (l: Symbol, r: Symbol) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    /// Symbols are ordered by creation, which gives Bland's anti-cycling rule a fixed order.
    static func < (l: Symbol, r: Symbol) -> Bool { l.id < r.id }
}
