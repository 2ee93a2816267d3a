import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// The edge swipe that pops a navigation controller as the finger moves (UIKit's `interactivePopGestureRecognizer`),
/// with table c's callbacks when it pops and UIKit's cancelled-pop order when it does not.
@MainActor
@Suite struct InteractivePopTests {
    /// Drags a finger from `start` by `distance` points along x in steps a frame apart, then lifts it.
    private func swipe(_ app: HeadlessApp, from start: CGPoint, by distance: CGFloat, steps: Int = 10) throws {
        try app.touchDown(at: start)
        for step in 1...steps {
            app.advance(by: 1.0 / 60)
            try app.touchMove(to: CGPoint(x: start.x + distance * CGFloat(step) / CGFloat(steps), y: start.y))
        }
        app.advance(by: 0.3)  // stands still before lifting: no flick
        try app.touchMove(to: CGPoint(x: start.x + distance, y: start.y))
        try app.touchUp()
        app.advance(by: 1)
        try app.runUntilIdle()
    }

    @Test func swipingFromTheLeftEdgePastHalfWayPops() throws {
        let f = LifecycleFixture()
        let (a, b) = (f.controller("A"), f.controller("B"))
        let nav = try f.showNavigation([a, b])
        try f.app.touchDown(at: CGPoint(x: 5, y: 200))
        for x in stride(from: 25, through: 205, by: 20) {
            f.app.advance(by: 1.0 / 60)
            try f.app.touchMove(to: CGPoint(x: CGFloat(x), y: 200))
        }
        // Mid-swipe: B follows the finger, A is on its way in from a third behind.
        #expect(b.view.frame.minX > 150 && b.view.frame.minX < 210)
        #expect(a.view.frame.minX < 0 && a.view.frame.minX > -800 / 3)
        #expect(f.recorder.withoutLayout == ["B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing"])
        for x in stride(from: 225, through: 525, by: 50) {
            f.app.advance(by: 1.0 / 60)
            try f.app.touchMove(to: CGPoint(x: CGFloat(x), y: 200))
        }
        try f.app.touchUp()
        f.app.advance(by: 1)
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout.suffix(3) == ["B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMove(toParent: nil)"])
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(a.view.frame.minX == 0 && b.viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.topItem === a.navigationItem)
    }

    @Test func aShortSwipeIsCancelledWithUIKitsCallbacks() throws {
        let f = LifecycleFixture()
        let (a, b) = (f.controller("A"), f.controller("B"))
        let nav = try f.showNavigation([a, b])
        try swipe(f.app, from: CGPoint(x: 5, y: 200), by: 150)
        #expect(f.recorder.withoutLayout == [
            "B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing",
            "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing",
            "B viewDidAppear(true)", "B didMove(toParent: UINavigationController)",
        ])
        #expect(nav.viewControllers.count == 2 && b.view.frame.minX == 0 && a.viewIfLoaded?.superview == nil)
    }

    @Test func onlyTheLeadingEdgeStartsIt() throws {
        let f = LifecycleFixture()
        let nav = try f.showNavigation([f.controller("A"), f.controller("B")])
        try swipe(f.app, from: CGPoint(x: 100, y: 200), by: 600)
        #expect(nav.viewControllers.count == 2)
        nav.interactivePopGestureRecognizer?.isEnabled = false
        try swipe(f.app, from: CGPoint(x: 5, y: 200), by: 600)
        #expect(nav.viewControllers.count == 2)
        #expect(f.recorder.withoutLayout.isEmpty)
    }

    @Test func theRootIsNeverPopped() throws {
        let f = LifecycleFixture()
        let nav = try f.showNavigation([f.controller("A")])
        try swipe(f.app, from: CGPoint(x: 5, y: 200), by: 600)
        #expect(nav.viewControllers.count == 1 && f.recorder.withoutLayout.isEmpty)
    }

    @Test func rightToLeftItStartsAtTheRightEdge() throws {
        try withPreferredLanguages(["ar"]) {
            let f = LifecycleFixture()
            let nav = try f.showNavigation([f.controller("A"), f.controller("B")])
            try swipe(f.app, from: CGPoint(x: 5, y: 200), by: 600)
            #expect(nav.viewControllers.count == 2)
            try swipe(f.app, from: CGPoint(x: 795, y: 200), by: -600)
            #expect(nav.viewControllers.count == 1)
        }
    }
}
