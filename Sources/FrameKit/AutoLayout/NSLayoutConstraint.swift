import Logging

/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`, at a priority.
/// Active constraints live on the nearest common ancestor of their items; the layout engine of that view tree turns
/// them into solver constraints. Invalid constraints (mixed axes, a location equal to a constant) and conflicts are
/// logged, never fatal.
@MainActor
open class NSLayoutConstraint: Hashable, @MainActor CustomStringConvertible {
    /// UIKit's attributes with its raw values.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
        case leading
        /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text.
        case lastBaseline
        /// The baseline of the first line of text.
        case firstBaseline
        /// The left edge inset by the layout margins.
        case leftMargin
        /// The right edge inset by the layout margins.
        case rightMargin
        /// The top edge inset by the layout margins.
        case topMargin
        /// The bottom edge inset by the layout margins.
        case bottomMargin
        /// The leading edge inset by the layout margins.
        case leadingMargin
        /// The trailing edge inset by the layout margins.
        case trailingMargin
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins
        /// No attribute: the second side of a constant-size constraint.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static let baseline = Attribute.lastBaseline
    }

    /// How a constraint's two sides relate: less than or equal, equal, or greater than or equal.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A layout direction: horizontal or vertical.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The view or layout guide on the left side of the equation.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The view or layout guide on the right side of the equation; nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// Read-only, as in UIKit: changing it costs as much as replacing the constraint.
    public let multiplier: CGFloat
    /// Changing it on an active constraint is an incremental re-solve.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Self.logger.error("constant of \(self) must be finite; keeping \(oldValue)")
                constant = oldValue
                return
            }
            engine?.constantDidChange(self)
        }
    }
    /// 1…1000. On an active constraint it may change within the optional range, never between required and
    /// optional (UIKit raises an exception; FrameKit logs the error and keeps the old value).
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped }
            guard priority != oldValue else { return }
            if isActive, priority.isRequired != oldValue.isRequired {
                Self.logger.error(
                    "Mutating a priority from \(oldValue.isRequired ? "required to not" : "not to required") on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). Deactivate the constraint first: \(self)")
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }
    /// A name for logs and debugging.
    open var identifier: String?

    /// The view the constraint is installed on while active.
    weak var owner: UIView?
    /// Made by a stack view for its arrangement (`UISV-…`): not counted as constraining the arranged views.
    var isStackArrangement = false
    var engine: LayoutEngine? { owner?.layoutRoot.hostedLayoutEngine }
    /// Why the constraint can never be satisfied as written, or nil.
    let invalidReason: String?

    /// Made at each use, so a log handler installed later (the test harness's capture) still sees it.
    static var logger: Logger { Logger(label: "framekit.layout") }

    init(
        first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
        _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, system: Bool = false
    ) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        invalidReason = system ? nil : Self.validate(
            first: first, firstAttribute, second: second, self.secondAttribute, multiplier: multiplier,
            constant: constant)
        if let invalidReason { Self.logger.error("invalid constraint: \(invalidReason)") }
    }

    /// UIKit's item/attribute initialiser; `item` and `toItem` are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items' nearest common ancestor.
    open var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activateOnCommonAncestor() } else { owner?.removeConstraint(self) }
        }
    }

    /// Activates every constraint (added to their items' common ancestor).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activateOnCommonAncestor() {
        let views = [firstItem, secondItem].compactMap { asLayoutItem($0)?.layoutView }
        guard let first = views.first else {
            Self.logger.error("cannot activate \(self): its first item is not a view or layout guide in a view")
            return
        }
        guard let ancestor = views.dropFirst().reduce(first as UIView?, { $0?.nearestCommonAncestor(with: $1) }) else {
            Self.logger.error(
                "Unable to activate constraint \(self) because its items have no common ancestor. Does the constraint reference items in different view hierarchies? That's illegal. Add both views to one hierarchy first.")
            return
        }
        ancestor.addConstraint(self)
    }

    var items: [LayoutItem] { [firstItem, secondItem].compactMap { asLayoutItem($0) } }
    /// Whether leading or trailing take part: the constraint flips with the layout direction.
    var usesLayoutDirection: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }
    /// Whether its leading and trailing are the right and left edges: the first item's direction decides for both
    /// sides, so one constraint never mixes directions.
    var isRightToLeft: Bool {
        usesLayoutDirection && (items.lazy.compactMap(\.layoutView).first?.isRightToLeft ?? false)
    }

    // MARK: Validation

    private static func validate(
        first: AnyObject?, _ a1: Attribute, second: AnyObject?, _ a2: Attribute, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        guard asLayoutItem(first) != nil else { return "the first item must be a UIView or a UILayoutGuide" }
        if let second, asLayoutItem(second) == nil { return "the second item must be a UIView or a UILayoutGuide" }
        guard multiplier.isFinite, constant.isFinite else { return "multiplier and constant must be finite" }
        guard a1 != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        let secondIsNone = second == nil || a2 == .notAnAttribute
        if a1.isSize {
            if !secondIsNone, !a2.isSize { return "Invalid pairing of layout attributes: \(a1.name) and \(a2.name)" }
            return nil
        }
        if secondIsNone || multiplier == 0 {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if a2.isSize || a1.isHorizontal != a2.isHorizontal {
            return "Invalid pairing of layout attributes: \(a1.name) and \(a2.name) are on different axes"
        }
        return nil
    }

    // MARK: Identity and description

    nonisolated public static func == (l: NSLayoutConstraint, r: NSLayoutConstraint) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// The class name shown in descriptions.
    var typeName: String { "NSLayoutConstraint" }

    /// UIKit's format: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 20 @750   (active)>`.
    open var description: String {
        var text = "<\(typeName):\(layoutAddress(self)) "
        if let identifier { text += "'\(identifier)' " }
        text += relationDescription
        if !priority.isRequired { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }

    var relationDescription: String {
        let lhs = "\(Self.name(of: firstItem)).\(firstAttribute.name)"
        var rhs = ""
        if let secondItem, secondAttribute != .notAnAttribute {
            rhs = multiplier == 1 ? "" : "\(Self.format(multiplier))*"
            rhs += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
            if constant != 0 { rhs += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
        } else {
            rhs = Self.format(constant)
        }
        return "\(lhs) \(relation.symbol) \(rhs)"
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return asLayoutItem(item)?.layoutDescription ?? "\(type(of: item)):\(layoutAddress(item))"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    var isSize: Bool { self == .width || self == .height }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// Whether the attribute's side depends on the layout direction.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// The attribute a margin variant stands for on the view's margins guide, or nil for plain attributes.
    var marginBase: Self? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
