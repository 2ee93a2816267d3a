import CWebKitBridge
import FrameKit
import Foundation

/// Fingers (and a mouse, whose buttons FrameKit delivers as touches and whose wheel as a scroll) on a web page, as a
/// kiosk's web view passes them on: a tap is a click where it lifted; a drag scrolls the
/// page under the finger (the content follows it, inner scrolling areas included) and clicks nothing, and a fling
/// carries on scrolling, slowing as a UIScrollView's deceleration does; two fingers pinch the page's zoom (`pageZoom`,
/// which reflows the page, within the scroll view's zoom limits). The pointer hovers where a finger lands. The
/// web view's `scrollView` says whether fingers may scroll (`isScrollEnabled`) and zoom, and how a fling slows.
@MainActor
final class PageTouches {
    /// How far a finger moves before its touch is a scroll rather than a tap, in points.
    static let scrollSlop: CGFloat = 10
    /// A drag let go slower than this (points per second) stops where it is.
    static let flingSpeed: CGFloat = 50
    /// How much of a drag's end its release velocity is measured over, in seconds.
    static let velocityWindow: TimeInterval = 0.1
    /// Zoom changes smaller than this fraction are not sent (each one reflows the page).
    static let zoomStep: CGFloat = 0.02

    private unowned let view: WKWebView
    /// The fingers down, in the order they landed.
    private var fingers: [UITouch] = []
    /// Where the scrolling finger landed; nil when its touch can no longer click or scroll (a pinch came).
    private var start: CGPoint?
    private var last = CGPoint.zero
    private var scrolling = false
    /// The scrolling finger's recent positions, for its release velocity.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The fingers' distance and the page's zoom when the pinch began.
    private var pinch: (distance: CGFloat, zoom: CGFloat)?
    private var fling: PageFling?
    /// The mouse wheel's translation so far in its current scroll.
    private var wheelTranslation = CGPoint.zero
    /// Scrolling held back until the page can take it (`WKWebView.pageScrollsNow`), and where the finger was.
    private var heldScroll: (delta: CGPoint, point: CGPoint)?

    init(view: WKWebView) { self.view = view }

    /// How far in from the view's side a finger must land to swipe back or forward
    /// (`allowsBackForwardNavigationGestures`), in points.
    static let edgeWidth: CGFloat = 20
    /// Which way a finger that landed at a side swipes through the history; nil for any other touch.
    private enum EdgeSwipe { case back, forward }
    private var edgeSwipe: EdgeSwipe?

    func began(_ touches: Set<UITouch>) {
        fling = nil
        heldScroll = nil
        fingers += touches.filter { touch in !fingers.contains { $0 === touch } }
        if fingers.count >= 2 {
            startPinch()
        } else if let touch = fingers.first {
            let point = touch.location(in: view)
            (start, last, scrolling, samples) = (point, point, false, [(touch.timestamp, point)])
            edgeSwipe = swipe(startingAt: point)
            view.pageTouched()
            send(point) { fk_web_view_hover($0, $1, $2, $3) }
        }
    }

    func moved(_ touches: Set<UITouch>) {
        if pinch != nil { return zoom() }
        guard let touch = fingers.first, touches.contains(touch), let start else { return }
        let point = touch.location(in: view)
        sample(point, at: touch.timestamp)
        if !scrolling, hypot(point.x - start.x, point.y - start.y) > Self.scrollSlop { scrolling = true }
        guard scrolling, edgeSwipe == nil, view.scrollView.isScrollEnabled else { return }
        scroll(by: CGPoint(x: point.x - last.x, y: point.y - last.y), at: point)
        last = point
    }

    func ended(_ touches: Set<UITouch>) {
        let first = fingers.first
        fingers.removeAll { touches.contains($0) }
        if fingers.isEmpty { pinch = nil }
        guard let first, touches.contains(first), start != nil else { return }
        self.start = nil
        if !scrolling { return send(first.location(in: view)) { fk_web_view_click($0, $1, $2, $3) } }
        // A finger held still sends no moves: the release itself says how long it has been still.
        sample(first.location(in: view), at: first.timestamp)
        if let edgeSwipe {
            self.edgeSwipe = nil
            return finishSwipe(edgeSwipe, from: start ?? last, to: first.location(in: view))
        }
        startFling(from: last, velocity: releaseVelocity())
    }

