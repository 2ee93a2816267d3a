import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Records the delegate's callbacks in order (runs of `scrollViewDidScroll` collapse into one "scroll"), and can
/// move the resting point of a drag.
@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    var retarget: CGPoint?
    var reportedTarget: CGPoint?
    var reportedVelocity: CGPoint?
    var zoomed: UIView?

    private func note(_ event: String) { events.append(event) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
        if events.last != "scroll" { note("scroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("willEndDragging")
        reportedVelocity = velocity
        reportedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { note("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "zoom" { note("zoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("didEndZooming(\(scale))")
    }
}

/// A 400×300 scroll view filling the headless window, with `content` as its content size.
@MainActor
private func scroller(content: CGSize = CGSize(width: 400, height: 1000)) -> (Fingers, UIScrollView, ScrollLog) {
    let fingers = Fingers()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = content
    let log = ScrollLog()
    scrollView.delegate = log
    fingers.app.window.addSubview(scrollView)
    return (fingers, scrollView, log)
}

private let pointsPerSecond = 1 / ScrollAxisMotion.lambda(UIScrollView.DecelerationRate.normal.rawValue)

@MainActor
@Suite struct ScrollViewOffsetTests {
    @Test func contentOffsetIsBoundsOriginAndEveryChangeIsReported() {
        let (_, scrollView, log) = scroller()
        let child = UIView(frame: CGRect(x: 10, y: 500, width: 50, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 450))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 460)
        #expect(scrollView.contentOffset.y == 460)
        #expect(log.scrolls == 2)
        scrollView.contentOffset = CGPoint(x: 0, y: 460)  // unchanged: no report
        #expect(log.scrolls == 2)
        #expect(scrollView.clipsToBounds)
    }

    @Test func insetsWidenTheRangeTheContentRestsIn() {
        let (_, scrollView, _) = scroller()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.offsetLimits.y == -20...740)
        #expect(scrollView.offsetLimits.x == 0...0)
        #expect(scrollView.scrollsVertically && !scrollView.scrollsHorizontally)
        scrollView.contentSize = CGSize(width: 100, height: 100)
        #expect(scrollView.offsetLimits.y == -20...(-20))
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.scrollsVertically)
    }

    @Test func scrollingShowsOtherContentOnScreen() throws {
        let (f, scrollView, _) = scroller()
        let stripe = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 100))
        stripe.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scrollView.addSubview(stripe)
        try f.app.runUntilIdle()
        #expect(f.app.pixel(x: 200, y: 50) == 0xFFFFFF)
        scrollView.contentOffset = CGPoint(x: 0, y: 580)
        try f.app.runUntilIdle()
        #expect(f.app.pixel(x: 200, y: 10) == 0xFFFFFF)
        #expect(f.app.pixel(x: 200, y: 30) == 0xFF0000)
        #expect(f.app.pixel(x: 200, y: 119) == 0xFF0000)
        #expect(f.app.pixel(x: 200, y: 121) == 0xFFFFFF)
    }

    @Test func animatedOffsetEasesThereAndReportsTheEnd() {
        let (f, scrollView, log) = scroller()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        f.wait(0.15)
        #expect(scrollView.contentOffset.y > 60 && scrollView.contentOffset.y < 240)
        f.wait(0.3)
        #expect(scrollView.contentOffset.y == 300)
        #expect(log.events == ["scroll", "didEndScrollingAnimation"])
        #expect(log.scrolls > 5)
    }

    @Test func scrollRectToVisibleMovesTheLeastAndNotAtAllWhenVisible() {
        let (_, scrollView, log) = scroller()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 0 && log.scrolls == 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 250)  // its bottom at the view's bottom
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 100)  // its top at the view's top
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 400), animated: false)
        #expect(scrollView.contentOffset.y == 700)  // no further than the content allows
    }
}

@MainActor
@Suite struct ScrollViewAutoLayoutTests {
    @Test func theContentGuideSizesTheContentAndTheFrameGuideKeepsAViewOnScreen() throws {
        let (f, scrollView, _) = scroller(content: .zero)
        let column = UIView(), badge = UIView()
        for view in [column, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 1200),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 5),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        try f.app.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1220))
        #expect(column.frame == CGRect(x: 0, y: 10, width: 400, height: 1200))
        #expect(badge.frame == CGRect(x: 375, y: 5, width: 20, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        try f.app.runUntilIdle()
        #expect(badge.frame.minY == 305)
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 375, y: 5))
        #expect(column.frame.minY == 10)
        #expect(scrollView.layoutEngine?.solverRebuildCount == 0)
    }

    @Test func anUndeterminedGuideLeavesTheContentSizeAlone() throws {
        let (f, scrollView, _) = scroller(content: CGSize(width: 400, height: 900))
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100),
            row.heightAnchor.constraint(equalToConstant: 40),
        ])
        try f.app.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 900))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }
}

