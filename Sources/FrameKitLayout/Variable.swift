/// An unknown of a constraint system: a view's left edge, a width. Its `value` is written by
/// `Solver.updateVariables()`.
public final class Variable: Hashable, CustomStringConvertible, TablePlaced {
    /// The name shown in the solver's descriptions and errors.
    public let name: String
    /// The value the solver last found.
    public var value: Double { solvedValue }
    /// Only `Solver.updateVariables()` writes it, on the thread that owns the solver. Unchecked, as a layout pass reads
    /// four of these for every view (their dynamic exclusivity checks were a tenth of a 1,000-view rotation); behind a
    /// getter, because other modules' direct reads of a stored property keep the checks.
    @exclusivity(unchecked) var solvedValue: Double = 0
    /// Where the first solver holding the variable keeps its symbol (see `PlacedTable`).
    @exclusivity(unchecked) var place: (table: ObjectIdentifier, index: Int)?

    /// A variable named `name`, valued 0 until solved.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }

    public static func == (l: Variable, r: Variable) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
