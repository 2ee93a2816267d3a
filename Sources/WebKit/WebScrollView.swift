import FrameKit

/// `WKWebView.scrollView`: the page's own scrolling seen as a UIScrollView, as on iOS. WebKit scrolls the page (a
/// finger's drag and fling reach it as scroll events, so inner scrolling areas work too); this view mirrors the main
/// frame's position and size in points (its delegate hears `scrollViewDidScroll`), and moving it — `contentOffset`,
/// `setContentOffset(_:animated:)`, `scrollRectToVisible` — scrolls the page. `isScrollEnabled = false` keeps
/// fingers from scrolling the page, `decelerationRate` sets how far a fling carries, and the zoom limits bound a pinch
/// (`maximumZoomScale = 1` turns pinch zoom off). It takes no touches itself.
@MainActor
final class WebScrollView: UIScrollView {
    private unowned let webView: WKWebView
    /// Set while the view follows the page, so following it does not scroll the page back.
    private var mirroring = false
    /// Scrolls asked of the page and not yet done: the page's reports meanwhile lag behind this view (an animated
    /// scroll asks every frame) and are not followed.
    private var requests = 0

    init(webView: WKWebView) {
        self.webView = webView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = nil
        minimumZoomScale = 1
        maximumZoomScale = 3
    }

    required init?(coder: NSCoder) { fatalError("WebScrollView is made by its WKWebView") }

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            guard !mirroring, super.bounds.origin != old else { return }
            requests += 1
            webView.scrollPage(to: super.bounds.origin) { [weak self] in self?.requests -= 1 }
        }
    }

    /// The page scrolled to `offset` or its scrollable size became `size` (points).
    func follow(offset: CGPoint, size: CGSize) {
        guard requests == 0 else { return }
        mirroring = true
        defer { mirroring = false }
        if contentSize != size { contentSize = size }
        if contentOffset != offset { contentOffset = offset }
    }
}