@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func aDragMovesTheContentWithTheFingerFromWhereThePanBegan() {
        let (f, scrollView, log) = scroller()
        f.down(CGPoint(x: 200, y: 250))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))  // 200 less the first step, where the pan began
        f.wait(0.2)  // hold still, then lift: no velocity, no deceleration
        f.up()
        #expect(scrollView.contentOffset.y == 180)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(log.reportedTarget == CGPoint(x: 0, y: 180))
    }

    @Test func aFlickDeceleratesToTheRestingPointItReported() {
        let (f, scrollView, log) = scroller(content: CGSize(width: 400, height: 3000))
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)  // 20 points per 20 ms
        f.up()  // one still frame later: 80 points over the last 100 ms
        #expect(scrollView.isDecelerating)
        let velocity = try! #require(log.reportedVelocity)
        #expect(abs(velocity.y - 0.8) < 0.001 && velocity.x == 0)  // points per millisecond
        let target = try! #require(log.reportedTarget)
        #expect(target.y == (180 + 800 * pointsPerSecond).rounded())  // on the pixel grid, as UIKit's
        var previous = scrollView.contentOffset.y
        var steps: [CGFloat] = []
        for _ in 0..<50 {
            f.wait(0.1)
            steps.append(scrollView.contentOffset.y - previous)
            previous = scrollView.contentOffset.y
        }
        #expect(steps.allSatisfy { $0 >= 0 })
        #expect(steps[1] < steps[0])  // slowing down
        #expect(scrollView.contentOffset.y == target.y && !scrollView.isDecelerating)
        #expect(
            log.events == [
                "willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "scroll",
                "didEndDecelerating",
            ])
    }

    @Test func pastTheEdgeTheContentFollowsWithResistanceAndSpringsBack() {
        let (f, scrollView, _) = scroller()
        f.down(CGPoint(x: 200, y: 50))
        f.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 250), steps: 10)  // pulls down at the top
        let pulled = -scrollView.contentOffset.y
        #expect(pulled > 20 && pulled < 180)
        #expect(pulled == UIScrollView.follow(-180, within: 0...700, size: 300, stretching: true).magnitude.rounded())
        f.wait(0.2)
        f.up()
        f.wait(1)
        #expect(scrollView.contentOffset.y == 0)

        scrollView.bounces = false
        f.down(CGPoint(x: 200, y: 50))
        f.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 250), steps: 10)
        #expect(scrollView.contentOffset.y == 0)
        f.up()
    }

    @Test func aFlickPastTheEndOvershootsThenRestsAtTheLimit() {
        let (f, scrollView, log) = scroller()
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 5)  // 2,000 pt/s
        f.up()
        #expect(log.reportedTarget == CGPoint(x: 0, y: 700))
        var furthest: CGFloat = 0
        for _ in 0..<100 {
            f.wait(0.02)
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        #expect(furthest > 710)
        #expect(scrollView.contentOffset.y == 700)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func pagingTurnsOnAFlickAndSnapsToTheNearestOnASlowRelease() {
        let (f, scrollView, log) = scroller(content: CGSize(width: 1600, height: 300))
        scrollView.isPagingEnabled = true
        f.down(CGPoint(x: 300, y: 150))
        f.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 240, y: 150), steps: 3)  // a short quick flick left
        f.up()
        f.wait(1)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
        #expect(log.reportedTarget == CGPoint(x: 400, y: 0))

        f.down(CGPoint(x: 300, y: 150))
        f.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 50, y: 150), steps: 10)
        f.wait(0.2)  // still when lifted, past half a page: the next page
        f.up()
        f.wait(1)
        #expect(scrollView.contentOffset.x == 800)

        f.down(CGPoint(x: 100, y: 150))
        f.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), steps: 5)
        f.wait(0.2)  // less than half a page back: stays
        f.up()
        f.wait(1)
        #expect(scrollView.contentOffset.x == 800)
    }

    @Test func theDelegateChoosesWhereTheContentComesToRest() {
        let (f, scrollView, log) = scroller(content: CGSize(width: 400, height: 3000))
        log.retarget = CGPoint(x: 0, y: 321)
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)
        f.up()
        f.wait(3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 321))
        #expect(log.events.suffix(2) == ["scroll", "didEndDecelerating"])
    }

    @Test func aTouchStopsMovingContentAndDoesNotReachTheContent() {
        let (f, scrollView, log) = scroller(content: CGSize(width: 400, height: 3000))
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        scrollView.addSubview(content)
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)
        f.up()
        f.wait(0.3)
        let caught = scrollView.contentOffset.y
        f.tap(CGPoint(x: 200, y: 150))
        f.wait(1)
        #expect(scrollView.contentOffset.y == caught)
        #expect(!scrollView.isDecelerating)
        #expect(!log.events.contains("didEndDecelerating"))
        #expect(content.log.isEmpty)  // the drag scrolled before the delay; the catching tap is swallowed
    }

    @Test func directionalLockKeepsADiagonalDragOnItsFirstAxis() {
        let (f, scrollView, _) = scroller(content: CGSize(width: 1200, height: 1200))
        scrollView.isDirectionalLockEnabled = true
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 180, y: 50), steps: 10)
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 150)
        f.wait(0.2)
        f.up()
    }
}

