import Foundation

/// Pages of controllers a finger swipes between, as UIKit's page view controller (the slides of an attract loop, the
/// steps of an onboarding). The data source gives the pages around the one shown; a swipe follows the finger and
/// lands on a whole page. Appearance is UIKit's for a swipe: as a swipe starts revealing a page the delegate hears
/// `willTransitionTo`, the page gets `viewWillAppear` and the shown one `viewWillDisappear`; landing on the new page
/// ends both (`didFinishAnimating … transitionCompleted: true`), landing back turns them round (the pending page
/// disappears, the old one appears again; `transitionCompleted: false`). Pages set in code
/// (`setViewControllers(_:direction:animated:completion:)`) slide in when animated, without telling the delegate.
/// FrameKit shows one page at a time; the page-curl style slides as the scroll style does.
@MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn, with UIKit's raw values.
    public enum TransitionStyle: Int, Sendable {
        /// A page curling over (FrameKit slides it, as `.scroll`).
        case pageCurl = 0
        /// Pages sliding side by side.
        case scroll = 1
    }

    /// Which way pages lie, with UIKit's raw values.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side: swipe left for the next.
        case horizontal = 0
        /// One above the other: swipe up for the next.
        case vertical = 1
    }

    /// Which way a page set in code comes in, with UIKit's raw values.
    public enum NavigationDirection: Int, Sendable {
        /// As the next page (from the trailing side, or below).
        case forward = 0
        /// As the previous page.
        case reverse = 1
    }

    /// Keys of the options dictionary.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Points between pages while they slide (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine is for page curls (kept, not used).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages lie.
    public let navigationOrientation: NavigationOrientation
    /// Gives the pages around the shown one.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Hears swipes.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown, in a one-element array as UIKit has it.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }
    /// The recognizers that turn pages (the pan of the pages' scroll view).
    open var gestureRecognizers: [UIGestureRecognizer] { [pages.panGestureRecognizer] }
    /// Whether curled pages have a back (kept: FrameKit slides pages, so they show one side).
    open var isDoubleSided = false

    let pages = UIScrollView()
    let pageControl = UIPageControl()
    private lazy var scrollRelay = PageScrollRelay(pager: self)
    private let spacing: CGFloat
    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The page a swipe is revealing, and whether it is the one after.
    private var pending: (controller: UIViewController, isAfter: Bool)?
    /// A page set in code sliding in, and what to run when it lands.
    private var programmatic: ((Bool) -> Void)?
    /// The size the pages were last laid out at.
    private var laidOutSize: CGSize?

    /// A page view controller turning pages in `style` along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Made by a storyboard: the scroll style, horizontal.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spacing = 0
        super.init(coder: coder)
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardingTargets: [UIViewController] {
        guard pending == nil, let current else { return [] }
        return [current]
    }

    // MARK: The view

    open override func loadView() {
        let root = UIView(frame: defaultViewFrame)
        pages.frame = root.bounds
        pages.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pages.isPagingEnabled = true
        pages.showsHorizontalScrollIndicator = false
        pages.showsVerticalScrollIndicator = false
        pages.delegate = scrollRelay
        pageControl.isUserInteractionEnabled = false
        root.addSubview(pages)
        root.addSubview(pageControl)
        view = root
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Pages are asked for once per page shown; a new size only lays them out again.
        if pending == nil, programmatic == nil, pages.bounds.size != laidOutSize {
            laidOutSize = pages.bounds.size
            if before == nil, after == nil { arrangePages() } else { layOutPages() }
            if let current { pages.contentOffset = offset(ofPage: pageIndex(of: current)) }
        }
        let height: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - height - 8, width: view.bounds.width, height: height)
    }

    // MARK: Setting pages

    /// Shows `viewControllers[0]`: at once, or sliding in from `direction` when `animated`; `completion` runs when
    /// it is shown. The delegate hears nothing, as in UIKit.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else {
            return Self.logger.error("setViewControllers: no controller given; the page view controller keeps its page")
        }
        finishSwipeIfNeeded()
        guard animated, isViewLoaded, let old = current, old !== page, isInVisibleWindow else {
            show(page)
            completion?(true)
            return
        }
        // The new page waits beside the old one, then the pages slide to it.
        let isAfter = direction == .forward
        setNeighbours(before: isAfter ? before : page, after: isAfter ? page : after)
        programmatic = completion ?? { _ in }
        beginSwipe(to: page, isAfter: isAfter, tellDelegate: false)
        pages.setContentOffset(offset(ofPage: pageIndex(of: page)), animated: true)
    }

    /// Shows `page` at once, with appearance callbacks when on screen, and asks for its neighbours.
    private func show(_ page: UIViewController) {
        let old = current
        guard page !== old else { return arrangePages() }
        let visible = isAppearingOrAppeared && isViewLoaded
        adopt(page)
        current = page
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            page.beginAppearanceTransition(true, animated: false)
        }
        arrangePages()
        if visible {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        if let old { dropUnlessKept(old) }
        updatePageControl(step: nil)
    }

    // MARK: Pages

    /// Asks for the neighbours of the shown page, keeps them as children with their views beside it, and scrolls to
    /// the shown page without animation.
    private func arrangePages() {
        guard let current, isViewLoaded else { return }
        setNeighbours(
            before: dataSource?.pageViewController(self, viewControllerBefore: current),
            after: dataSource?.pageViewController(self, viewControllerAfter: current))
        pages.contentOffset = offset(ofPage: pageIndex(of: current))
    }

    /// The pages beside the shown one become these: new ones are adopted, those no longer kept dropped, and all laid
    /// out along the axis.
    private func setNeighbours(before newBefore: UIViewController?, after newAfter: UIViewController?) {
        let old = [before, after].compactMap { $0 }
        (before, after) = (newBefore, newAfter)
        for page in [newBefore, newAfter].compactMap({ $0 }) { adopt(page) }
        for page in old { dropUnlessKept(page) }
        layOutPages()
    }

    private func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.didMove(toParent: self)
    }

    private func dropUnlessKept(_ page: UIViewController) {
        guard !ordered.contains(where: { $0 === page }), page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// The pages in order, each a page (plus the spacing) long along the axis.
    private var ordered: [UIViewController] { [before, current, after].compactMap { $0 } }

    private func pageIndex(of page: UIViewController?) -> Int { ordered.firstIndex { $0 === page } ?? 0 }

    private var pageLength: CGFloat { (isHorizontal ? pages.bounds.width : pages.bounds.height) + spacing }
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    private func offset(ofPage index: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(index) * pageLength, y: 0) : CGPoint(x: 0, y: CGFloat(index) * pageLength)
    }

    private func layOutPages() {
        let size = pages.bounds.size
        let order = ordered
        pages.contentSize = isHorizontal
            ? CGSize(width: CGFloat(order.count) * pageLength - spacing, height: size.height)
            : CGSize(width: size.width, height: CGFloat(order.count) * pageLength - spacing)
        for (index, page) in order.enumerated() {
            let origin = offset(ofPage: index)
            page.view.frame = CGRect(origin: origin, size: size)
            if page.view.superview !== pages { pages.addSubview(page.view) }
        }
    }

    // MARK: Swipes

    fileprivate func pagesDidScroll(_ scrollView: UIScrollView) {
        guard programmatic == nil, let current else { return }
        let here = offset(ofPage: pageIndex(of: current))
        let moved = isHorizontal ? scrollView.contentOffset.x - here.x : scrollView.contentOffset.y - here.y
        guard moved != 0 else { return }  // back where it started: the landing decides
        let target = moved > 0 ? after : before
        if let pending, pending.controller !== target {
            cancelSwipe()  // turned to the other side
        }
        if pending == nil, let target { beginSwipe(to: target, isAfter: moved > 0, tellDelegate: true) }
    }

    private func beginSwipe(to page: UIViewController, isAfter: Bool, tellDelegate: Bool) {
        pending = (page, isAfter)
        if tellDelegate { delegate?.pageViewController(self, willTransitionTo: [page]) }
        guard isAppearingOrAppeared else { return }
        current?.beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
    }

    /// The swipe turned away from the pending page: it disappears again, the shown one appears again.
    private func cancelSwipe() {
        guard let pending, let current else { return }
        self.pending = nil
        guard isAppearingOrAppeared else { return }
        pending.controller.beginAppearanceTransition(false, animated: true)
        current.beginAppearanceTransition(true, animated: true)
        pending.controller.endAppearanceTransition()
        current.endAppearanceTransition()
    }

    /// The pages came to rest: on the pending page the swipe completed, else it was cancelled.
    fileprivate func finishSwipeIfNeeded() {
        guard let (page, isAfter) = pending, let old = current else { return }
        let completion = programmatic
        programmatic = nil
        let landed = Int(((isHorizontal ? pages.contentOffset.x : pages.contentOffset.y) / max(pageLength, 1)).rounded())
        let completed = landed == pageIndex(of: page)
        if completed {
            pending = nil
            current = page
            if isAppearingOrAppeared {
                old.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            arrangePages()
            dropUnlessKept(old)
            updatePageControl(step: completion != nil ? nil : isAfter ? 1 : -1)
        } else {
            cancelSwipe()
            arrangePages()
        }
        if let completion { return completion(completed) }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completed)
    }

    // MARK: Page control

    /// The dots: as many as the data source's `presentationCount`, lit at its `presentationIndex` when pages are set
    /// in code (`step` nil), moved one along by a swipe.
    private func updatePageControl(step: Int?) {
        let count = dataSource?.presentationCount(for: self) ?? 0
        pageControl.isHidden = count == 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        let index = step.map { pageControl.currentPage + $0 } ?? dataSource?.presentationIndex(for: self) ?? 0
        pageControl.currentPage = min(count - 1, max(0, index))
    }
}

/// The pages' scroll view's delegate: turns its scrolling into the pager's swipes (the pager itself is no scroll view
/// delegate, as in UIKit).
@MainActor
private final class PageScrollRelay: UIScrollViewDelegate {
    unowned let pager: UIPageViewController

    init(pager: UIPageViewController) { self.pager = pager }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { pager.pagesDidScroll(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pager.finishSwipeIfNeeded() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pager.finishSwipeIfNeeded() }
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { pager.finishSwipeIfNeeded() }
}
