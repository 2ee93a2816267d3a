/// How much a constraint matters. `required` constraints must hold; the others are weights the solver trades off,
/// tiered so that one unit of a stronger violation outweighs up to a thousand units of the tier below (kiwi's scale).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight, strong · 10⁶ + medium · 10³ + weak.
    public let value: Double

    /// kiwi's `strength::create`: strong, medium and weak parts, each clipped to 0…1000.
    public init(strong: Double, medium: Double, weak: Double) {
        func clip(_ x: Double) -> Double { min(max(x, 0), 1000) }
        value = clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak)
    }

    /// Must hold.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// The strongest optional tier.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// The middle tier.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// The weakest tier.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// A UIKit priority (1…1000). 1000 is required; 750…999 fall in the strong tier, 250…749 in the medium tier,
    /// below 250 in the weak tier, each proportional to the priority, so compression resistance (750) beats content
    /// hugging (250) outright while 251 still beats 250.
    public init(priority: Float) {
        let p = Double(min(max(priority, 1), 1000))
        switch p {
        case 1000: self = .required
        case 750...: self.init(strong: p / 750, medium: 0, weak: 0)
        case 250...: self.init(strong: 0, medium: p / 250, weak: 0)
        default: self.init(strong: 0, medium: 0, weak: p / 250 * 999)
        }
    }

    /// Whether it must hold.
    public var isRequired: Bool { self >= .required }

    /// Weaker first.
    public static func < (l: Strength, r: Strength) -> Bool { l.value < r.value }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(value))"
        }
    }
}