@MainActor
@Suite struct ScrollViewContentTouchTests {
    private func buttonIn(_ scrollView: UIScrollView) -> (UIButton, () -> [String]) {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        return (button, { events })
    }

    @Test func aTapOnAButtonInsideStillPressesIt() {
        let (f, scrollView, _) = scroller()
        let (_, events) = buttonIn(scrollView)
        f.down(CGPoint(x: 200, y: 150))
        #expect(events().isEmpty)  // held back while it might become a drag
        f.wait(0.2)
        #expect(events() == ["down"])
        f.up()
        #expect(events() == ["down", "up"])
        f.tap(CGPoint(x: 200, y: 150))  // a quick tap: both arrive when the finger lifts
        #expect(events() == ["down", "up", "down", "up"])
    }

    @Test func aQuickDragThatStartsOnAButtonScrollsAndTheButtonSeesNothing() {
        let (f, scrollView, _) = scroller()
        let (_, events) = buttonIn(scrollView)
        f.down(CGPoint(x: 200, y: 180))
        f.drag(from: CGPoint(x: 200, y: 180), to: CGPoint(x: 200, y: 80), steps: 5)
        f.up()
        #expect(events().isEmpty)
        #expect(scrollView.contentOffset.y > 50)
    }

    @Test func aControlThatIsTrackingKeepsItsTouchButAPlainViewGivesItUp() {
        let (f, scrollView, _) = scroller()
        let (_, events) = buttonIn(scrollView)
        f.holdThenDrag(from: CGPoint(x: 200, y: 180), to: CGPoint(x: 200, y: 80))  // the button has it first
        #expect(scrollView.contentOffset.y == 0)
        #expect(events().first == "down")

        let plain = TouchLog(frame: CGRect(x: 0, y: 250, width: 400, height: 50))
        scrollView.addSubview(plain)
        f.holdThenDrag(from: CGPoint(x: 200, y: 270), to: CGPoint(x: 200, y: 170))
        #expect(plain.log.first == "began" && plain.log.last == "cancelled")
        #expect(scrollView.contentOffset.y > 50)
    }

    @Test func withoutCancellingContentTouchesAHeldTouchNeverScrolls() {
        let (f, scrollView, _) = scroller()
        scrollView.canCancelContentTouches = false
        let plain = TouchLog(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
        scrollView.addSubview(plain)
        f.holdThenDrag(from: CGPoint(x: 200, y: 270), to: CGPoint(x: 200, y: 170))
        #expect(scrollView.contentOffset.y == 0)
        #expect(plain.log.last == "ended")
    }

    @Test func withoutDelayTheContentGetsTheTouchAtOnce() {
        let (f, scrollView, _) = scroller()
        scrollView.delaysContentTouches = false
        let (_, events) = buttonIn(scrollView)
        f.down(CGPoint(x: 200, y: 150))
        #expect(events() == ["down"])
        f.up()
    }

    @Test func nestedScrollViewsEachTakeTheAxisTheyScroll() {
        let (f, pager, _) = scroller(content: CGSize(width: 1200, height: 300))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = CGSize(width: 400, height: 2000)
        pager.addSubview(list)
        f.down(CGPoint(x: 300, y: 150))
        f.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10)
        f.wait(0.2)
        f.up()
        #expect(pager.contentOffset.x > 100 && list.contentOffset.y == 0)
        pager.contentOffset = .zero
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)
        f.wait(0.2)
        f.up()
        #expect(list.contentOffset.y > 100 && pager.contentOffset.x == 0)
    }
}

