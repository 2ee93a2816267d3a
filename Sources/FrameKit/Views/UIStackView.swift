/// Lays out its arranged subviews in a row or a column with constraints it generates (named `UISV-…` as in
/// UIKit), regenerated in the constraint pass after any change. Hidden arranged views collapse.
///
/// A stack that fills its length equally (`.fillEqually`; across, filling or aligned by intrinsic breadths) and whose
/// arranged views no other constraint names places them itself, in `layoutSubviews`, at the frames its constraints
/// would give, and tells Auto Layout its arrangement's size as its content size: a screen of such stacks (a keypad, a
/// grid of labels) costs the solver nothing per arranged view. It makes its constraints as soon as a constraint names
/// one of its views or the app reads `constraints`.
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
    /// The spacing after particular arranged views (`setCustomSpacing(_:after:)`), by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// `customSpacing(after:)` of a view given none: the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing that asks for the system's spacing between two views: 8 points on FrameKit.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// Spaces the view after `arrangedSubview` by `spacing` from it instead of the stack's `spacing`
    /// (`spacingUseDefault` goes back to that; `spacingUseSystem` is 8 points).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let id = ObjectIdentifier(arrangedSubview)
        customSpacings[id] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` that `setCustomSpacing(_:after:)` gave, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The spacing after `view`: its custom spacing, else the stack's.
    private func spacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? 8 : custom
    }
    /// Whether the arrangement keeps to the layout margins instead of the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    /// Whether the stack places its arranged views itself rather than through generated constraints.
    private(set) var arrangesDirectly = false
    /// The app read `constraints`: the generated ones are made from then on.
    private var constraintsWereRead = false
    /// Lets tests compare the two ways of arranging.
    static var arrangesDirectlyWhenPossible = true

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
        // Only a subview can be arranged already (one that leaves the stack stops being arranged).
        if view.superview === self, let old = arrangedSubviews.firstIndex(identicalTo: view) { arrangedSubviews.remove(at: old) }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(identicalTo: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityDidChange() { arrangementDidChange() }

    /// A constraint naming `view` came or went: whether the stack may place its views itself is decided again (a
    /// stack that could never do so keeps its constraints as they are).
    func arrangedSubviewConstraintsDidChange(_ view: UIView) {
        let couldArrangeDirectly = distribution == .fillEqually && alignment != .firstBaseline && alignment != .lastBaseline
        guard arrangesDirectly || (couldArrangeDirectly && !constraintsWereRead), arrangedSubviews.firstIndex(identicalTo: view) != nil
        else { return }
        arrangementDidChange()
    }

    /// An arranged view's intrinsic size or its priorities changed: a stack placing its views itself has a new
    /// content size.
    func arrangedSubviewContentDidChange(_ view: UIView) {
        guard arrangesDirectly, arrangedSubviews.firstIndex(identicalTo: view) != nil else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        if arrangesDirectly { setNeedsLayout() }
    }

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        let direct = canArrangeDirectly
        if direct != arrangesDirectly {
            arrangesDirectly = direct
            // Auto Layout pins the arranged views from their frames, or solves them again.
            if UIView.activeConstraintCount > 0 { layoutTreeDidChange() }
            (superview as? UIStackView)?.arrangedSubviewConstraintsDidChange(self)
        }
        generated = arrangesDirectly ? [] : makeConstraints()
        NSLayoutConstraint.activate(generated)
        if arrangesDirectly {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        super.updateConstraints()
    }

    override func willReadConstraints() {
        guard !constraintsWereRead else { return }
        constraintsWereRead = true
        if arrangesDirectly { updateConstraints() }
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if arrangesDirectly, isLayoutMarginsRelativeArrangement {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Arranging directly

    /// Whether the stack can place its arranged views itself with the frames its constraints would give them: equal
    /// lengths filling the breadth, no other constraint naming an arranged view, and no arranged stack view that
    /// needs constraints of its own (its content size would be theirs to give).
    private var canArrangeDirectly: Bool {
        Self.arrangesDirectlyWhenPossible && !constraintsWereRead && distribution == .fillEqually && alignsDirectly
            && customSpacings.isEmpty
            && arrangedSubviews.allSatisfy { view in
                (view.autoLayout?.referencingConstraints ?? 0) == 0
                    && ((view as? UIStackView).map { $0.arrangesDirectly || $0.arrangedSubviews.isEmpty } ?? true)
            }
    }

    /// Whether the alignment places views across the axis without a solver: filling the breadth, or at the leading
    /// or trailing edge or the centre when every arranged view has an intrinsic breadth.
    private var alignsDirectly: Bool {
        switch alignment {
        case .fill: true
        case .leading, .center, .trailing: arrangedSubviews.allSatisfy { intrinsicBreadth(of: $0) != nil }
        case .firstBaseline, .lastBaseline: false
        }
    }

    /// A view's intrinsic length across the stack's axis, if it has one.
    private func intrinsicBreadth(of view: UIView) -> CGFloat? {
        let size = view.contentSizeForLayout().size
        let breadth = axis == .horizontal ? size.height : size.width
        return breadth == UIView.noIntrinsicMetric ? nil : breadth
    }

    /// Whether the stack places `view` itself: Auto Layout takes its frame as given.
    func placesDirectly(_ view: UIView) -> Bool { arrangesDirectly && arrangedSubviews.firstIndex(identicalTo: view) != nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if arrangesDirectly { placeArrangedSubviews() }
    }

    /// The frames the `UISV-…` constraints of an equal-length stack give: equal lengths along the axis with
    /// `spacing` between, leading first (right to left in a right-to-left horizontal stack); across, the whole
    /// breadth, or the view's intrinsic breadth (at most the stack's) at the alignment's edge or centre; a hidden
    /// view has no length, at the leading edge. Edges fall on the pixel grid as the engine's do.
    private func placeArrangedSubviews() {
        let area = bounds.inset(by: isLayoutMarginsRelativeArrangement ? layoutMargins : .zero)
        let horizontal = axis == .horizontal, mirrored = isRightToLeft
        let shown = CGFloat(arrangedSubviews.lazy.filter { !$0.isHidden }.count)
        let length = shown == 0 ? 0 : max(0, ((horizontal ? area.width : area.height) - spacing * (shown - 1)) / shown)
        let breadth = horizontal ? area.height : area.width
        let scale = window?.screen.scale ?? 1
        func snap(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        var offset: CGFloat = 0
        for view in arrangedSubviews {
            let (start, size) = view.isHidden ? (0, 0) : (offset, length)
            if !view.isHidden { offset += length + spacing }
            var (across, extent) = (CGFloat(0), breadth)
            if alignment != .fill, let intrinsic = intrinsicBreadth(of: view) {
                extent = min(intrinsic, breadth)
                across = alignment == .center ? (breadth - extent) / 2 : alignment == .trailing ? breadth - extent : 0
            }
            let rect = horizontal
                ? CGRect(x: mirrored ? area.maxX - start - size : area.minX + start, y: area.minY + across, width: size, height: extent)
                : CGRect(x: mirrored ? area.maxX - across - extent : area.minX + across, y: area.minY + start, width: extent, height: size)
            let minX = snap(rect.minX), minY = snap(rect.minY)
            view.frame = CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
        }
    }

    /// Placing its views itself, the stack's content size is its arrangement's: the largest view's length times
    /// their number plus the spacing, the largest breadth, and margins when the arrangement keeps to them; held with
    /// the weakest hugging and the strongest compression resistance among the views, as their constraints would.
    override func contentSizeForLayout() -> ContentSizeForLayout {
        guard arrangesDirectly else { return super.contentSizeForLayout() }
        let shown = arrangedSubviews.filter { !$0.isHidden }.map { $0.contentSizeForLayout() }
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        /// The length on one axis (nil without one) and its priorities, from the views that have a length there.
        func measure(_ length: (ContentSizeForLayout) -> CGFloat, along: Bool, _ hugging: (ContentSizeForLayout) -> UILayoutPriority,
                  _ compression: (ContentSizeForLayout) -> UILayoutPriority) -> (CGFloat?, UILayoutPriority, UILayoutPriority) {
            let sized = shown.filter { length($0) != UIView.noIntrinsicMetric }
            guard let largest = sized.map(length).max() else { return (nil, .defaultLow, .defaultHigh) }
            let total = along ? largest * CGFloat(shown.count) + spacing * CGFloat(shown.count - 1) : largest
            return (total, sized.map(hugging).min()!, sized.map(compression).max()!)
        }
        let horizontal = axis == .horizontal
        let (width, hugsX, resistsX) = measure(\.size.width, along: horizontal, \.hugging.horizontal, \.compression.horizontal)
        let (height, hugsY, resistsY) = measure(\.size.height, along: !horizontal, \.hugging.vertical, \.compression.vertical)
        return ContentSizeForLayout(
            size: CGSize(
                width: width.map { $0 + margins.left + margins.right } ?? UIView.noIntrinsicMetric,
                height: height.map { $0 + margins.top + margins.bottom } ?? UIView.noIntrinsicMetric),
            hugging: (hugsX, hugsY), compression: (resistsX, resistsY))
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
            constraint.isStackArrangement = true
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
                add("UISV-spacing", view, main.leading, previous, main.trailing, c: spacing(after: previous))
            case .equalSpacing, .equalCentering:
                add("UISV-spacing", view, main.leading, previous, main.trailing, relation: .greaterThanOrEqual, c: spacing(after: previous))
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
