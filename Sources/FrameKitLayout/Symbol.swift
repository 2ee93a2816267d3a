/// A column of the simplex tableau.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user variable; unrestricted in sign.
        case external
        /// The slack of an inequality; ≥ 0.
        case slack
        /// One side of a non-required constraint's violation; ≥ 0, weighted in the objective.
        case error
    }

    let id: Int32
    let kind: Kind

    /// External symbols are unrestricted; the others must stay non-negative.
    var isRestricted: Bool { kind != .external }

    static func == (l: Symbol, r: Symbol) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    /// Symbols are ordered by creation, which gives Bland's anti-cycling rule a fixed order.
    static func < (l: Symbol, r: Symbol) -> Bool { l.id < r.id }
}