@MainActor
@Suite struct ScrollViewPointerTests {
    /// A 400×300 scroll view with the pointer over it, content `height` points tall.
    private func underThePointer(height: CGFloat) -> (HeadlessApp, UIScrollView, ScrollLog) {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.contentSize = CGSize(width: 400, height: height)
        let log = ScrollLog()
        scrollView.delegate = log
        app.window.addSubview(scrollView)
        app.pointerMove(to: CGPoint(x: 200, y: 150))
        return (app, scrollView, log)
    }

    @Test func theWheelScrollsByItsDetentsAndStopsAtTheEdges() {
        let (app, scrollView, log) = underThePointer(height: 400)
        app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now))
        #expect(scrollView.contentOffset.y == 40)
        app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now))
        #expect(scrollView.contentOffset.y == 80)
        for _ in 0..<3 { app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now)) }
        #expect(scrollView.contentOffset.y == 100)  // the end, no rubber band for a wheel
        app.advance(by: 1)
        #expect(scrollView.contentOffset.y == 100)
        #expect(log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        app.feed(.scroll(dx: 0, dy: -40, time: app.loop.now))
        #expect(scrollView.contentOffset.y == 60)
    }

    @Test func touchpadScrollingStretchesPastTheEdgeAndSpringsBack() {
        let (app, scrollView, _) = underThePointer(height: 400)
        for _ in 0..<5 { app.feed(.scroll(dx: 0, dy: -20, continuous: true, time: app.loop.now)) }
        #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > -100)
        #expect(scrollView.isDragging)
        app.feed(.scroll(dx: 0, dy: 0, continuous: true, time: app.loop.now))  // the fingers lift
        #expect(!scrollView.isDragging && scrollView.isDecelerating)
        app.advance(by: 1.5)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func liftingTouchpadFingersMidScrollGlidesOn() {
        let (app, scrollView, _) = underThePointer(height: 3000)
        for _ in 0..<6 { app.feed(.scroll(dx: 0, dy: 15, continuous: true, time: app.loop.now)) }
        #expect(scrollView.contentOffset.y == 90)
        app.feed(.scroll(dx: 0, dy: 0, continuous: true, time: app.loop.now))
        app.advance(by: 5)
        #expect(scrollView.contentOffset.y > 90 + 300)  // 15 points a frame is 900 points a second
        #expect(!scrollView.isDecelerating)
    }
}

@MainActor
@Suite struct ScrollViewZoomTests {
    private func zoomable() -> (Fingers, UIScrollView, ScrollLog, UIView) {
        let (f, scrollView, log) = scroller(content: CGSize(width: 400, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(image)
        log.zoomed = image
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        return (f, scrollView, log, image)
    }

    @Test func zoomingIsOffUntilTheLimitsDifferAndAViewIsNamed() {
        let (_, scrollView, log) = scroller()
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)  // no view for zooming
        #expect(log.events.isEmpty)
    }

    @Test func setZoomScaleClampsScalesTheViewAndSizesTheContent() {
        let (_, scrollView, log, image) = zoomable()
        scrollView.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))  // about the middle
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3)
        #expect(log.events == ["zoom", "scroll", "zoom", "scroll"])
    }

    @Test func zoomToARectFillsTheViewWithIt() {
        let (f, scrollView, log, _) = zoomable()
        scrollView.zoom(to: CGRect(x: 200, y: 150, width: 200, height: 150), animated: true)
        f.wait(0.5)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 300))
        #expect(log.events.last == "didEndZooming(2.0)")
    }

    @Test func aPinchZoomsAboutTheFingersAndBouncesBackFromPastTheLimit() {
        let (f, scrollView, log, _) = zoomable()
        f.down(CGPoint(x: 150, y: 150), slot: 0)
        f.down(CGPoint(x: 250, y: 150), slot: 1)
        for step in 1...10 {
            let spread = 50 + CGFloat(step) * 5
            f.move([0: CGPoint(x: 200 - spread, y: 150), 1: CGPoint(x: 200 + spread, y: 150)])
        }
        #expect(abs(scrollView.zoomScale - 2) < 0.05)
        // The content point that was under the fingers' centre (200, 150) is still there.
        #expect(abs(scrollView.contentOffset.x - (200 * scrollView.zoomScale - 200)) < 1)
        for step in 1...20 {
            let spread = 100 + CGFloat(step) * 10
            f.move([0: CGPoint(x: 200 - spread, y: 150), 1: CGPoint(x: 200 + spread, y: 150)])
        }
        #expect(scrollView.zoomScale > 3 && scrollView.zoomScale < 6)  // resisting past the limit
        f.up(slot: 0)
        f.up(slot: 1)
        f.wait(0.5)
        #expect(scrollView.zoomScale == 3)
        #expect(log.events.first == "willBeginZooming")
        #expect(log.events.last == "didEndZooming(3.0)")
    }
}