    func cancelled(_ touches: Set<UITouch>) {
        fingers.removeAll { touches.contains($0) }
        if fingers.isEmpty { pinch = nil }
        start = nil
        edgeSwipe = nil
    }

    // MARK: Back and forward swipes

    /// A finger landing at the leading side swipes back, at the trailing side forward, when the web view allows it
    /// and there is somewhere to go (right to left, the sides swap, as UIKit's do).
    private func swipe(startingAt point: CGPoint) -> EdgeSwipe? {
        guard view.allowsBackForwardNavigationGestures else { return nil }
        let leading = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? point.x >= view.bounds.width - Self.edgeWidth : point.x <= Self.edgeWidth
        let trailing = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? point.x <= Self.edgeWidth : point.x >= view.bounds.width - Self.edgeWidth
        if leading, view.canGoBack { return .back }
        if trailing, view.canGoForward { return .forward }
        return nil
    }

    /// The swipe goes through when the finger crossed a third of the view inwards, or flicked inwards; else the page
    /// stays (a swipe moves no content of the page meanwhile).
    private func finishSwipe(_ swipe: EdgeSwipe, from start: CGPoint, to end: CGPoint) {
        let inwards: CGFloat = (swipe == .back) == (view.effectiveUserInterfaceLayoutDirection != .rightToLeft) ? 1 : -1
        let distance = (end.x - start.x) * inwards, speed = releaseVelocity().x * inwards
        guard distance > view.bounds.width / 3 || (distance > Self.scrollSlop * 2 && speed > 500) else { return }
        switch swipe {
        case .back: view.goBack()
        case .forward: view.goForward()
        }
    }

    /// The mouse moving over the page with no button held: the page's pointer follows it (`mousemove`, `mouseover`;
    /// WPE 2.38 does not update CSS `:hover` from these moves).
    func hover(_ recognizer: UIHoverGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        send(recognizer.location(in: view)) { fk_web_view_hover($0, $1, $2, $3) }
    }

    // MARK: Scrolling

    /// The mouse wheel or a touchpad's two-finger scroll (the web view's scroll-only pan recognizer): the content
    /// under the pointer moves as the pan's translation does.
    func wheel(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .began || pan.state == .changed else { return }
        if pan.state == .began { (wheelTranslation, fling) = (.zero, nil) }
        let translation = pan.translation(in: view)
        let delta = CGPoint(x: translation.x - wheelTranslation.x, y: translation.y - wheelTranslation.y)
        wheelTranslation = translation
        guard view.scrollView.isScrollEnabled, delta != .zero else { return }
        scroll(by: delta, at: pan.location(in: view))
    }

    /// The page can take scrolling now: what was held back goes.
    func pageBecameScrollable() { sendHeldScroll() }

    private func sendHeldScroll() {
        guard let held = heldScroll else { return }
        heldScroll = nil
        send(scroll: held.delta, at: held.point)
    }

    /// Moves the content under `point` by `delta` points, as the finger would; held back while the page cannot take it.
    private func scroll(by delta: CGPoint, at point: CGPoint) {
        guard view.pageScrollsNow else {
            let held = heldScroll?.delta ?? .zero
            heldScroll = (CGPoint(x: held.x + delta.x, y: held.y + delta.y), point)
            return
        }
        sendHeldScroll()
        send(scroll: delta, at: point)
    }

    private func send(scroll delta: CGPoint, at point: CGPoint) {
        let scale = view.window?.screen.scale ?? 1
        let (dx, dy) = (Double(delta.x * scale), Double(delta.y * scale))
        send(point) { fk_web_view_scroll($0, $1, $2, dx, dy, $3) }
    }

    /// Keeps the velocity window's samples and the last one before it, so the window is spanned.
    private func sample(_ point: CGPoint, at time: TimeInterval) {
        samples.append((time, point))
        while samples.count > 2, time - samples[1].time > Self.velocityWindow { samples.removeFirst() }
    }

