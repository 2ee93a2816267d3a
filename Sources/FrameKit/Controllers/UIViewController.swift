import Foundation
import Logging

/// Manages one screen's view tree with UIKit's lifecycle: the view loads lazily (`loadView` → `viewDidLoad`), then
/// appears and disappears many times, lays out, rotates and receives memory warnings. Spec: docs/UIKIT-BEHAVIOUR.md §1.
@MainActor
open class UIViewController: UIResponder {
    /// The scene file (without extension) `loadView` loads the view from; nil for the automatic lookup of docs/UIKIT-BEHAVIOUR.md §1.2.
    public let nibName: String?
    /// Where the scene file is looked up; nil means the main bundle.
    public let nibBundle: Bundle?
    /// The storyboard this controller came from, if any.
    public internal(set) var storyboard: UIStoryboard?
    /// The identifier of the storyboard scene this controller was made from.
    public internal(set) var storyboardIdentifier: String?

    var loadedView: UIView?
    var isLoadingView = false
    var appearance = AppearanceRecord()
    var containment = ContainmentRecord()
    var presentation = PresentationRecord()
    var contentUnavailable = ContentUnavailableRecord()

    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    /// Behind `toolbarItems`.
    var toolbarItemsStorage: [UIBarButtonItem]?

    /// The title shown by navigation bars and tab bars.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.controllerTitleDidChange(to: title)
            tabBarItemStorage?.controllerTitleDidChange(to: title)
        }
    }

    // MARK: Showing

    /// Shows `vc` where this controller's container shows things (UIKit's `show(_:sender:)`): pushed by the nearest
    /// navigation controller, shown in the primary column by a split view controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        var container = parent
        while let current = container {
            if current is UINavigationController || current is UISplitViewController { return current.show(vc, sender: sender) }
            container = current.parent
        }
        present(vc, animated: true)
    }

    /// Shows `vc` as the detail of this controller (UIKit's `showDetailViewController(_:sender:)`): as the secondary
    /// column of the nearest split view controller, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { return split.showDetailViewController(vc, sender: sender) }
        show(vc, sender: sender)
    }

    // MARK: Creation

    /// Creates a controller whose view comes from the scene file `nibName` in `bundle`, or from the automatic
    /// lookup, or is a plain view (docs/UIKIT-BEHAVIOUR.md §1.2).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
        super.init()
        Self.registry.register(self)
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Storyboards create controllers through here, then connect outlets, then call `awakeFromNib()`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        if let coder = coder as? StoryboardCoder {
            storyboard = coder.storyboard
            storyboardIdentifier = coder.sceneIdentifier
        }
        Self.registry.register(self)
    }

    /// Called once the object and everything else in its scene were created and outlets connected.
    open func awakeFromNib() {}

    // MARK: The view

    /// The root view, loaded on first access with `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { setView(newValue) }
    }

    /// Whether the view exists; never loads it.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, else nil; never loads it.
    public var viewIfLoaded: UIView? { loadedView }

    override var responderView: UIView? { loadedView }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            Self.logger.error(
                "\(type(of: self)).loadView() did not assign a view; using a plain UIView (assign self.view in loadView)")
            setView(UIView(frame: defaultViewFrame))
        }
        loadedView?.setNeedsUpdateConstraints()
        viewDidLoad()
    }

    /// Creates the view: from the scene file named by `nibName` or found by the class-name rules (module prefix
    /// stripped; `FooViewController` tries `FooView` then `FooViewController`), else a plain `UIView` the size of
    /// the screen. Override to build the view in code and assign `view`; never call it directly.
    open func loadView() {
        if loadViewFromSceneFile() { return }
        view = UIView(frame: defaultViewFrame)
    }

    /// The scene-file names the automatic lookup tries for `controllerClass`, in order (docs/UIKIT-BEHAVIOUR.md §1.2).
    static func automaticNibNames(for controllerClass: UIViewController.Type) -> [String] {
        var name = String(describing: controllerClass)
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        var names: [String] = []
        if name.hasSuffix("Controller"), name.count > "Controller".count { names.append(String(name.dropLast(10))) }
        names.append(name)
        return names
    }

    // MARK: Editing

    /// Whether the controller's content is being edited; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    private var editButtonStorage: UIBarButtonItem?

    /// Turns editing on or off and updates `editButtonItem`; `UITableViewController` passes it to its table.
    /// Override to change your own views, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// A bar button titled Edit, then Done, that turns editing on and off.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonStorage { return editButtonStorage }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        editButtonStorage = item
        return item
    }

    // MARK: The transition's look (FrameKit's alerts override it; apps use UIKit's transition styles)

    /// How long this controller's presentation and dismissal animate.
    var transitionDuration: TimeInterval { Self.presentationDuration }

    /// The style a popover presentation of this controller takes instead of the popover's own adaptation (an action
    /// sheet is a popover only beside a source in regular width); nil: the usual adaptation.
    func popoverAdaptation(regularWidth: Bool, hasSource: Bool) -> UIModalPresentationStyle? { nil }

    /// A tap outside this controller's popover: true when the controller dealt with it (an action sheet runs its
    /// cancel action); false lets the popover ask to be dismissed.
    func popoverTappedOutside() -> Bool { false }

    /// Places the view where its presentation starts: below the screen when animated (transparent instead with
    /// Reduce Motion, as UIKit cross-fades then).
    func presentationTransitionWillBegin(animated: Bool, in bounds: CGRect) {
        view.alpha = animated && UIAccessibility.isReduceMotionEnabled ? 0 : 1
        if animated, !UIAccessibility.isReduceMotionEnabled { view.frame.origin.y = bounds.height }
    }

    /// Inside the presentation's animation: the view slides (or fades) into place.
    func presentationTransitionAnimations(in bounds: CGRect) {
        view.frame.origin.y = 0
        view.alpha = 1
    }

    /// Inside the dismissal's animation: the view slides down off the screen, or fades out with Reduce Motion.
    func dismissalTransitionAnimations(in bounds: CGRect) {
        if UIAccessibility.isReduceMotionEnabled { view.alpha = 0 } else { view.frame.origin.y = bounds.height }
    }

    /// The screen-sized (or parent-sized) frame of a plain view.
    var defaultViewFrame: CGRect {
        parent?.viewIfLoaded?.bounds ?? UIScreen.mainScreen?.bounds ?? .zero
    }

    private func setView(_ newView: UIView?) {
        guard newView !== loadedView else { return }
        if let old = loadedView, old.owningController === self { old.owningController = nil }
        if let newView {
            newView.owningController?.loadedView = nil
            newView.owningController = self
        }
        loadedView = newView
    }

    /// Called once per load, after the view and its outlets exist; geometry is not final yet.
    open func viewDidLoad() {}

    // MARK: Appearance (overrides call super; never call these directly — use begin/endAppearanceTransition)

    /// The view is about to be added to a hierarchy; geometry is not final yet.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and was placed by its superview; geometry and traits are accurate. Once per
    /// appearance, before the view's own layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added and the transition finished.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks reach children whose views are in this controller's view tree on their own;
    /// containers that drive children with `beginAppearanceTransition` return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that receive this controller's appearance transitions.
    var appearanceForwardingTargets: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) ?? false }
    }

    // MARK: Memory warnings

    /// Called on every controller when memory is short, after the app delegate and the notification. Since iOS 6
    /// the default releases nothing; with `UIViewController.unloadsHiddenViewsOnMemoryWarning` on, it releases a
    /// loaded view that is not in a window (`viewWillUnload` → released → `viewDidUnload`), and the next access
    /// loads it again. Overrides call super.
    open func didReceiveMemoryWarning() {
        unloadViewIfHidden()
    }

    /// The view is about to be released by a memory warning (historic cycle, opt-in).
    open func viewWillUnload() {}
    /// The view was released by a memory warning (historic cycle, opt-in); drop references to its subviews here.
    open func viewDidUnload() {}

    // MARK: Rotation, size and traits

    /// Whether the controller's `supportedInterfaceOrientations` is consulted at all (docs/UIKIT-BEHAVIOUR.md §1.12).
    open var shouldAutorotate: Bool { true }

    /// The orientations this controller supports when it is the root or the top full-screen presented controller.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// The orientation a full-screen presentation would like.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// The size of the root view is about to change to `size` (a rotation): the default forwards to children and the
    /// presented controller, so overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentation.presented?.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change; the default forwards like `viewWillTransition(to:with:)`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentation.presented?.willTransition(to: newCollection, with: coordinator)
    }

    /// The traits changed (size classes after a rotation, the appearance).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance this controller's view, its children and the controllers it presents take (`.unspecified`:
    /// its parent's or its window's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            for controller in existingControllers { controller.loadedView?.refreshAppearance() }
        }
    }

    /// Legacy (pre-iOS 8) rotation callbacks, sent around the same rotation; `interfaceOrientation` still holds the
    /// old value in `willRotate`.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Deprecated UIKit rotation callback: does nothing (use `viewWillTransition(to:with:)`).
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Deprecated UIKit rotation callback: does nothing (use `viewWillTransition(to:with:)`).
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: Segues

    /// Asked before a segue a control triggers; return false to cancel it. `performSegue` skips it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source after the destination was created and before it is shown; its view is not loaded yet.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the target of the unwind segue `action`: the default accepts an unwind action
    /// registered for its class (`UIStoryboard.registerActions`, as UIKit asks whether it responds to the selector)
    /// or, in scene files, one naming this controller's scene.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action.name == storyboardIdentifier || StoryboardActions.action(action.name, for: self) != nil
    }

    // MARK: Presentation

    /// How `present(_:animated:completion:)` shows this controller. `.automatic` means `.fullScreen` on FrameKit.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the user may not dismiss the controller with a gesture (a swipe down its sheet, a tap outside its
    /// popover); its presentation controller's delegate hears `presentationControllerDidAttemptToDismiss` instead.
    open var isModalInPresentation = false

    // MARK: Content scroll views

    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Names the scroll view the bars at `edge` follow (a navigation bar's large title collapses as it scrolls),
    /// when it is not the controller's view itself.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = .all) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
    }

    /// The scroll view the bars at `edge` follow: the one set, else the controller's view when it is a scroll view.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let named = edge.contains(.top) ? topContentScrollView : edge.contains(.bottom) ? bottomContentScrollView : nil
        return named ?? viewIfLoaded as? UIScrollView
    }

    /// Gives the animators of this controller's animated presentation and dismissal; nil (or a nil animator) uses
    /// FrameKit's own slide.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Containers put the child they show in place here, just before forwarding an appearance to it.
    func prepareForAppearance() {}

    // MARK: Containment

    /// Called before the controller is added to or removed from a parent (`nil`). `addChild` calls it for you.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent; `removeFromParent` calls it with nil.
    /// Overrides call super.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { containment.isMovingToParent = false } else { containment.isMovingFromParent = false }
    }

    // MARK: Layout

    /// Called just before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}

    /// Sets `contentUnavailableConfiguration` for `state` (before the view is first laid out, and after
    /// `setNeedsUpdateContentUnavailableConfiguration()`); does nothing by default.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// Called just after the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// Updates the controller's constraints in the constraint pass; the default updates the root view's. Overrides
    /// end by calling super.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// The size the controller would like when shown in a container.
    open var preferredContentSize: CGSize = .zero {
        didSet { ObjCKeyValueObserving.changed(self, key: "preferredContentSize", from: oldValue) }
    }

    // MARK: Responder chain

    /// The parent's view, or the presenter for a presented controller, or the window.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview { return superview }
        return parent ?? presentingViewController
    }

    static let logger = Logger(label: "framekit.controller")
}
