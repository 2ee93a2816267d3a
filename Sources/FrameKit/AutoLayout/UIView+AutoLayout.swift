/// A view's Auto Layout state, allocated the first time the view uses Auto Layout so that frame-based views pay
/// one pointer for it.
@MainActor
final class AutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var translates = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, once asked for.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// The engine of the tree this view is the root of.
    var hostedEngine: LayoutEngine?
    /// The root's tree gained constraints before it had an engine.
    var wantsEngine = false
    /// The engine this view takes part in.
    weak var engine: LayoutEngine?
    /// Made once, then only read (see `UIView.autoLayout`).
    @exclusivity(unchecked) var variables: LayoutVariables?
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    /// Active constraints naming the view or one of its guides (a stack's own arrangement aside): while there are
    /// none, a stack view may place the view itself.
    var referencingConstraints = 0
}

extension UIView: LayoutItem {
    /// Active constraints anywhere; while there are none, hierarchy changes skip all Auto Layout bookkeeping.
    static var activeConstraintCount = 0
    /// Layout passes one `layoutIfNeeded` runs at most while layout keeps invalidating itself.
    static let maximumLayoutPasses = 8

    var autoLayoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    var layoutVariables: LayoutVariables {
        if let variables = autoLayoutState.variables { return variables }
        let variables = LayoutVariables(String(describing: type(of: self)))
        autoLayoutState.variables = variables
        return variables
    }

    var layoutView: UIView? { self }
    var layoutDescription: String { "\(type(of: self)):\(layoutAddress(self))" }

    /// The top-most ancestor (the window for views on screen).
    var layoutRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    var hostedLayoutEngine: LayoutEngine? { autoLayout?.hostedEngine }
    /// The engine of the tree this view takes part in, if it does.
    var layoutEngine: LayoutEngine? { autoLayout?.engine }

    /// The tree's set of constraints or views changed: the next constraint pass re-syncs the engine.
    func layoutTreeDidChange() {
        let root = layoutRoot
        if let engine = root.hostedLayoutEngine {
            engine.setNeedsSync()
        } else {
            root.autoLayoutState.wantsEngine = true
            root.setNeedsLayout()
        }
    }

