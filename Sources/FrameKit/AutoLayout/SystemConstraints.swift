/// What the engine adds on its own, named in descriptions as UIKit names them.
@MainActor
final class SystemConstraint: NSLayoutConstraint {
    enum Kind {
        /// A translating view's frame: `h=--& v=--&` plus the edge or size it pins.
        case autoresizing(mask: UIView.AutoresizingMask)
        /// Content hugging or compression resistance of an intrinsic size.
        case contentSize
        /// A layout guide following its owning view (margins, safe area).
        case guide
    }

    let kind: Kind

    init(
        _ kind: Kind, _ first: LayoutItem, _ attribute: Attribute, _ relation: Relation = .equal,
        to second: LayoutItem? = nil, _ secondAttribute: Attribute = .notAnAttribute, constant: CGFloat,
        priority: UILayoutPriority = .required
    ) {
        self.kind = kind
        super.init(
            first: first, attribute, relation, second: second, secondAttribute, multiplier: 1, constant: constant,
            system: true)
        self.priority = priority
    }

    override var typeName: String {
        switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .guide: "NSLayoutConstraint"
        }
    }

    override var relationDescription: String {
        guard case .autoresizing(let mask) = kind else { return super.relationDescription }
        func flag(_ on: Bool) -> String { on ? "&" : "-" }
        let h = flag(mask.contains(.flexibleLeftMargin)) + flag(mask.contains(.flexibleWidth))
            + flag(mask.contains(.flexibleRightMargin) || mask.isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth]))
        let v = flag(mask.contains(.flexibleTopMargin)) + flag(mask.contains(.flexibleHeight))
            + flag(mask.contains(.flexibleBottomMargin) || mask.isDisjoint(with: [.flexibleTopMargin, .flexibleHeight]))
        let edge = switch firstAttribute {
        case .left: "minX"
        case .top: "minY"
        default: firstAttribute.name
        }
        var rhs = Self.format(constant)
        if let secondItem {
            rhs = "\(Self.name(of: secondItem)).\(edge)" + (constant == 0 ? "" : " + \(Self.format(constant))")
        }
        return "h=\(h) v=\(v) \(Self.name(of: firstItem)).\(edge) == \(rhs)"
    }
}