@MainActor
@Suite struct ScrollIndicatorTests {
    @Test func theVerticalIndicatorShowsItsShareAndPositionThenFades() {
        let (f, scrollView, _) = scroller()
        #expect(scrollView.subviews.isEmpty)
        f.down(CGPoint(x: 200, y: 250))
        f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 10)
        let bar = try! #require(scrollView.indicators?.vertical)
        #expect(bar.alpha == 1 && scrollView.indicators?.horizontal.alpha == 0)
        // 300 of 1,000 points visible on a 294-point track; 180 of 700 scrolled.
        #expect(abs(bar.frame.height - 294 * 0.3) < 0.001)
        #expect(abs(bar.frame.minY - (180 + 3 + (294 - 88.2) * 180 / 700)) < 0.001)
        #expect(abs(bar.frame.maxX - (400 - 3)) < 0.001)
        f.wait(0.2)
        f.up()
        f.wait(1)
        #expect(bar.alpha == 0)
    }

    @Test func theBarShrinksPastTheEdges() {
        let whole = ScrollIndicators.bar(track: 294, visible: 300, content: 1000, progress: 1)
        let stretched = ScrollIndicators.bar(track: 294, visible: 300, content: 1000, progress: 1.05)
        #expect(stretched.length < whole.length)
        #expect(stretched.start + stretched.length == 294)
    }
}

@Suite struct ScrollAxisMotionTests {
    @Test func decelerationComesToRestWhereUIKitsRateProjects() {
        var motion = ScrollAxisMotion(from: 0, velocity: 1000, rate: 0.998, limits: 0...10_000, bounces: true, at: 0)
        let rest = ScrollAxisMotion.restingPosition(from: 0, velocity: 1000, rate: 0.998)
        #expect(abs(rest - 1000 / (-log(0.998) * 1000)) < 1e-9)
        let early = motion.position(at: 0.1).0
        #expect(abs(early - rest * (1 - exp(-0.1 / Double(rest) * 1000))) < 0.01)
        #expect(motion.position(at: 10) == (rest, true))
    }

    @Test func aLandingArrivesExactlyAndNoSlowerThanItsRate() {
        var motion = ScrollAxisMotion(from: 0, to: 400, velocity: 0, rate: 0.99, at: 0)
        #expect(motion.position(at: 0.7) == (400, true))
        var still = ScrollAxisMotion(from: 100, to: 100.2, velocity: 0, rate: 0.99, at: 0)
        #expect(still.isResting && still.position(at: 0) == (100.2, true))
    }

    @Test func aSpringBringsOvershootBackToTheLimit() {
        var motion = ScrollAxisMotion(from: -80, velocity: 0, rate: 0.998, limits: 0...500, bounces: true, at: 0)
        let halfway = motion.position(at: 0.1).0
        #expect(halfway > -80 && halfway < 0)
        #expect(motion.position(at: 2) == (0, true))
        var stopped = ScrollAxisMotion(from: 450, velocity: 1000, rate: 0.998, limits: 0...500, bounces: false, at: 0)
        #expect(stopped.position(at: 5) == (500, true))
        var outside = ScrollAxisMotion(from: 560, velocity: 0, rate: 0.998, limits: 0...500, bounces: false, at: 0)
        #expect(!outside.isResting && outside.position(at: 1) == (500, true))
    }
}

@MainActor
@Suite struct ScrollViewLifetimeTests {
    @Test func aDeceleratingScrollViewTakenOffScreenStopsAndIsFreed() {
        let f = Fingers()
        weak var weakScrollView: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            scrollView.contentSize = CGSize(width: 400, height: 5000)
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 5000)))
            f.app.window.addSubview(scrollView)
            weakScrollView = scrollView
            f.down(CGPoint(x: 200, y: 250))
            f.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 5)
            f.up()
            #expect(scrollView.isDecelerating)
            f.wait(0.1)
            scrollView.removeFromSuperview()
            let offset = scrollView.contentOffset
            f.wait(0.5)
            #expect(scrollView.contentOffset == offset && !scrollView.isDecelerating)
        }
        f.wait(0.1)
        #expect(weakScrollView == nil)
    }
}
