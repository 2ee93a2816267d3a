import Foundation

/// A stack of controllers with a navigation bar: pushes slide in from the trailing edge (the right, or the left in a
/// right-to-left interface), pops slide back. Changes made in
/// one turn of the main loop collapse into one transition on the next turn (tables b and c); animated ones run on
/// the frame clock. An edge swipe pops interactively (`interactivePopGestureRecognizer`). Appearance is driven here,
/// not forwarded automatically (docs/UIKIT-BEHAVIOUR.md §1.9).
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes.
    public static let transitionDuration: TimeInterval = 0.35

    /// The stack, root first.
    public internal(set) var stack: [UIViewController] = []
    /// Told as controllers are shown; gives custom push and pop animators.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top, showing the top controller's navigation item.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.defaultHeight))
    /// Holds the shown controller's view, below the bar.
    let contentView = UIView()
    /// The controller whose view is on screen.
    var shown: UIViewController?
    private var transitionScheduled = false
    var transitionRunning = false
    private var nextTransitionAnimated = false
    /// Added since the last transition; they get `didMove(toParent: self)` when it ends.
    private var joining: [UIViewController] = []
    /// Removed since the last transition; kept alive until their `didMove(toParent: nil)`.
    var leaving: [UIViewController] = []
    /// The edge swipe that pops the top controller with the finger, from the leading edge (the left, or the right in
    /// a right-to-left interface); made with the view. Disable it to keep the swipe from popping.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The pop the edge swipe is driving, while it does.
    var interactivePop: InteractivePop?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardingTargets: [UIViewController] {
        guard !transitionRunning, let shown else { return [] }
        return [shown]
    }

    // MARK: The stack

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The top controller, or what it presented.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden; the content then fills the whole view.
    open var isNavigationBarHidden = false {
        didSet { layoutContainer() }
    }

    /// Shows or hides the navigation bar (at once: the hiding is not animated yet).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while `isToolbarHidden` is false.
    public let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: UIToolbar.defaultHeight))

    /// Whether the toolbar is hidden (the default, as in UIKit); the content then reaches the bottom.
    open var isToolbarHidden = true {
        didSet { layoutContainer() }
    }

    /// Shows or hides the toolbar (at once: the change is not animated yet).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// A controller's toolbar items changed: the toolbar follows the top controller's.
    func topControllerToolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { toolbar.items = controller.toolbarItems }
    }

    /// Pushes `viewController`: `willMove(toParent:)` now, the transition on the next turn.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !(viewController is UINavigationController), !stack.contains(where: { $0 === viewController }) else {
            return Self.logger.error(
                "pushViewController: \(type(of: viewController)) is a navigation controller or already in the stack")
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pushes `vc`: a navigation controller shows by pushing.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller (never the root; returns nil then).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last!
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above `viewController`; returns what was popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops every controller above the root one and returns them, nil when the root was on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack: removed controllers get `willMove(toParent: nil)` now, added ones `willMove(toParent:)`;
    /// the screen changes to the new top on the next turn.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        for old in stack where !unique.contains(where: { $0 === old }) {
            old.beginRemovalFromParent()
            old.detachFromParent()
            joining.removeAll { $0 === old }
            leaving.append(old)
        }
        for new in unique where new.parent !== self {
            addChild(new)
            leaving.removeAll { $0 === new }
            joining.append(new)
        }
        containment.children = unique
        stack = unique
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        toolbar.items = stack.last?.toolbarItems
        nextTransitionAnimated = animated
        scheduleTransition()
    }

    // MARK: The view

    open override func loadView() {
        let root = UIView(frame: defaultViewFrame)
        root.backgroundColor = .systemBackground
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: UINavigationBar.defaultHeight)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.itemsChanged = { [weak self] in self?.layoutContainer() }
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = true
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        let pop = InteractivePopGestureRecognizer(navigationController: self)
        pop.addTarget(self, action: UINavigationController.handleInteractivePop)
        root.addGestureRecognizer(pop)
        interactivePopGestureRecognizer = pop
        view = root
        layoutContainer()
    }

    override func prepareForAppearance() {
        if !transitionRunning, shown !== topViewController || shown?.viewIfLoaded?.superview !== contentView {
            settleWithoutAppearance()
        }
    }

    private func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        let search = placeSearchBar(in: root)
        let barHidden = isNavigationBarHidden || search.hidesBar
        navigationBar.isHidden = barHidden
        toolbar.isHidden = isToolbarHidden
        // A large title over a scroll view collapses as it scrolls: the content goes under the title's band.
        let tracked = navigationBar.showsLargeTitle && !barHidden && search.height == 0
            ? topViewController?.contentScrollView(for: .top) : nil
        track(tracked)
        navigationBar.frame.size.height = navigationBar.preferredHeight - navigationBar.largeTitleCollapse
        let top = (barHidden ? 0 : tracked != nil ? UINavigationBar.defaultHeight : navigationBar.preferredHeight) + search.height
        let bottom = isToolbarHidden ? 0 : UIToolbar.defaultHeight
        contentView.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: max(0, root.bounds.height - top - bottom))
        toolbar.frame = CGRect(x: 0, y: root.bounds.height - UIToolbar.defaultHeight, width: root.bounds.width, height: UIToolbar.defaultHeight)
    }

    // MARK: Large titles

    /// The top controller's content scroll view, which the large title follows.
    private weak var trackedScrollView: UIScrollView?

    /// Follows `scrollView` (nil: none): its content starts under the large title's band, which collapses as it
    /// scrolls up.
    private func track(_ scrollView: UIScrollView?) {
        guard scrollView !== trackedScrollView else { return }
        if let old = trackedScrollView {
            old.scrollTracker = nil
            old.largeTitleInset = 0
        }
        trackedScrollView = scrollView
        navigationBar.largeTitleCollapse = 0
        guard let scrollView else { return }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        scrollView.largeTitleInset = UINavigationBar.largeTitleHeight
        if atTop { scrollView.contentOffset.y = -scrollView.adjustedContentInset.top }
        scrollView.scrollTracker = { [weak self] in self?.contentScrolled($0) }
        contentScrolled(scrollView)
    }

    private func contentScrolled(_ scrollView: UIScrollView) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationBar.largeTitleCollapse = min(max(scrolled, 0), UINavigationBar.largeTitleHeight)
        navigationBar.frame.size.height = navigationBar.preferredHeight - navigationBar.largeTitleCollapse
    }

    // MARK: Search

    /// The search controller whose bar shows: the top item's.
    private var shownSearch: UISearchController?

    /// Shows the top item's search bar under the bar (at the top while an active search hides the bar); returns how
    /// tall it is and whether the navigation bar gives way.
    private func placeSearchBar(in root: UIView) -> (height: CGFloat, hidesBar: Bool) {
        let search = topViewController?.navigationItem.searchController
        if shownSearch !== search {
            if shownSearch?.searchBar.superview === root { shownSearch?.searchBar.removeFromSuperview() }
            shownSearch?.host = nil
            shownSearch = search
            search?.host = self
        }
        guard let search else { return (0, false) }
        let hidesBar = search.isActive && search.hidesNavigationBarDuringPresentation
        let y = isNavigationBarHidden || hidesBar ? 0 : navigationBar.preferredHeight
        let height = UISearchBar.fieldBandHeight + (search.searchBar.showsScopeBar ? UISearchBar.scopeBandHeight : 0)
        search.searchBar.frame = CGRect(x: 0, y: y, width: root.bounds.width, height: height)
        search.searchBar.autoresizingMask = [.flexibleWidth]
        if search.searchBar.superview !== root { root.addSubview(search.searchBar) }
        return (height, hidesBar)
    }

    /// Where an active search's dim or results cover the screen: the content, below the bars.
    var searchOverlayContainer: UIView? { isViewLoaded ? contentView : nil }

    /// A search started or ended: the bars move.
    func searchDidChangeActivity() {
        layoutContainer()
    }

    func place(_ controller: UIViewController) -> UIView {
        let childView: UIView = controller.view
        childView.frame = contentView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if controller === topViewController { layoutContainer() }
        return childView
    }

    // MARK: Transitions

    func scheduleTransition() {
        guard !transitionScheduled else { return }
        transitionScheduled = true
        Self.onNextTurn(of: viewIfLoaded) { [weak self] in
            guard let self else { return }
            self.transitionScheduled = false
            self.runTransition()
        }
    }

    /// Runs the transition the last stack change scheduled now rather than on the next turn: for a container that
    /// hands controllers to another navigation controller (a split view expanding), whose own transition would
    /// otherwise take their views from where the other one put them.
    func runScheduledTransitionNow() {
        guard transitionScheduled else { return }
        transitionScheduled = false
        nextTransitionAnimated = false
        runTransition(endingNow: true)
    }

    /// Moves the screen from the shown controller to the top one, with appearance callbacks when visible; a
    /// transition `endingNow` (never animated) ends before this returns instead of on the next turn.
    private func runTransition(endingNow: Bool = false) {
        guard !transitionRunning else { return }
        guard isViewLoaded, isAppearingOrAppeared, isInVisibleWindow else { return settleWithoutAppearance() }
        let new = topViewController, old = shown
        guard new !== old, let new else { return finishMoves() }
        transitionRunning = true
        let animated = nextTransitionAnimated && old != nil
        let isPop = old.map { old in !stack.contains { $0 === old } } ?? false
        let newView = place(new)
        old?.beginAppearanceTransition(false, animated: animated)
        new.beginAppearanceTransition(true, animated: animated)
        delegate?.navigationController(self, willShow: new, animated: animated)
        if animated, let old, let animator = delegate?.navigationController(
            self, animationControllerFor: isPop ? .pop : .push, from: old, to: new)
        {
            return runCustomTransition(from: old, to: new, isPop: isPop, animator: animator)
        }
        let width = contentView.bounds.width * (view.isRightToLeft ? -1 : 1)
        if animated { newView.frame.origin.x = isPop ? -width / 3 : width }
        if isPop, let oldView = old?.viewIfLoaded {
            contentView.insertSubview(newView, belowSubview: oldView)
        } else {
            contentView.addSubview(newView)
        }
        view.window?.layoutIfNeeded()
        let oldView = old?.viewIfLoaded
        let move = {
            newView.frame.origin.x = 0
            oldView?.frame.origin.x = isPop ? width : -width / 3
        }
        let end: @MainActor () -> Void = { [weak self] in
            oldView?.removeFromSuperview()
            oldView?.frame.origin.x = 0
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
            guard let self else { return }
            self.transitionEnded(showing: new, animated: animated)
        }
        guard !endingNow else {
            move()
            return end()
        }
        Self.runTransition(of: view.window, animated: animated, duration: Self.transitionDuration, animations: move, completion: end)
    }

    /// An app's animator moves the views in the content view; completing shows `new` as a standard transition
    /// does, cancelling puts `old` back (`new` disappears again, `old` reappears) and the stack as it was.
    private func runCustomTransition(
        from old: UIViewController, to new: UIViewController, isPop: Bool, animator: UIViewControllerAnimatedTransitioning
    ) {
        view.window?.layoutIfNeeded()
        let context = ControllerTransitionContext(
            container: contentView, from: old, to: new, presenting: !isPop, animated: true
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
                new.endAppearanceTransition()
                animator.animationEnded(true)
                return self.transitionEnded(showing: new, animated: true)
            }
            new.beginAppearanceTransition(false, animated: true)
            new.endAppearanceTransition()
            new.viewIfLoaded?.removeFromSuperview()
            old.beginAppearanceTransition(true, animated: true)
            old.endAppearanceTransition()
            animator.animationEnded(false)
            self.transitionRunning = false
            self.setViewControllers(isPop ? self.stack + [old] : self.stack.filter { $0 !== new }, animated: false)
        }
        animator.animateTransition(using: context)
    }

    /// The transition is over with `new` on screen: `didMove(toParent:)` for the moved controllers, the delegate's
    /// `didShow`, and the next transition if the stack changed meanwhile.
    func transitionEnded(showing new: UIViewController, animated: Bool) {
        shown = new
        transitionRunning = false
        finishMoves()
        delegate?.navigationController(self, didShow: new, animated: animated)
        if topViewController !== shown { scheduleTransition() }
    }

    /// Not on screen: show the top controller's view without appearance callbacks.
    private func settleWithoutAppearance() {
        guard isViewLoaded else { return finishMoves() }
        if let old = shown, old !== topViewController { old.viewIfLoaded?.removeFromSuperview() }
        shown = topViewController
        if let shown, shown.viewIfLoaded?.superview !== contentView { contentView.addSubview(place(shown)) }
        finishMoves()
    }

    /// `didMove(toParent:)` for everything added or removed since the last transition.
    func finishMoves() {
        let (joined, left) = (joining, leaving)
        joining = []
        leaving = []
        for controller in joined where controller.parent === self { controller.didMove(toParent: self) }
        for controller in left where controller.parent == nil { controller.didMove(toParent: nil) }
    }
}
