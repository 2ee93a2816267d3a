import Foundation

/// Columns of controllers side by side — a list and the detail it selects — that collapse to one navigation stack
/// when the width is compact and expand again when it is regular (a rotation), as UIKit's `UISplitViewController`
/// (docs/UIKIT-BEHAVIOUR.md §1.10a). The classic form takes `viewControllers` (primary, secondary); the column form
/// (`init(style:)`) takes `setViewController(_:for:)` and wraps each column in a navigation controller, as UIKit does.
/// Children appear and disappear with their views (the usual containment callbacks, in UIKit's order).
@MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the column form has; `.unspecified` is the classic form.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }

    /// The columns of the column form; `.compact` is shown alone when collapsed, if set.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }

    /// Which columns show beside, or over, the secondary one.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
        /// The classic name of `secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// "Choose for me" for the column widths.
    public static let automaticDimension: CGFloat = -1
    /// The width a column takes when nothing else is asked, in points.
    static let automaticColumnWidth: CGFloat = 320

    /// The form: classic or two or three columns (set by the initialiser, or by a storyboard before its columns).
    public internal(set) var style: Style
    /// Asked about collapsing, expanding and showing; told of display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?
    /// Whether the split view shows one column (compact width).
    public private(set) var isCollapsed = false
    /// The display mode asked for; `.automatic` shows the primary column beside the secondary one in a regular width
    /// (and, with three columns, the supplementary one too where the secondary keeps `automaticColumnWidth`).
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { updateDisplayMode() }
    }
    /// The display mode now (never `.automatic`).
    public private(set) var displayMode = DisplayMode.oneBesideSecondary
    /// Whether a swipe shows the hidden primary column (kept for UIKit code; FrameKit's kiosk panels use the button).
    open var presentsWithGesture = true
    /// The primary column's width as a fraction of the split view's (automatic: `automaticColumnWidth` points).
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The primary column's width in points; wins over the fraction.
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The narrowest the primary column gets.
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The widest the primary column gets (automatic: 40 % of the split view).
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the split view's.
    open var preferredSupplementaryColumnWidthFraction = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The supplementary column's width in points; wins over the fraction.
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { view.setNeedsLayout() } }
    /// The primary column's width as last laid out.
    public private(set) var primaryColumnWidth: CGFloat = 0
    /// The supplementary column's width as last laid out.
    public private(set) var supplementaryColumnWidth: CGFloat = 0

    private var columns: [Column: UIViewController] = [:]
    /// What collapsing pushed onto the primary navigation controller: its depth before, and the navigation controller
    /// the pushed controllers came out of (a secondary that was one), to hand them back when expanding.
    private var collapsedOnto: (depth: Int, from: UINavigationController?)?
    /// Catches a tap beside a primary column shown over the secondary one, which hides it.
    private lazy var overlayDismissal = OverlayDismissal { [weak self] in self?.hideOverlay() }
    /// The primary's and the supplementary column's dividers.
    private let dividers: [UIView] = (0..<2).map { _ in
        let divider = UIView()
        divider.backgroundColor = .opaqueSeparator
        divider.isUserInteractionEnabled = false
        return divider
    }

    /// A split view of the column form.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (set `viewControllers`).
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A classic split view from a storyboard.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Children

    /// The primary and secondary controllers (three with a supplementary column); only the primary one while
    /// collapsed. Setting it sets the primary and secondary columns.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed { return columns[.primary].map { [$0] } ?? [] }
            return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
        }
        set {
            setColumn(.primary, newValue.first)
            setColumn(.secondary, newValue.count > 1 ? newValue.last : nil)
            if newValue.count > 2 { setColumn(.supplementary, newValue[1]) }
        }
    }

    /// Puts `vc` in `column` (the column form wraps it in a navigation controller, as UIKit does).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard let vc, style != .unspecified, !(vc is UINavigationController), !(vc is UITabBarController) else {
            return setColumn(column, vc)
        }
        setColumn(column, UINavigationController(rootViewController: vc))
    }

    /// The controller in `column`: what `setViewController(_:for:)` was given (not its navigation controller).
    open func viewController(for column: Column) -> UIViewController? {
        guard let shown = columns[column] else { return nil }
        guard style != .unspecified, let navigation = shown as? UINavigationController else { return shown }
        return navigation.viewControllers.first ?? navigation
    }

    private func setColumn(_ column: Column, _ controller: UIViewController?) {
        guard columns[column] !== controller else { return }
        if let old = columns[column] { removeChildController(old) }
        columns[column] = controller
        if let controller {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        loadedView?.setNeedsLayout()
    }

    private func removeChildController(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    // MARK: Showing

    /// Shows `vc` in the primary column (pushed onto it when it is a navigation controller, as when collapsed),
    /// unless the delegate does.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = columns[.primary] as? UINavigationController {
            push(vc, onto: navigation)
        } else {
            present(vc, animated: true)
        }
    }

    /// Makes `vc` the secondary controller — or, collapsed, pushes it onto the primary navigation controller — unless
    /// the delegate does; a primary column shown over the secondary one goes away.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = columns[.primary] as? UINavigationController {
            return push(vc, onto: navigation)
        }
        setColumn(.secondary, vc)
        hideOverlay()
    }

    /// Shows `column` (the column form): the display mode changes to show it, or, collapsed, it comes to the top of
    /// the navigation stack.
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        if isCollapsed {
            if column == .primary, let navigation = columns[.primary] as? UINavigationController {
                navigation.popToRootViewController(animated: true)
            }
            return
        }
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: preferredDisplayMode = .oneBesideSecondary
        case .secondary, .compact: break
        }
    }

    /// Hides `column` (the column form).
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
        guard !isCollapsed else { return }
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: preferredDisplayMode = .secondaryOnly
        case .secondary, .compact: break
        }
    }

    /// A button that shows a hidden primary column over the secondary one, or hides it again: for the secondary
    /// controller's navigation item.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: "Menu", style: .plain, primaryAction: nil)
        item.primaryAction = UIAction(title: "Menu") { [weak self] _ in self?.toggleDisplayMode() }
        return item
    }()

    private func toggleDisplayMode() {
        preferredDisplayMode = displayMode == .secondaryOnly ? .oneOverSecondary : .secondaryOnly
    }

    private func hideOverlay() {
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { preferredDisplayMode = .secondaryOnly }
    }

    /// Pushes `vc` onto `navigation`; a navigation controller's stack is pushed instead (one may not hold another).
    private func push(_ vc: UIViewController, onto navigation: UINavigationController) {
        guard let nested = vc as? UINavigationController else { return navigation.pushViewController(vc, animated: true) }
        let moved = nested.viewControllers
        nested.setViewControllers([], animated: false)
        navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
    }

    // MARK: Layout

    /// Whether the log has said once that the secondary column has no controller.
    private var saidSecondaryIsMissing = false

    open override func loadView() {
        let root = SplitView(frame: defaultViewFrame)
        root.backgroundColor = .systemBackground
        root.layoutHandler = { [weak self] in self?.layOutColumns() }
        view = root
    }

    private func updateDisplayMode() {
        updateDisplayMode(width: loadedView?.bounds.width ?? 0)
        loadedView?.setNeedsLayout()
    }

    private func resolvedDisplayMode(width: CGFloat) -> DisplayMode {
        switch preferredDisplayMode {
        case .automatic:
            guard style == .tripleColumn else { return .oneBesideSecondary }
            let both = primaryWidth(in: width) + supplementaryWidth(in: width)
            return width - both >= Self.automaticColumnWidth ? .twoBesideSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? preferredDisplayMode : .oneBesideSecondary
        case let mode: return mode
        }
    }

    private func primaryWidth(in width: CGFloat) -> CGFloat {
        let wanted = preferredPrimaryColumnWidth >= 0 ? preferredPrimaryColumnWidth
            : preferredPrimaryColumnWidthFraction >= 0 ? width * preferredPrimaryColumnWidthFraction : Self.automaticColumnWidth
        let maximum = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : width * 0.4
        return min(max(wanted, max(minimumPrimaryColumnWidth, 0)), maximum, width).rounded()
    }

    private func supplementaryWidth(in width: CGFloat) -> CGFloat {
        let wanted = preferredSupplementaryColumnWidth >= 0 ? preferredSupplementaryColumnWidth
            : preferredSupplementaryColumnWidthFraction >= 0 ? width * preferredSupplementaryColumnWidthFraction : Self.automaticColumnWidth
        return min(max(wanted, 0), width).rounded()
    }

    /// Collapses or expands for the width, then places the columns the display mode shows and takes the others'
    /// views out (so they disappear, with the usual callbacks).
    private func layOutColumns() {
        guard let root = loadedView else { return }
        let bounds = root.bounds
        let compact = bounds.width < UITraitCollection.regularSizeClassMinimum
        if compact != isCollapsed { compact ? collapse() : expand() }
        var frames: [Column: CGRect] = [:]
        if isCollapsed {
            frames[columns[.compact] != nil ? .compact : .primary] = bounds
            primaryColumnWidth = 0
            supplementaryColumnWidth = 0
        } else {
            updateDisplayMode(width: bounds.width)
            frames = columnFrames(in: bounds)
            if columns[.secondary] == nil, !saidSecondaryIsMissing {
                saidSecondaryIsMissing = true
                Self.logger.error(
                    "UISplitViewController has no secondary view controller (UIKit asserts here); its column stays empty until viewControllers has two or setViewController(_:for: .secondary) gives one")
            }
        }
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            guard let controller = columns[column] else { continue }
            guard let frame = frames[column] else {
                if controller.viewIfLoaded?.superview === root { controller.view.removeFromSuperview() }
                continue
            }
            let childView: UIView = controller.view
            childView.frame = frame
            if childView.superview !== root { root.addSubview(childView) }
        }
        placeOverlayDismissal(in: root, frames: frames)
        placeDividers(in: root, frames: frames)
    }

    /// The hairlines at the trailing edges of the primary and supplementary columns while they show (UIKit's
    /// column dividers), one device pixel wide, over the columns.
    private func placeDividers(in root: UIView, frames: [Column: CGRect]) {
        let hairline = 1 / (root.window?.screen.scale ?? UIScreen.mainScreen?.scale ?? 1)
        for (index, column) in [Column.primary, .supplementary].enumerated() {
            let divider = dividers[index]
            guard !isCollapsed, let frame = frames[column], frame.width > 0 else {
                divider.removeFromSuperview()
                continue
            }
            divider.frame = CGRect(x: frame.maxX - hairline, y: frame.minY, width: hairline, height: frame.height)
            root.addSubview(divider)
        }
    }

    /// The display mode for `width`, the delegate told before it changes.
    private func updateDisplayMode(width: CGFloat) {
        let mode = resolvedDisplayMode(width: width)
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
    }

    /// Where each shown column goes in `bounds` for the display mode: side by side, or over the secondary column.
    private func columnFrames(in bounds: CGRect) -> [Column: CGRect] {
        let primary = primaryWidth(in: bounds.width)
        let supplementary = style == .tripleColumn && columns[.supplementary] != nil ? supplementaryWidth(in: bounds.width) : 0
        primaryColumnWidth = primary
        supplementaryColumnWidth = supplementary
        let height = bounds.height
        var frames: [Column: CGRect] = [.secondary: bounds]
        /// Lays `leading` out from the left edge, over the secondary column; returns where they end.
        @discardableResult
        func over(_ leading: [(Column, CGFloat)]) -> CGFloat {
            var x: CGFloat = 0
            for (column, width) in leading where width > 0 {
                frames[column] = CGRect(x: x, y: 0, width: width, height: height)
                x += width
            }
            return x
        }
        func beside(_ leading: [(Column, CGFloat)]) {
            let x = over(leading)
            frames[.secondary] = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: height)
        }
        let tripled = supplementary > 0
        switch displayMode {
        case .secondaryOnly, .automatic: break
        case .oneBesideSecondary: beside(tripled ? [(.supplementary, supplementary)] : [(.primary, primary)])
        case .oneOverSecondary: over(tripled ? [(.supplementary, supplementary)] : [(.primary, primary)])
        case .twoBesideSecondary, .twoDisplaceSecondary: beside([(.primary, primary), (.supplementary, supplementary)])
        case .twoOverSecondary: over([(.primary, primary), (.supplementary, supplementary)])
        }
        return frames
    }

    /// Over the secondary column, shown while a column covers part of it, under the covering columns.
    private func placeOverlayDismissal(in root: UIView, frames: [Column: CGRect]) {
        let overlaid = !isCollapsed && (displayMode == .oneOverSecondary || displayMode == .twoOverSecondary)
        guard overlaid, let secondary = columns[.secondary]?.viewIfLoaded else {
            overlayDismissal.removeFromSuperview()
            return
        }
        overlayDismissal.frame = frames[.secondary] ?? root.bounds
        root.insertSubview(overlayDismissal, aboveSubview: secondary)
    }

    // MARK: Collapsing and expanding

    /// One column from now on: the compact column if there is one; else the secondary controller is pushed onto a
    /// navigation controller primary, unless the delegate takes it.
    private func collapse() {
        isCollapsed = true
        defer { delegate?.splitViewControllerDidCollapse(self) }
        guard columns[.compact] == nil, let primary = columns[.primary], let secondary = columns[.secondary] else { return }
        if style != .unspecified,
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) == .primary
        {
            return
        }
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
        guard let navigation = primary as? UINavigationController else { return }
        removeChildController(secondary)
        columns[.secondary] = nil
        collapsedOnto = (navigation.viewControllers.count, secondary as? UINavigationController)
        push(secondary, onto: navigation)
    }

    /// Columns from now on: the delegate's secondary controller, or what collapsing (and showing details since)
    /// pushed onto the primary navigation controller, taken back off it.
    private func expand() {
        isCollapsed = false
        defer {
            if style != .unspecified {
                let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: displayMode) ?? displayMode
                if mode != displayMode, mode != .automatic { preferredDisplayMode = mode }
            }
            delegate?.splitViewControllerDidExpand(self)
        }
        let record = collapsedOnto
        collapsedOnto = nil
        guard let primary = columns[.primary], columns[.compact] == nil else { return }
        if let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary) {
            return setColumn(.secondary, separated)
        }
        guard let navigation = primary as? UINavigationController, columns[.secondary] == nil else { return }
        let depth = record?.depth ?? 1
        let stack = navigation.viewControllers
        guard stack.count > depth else { return }
        let moved = Array(stack[depth...])
        navigation.setViewControllers(Array(stack[..<depth]), animated: false)
        navigation.runScheduledTransitionNow()
        if let container = record?.from {
            container.setViewControllers(moved, animated: false)
            setColumn(.secondary, container)
        } else if moved.count == 1 {
            setColumn(.secondary, moved[0])
        } else {
            let container = UINavigationController(nibName: nil, bundle: nil)
            container.setViewControllers(moved, animated: false)
            setColumn(.secondary, container)
        }
    }
}

/// The split view's root view: lays the columns out whenever it is laid out.
private final class SplitView: UIView {
    var layoutHandler: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHandler?()
    }
}

/// A clear view over the secondary column while another column covers part of it: a touch there hides the cover.
private final class OverlayDismissal: UIView {
    private let dismiss: @MainActor () -> Void

    init(dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
        super.init(frame: .zero)
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dismiss() }
}

extension UIViewController {
    /// The nearest split view controller above this one.
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}
