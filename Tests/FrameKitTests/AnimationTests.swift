import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// 50 Hz: a vsync every 20 ms exactly, so animation times land on frames.
@MainActor
private func timedApp() -> HeadlessApp { HeadlessApp(refreshRate: 50) }

@MainActor
@Suite struct AnimationTests {
    @Test func modelChangesAtOncePresentationFollowsTheClock() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        let start = app.now
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.alpha = 0
            v.center = CGPoint(x: 105, y: 5)
        }, completion: { finished = $0 })
        #expect(v.alpha == 0 && v.center.x == 105)  // model values at once
        app.advance(by: 0.5)
        #expect(abs(v.presentationAlpha - 0.5) < 1e-6)
        #expect(abs(v.presentationFrame.minX - 50) < 1e-6)
        #expect(finished == nil)
        app.advance(by: 0.3)
        #expect(abs(v.presentationAlpha - 0.2) < 1e-6)
        try app.runUntilIdle()
        #expect(finished == true)
        #expect(v.presentationAlpha == 0 && v.presentationFrame.minX == 100)
        #expect(app.now >= start + 1)
    }

    @Test func transformsTurnInsteadOfShrinking() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3)
        }, completion: nil)
        app.advance(by: 0.5)
        let mid = v.presentationTransform, expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        for (got, want) in [(mid.a, expected.a), (mid.b, expected.b), (mid.c, expected.c), (mid.d, expected.d)] {
            #expect(abs(got - want) < 1e-9)
        }
        try app.runUntilIdle()
        #expect(abs(v.presentationTransform.b - 3) < 1e-9 && abs(v.presentationTransform.a) < 1e-9)
    }

    @Test func easingCurvesShapeTheProgress() throws {
        let app = timedApp()
        let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(app.window.addSubview)
        for (v, option) in zip(views, [UIView.AnimationOptions.curveEaseIn, .curveEaseOut, .curveEaseInOut]) {
            UIView.animate(withDuration: 1, delay: 0, options: option, animations: { v.alpha = 0 })
        }
        app.advance(by: 0.25)
        let (easeIn, easeOut, easeInOut) = (views[0].presentationAlpha, views[1].presentationAlpha, views[2].presentationAlpha)
        #expect(easeIn > 0.9)  // slow start
        #expect(easeOut < 0.65)  // fast start
        #expect(easeInOut > easeOut && easeInOut < easeIn)
        try app.runUntilIdle()
    }

    @Test func beginFromCurrentStateInterruptsAndAdditiveDoesNot() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        var results: [String: Bool] = [:]
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 }, completion: { results["first"] = $0 })
        app.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { v.center.x = 5 }, completion: { results["second"] = $0 })
        #expect(abs(v.presentationCenter.x - 55) < 1e-6)  // continues from where it was
        app.advance(by: 0.5)
        #expect(abs(v.presentationCenter.x - 30) < 1e-6)
        try app.runUntilIdle()
        #expect(results == ["first": false, "second": true])

        var additive: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }, completion: { additive.append($0) })
        app.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 }, completion: { additive.append($0) })
        #expect(abs(v.presentationAlpha - 0.5) < 1e-6)  // no jump when the second animation starts
        try app.runUntilIdle()
        #expect(additive == [true, true])
        #expect(v.presentationAlpha == 1)
    }

    @Test func removingAnimationsEndsThemUnfinished() throws {
        let app = HeadlessApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 2, animations: { v.backgroundColor = .red }, completion: { finished = $0 })
        app.advance(by: 0.1)
        v.removeAllAnimations()
        try app.runUntilIdle()
        #expect(finished == false)
        #expect(v.presentationBackgroundColor == .red)
    }

    @Test func noChangesStillCompleteOnTheNextTurnAndWithoutAnimationIsImmediate() throws {
        let app = HeadlessApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        app.loop.drainTasks()
        #expect(finished == true)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { v.alpha = 0.3 }
        }
        #expect(v.presentationAlpha == 0.3)
        try app.runUntilIdle()
    }

    @Test func hitTestingSkipsAnimatingViewsUnlessAllowed() throws {
        let app = HeadlessApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.window.addSubview(v)
        UIView.animate(withDuration: 1, animations: { v.alpha = 0.9 })
        #expect(app.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === app.window)
        try app.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        #expect(app.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
        try app.runUntilIdle()
    }

    @Test func movingAnimationRecomposesWithoutRedrawing() throws {
        let app = HeadlessApp()
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        app.window.addSubview(v)
        try app.runUntilIdle()
        UIView.animate(withDuration: 0.5) { v.center = CGPoint(x: 200, y: 100) }
        app.advance(by: 0.25)
        let mid = v.presentationFrame
        #expect(mid.minX > 10 && mid.minX < 180)
        // The panel shows the frame before the last one until its flip: some red lies strictly between the ends.
        let shown = app.snapshot()
        let red = (0..<shown.width).filter { x in (0..<shown.height).contains { shown[x, $0] & 0xFFFFFF == 0xFF0000 } }
        #expect(red.count >= 19 && red.count <= 21, "\(red)")
        #expect((red.first ?? 0) > 10 && (red.last ?? 999) < 190, "\(red)")
        try app.runUntilIdle()
        #expect(v.draws == 1)
        #expect(app.pixel(x: 200, y: 100) == 0xFF0000 && app.pixel(x: 5, y: 5) == 0xFFFFFF)
    }
}

