/// Lays out its arranged subviews in a row or a column with constraints it generates (named `UISV-…` as in
/// UIKit), regenerated in the constraint pass after any change. Hidden arranged views collapse.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the one with the lowest hugging priority takes what is left.
        case fill = 0
        /// The views fill the axis, all the same size.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views at their sizes, the space between them equal.
        case equalSpacing
        /// The views at their sizes, their centres equally far apart.
        case equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack across the axis.
        case fill = 0
        /// Views aligned at the leading (or top) edge.
        case leading
        /// Views aligned on their first baselines (horizontal stacks).
        case firstBaseline
        /// Views centred across the axis.
        case center
        /// Views aligned at the trailing (or bottom) edge.
        case trailing
        /// Views aligned on their last baselines (horizontal stacks).
        case lastBaseline
        /// Top, for horizontal stacks (the same as `leading`).
        public static let top = Alignment.leading
        /// Bottom, for horizontal stacks (the same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The views it lays out, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// Whether it lays its views out in a row or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How views share the length along the axis.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views sit across the axis.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between neighbouring views.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the arrangement keeps to the layout margins instead of the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    /// A stack laying out `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` as the last arranged subview (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Lays out `view` at `index` among the arranged views (adding it as a subview).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityDidChange() { arrangementDidChange() }

    private func arrangementDidChange() { setNeedsUpdateConstraints() }

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        generated = makeConstraints()
        NSLayoutConstraint.activate(generated)
        super.updateConstraints()
    }

    // MARK: Generated constraints

    /// The attributes of one axis: leading edge, trailing edge, centre, size, and their margin variants.
    private struct Edges {
        let leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute
        let leadingMargin: NSLayoutConstraint.Attribute, trailingMargin: NSLayoutConstraint.Attribute

        static let horizontal = Edges(
            leading: .leading, trailing: .trailing, center: .centerX, size: .width, leadingMargin: .leadingMargin,
            trailingMargin: .trailingMargin)
        static let vertical = Edges(
            leading: .top, trailing: .bottom, center: .centerY, size: .height, leadingMargin: .topMargin,
            trailingMargin: .bottomMargin)
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let main = axis == .horizontal ? Edges.horizontal : .vertical
        let cross = axis == .horizontal ? Edges.vertical : .horizontal
        var list: [NSLayoutConstraint] = []
        func add(
            _ id: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ b: AnyObject?,
            _ ba: NSLayoutConstraint.Attribute, relation r: NSLayoutConstraint.Relation = .equal, m: CGFloat = 1,
            c: CGFloat = 0, priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                first: a, aa, r, second: b, b == nil ? .notAnAttribute : ba, multiplier: m, constant: c)
            constraint.identifier = id
            constraint.priority = priority
            list.append(constraint)
        }
        let start = isLayoutMarginsRelativeArrangement ? main.leadingMargin : main.leading
        let end = isLayoutMarginsRelativeArrangement ? main.trailingMargin : main.trailing
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            add("UISV-hiding", view, main.size, nil, .notAnAttribute)
            add("UISV-hiding", view, main.leading, self, start)
        }
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", first, main.leading, self, start)
            add("UISV-canvas-connection", self, end, last, main.trailing)
        }
        for (previous, view) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", view, main.leading, previous, main.trailing, c: spacing)
            case .equalSpacing, .equalCentering:
                add("UISV-spacing", view, main.leading, previous, main.trailing, relation: .greaterThanOrEqual, c: spacing)
                let spacer = UILayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-centering"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) = distribution == .equalSpacing ? (main.trailing, main.leading) : (main.center, main.center)
                add("UISV-distributing-edge", spacer, main.leading, previous, from)
                add("UISV-distributing-edge", spacer, main.trailing, view, to)
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    add(spacer.identifier, spacer, main.size, firstSpacer, main.size)
                }
            }
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    add("UISV-fill-equally", view, main.size, first, main.size)
                case .fillProportionally:
                    let sizes = (first.intrinsicLength(axis), view.intrinsicLength(axis))
                    if sizes.0 > 0, sizes.1 >= 0 {
                        add("UISV-fill-proportionally", view, main.size, first, main.size, m: sizes.1 / sizes.0,
                            priority: UILayoutPriority(999))
                    }
                default: break
                }
            }
        }
        let crossStart = isLayoutMarginsRelativeArrangement ? cross.leadingMargin : cross.leading
        let crossEnd = isLayoutMarginsRelativeArrangement ? cross.trailingMargin : cross.trailing
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                add("UISV-alignment", view, cross.leading, self, crossStart)
                add("UISV-alignment", self, crossEnd, view, cross.trailing)
            case .leading:
                add("UISV-alignment", view, cross.leading, self, crossStart)
                add("UISV-spanning-boundary", self, crossEnd, view, cross.trailing, relation: .greaterThanOrEqual)
            case .trailing:
                add("UISV-alignment", self, crossEnd, view, cross.trailing)
                add("UISV-spanning-boundary", view, cross.leading, self, crossStart, relation: .greaterThanOrEqual)
            case .center:
                let centerWithinMargins: NSLayoutConstraint.Attribute = axis == .horizontal ? .centerYWithinMargins : .centerXWithinMargins
                add("UISV-alignment", view, cross.center, self, isLayoutMarginsRelativeArrangement ? centerWithinMargins : cross.center)
                add("UISV-spanning-boundary", view, cross.leading, self, crossStart, relation: .greaterThanOrEqual)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if axis == .horizontal, let first = arrangedSubviews.first, first !== view {
                    add("UISV-alignment", view, baseline, first, baseline)
                }
                add("UISV-spanning-boundary", view, cross.leading, self, crossStart, relation: .greaterThanOrEqual)
                add("UISV-spanning-boundary", self, crossEnd, view, cross.trailing, relation: .greaterThanOrEqual)
                add("UISV-ambiguity-suppression", view, cross.leading, self, crossStart, priority: UILayoutPriority(49))
            }
        }
        if !arrangedSubviews.isEmpty {
            // Hug the arrangement across the axis unless something else sizes the stack.
            add("UISV-canvas-fit", self, cross.size, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        return list
    }
}

extension UIView {
    /// The intrinsic length along `axis`, 0 when there is none.
    fileprivate func intrinsicLength(_ axis: NSLayoutConstraint.Axis) -> CGFloat {
        let size = intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric ? 0 : length
    }
}
