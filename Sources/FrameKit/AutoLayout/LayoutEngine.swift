import FrameKitLayout
import Logging

/// The Auto Layout engine of one view tree, hosted by its root view: turns the tree's active constraints, the
/// frames of views that translate their autoresizing mask, intrinsic sizes and the built-in guides into solver
/// constraints, and hands the solution back as frames in `layoutSubviews`.
///
/// Structure (which constraints and views take part) is synced by one walk of the tree after it changed; everything
/// that changes often — a constraint's `constant`, a translating view's frame (the root's size on rotation), an
/// intrinsic size, margins — is an incremental re-solve through `Solver.updateConstant`.
@MainActor
final class LayoutEngine {
    unowned let root: UIView
    private let solver = Solver()
    /// Every installed constraint, user and system, with its solver constraint.
    private var installed: [NSLayoutConstraint: Constraint] = [:]
    /// Active user constraints the solver refused; kept out until they are deactivated.
    private var broken: Set<NSLayoutConstraint> = []
    private var participants: [ObjectIdentifier: Participant] = [:]
    private var guideConstraints: [ObjectIdentifier: [SystemConstraint]] = [:]
    /// User constraints whose solver constant depends on an item's baseline, by view.
    private var baselineUsers: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var needsSync = true
    private var needsSolve = true
    private var staleViews: [UIView] = []
    private var staleConstraints: [NSLayoutConstraint] = []
    /// For `systemLayoutSizeFitting`: the root's size at these priorities instead of its frame.
    private let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    private static var logger: Logger { NSLayoutConstraint.logger }

    private final class Participant {
        unowned let view: UIView
        var translates: Bool
        /// Whether required equalities against given frames fix the view on both axes (it then has no content-size
        /// constraints: its content could not move it, and measuring it would be wasted).
        var pinned = false
        var system: [SystemConstraint] = []

        init(_ view: UIView, translates: Bool) {
            self.view = view
            self.translates = translates
        }
    }

    init(root: UIView) {
        self.root = root
        fitting = nil
    }

    /// A throw-away engine that sizes `root` toward `size` at the given priorities.
    init(fitting root: UIView, size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        self.root = root
        fitting = (size, horizontal, vertical)
    }

    private var isHosted: Bool { fitting == nil }

    /// Full rebuilds of the solver's tableau so far (tests check that rotation and constant changes need none).
    var solverRebuildCount: Int { solver.rebuildCount }

    // MARK: Invalidation

    func setNeedsSync() {
        needsSync = true
        setNeedsSolve()
    }

    func setNeedsSolve() {
        needsSolve = true
        if isHosted { root.setNeedsLayout() }
    }

    /// Someone else (a fitting engine) wrote the shared variables: read the solution again before using it.
    func variablesWereOverwritten() { needsSolve = true }

    /// A translating view moved or resized (the root on rotation): its pins follow. Called through the view's own
    /// `engine`, which only this engine's participants have: whether it translates is the view's flag (a flag
    /// changed since the last sync makes the sync rebuild the view's pins anyway), not a lookup for each of a
    /// layout pass's frames.
    func viewFrameDidChange(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints || view.isPlacedByStackView else { return }
        staleViews.append(view)
        setNeedsSolve()
    }

    func intrinsicContentSizeDidChange(_ view: UIView) {
        guard participants[ObjectIdentifier(view)] != nil else { return }
        staleViews.append(view)
        staleConstraints += baselineUsers[ObjectIdentifier(view)] ?? []
        setNeedsSolve()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard installed[constraint] != nil else { return }
        staleConstraints.append(constraint)
        setNeedsSolve()
    }