    /// Points per second over the end of the drag.
    private func releaseVelocity() -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
    }

    private func startFling(from point: CGPoint, velocity: CGPoint) {
        guard view.scrollView.isScrollEnabled, hypot(velocity.x, velocity.y) >= Self.flingSpeed else { return }
        let loop = (view.window?.screen ?? UIScreen.main).loop
        fling = PageFling(velocity: velocity, rate: view.scrollView.decelerationRate.rawValue, start: loop.now.seconds, at: point)
        step()
    }

    /// One frame of a fling: the content moves on by what the deceleration covered since the last, and the next
    /// step is one refresh later, until the fling dies down or a finger lands.
    private func step() {
        guard let fling, let screen = view.window?.screen else { return self.fling = nil }
        let now = screen.loop.now
        let (delta, done) = fling.advance(to: now.seconds)
        if delta != .zero { scroll(by: delta, at: fling.point) }
        guard !done else { return self.fling = nil }
        screen.loop.schedule(at: now.adding(seconds: 1 / Double(max(1, screen.maximumFramesPerSecond)))) { [weak self, weak fling] in
            guard let self, let fling, self.fling === fling else { return }
            self.step()
        }
    }

    // MARK: Pinching

    private var fingerDistance: CGFloat {
        let (a, b) = (fingers[0].location(in: view), fingers[1].location(in: view))
        return hypot(a.x - b.x, a.y - b.y)
    }

    private func startPinch() {
        start = nil
        pinch = (max(1, fingerDistance), view.pageZoom)
    }

    private func zoom() {
        let scroll = view.scrollView
        guard let pinch, fingers.count >= 2, scroll.maximumZoomScale > scroll.minimumZoomScale,
            scroll.pinchGestureRecognizer?.isEnabled != false
        else { return }
        let zoom = min(max(pinch.zoom * fingerDistance / pinch.distance, scroll.minimumZoomScale), scroll.maximumZoomScale)
        if abs(zoom - view.pageZoom) >= Self.zoomStep * view.pageZoom || zoom == scroll.minimumZoomScale || zoom == scroll.maximumZoomScale,
            zoom != view.pageZoom
        {
            view.pageZoom = zoom
        }
    }

    // MARK: Sending

    /// Calls `body` with the WPE view, the point in the page's pixels and the time in milliseconds: the process's
    /// monotonic clock, as for keys (a touch's own time is a headless app's virtual clock in tests, which starts again
    /// with each app, while WebKit's processes live on).
    private func send(_ point: CGPoint, _ body: (OpaquePointer, Int32, Int32, UInt32) -> Void) {
        let scale = view.window?.screen.scale ?? 1
        let (x, y) = (Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()))
        let milliseconds = WKWebView.milliseconds
        view.withEngine { body($0, x, y, milliseconds) }
    }
}

/// A fling's motion: UIKit's exponential deceleration, x(t) = v / λ · (1 − e^(−λt)) with λ from the deceleration
/// rate (the share of velocity kept per millisecond).
@MainActor
final class PageFling {
    /// Slower than this (points per second) the fling has died down.
    static let restingSpeed: CGFloat = 10

    let point: CGPoint
    private let velocity: CGPoint
    private let lambda: CGFloat
    private let start: TimeInterval
    /// How far the content has been moved so far.
    private var covered = CGPoint.zero

    init(velocity: CGPoint, rate: CGFloat, start: TimeInterval, at point: CGPoint) {
        self.velocity = velocity
        lambda = -1000 * log(min(max(rate, 0.5), 0.9999))
        self.start = start
        self.point = point
    }

    /// Where the content is at `time` since the last call, and whether the fling is over.
    func advance(to time: TimeInterval) -> (delta: CGPoint, done: Bool) {
        let t = CGFloat(max(0, time - start))
        let decay = exp(-lambda * t)
        let position = CGPoint(x: velocity.x / lambda * (1 - decay), y: velocity.y / lambda * (1 - decay))
        let delta = CGPoint(x: position.x - covered.x, y: position.y - covered.y)
        covered = position
        return (delta, hypot(velocity.x, velocity.y) * decay < Self.restingSpeed)
    }
}
