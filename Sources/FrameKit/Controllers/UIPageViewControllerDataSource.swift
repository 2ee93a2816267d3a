import Foundation

/// Gives a page view controller the pages around the one shown, as UIKit's data source does, and — when
/// `presentationCount(for:)` says more than zero — the dots of the page control it then shows at the bottom.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    /// How many dots the page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is lit when pages are set in code (`setViewControllers`); swipes move it themselves.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page control by default.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot by default.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a page view controller's swipes, as UIKit's delegate does.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe started towards `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe ended: `completed` when the pending page is now shown, false when the old one came back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
