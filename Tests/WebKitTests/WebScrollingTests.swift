import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit
@testable import WebKit

/// A scroll view delegate as an app writes one.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// The page's scrolling, zoom and frames as a WKWebView's user sees them: `scrollView` mirrors and moves the page,
/// flings carry on, pinches zoom, and only what changed on the page is drawn again.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2))) struct WebScrollingTests: WebPageTest {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// A page 3,000 CSS pixels tall with a 100-pixel blue square at its top left, loaded and on screen.
    func tallPage() async throws -> WKWebView {
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString("""
            <body style='margin:0;height:3000px;background:#fff'>
            <div id='box' style='width:100px;height:100px;background:#0000ff'></div></body>
            """, baseURL: nil)
        let loaded = await wait { log.events.last == "finish" && app.pixel(x: 50, y: 50) == 0x0000FF }
        // What was missing, should it ever time out (once on a loaded CI machine; never reproduced here).
        #expect(loaded, "navigation events \(log.events), pixel at (50, 50) \(String(app.pixel(x: 50, y: 50), radix: 16)), WPE running: \(web.engineAvailable)")
        return web
    }

    /// Drags one finger from `from` by `dy` points in `steps` moves a 60th of a second apart, then lifts it.
    func drag(from start: CGPoint, dy: CGFloat, steps: Int) throws {
        try app.touchDown(at: start)
        for step in 1...steps {
            app.advance(by: 1.0 / 60)
            try app.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps)))
        }
        try app.touchUp()
    }

    /// Two fingers on the line y = 150 land at x = `from` and spread (or close) to x = `to` in `steps` moves a 60th of
    /// a second apart, then lift.
    func pinch(from: (CGFloat, CGFloat), to: (CGFloat, CGFloat), steps: Int) throws {
        try app.touchDown(at: CGPoint(x: from.0, y: 150), slot: 0)
        try app.touchDown(at: CGPoint(x: from.1, y: 150), slot: 1)
        for step in 1...steps {
            app.advance(by: 1.0 / 60)
            let f = CGFloat(step) / CGFloat(steps)
            try app.touchMove(to: CGPoint(x: from.0 + (to.0 - from.0) * f, y: 150), slot: 0)
            try app.touchMove(to: CGPoint(x: from.1 + (to.1 - from.1) * f, y: 150), slot: 1)
        }
        try app.touchUp(slot: 1)
        try app.touchUp(slot: 0)
    }

    /// The page's vertical scroll position once it has stopped changing (a second of virtual time passes meanwhile,
    /// for a fling's steps).
    func settledScrollY(_ web: WKWebView) async -> Int {
        var last = -1
        for _ in 0..<40 {
            for _ in 0..<6 { app.advance(by: 1.0 / 60) }
            try? await Task.sleep(for: .milliseconds(50))
            let now = await value(web, "window.scrollY") as? Int ?? -1
            if now == last { return now }
            last = now
        }
        return last
    }

    @Test func theScrollViewMirrorsThePageAndMovingItScrollsThePage() async throws {
        let web = try await tallPage()
        let log = ScrollLog()
        web.scrollView.delegate = log
        #expect(await wait { web.scrollView.contentSize == CGSize(width: 320, height: 3000) }, "the page's scrollable size")
        #expect(web.scrollView.contentOffset == .zero)
        // The page scrolls itself: the scroll view follows and its delegate hears it.
        web.evaluateJavaScript("window.scrollTo(0, 500)", completionHandler: nil)
        #expect(await wait { web.scrollView.contentOffset == CGPoint(x: 0, y: 500) })
        #expect(log.offsets.last == CGPoint(x: 0, y: 500))
        // The app moves the scroll view: the page scrolls.
        web.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        #expect(await until(web, "window.scrollY", is: "1200"))
        #expect(await wait { app.pixel(x: 50, y: 50) == 0xFFFFFF }, "the square scrolled away")
        // An animated scroll ends where it was asked to, the page with it.
        web.scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        for _ in 0..<30 { app.advance(by: 1.0 / 60) }
        #expect(await until(web, "window.scrollY", is: "40"))
        #expect(await wait { web.scrollView.contentOffset == CGPoint(x: 0, y: 40) })
        #expect(await wait { app.pixel(x: 50, y: 50) == 0x0000FF && app.pixel(x: 50, y: 70) == 0xFFFFFF })
    }

    @Test func aFlingCarriesThePageOnAfterTheFingerLifts() async throws {
        let web = try await tallPage()
        // 150 points up in a sixth of a second: 900 points a second at release.
        try drag(from: CGPoint(x: 160, y: 200), dy: -150, steps: 10)
        let rest = await settledScrollY(web)
        // The drag alone moves 150; deceleration at UIKit's normal rate adds v/λ ≈ 900 / 2 = 450 more.
        #expect(rest > 450 && rest < 750, "the page came to rest at \(rest)")
    }

    @Test func withScrollingDisabledADragMovesNothingAndASlowDragDoesNotFling() async throws {
        let web = try await tallPage()
        web.scrollView.isScrollEnabled = false
        try drag(from: CGPoint(x: 160, y: 200), dy: -150, steps: 10)
        #expect(await settledScrollY(web) == 0)
        web.scrollView.isScrollEnabled = true
        // 60 points over 60 frames, then still for a fifth of a second: let go at rest, no fling.
        try app.touchDown(at: CGPoint(x: 160, y: 200))
        for step in 1...60 {
            app.advance(by: 1.0 / 60)
            try app.touchMove(to: CGPoint(x: 160, y: 200 - CGFloat(step)))
        }
        app.advance(by: 0.2)
        try app.touchUp()
        let rest = await settledScrollY(web)
        #expect(rest >= 50 && rest <= 60, "the page came to rest at \(rest)")
    }

    @Test func theMouseWheelScrollsThePageUnderThePointer() async throws {
        let web = try await tallPage()
        #expect(await wait { web.scrollView.contentSize.height == 3000 })
        app.pointerMove(to: CGPoint(x: 160, y: 120))
        for _ in 0..<5 { app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now)) }
        #expect(await until(web, "window.scrollY", is: "200"), "five detents of 40 points down")
        #expect(await wait { web.scrollView.contentOffset.y == 200 })
        app.advance(by: 1)
        app.feed(.scroll(dx: 0, dy: -40, time: app.loop.now))
        #expect(await until(web, "window.scrollY", is: "160"))
        // The mouse moving with no button held is the page's pointer: it gets the moves, where they are.
        web.evaluateJavaScript("""
            window.scrollTo(0, 0);
            addEventListener('mousemove', function (e) { window.moved = e.clientX + ',' + e.clientY; });
            document.getElementById('box').addEventListener('mouseover', function () { window.over = 'box'; });
            """, completionHandler: nil)
        #expect(await wait { web.scrollView.contentOffset == .zero })
        app.pointerMove(to: CGPoint(x: 50, y: 60))
        #expect(await until(web, "window.moved", is: "50,60"))
        #expect(await until(web, "window.over", is: "box"))
        // A mouse click is a click, as a tap is.
        web.evaluateJavaScript("window.scrollTo(0, 0); document.getElementById('box').onclick = function () { document.title = 'clicked'; }", completionHandler: nil)
        #expect(await wait { web.scrollView.contentOffset == .zero })
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        app.pointerButton(pressed: true)
        app.pointerButton(pressed: false)
        #expect(await wait { web.title == "clicked" })
    }

    @Test func twoFingersPinchThePageZoomWithinTheScrollViewsLimits() async throws {
        let web = try await tallPage()
        // Fingers 120 points apart move to 240 in ten steps: twice the zoom, the square twice as big.
        try pinch(from: (100, 220), to: (40, 280), steps: 10)
        #expect(abs(web.pageZoom - 2) < 0.05)
        #expect(await wait { app.pixel(x: 150, y: 150) == 0x0000FF && app.pixel(x: 210, y: 50) == 0xFFFFFF })
        #expect(await value(web, "window.scrollY") as? Int == 0, "a pinch scrolls nothing and clicks nothing")
        // Spread far past the maximum (3): held there.
        try pinch(from: (150, 170), to: (10, 310), steps: 1)
        #expect(web.pageZoom == 3)
        // An app that wants no zoom sets the limits equal, as on iOS.
        web.pageZoom = 1
        web.scrollView.maximumZoomScale = 1
        try pinch(from: (100, 220), to: (40, 280), steps: 1)
        #expect(web.pageZoom == 1)
    }

    @Test func onAScreenOfScale2ACSSPixelIsAPointAndThePageIsDrawnAtFullResolution() async throws {
        let retina = HeadlessApp(size: PixelSize(width: 320, height: 240), scale: 2)
        let log = NavigationLog()
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        web.navigationDelegate = log
        retina.window.addSubview(web)
        web.loadHTMLString("""
            <body style='margin:0;height:1000px;background:#fff'>
            <div style='width:100px;height:50px;background:#0000ff'></div><div style='width:1px;height:1px;background:#ff0000'></div></body>
            """, baseURL: nil)
        func wait(_ done: () -> Bool) async -> Bool {
            for _ in 0..<3000 where !Task.isCancelled {
                try? retina.runUntilIdle()
                if done() { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
        #expect(await wait { log.events.last == "finish" && retina.pixel(x: 150, y: 50) == 0x0000FF })
        // 100×50 CSS pixels are 100×50 points, 200×100 pixels; a 1-pixel CSS square is 2×2 device pixels.
        #expect(retina.pixel(x: 199, y: 99) == 0x0000FF && retina.pixel(x: 201, y: 50) == 0xFFFFFF)
        #expect(retina.pixel(x: 1, y: 101) == 0xFF0000 && retina.pixel(x: 1, y: 103) == 0xFFFFFF)
        #expect(await value(web, "[innerWidth, innerHeight, devicePixelRatio].join()") as? String == "160,120,2")
        // The scroll view is in points too.
        #expect(await wait { web.scrollView.contentSize == CGSize(width: 160, height: 1000) })
    }

    @Test func onlyWhatChangedOnThePageIsDrawnAgainAndAnIdlePageCostsNoFrames() async throws {
        let web = try await tallPage()
        // A still page: no frames while it sits.
        try await Task.sleep(for: .milliseconds(300))
        try app.runUntilIdle()
        let frames = app.display.presentedFrames
        try await Task.sleep(for: .milliseconds(300))
        try app.runUntilIdle()
        #expect(app.display.presentedFrames == frames, "an idle page drew frames")
        // A 10×10 square changes colour: only about its pixels are composited again, straight from the page's frame
        // (nothing is drawn on the main thread).
        let draws = app.screen.compositor.drawCount
        web.evaluateJavaScript("""
            var dot = document.createElement('div');
            dot.style.cssText = 'position:absolute;left:200px;top:150px;width:10px;height:10px;background:#ff0000';
            document.body.appendChild(dot);
            """, completionHandler: nil)
        #expect(await wait { app.pixel(x: 205, y: 155) == 0xFF0000 })
        let damage = app.screen.lastFrameStatistics.damagedPixels
        #expect(damage > 0 && damage <= 16 * 16, "damage of \(damage) pixels for a 10×10 change")
        #expect(app.screen.compositor.drawCount == draws, "the page's frames were drawn on the main thread")
    }

    /// Drags one finger from `start` to `end` in `steps` moves a 60th of a second apart, then lifts it.
    func swipe(from start: CGPoint, to end: CGPoint, steps: Int = 8) throws {
        try app.touchDown(at: start)
        for step in 1...steps {
            app.advance(by: 1.0 / 60)
            let t = CGFloat(step) / CGFloat(steps)
            try app.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        try app.touchUp()
    }

    @Test func swipesInFromTheSidesGoBackAndForwardWhenAllowed() async throws {
        let server = try LoopbackHTTPServer(pages: ["One", "Two"].reduce(into: [:]) { pages, title in
            pages["/\(title)"] = .init(body: "<head><title>\(title)</title></head><body style='height:3000px'>\(title)</body>")
        })
        defer { server.stop() }
        let log = NavigationLog()
        let web = try page(log)
        for title in ["One", "Two"] {
            web.load(URLRequest(url: server.url.appendingPathComponent(title)))
            #expect(await wait { log.events.last == "finish" && web.title == title })
        }
        // Not allowed (UIKit's default): a swipe from the left edge scrolls, as any drag, and goes nowhere.
        try swipe(from: CGPoint(x: 5, y: 120), to: CGPoint(x: 200, y: 120))
        try await Task.sleep(for: .milliseconds(300))
        #expect(web.title == "Two")
        web.allowsBackForwardNavigationGestures = true
        #expect(web.canGoBack, "two pages in the history")
        // A short swipe from the left edge stays; one across a third of the view goes back.
        try swipe(from: CGPoint(x: 5, y: 120), to: CGPoint(x: 60, y: 120), steps: 20)
        try await Task.sleep(for: .milliseconds(300))
        #expect(web.title == "Two")
        try swipe(from: CGPoint(x: 5, y: 120), to: CGPoint(x: 200, y: 120))
        #expect(await wait { web.title == "One" })
        // From the right edge, forward again; a swipe starting inside the page is a scroll.
        try swipe(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 10, y: 120))
        try await Task.sleep(for: .milliseconds(300))
        #expect(web.title == "One")
        try swipe(from: CGPoint(x: 316, y: 120), to: CGPoint(x: 120, y: 120))
        #expect(await wait { web.title == "Two" })
    }
}
