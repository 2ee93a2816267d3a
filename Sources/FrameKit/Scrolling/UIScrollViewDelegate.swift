import Foundation

/// Hears a scroll view scroll and zoom, and can change where a drag comes to rest. Every method is optional.
/// The order for a drag is `scrollViewWillBeginDragging` → `scrollViewDidScroll`* →
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` → `scrollViewDidEndDragging(_:willDecelerate:)`
/// → `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`* → `scrollViewDidEndDecelerating`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Every change of `contentOffset`, programmatic ones included.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond; set `targetContentOffset.pointee` to make the content come to rest
    /// elsewhere (UIKit's signature, so delegates port unchanged).
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset`, `scrollRectToVisible` or zoom has finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Also after a bounce back to a zoom limit and after an animated programmatic zoom.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing by default (the flick stops where it would).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view to zoom by default: pinching does nothing.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