    /// A broken constraint that is deactivated may come back later as a fresh attempt.
    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        broken.remove(constraint)
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let old = installed.removeValue(forKey: constraint) else { return }
        try? solver.removeConstraint(old)
        install(constraint)
        setNeedsSolve()
    }

    /// The guides that follow the margins, the scroll offset or the keyboard take the new values as edits of their
    /// constants.
    func guideInsetsDidChange(of view: UIView) {
        let state = view.autoLayout
        for guide in [state?.marginsGuide, state?.readableGuide, state?.frameGuide, state?.keyboardGuide].compactMap({ $0 }) {
            guard let list = guideConstraints[ObjectIdentifier(guide)] else { continue }
            for (constraint, constant) in zip(list, Self.guideConstants(guide, view)) where constraint.constant != constant {
                constraint.constant = constant
                staleConstraints.append(constraint)
            }
        }
        setNeedsSolve()
    }

    /// Leading and trailing swapped sides: the constraints on them are made again from the items' directions.
    func layoutDirectionDidChange() {
        let directional = installed.keys.filter { !($0 is SystemConstraint) && $0.usesLayoutDirection }
        uninstall(directional)
        for constraint in directional { install(constraint) }
        setNeedsSolve()
    }

    // MARK: Solving

    /// Brings the solution up to date; views whose engine frame changed get their superview's layout scheduled.
    func solveIfNeeded() {
        if needsSync { sync() }
        flushStale()
        guard needsSolve else { return }
        needsSolve = false
        solver.updateVariables()
        guard isHosted else { return }
        let scale = screenScale
        for participant in participants.values where !participant.translates {
            let view = participant.view
            guard view !== root, let superview = view.superview else { continue }
            let (center, size) = placement(of: view, in: superview, scale: scale)
            if center != view.center || size != view.bounds.size { superview.setNeedsLayout() }
        }
    }

    /// Sets the frames of `view`'s subviews that the engine positions (the default `layoutSubviews`).
    func applyFrames(toSubviewsOf view: UIView) {
        solveIfNeeded()
        let scale = screenScale
        for subview in view.subviews {
            // After the sync in `solveIfNeeded`, this engine's participants are the subviews whose engine it is.
            guard subview.autoLayout?.engine === self, !subview.translatesAutoresizingMaskIntoConstraints, !subview.isPlacedByStackView
            else { continue }
            let (center, size) = placement(of: subview, in: view, scale: scale)
            subview.bounds.size = size
            subview.center = center
        }
    }

    /// The size the constraints give `item` on each axis where they determine it (nil where they leave it free).
    func determinedSize(of item: LayoutItem) -> (width: CGFloat?, height: CGFloat?) {
        solveIfNeeded()
        let variables = item.layoutVariables, rect = variables.rect
        return (
            solver.isAmbiguous(variables.width) ? nil : rect.width,
            solver.isAmbiguous(variables.height) ? nil : rect.height
        )
    }

    /// The root's size the constraints give (fitting engines).
    func solvedSize() -> CGSize {
        solveIfNeeded()
        return root.layoutVariables.rect.size
    }

    /// An item's rectangle in `reference`'s coordinates, on the pixel grid.
    func frame(of item: LayoutItem, in reference: UIView) -> CGRect {
        solveIfNeeded()
        return solvedFrame(of: item, in: reference, scale: screenScale)
    }

    /// The screen scale frames snap to: the root's (O(1), unlike walking up from each view).
    private var screenScale: CGFloat { root.window?.screen.scale ?? 1 }

    /// `item`'s rectangle in `reference`'s coordinates as the last solution has it, on the pixel grid: for loops
    /// over many views after one `solveIfNeeded()`.
    private func solvedFrame(of item: LayoutItem, in reference: UIView, scale: CGFloat) -> CGRect {
        let rect = item.layoutVariables.rect, origin = reference.layoutVariables.rect.origin
        func snap(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        let minX = snap(rect.minX - origin.x), minY = snap(rect.minY - origin.y)
        return CGRect(x: minX, y: minY, width: snap(rect.maxX - origin.x) - minX, height: snap(rect.maxY - origin.y) - minY)
    }

    private func placement(of view: UIView, in superview: UIView, scale: CGFloat) -> (CGPoint, CGSize) {
        let f = solvedFrame(of: view, in: superview, scale: scale)
        return (CGPoint(x: f.midX, y: f.midY), f.size)
    }

    func isAmbiguous(_ view: UIView) -> Bool {
        guard let participant = participants[ObjectIdentifier(view)], !participant.translates else { return false }
        solveIfNeeded()
        return view.layoutVariables.all.contains { solver.isAmbiguous($0) }
    }

    // MARK: Structure

    /// One walk of the tree: installs what became active, removes what went away.
    private func sync() {
        needsSync = false
        var wanted: [NSLayoutConstraint] = []
        var views: [ObjectIdentifier: UIView] = [:]
        var guides: [UILayoutGuide] = []
        baselineUsers.removeAll()
        func need(_ view: UIView) {
            var v: UIView? = view
            while let current = v, views[ObjectIdentifier(current)] == nil {
                views[ObjectIdentifier(current)] = current
                if current === root { break }
                v = current.superview
            }
        }
        func need(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, for constraint: NSLayoutConstraint) {
            var item = item
            if attribute.marginBase != nil, let view = item as? UIView { item = view.layoutMarginsGuide }
            if let guide = item as? UILayoutGuide, guide.system != nil, !guides.contains(where: { $0 === guide }) {
                guides.append(guide)
            }
            if let view = item.layoutView { need(view) }
            if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
                baselineUsers[ObjectIdentifier(view), default: []].append(constraint)
            }
        }
        need(root)
        root.forEachInSubtree { view in
            for constraint in view.autoLayout?.constraints ?? [] where constraint.invalidReason == nil {
                guard constraint.items.allSatisfy({ $0.layoutView?.isDescendant(of: root) == true }) else { continue }
                wanted.append(constraint)
                if let first = asLayoutItem(constraint.firstItem) { need(first, constraint.firstAttribute, for: constraint) }
                if let second = asLayoutItem(constraint.secondItem) {
                    need(second, constraint.secondAttribute, for: constraint)
                }
            }
        }
        let wantedSet = Set(wanted)
        broken.formIntersection(wantedSet)
        let pinned = isHosted ? pinnedViews(by: wanted) : []

        var removals: [NSLayoutConstraint] = installed.keys.filter { !($0 is SystemConstraint) && !wantedSet.contains($0) }
        var leaving: [Participant] = []
        for (id, participant) in participants {
            if views[id] == nil {
                leaving.append(participant)
                removals += participant.system
            } else if participant.translates != translates(participant.view) || participant.pinned != pinned.contains(id) {
                removals += participant.system
                participant.system = []
                participant.translates = translates(participant.view)
                participant.pinned = pinned.contains(id)
            }
        }
        for (id, list) in guideConstraints where !guides.contains(where: { ObjectIdentifier($0) == id }) {
            removals += list
            guideConstraints[id] = nil
        }
        uninstall(removals)
        for participant in leaving {
            participants[ObjectIdentifier(participant.view)] = nil
            if isHosted, participant.view.autoLayout?.engine === self { participant.view.autoLayout?.engine = nil }
            for variable in participant.view.layoutVariables.all { solver.removeVariable(variable) }
        }

        for view in views.values where participants[ObjectIdentifier(view)] == nil {
            let participant = Participant(view, translates: translates(view))
            participant.pinned = pinned.contains(ObjectIdentifier(view))
            participants[ObjectIdentifier(view)] = participant
            if isHosted { view.autoLayoutState.engine = self }
        }
        for participant in participants.values where participant.system.isEmpty {
            participant.system = systemConstraints(for: participant)
            for constraint in participant.system { install(constraint) }
        }
        for guide in guides where guideConstraints[ObjectIdentifier(guide)] == nil {
            let list = constraints(for: guide)
            guideConstraints[ObjectIdentifier(guide)] = list
            for constraint in list { install(constraint) }
        }
        for constraint in wanted where installed[constraint] == nil && !broken.contains(constraint) {
            install(constraint)
        }
        needsSolve = true
    }

    /// Whether the view's frame is given (pinned as it is) rather than solved: it translates its autoresizing mask,
    /// or a stack view places it.
    /// The views whose position and size required equalities fix on both axes against items whose frames are given:
    /// views that translate their mask (the root), their built-in guides, constants. Two different edges, or an edge
    /// or centre and the size, on each axis.
    private func pinnedViews(by constraints: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
        var fixed: [ObjectIdentifier: (horizontal: Set<Int>, vertical: Set<Int>)] = [:]
        func given(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            if let view = item as? UIView { return translates(view) }
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let system = guide.system else { return false }
            return system != .scrollContent && translates(owner)
        }
        func note(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
            guard let view = item as? UIView, !translates(view), attribute.marginBase == nil else { return }
            let rightToLeft = view.isRightToLeft
            // Each axis's two edges, its centre and its size, whichever attribute names them.
            let part: (horizontal: Bool, side: Int)? = switch attribute {
            case .left: (true, 0)
            case .right: (true, 1)
            case .leading: (true, rightToLeft ? 1 : 0)
            case .trailing: (true, rightToLeft ? 0 : 1)
            case .centerX: (true, 2)
            case .width: (true, 3)
            case .top: (false, 0)
            case .bottom: (false, 1)
            case .centerY: (false, 2)
            case .height: (false, 3)
            default: nil
            }
            guard let part else { return }
            if part.horizontal { fixed[ObjectIdentifier(view), default: ([], [])].horizontal.insert(part.side) } else {
                fixed[ObjectIdentifier(view), default: ([], [])].vertical.insert(part.side)
            }
        }
        for constraint in constraints where constraint.relation == .equal && constraint.priority.isRequired && !broken.contains(constraint) {
            if given(constraint.secondItem) { note(constraint.firstItem, constraint.firstAttribute) }
            if constraint.secondItem != nil, given(constraint.firstItem) { note(constraint.secondItem, constraint.secondAttribute) }
        }
        return Set(fixed.compactMap { $0.value.horizontal.count >= 2 && $0.value.vertical.count >= 2 ? $0.key : nil })
    }

    private func translates(_ view: UIView) -> Bool {
        if fitting != nil, view === root { return false }
        return view.translatesAutoresizingMaskIntoConstraints || view.isPlacedByStackView
    }

    // MARK: System constraints

    private func systemConstraints(for participant: Participant) -> [SystemConstraint] {
        let view = participant.view
        if view === root {
            var list = [
                SystemConstraint(.autoresizing(mask: []), view, .left, constant: 0),
                SystemConstraint(.autoresizing(mask: []), view, .top, constant: 0),
            ]
            if let fitting {
                list.append(SystemConstraint(.contentSize, view, .width, constant: fitting.size.width, priority: fitting.horizontal))
                list.append(SystemConstraint(.contentSize, view, .height, constant: fitting.size.height, priority: fitting.vertical))
            } else if participant.translates {
                list.append(SystemConstraint(.autoresizing(mask: view.autoresizingMask), view, .width, constant: view.bounds.width))
                list.append(SystemConstraint(.autoresizing(mask: view.autoresizingMask), view, .height, constant: view.bounds.height))
            }
            return list + (participant.translates ? [] : contentSizeConstraints(for: participant))
        }
        guard participant.translates, let superview = view.superview else { return contentSizeConstraints(for: participant) }
        let mask = view.autoresizingMask, frame = view.frame
        return [
            SystemConstraint(.autoresizing(mask: mask), view, .left, to: superview, .left, constant: frame.minX),
            SystemConstraint(.autoresizing(mask: mask), view, .top, to: superview, .top, constant: frame.minY),
            SystemConstraint(.autoresizing(mask: mask), view, .width, constant: frame.width),
            SystemConstraint(.autoresizing(mask: mask), view, .height, constant: frame.height),
        ]
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis that has an
    /// intrinsic size.
    private func contentSizeConstraints(for participant: Participant) -> [SystemConstraint] {
        guard !participant.pinned else { return [] }
        let view = participant.view
        let content = view.contentSizeForLayout()
        var list: [SystemConstraint] = []
        for (attribute, value, hugging, compression) in [
            (NSLayoutConstraint.Attribute.width, content.size.width, content.hugging.horizontal, content.compression.horizontal),
            (.height, content.size.height, content.hugging.vertical, content.compression.vertical),
        ] where value != UIView.noIntrinsicMetric {
            list.append(SystemConstraint(.contentSize, view, attribute, .lessThanOrEqual, constant: value, priority: hugging))
            list.append(SystemConstraint(.contentSize, view, attribute, .greaterThanOrEqual, constant: value, priority: compression))
        }
        return list
    }

    private func constraints(for guide: UILayoutGuide) -> [SystemConstraint] {
        guard let owner = guide.owningView else { return [] }
        let c = Self.guideConstants(guide, owner)
        if guide.system == .scrollContent {
            // The content's origin is the scroll view's; its size is whatever the app's constraints make it.
            return [
                SystemConstraint(.guide, guide, .left, to: owner, .left, constant: 0),
                SystemConstraint(.guide, guide, .top, to: owner, .top, constant: 0),
            ]
        }
        if guide.system == .keyboard {
            // Full width, standing on the owner's bottom edge, as tall as the keyboard covers.
            return [
                SystemConstraint(.guide, guide, .left, to: owner, .left, constant: c[0]),
                SystemConstraint(.guide, guide, .width, to: owner, .width, constant: c[1]),
                SystemConstraint(.guide, guide, .bottom, to: owner, .bottom, constant: c[2]),
                SystemConstraint(.guide, guide, .height, constant: c[3]),
            ]
        }
        guard guide.system == .readableContent else {
            return [
                SystemConstraint(.guide, guide, .left, to: owner, .left, constant: c[0]),
                SystemConstraint(.guide, guide, .top, to: owner, .top, constant: c[1]),
                SystemConstraint(.guide, guide, .width, to: owner, .width, constant: c[2]),
                SystemConstraint(.guide, guide, .height, to: owner, .height, constant: c[3]),
            ]
        }
        // As wide as the margins allow up to the readable width (required), as wide as it can (almost required),
        // centred between the margins.
        return [
            SystemConstraint(.guide, guide, .centerX, to: owner, .centerX, constant: c[0]),
            SystemConstraint(.guide, guide, .top, to: owner, .top, constant: c[1]),
            SystemConstraint(.guide, guide, .width, .lessThanOrEqual, to: owner, .width, constant: c[2]),
            SystemConstraint(.guide, guide, .height, to: owner, .height, constant: c[3]),
            SystemConstraint(.guide, guide, .width, to: owner, .width, constant: c[4], priority: UILayoutPriority(999)),
            SystemConstraint(.guide, guide, .width, .lessThanOrEqual, constant: UILayoutGuide.readableWidth),
        ]
    }

    /// The constants of a built-in guide's constraints, in the order `constraints(for:)` makes them.
    private static func guideConstants(_ guide: UILayoutGuide, _ owner: UIView) -> [CGFloat] {
        // The frame guide stays on screen: in content coordinates it starts at the offset.
        if guide.system == .scrollFrame { return [owner.bounds.minX, owner.bounds.minY, 0, 0] }
        if let keyboard = guide as? UIKeyboardLayoutGuide { return [0, 0, 0, keyboard.height] }
        let insets = guide.system == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let width = -(insets.left + insets.right), height = -(insets.top + insets.bottom)
        guard guide.system == .readableContent else { return [insets.left, insets.top, width, height] }
        return [(insets.left - insets.right) / 2, insets.top, width, height, width]
    }

    // MARK: Installing

    private func install(_ constraint: NSLayoutConstraint) {
        guard let first = asLayoutItem(constraint.firstItem) else { return }
        let rightToLeft = constraint.isRightToLeft
        var expression = Self.expression(first, constraint.firstAttribute, rightToLeft: rightToLeft)
        if let second = asLayoutItem(constraint.secondItem) {
            expression = expression
                - Self.expression(second, constraint.secondAttribute, rightToLeft: rightToLeft) * Double(constraint.multiplier)
        }
        expression = expression - Double(constraint.constant)
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = Constraint(expression, relation, strength: constraint.priority.strength)
        do {
            // System pins move with frames and margins: give them markers so each move is incremental.
            try solver.addConstraint(solverConstraint, variableConstant: constraint is SystemConstraint)
            installed[constraint] = solverConstraint
        } catch {
            breakConstraint(constraint)
        }
        needsSolve = true
    }

    private func uninstall(_ list: [NSLayoutConstraint]) {
        let solverConstraints = list.compactMap { installed.removeValue(forKey: $0) }
        do { try solver.removeConstraints(solverConstraints) } catch { recoverFromRefusal() }
    }

    /// The solver constant a constraint needs now (its `constant` plus baseline offsets).
    private static func solverConstant(of constraint: NSLayoutConstraint) -> Double {
        var constant = -Double(constraint.constant)
        let rightToLeft = constraint.isRightToLeft
        if let first = asLayoutItem(constraint.firstItem) {
            constant += expression(first, constraint.firstAttribute, rightToLeft: rightToLeft).constant
        }
        if let second = asLayoutItem(constraint.secondItem) {
            constant -= expression(second, constraint.secondAttribute, rightToLeft: rightToLeft).constant
                * Double(constraint.multiplier)
        }
        return constant
    }

    private func flushStale() {
        let views = staleViews, constraints = staleConstraints
        staleViews.removeAll()
        staleConstraints.removeAll()
        for view in views { refreshSystemConstraints(of: view) }
        for constraint in constraints { updateSolverConstant(of: constraint) }
    }

    private func refreshSystemConstraints(of view: UIView) {
        guard let participant = participants[ObjectIdentifier(view)] else { return }
        let fresh = systemConstraints(for: participant)
        let sameShape = fresh.count == participant.system.count
            && zip(fresh, participant.system).allSatisfy {
                $0.firstAttribute == $1.firstAttribute && $0.relation == $1.relation && $0.priority == $1.priority
            }
        guard sameShape else {
            uninstall(participant.system)
            participant.system = fresh
            for constraint in fresh { install(constraint) }
            return
        }
        for (old, new) in zip(participant.system, fresh) where old.constant != new.constant {
            old.constant = new.constant
            updateSolverConstant(of: old)
        }
    }

    private func updateSolverConstant(of constraint: NSLayoutConstraint) {
        guard let solverConstraint = installed[constraint] else { return }
        do {
            try solver.updateConstant(of: solverConstraint, to: Self.solverConstant(of: constraint))
        } catch {
            if solver.hasConstraint(solverConstraint) { try? solver.removeConstraint(solverConstraint) }
            installed[constraint] = nil
            breakConstraint(constraint)
            recoverFromRefusal()
        }
        needsSolve = true
    }

    /// After a rebuild refused some constraint, drops whatever the solver no longer holds.
    private func recoverFromRefusal() {
        for (constraint, solverConstraint) in installed where !solver.hasConstraint(solverConstraint) {
            installed[constraint] = nil
            breakConstraint(constraint)
        }
    }

    // MARK: Conflicts

    /// Logs UIKit's message for a required constraint that cannot be satisfied, with the required constraints on
    /// the same items, and leaves the constraint out of the layout.
    private func breakConstraint(_ constraint: NSLayoutConstraint) {
        broken.insert(constraint)
        let items = Set(constraint.items.map { ObjectIdentifier($0) })
        let related = installed.keys.filter { other in
            other.priority.isRequired && other.items.contains { items.contains(ObjectIdentifier($0)) }
        }
        let list = (related.sorted { $0.description < $1.description } + [constraint]).map { "    \"\($0)\"" }
        Self.logger.error(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    // MARK: Attributes

    /// An attribute as a linear expression over the item's variables. Right to left, leading and trailing measure
    /// leftwards (−maxX and −minX), so that a positive constant still moves towards the trailing side.
    static func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool = false
    ) -> LinearExpression {
        if let base = attribute.marginBase, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, base, rightToLeft: rightToLeft)
        }
        let v = item.layoutVariables
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .leading: return rightToLeft ? (v.minX + v.width) * -1 : LinearExpression(v.minX)
        case .trailing: return rightToLeft ? LinearExpression(v.minX) * -1 : v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .centerX: return v.minX + v.width * 0.5
        case .centerY: return v.minY + v.height * 0.5
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .firstBaseline, .lastBaseline:
            guard let offset = (item as? UILabel)?.baselineOffsetFromCenter(first: attribute == .firstBaseline) else {
                return v.minY + v.height
            }
            return v.minY + v.height * 0.5 + Double(offset)
        default: return LinearExpression(0)
        }
    }
}