@MainActor
@Suite struct ControlTests {
    final class Receiver {
        var events: [String] = []
        func tapped(_ sender: UIControl) { events.append("tapped") }
    }

    @Test func tapSendsTouchUpInsideThroughTheRouter() throws {
        let app = HeadlessApp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.setTitle("Go", for: .normal)
        app.window.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        var log: [String] = []
        for (name, event) in [("down", UIControl.Event.touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
                              ("cancel", .touchCancel), ("exit", .touchDragExit), ("enter", .touchDragEnter), ("primary", .primaryActionTriggered)] {
            button.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        try app.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(button.isHighlighted && button.isTracking)
        try app.touchUp()
        #expect(!button.isHighlighted)
        #expect(log == ["down", "upInside", "primary"])
        #expect(receiver.events == ["tapped"])

        log.removeAll()
        try app.touchDown(at: CGPoint(x: 30, y: 30))
        try app.touchMove(to: CGPoint(x: 300, y: 200))  // beyond the 70-point slop
        #expect(!button.isHighlighted)
        try app.touchMove(to: CGPoint(x: 150, y: 70))  // within the slop counts as inside
        #expect(button.isHighlighted)
        try app.touchMove(to: CGPoint(x: 300, y: 200))
        try app.touchUp()
        #expect(log == ["down", "exit", "enter", "exit", "upOutside"])

        log.removeAll()
        try app.touchDown(at: CGPoint(x: 30, y: 30))
        try app.touchCancel()
        #expect(log == ["down", "cancel"])
        #expect(!button.isHighlighted)

        button.isEnabled = false
        log.removeAll()
        try app.tap(at: CGPoint(x: 30, y: 30))
        #expect(log.isEmpty)
    }

    @Test func touchesStayWithTheirViewAndCountTaps() throws {
        let app = HeadlessApp()
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.window.addSubview(probe)
        try app.touchDown(at: CGPoint(x: 10, y: 10))
        try app.touchMove(to: CGPoint(x: 200, y: 200))  // outside, still delivered to the same view
        try app.touchUp()
        #expect(probe.log == ["began", "moved", "ended"])
        var counts: [Int] = []
        final class Tapper: UIView {
            var onTap: ((Int) -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?(touches.first!.tapCount) }
        }
        let tapper = Tapper(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        tapper.onTap = { counts.append($0) }
        app.window.addSubview(tapper)
        try app.tap(at: CGPoint(x: 110, y: 110))
        app.advance(by: 0.1)
        try app.tap(at: CGPoint(x: 112, y: 110))
        app.advance(by: 1)
        try app.tap(at: CGPoint(x: 112, y: 110))
        #expect(counts == [1, 2, 1])
    }

    @Test func motionIsCoalescedPerFrameAndTouchesBeginOnce() throws {
        final class Recorder: UIView {
            var log: [String] = []
            var coalesced: [[CGPoint]] = []
            var previous: [CGPoint] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("moved \(touches.count)")
                for touch in touches {
                    previous.append(touch.previousLocation(in: self))
                    coalesced.append(event?.coalescedTouches(for: touch)?.map { $0.location(in: self) } ?? [])
                }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
        }
        let app = HeadlessApp()
        let left = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Recorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        [left, right].forEach(app.window.addSubview)
        try app.touchDown(at: CGPoint(x: 10, y: 10), slot: 0)
        try app.touchDown(at: CGPoint(x: 210, y: 10), slot: 1)
        #expect(left.log == ["began 1"] && right.log == ["began 1"])  // touch 0 is not re-sent as began
        let t = app.loop.now
        for (i, x) in [20.0, 30, 40].enumerated() {
            app.screen.handle(.touchMotion(slot: 0, x: x, y: 10, force: 0.5 * Double(i + 1), time: t))
        }
        app.screen.handle(.touchMotion(slot: 1, x: 220, y: 10, time: t))
        try app.runUntilIdle()
        #expect(left.log == ["began 1", "moved 1"] && right.log == ["began 1", "moved 1"])
        #expect(left.previous == [CGPoint(x: 10, y: 10)])
        #expect(left.coalesced == [[CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 10)]])
        #expect(right.coalesced == [[CGPoint(x: 20, y: 10)]])
        try app.touchUp(slot: 0)
        #expect(left.log.last == "ended 1" && right.log.count == 2)
    }

    @Test func buttonStateDrivesTitleColour() {
        let button = UIButton(type: .custom)
        button.setTitle("A", for: .normal)
        button.setTitle("B", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "A")
        button.isHighlighted = true
        #expect(button.currentTitle == "B" && button.currentTitleColor == .red)
        #expect(button.titleLabel?.text == "B")
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        #expect(system.titleColor(for: .highlighted)?.alpha == 0.2)
    }
}
