import Foundation

/// Asked about and told of the user's tab selections (never of programmatic ones).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Every tab may be selected, by default.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Does nothing by default.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of controllers with a tab bar the user taps. Only the selected tab's view is loaded; others load on first
/// selection. Switching runs `transition(from:to:)` (docs/UIKIT-BEHAVIOUR.md table e).
@MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: UITabBar.defaultHeight))
    private let contentView = UIView()
    /// Hears about tab selections and may refuse them.
    public weak var delegate: UITabBarControllerDelegate?
    private var tabs: [UIViewController] = []
    private var selected = 0
    /// The tab whose view is on screen.
    private weak var shown: UIViewController?

    /// The tabs, in bar order; setting them selects the first (or keeps the selected one if it is still there).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Shows these controllers as its tabs; the selected one stays selected if it is among them, else the first is.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let previous = selectedViewController
        for old in tabs where !new.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === shown {
                old.viewIfLoaded?.removeFromSuperview()
                shown = nil
            }
            old.removeFromParent()
        }
        for tab in new where tab.parent !== self {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        containment.children = new
        tabs = new
        selected = previous.flatMap { p in new.firstIndex { $0 === p } } ?? 0
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        showSelected(userInitiated: false)
    }

    /// The index of the selected tab; setting it switches without asking or telling the delegate.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            selected = newValue
            showSelected(userInitiated: false)
        }
    }

    /// The controller of the selected tab; setting it selects its tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // MARK: The view

    open override func loadView() {
        let root = UIView(frame: defaultViewFrame)
        root.backgroundColor = .systemBackground
        let barHeight = UITabBar.defaultHeight
        contentView.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: max(0, root.bounds.height - barHeight))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - barHeight, width: root.bounds.width, height: barHeight)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.selectionHandler = { [weak self] index in self?.userSelected(index) }
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
    }

    override func prepareForAppearance() {
        if shown !== selectedViewController { showSelected(userInitiated: false) }
    }

    // MARK: Switching

    /// A tap on the bar: the delegate may refuse; `didSelect` follows the switch (also for the selected tab).
    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        selected = index
        showSelected(userInitiated: true)
    }

    private func showSelected(userInitiated: Bool) {
        let target = selectedViewController
        tabBar.selectedItem = target?.tabBarItem
        let notify = { [weak self] in
            guard let self, userInitiated, let target else { return }
            self.delegate?.tabBarController(self, didSelect: target)
        }
        guard let target, isViewLoaded, target !== shown else { return notify() }
        let childView: UIView = target.view
        childView.frame = contentView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let old = shown, old.viewIfLoaded?.superview === contentView else {
            contentView.addSubview(childView)
            shown = target
            return notify()
        }
        shown = target
        transition(from: old, to: target, duration: 0, animations: nil) { _ in notify() }
    }
}