    /// Visits the view and its descendants, parents before children, without recursion.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var view: UIView? = self
        while let current = view {
            if other.isDescendant(of: current) { return current }
            view = current.superview
        }
        return nil
    }

    // MARK: Constraints

    /// The constraints installed on this view (those whose nearest common ancestor it is, or added to it).
    public var constraints: [NSLayoutConstraint] {
        willReadConstraints()
        return autoLayout?.constraints ?? []
    }

    /// Installs `constraint` on this view; it becomes active. The items should be this view or its descendants.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner !== self else { return }
        if let reason = constraint.invalidReason {
            NSLayoutConstraint.logger.error("cannot add \(constraint): \(reason)")
            return
        }
        constraint.owner?.removeConstraint(constraint)
        autoLayoutState.constraints.append(constraint)
        constraint.owner = self
        Self.activeConstraintCount += 1
        countReferences(of: constraint, by: 1)
        layoutTreeDidChange()
    }

    /// Keeps the views a constraint names counting it, and tells a stack view arranging one of them.
    private func countReferences(of constraint: NSLayoutConstraint, by change: Int) {
        guard !constraint.isStackArrangement else { return }
        func count(_ item: AnyObject?) {
            guard let view = asLayoutItem(item)?.layoutView else { return }
            view.autoLayoutState.referencingConstraints += change
            (view.superview as? UIStackView)?.arrangedSubviewConstraintsDidChange(view)
        }
        count(constraint.firstItem)
        count(constraint.secondItem)
    }

    /// Installs constraints on this view (UIKit's older form of activating them).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls `constraint` from this view; it becomes inactive. Constraints on other views are left alone.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self, let state = autoLayout else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        layoutRoot.hostedLayoutEngine?.constraintWasDeactivated(constraint)
        Self.activeConstraintCount -= 1
        countReferences(of: constraint, by: -1)
        layoutTreeDidChange()
    }

    /// Removes constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// UIKit removes the constraints that refer to a removed subtree from the views outside it.
    func removeConstraintsReferencingSubtree(from ancestor: UIView) {
        var view: UIView? = ancestor
        while let current = view {
            for constraint in current.autoLayout?.constraints ?? []
            where constraint.items.contains(where: { $0.layoutView?.isDescendant(of: self) == true }) {
                current.removeConstraint(constraint)
            }
            view = current.superview
        }
    }

    /// Whether the view's frame becomes constraints (fixed position and size, springs and struts) instead of coming
    /// from constraints. True for views made in code, false for views from scene files, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translates ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translates = newValue
            if Self.activeConstraintCount > 0 { layoutTreeDidChange() }
        }
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = autoLayout?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayoutState.hugging.horizontal = priority } else { autoLayoutState.hugging.vertical = priority }
        layoutEngine?.intrinsicContentSizeDidChange(self)
        (superview as? UIStackView)?.arrangedSubviewContentDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let compression = autoLayout?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets how strongly the view resists shrinking on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayoutState.compression.horizontal = priority
        } else {
            autoLayoutState.compression.vertical = priority
        }
        layoutEngine?.intrinsicContentSizeDidChange(self)
        (superview as? UIStackView)?.arrangedSubviewContentDidChange(self)
    }

    // MARK: Margins and guides

    /// Space inside the edges that content should keep; 8 points by default. `layoutMarginsGuide` follows it.
    public var layoutMargins: UIEdgeInsets {
        get { autoLayout?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            guard newValue != layoutMargins else { return }
            autoLayoutState.layoutMargins = newValue
            layoutEngine?.guideInsetsDidChange(of: self)
            layoutMarginsDidChange()
        }
    }

    /// The margins by leading and trailing edge, in the view's layout direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft) }
        set { layoutMargins = newValue.edgeInsets(rightToLeft: isRightToLeft) }
    }

    /// The view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, in: \.marginsGuide) }

    /// The part of the view no bezel, notch or status bar covers: the whole view on a kiosk panel.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, in: \.safeAreaGuide) }

    /// A column of comfortable reading width inside the margins: as wide as the margins allow up to
    /// `UILayoutGuide.readableWidth`, centred between them, as tall as the margins guide.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, in: \.readableGuide) }

    /// The built-in guide kept in `slot`, made the first time it is asked for.
    func systemGuide(
        _ system: UILayoutGuide.SystemGuide, in slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>
    ) -> UILayoutGuide {
        let state = autoLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(system: system, owner: self)
        state[keyPath: slot] = guide
        return guide
    }

    /// Zero on a kiosk panel; present so code written for phones runs unchanged.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The guides the app added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds a guide for constraints to use as an invisible box.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayoutState.guides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide and the constraints on it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
        for constraint in constraints where constraint.items.contains(where: { $0 === guide }) {
            removeConstraint(constraint)
        }
    }

    // MARK: Anchors

    /// The leading edge (the left, the right in a right-to-left view).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge, whatever the direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge, whatever the direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text (a label's), else the bottom.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text, else the bottom.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: The constraint pass

    /// Whether `updateConstraints` is pending for this view.
    public var needsUpdateConstraints: Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Schedules `updateConstraints` for the next constraint pass.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints else { return }
        autoLayoutState.needsUpdateConstraints = true
        markAncestorsNeedUpdateConstraints()
    }

    func markAncestorsNeedUpdateConstraints() {
        var view = superview
        while let current = view, !current.autoLayoutState.subtreeNeedsUpdateConstraints {
            current.autoLayoutState.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
        layoutRoot.setNeedsLayout()
    }

    /// Runs the pending `updateConstraints` of this view and its subviews, deepest first.
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayout, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints else { return }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            for subview in subviews { subview.updateConstraintsIfNeeded() }
        }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            if let controller = owningController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// The frame pipeline's constraint phase for the tree rooted here: `updateConstraints` bottom-up, then the
    /// engine catches up with what changed.
    func constraintPass() {
        updateConstraintsIfNeeded()
        guard let state = autoLayout else { return }
        if state.hostedEngine == nil, state.wantsEngine { state.hostedEngine = LayoutEngine(root: self) }
        state.wantsEngine = false
        state.hostedEngine?.solveIfNeeded()
    }

    // MARK: Fitting and diagnostics

    /// Ask `systemLayoutSizeFitting(_:)` for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// Ask `systemLayoutSizeFitting(_:)` for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize` (at the fitting priority, 50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints (those inside its subtree) give it when its width and height are pulled
    /// toward `targetSize` at the given priorities; the view's current layout is left as it is.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let size = LayoutEngine(fitting: self, size: targetSize, horizontal: horizontal, vertical: vertical).solvedSize()
        // The fitting engine wrote the shared variables; the tree's own engine reads its solution again.
        layoutRoot.hostedLayoutEngine?.variablesWereOverwritten()
        return size
    }

    /// Whether the constraints leave the view's position or size undetermined.
    public var hasAmbiguousLayout: Bool { layoutEngine?.isAmbiguous(self) ?? false }
}
