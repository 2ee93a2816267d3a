import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
final class AnimationEvents: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

/// A 200 × 200 white window with a 100 × 100 view whose shape layer strokes a blue line 4 wide across its middle.
@MainActor
func blueLineScene() throws -> (HeadlessApp, UIView, CAShapeLayer) {
    let app = HeadlessApp(size: PixelSize(width: 200, height: 200), refreshRate: 50)
    app.window.backgroundColor = .white
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    app.window.addSubview(view)
    let line = CAShapeLayer()
    line.frame = view.bounds
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 50))
    path.addLine(to: CGPoint(x: 100, y: 50))
    line.path = path.cgPath
    line.strokeColor = UIColor.blue.cgColor
    line.lineWidth = 4
    view.layer.addSublayer(line)
    try app.runUntilIdle()
    return (app, view, line)
}

@MainActor
@Suite(.serialized) struct ExplicitAnimationTests {
    private func scene() throws -> (HeadlessApp, UIView, CAShapeLayer) { try blueLineScene() }

    @Test func aBasicAnimationShowsItsValuesWhileTheModelStays() throws {
        let (app, _, line) = try scene()
        let events = AnimationEvents()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        grow.delegate = events
        line.add(grow, forKey: "grow")
        #expect(line.animationKeys() == ["grow"] && line.animation(forKey: "grow") === grow)
        app.advance(by: 0.5)
        #expect(abs((line.presentation()?.strokeEnd ?? 0) - 0.5) < 1e-6 && line.strokeEnd == 1)
        #expect(app.pixel(x: 30, y: 50) == 0x0000FF && app.pixel(x: 70, y: 50) == 0xFFFFFF, "half the line is drawn")
        #expect(events.log == ["start"])
        try app.runUntilIdle()
        #expect(events.log == ["start", "stop true"] && line.animationKeys() == nil)
        #expect(line.presentation()?.strokeEnd == 1 && app.pixel(x: 70, y: 50) == 0x0000FF)
    }

    @Test func aForwardsFillKeepsTheLastValueAndRemovingStopsUnfinished() throws {
        let (app, _, line) = try scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.2
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        line.add(fade, forKey: "fade")
        try app.runUntilIdle()
        #expect(line.presentation()?.opacity == 0 && line.opacity == 1 && app.pixel(x: 50, y: 50) == 0xFFFFFF)
        let events = AnimationEvents()
        fade.delegate = events
        line.removeAnimation(forKey: "fade")
        try app.runUntilIdle()
        #expect(events.log == ["stop false"] && app.pixel(x: 50, y: 50) == 0x0000FF)
    }

    @Test func aPathIsTravelledBySegmentOrAtAnEvenPaceAndTheLayerCanTurnWithIt() throws {
        let (app, _, line) = try scene()
        let route = CGMutablePath()
        route.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)])
        func follow(_ mode: CAAnimationCalculationMode, turning: CAAnimationRotationMode? = nil) -> CAKeyframeAnimation {
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = route
            move.calculationMode = mode
            move.rotationMode = turning
            move.duration = 1
            return move
        }
        // Frames come every 0.02 s here: the presentation is sampled at those times.
        func close(_ a: CGPoint?, _ b: CGPoint) -> Bool { a.map { abs($0.x - b.x) < 1e-6 && abs($0.y - b.y) < 1e-6 } ?? false }
        line.add(follow(.linear), forKey: "follow")
        app.advance(by: 0.2)
        #expect(close(line.presentation()?.position, CGPoint(x: 40, y: 0)), "each segment half the time")
        app.advance(by: 0.3)
        #expect(close(line.presentation()?.position, CGPoint(x: 100, y: 0)))
        try app.runUntilIdle()
        line.add(follow(.paced, turning: .rotateAuto), forKey: "follow")
        app.advance(by: 0.5)
        let halfway = try #require(line.presentation()?.position)
        #expect(abs(halfway.x - 100) < 0.5 && abs(halfway.y - 100) < 0.5, "200 of the 400 points")
        let heading = try #require(line.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(heading - .pi / 2) < 1e-6, "turned to head down the second leg")
        try app.runUntilIdle()
        // Around a circle at an even pace: a quarter of the time is a quarter of the way round.
        let circle = CAKeyframeAnimation(keyPath: "position")
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        circle.calculationMode = .paced
        circle.duration = 1
        line.add(circle, forKey: "circle")
        for step in 1...4 {
            app.advance(by: 0.2)
            let p = try #require(line.presentation()?.position)
            #expect(abs(hypot(p.x - 100, p.y - 100) - 100) < 0.5, "on the circle at \(Double(step) * 0.2) s")
        }
    }

    @Test func cubicAndPacedValuesCurveThroughAndSpreadByDistance() throws {
        let (app, _, line) = try scene()
        let smooth = CAKeyframeAnimation(keyPath: "position.x")
        smooth.values = [0, 100, 200]
        smooth.calculationMode = .cubic
        smooth.duration = 1
        line.add(smooth, forKey: "smooth")
        app.advance(by: 0.2)
        #expect(abs((line.presentation()?.position.x ?? 0) - 32.8) < 1e-6, "Catmull–Rom, not the straight 40")
        app.advance(by: 0.3)
        #expect(abs((line.presentation()?.position.x ?? 0) - 100) < 1e-6, "through each value at its time")
        try app.runUntilIdle()
        let even = CAKeyframeAnimation(keyPath: "position.x")
        even.values = [0, 100, 400]
        even.keyTimes = [0, 0.5, 1]  // ignored when paced
        even.calculationMode = .paced
        even.duration = 1
        line.add(even, forKey: "even")
        app.advance(by: 0.5)
        #expect(abs((line.presentation()?.position.x ?? 0) - 200) < 1e-6)
    }

    @Test func keyframesGroupsAndRepeatsFollowTheirTimes() throws {
        let (app, _, line) = try scene()
        let slide = CAKeyframeAnimation(keyPath: "position.x")
        slide.values = [50, 150, 100]
        slide.keyTimes = [0, 0.5, 1]
        slide.duration = 1
        line.add(slide, forKey: "slide")
        app.advance(by: 0.24)
        #expect(abs((line.presentation()?.position.x ?? 0) - 98) < 1e-6)
        app.advance(by: 0.5)
        #expect(abs((line.presentation()?.position.x ?? 0) - 126) < 1e-6)
        try app.runUntilIdle()

        let move = CABasicAnimation(keyPath: "position.y")
        move.byValue = 20
        move.duration = 0.1
        let dim = CABasicAnimation(keyPath: "opacity")
        dim.fromValue = 1
        dim.toValue = 0
        dim.beginTime = 0.5
        dim.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [move, dim]
        group.duration = 1
        group.repeatCount = 2
        group.autoreverses = true
        line.add(group, forKey: "group")
        app.advance(by: 0.2)
        #expect(abs((line.presentation()?.position.y ?? 0) - 70) < 1e-6 && line.presentation()?.opacity == 1,
                "the move has ended and holds its end within the group; the dim has not begun")
        app.advance(by: 0.6)
        #expect(abs((line.presentation()?.opacity ?? 0) - 0.4) < 1e-6)
        app.advance(by: 0.4)
        #expect(abs((line.presentation()?.opacity ?? 0) - 0.4) < 1e-6, "on the way back: 1.2 s is 0.8 into the cycle")
        try app.runUntilIdle()
        #expect(line.animationKeys() == nil)
    }

    @Test func aSpringAnimationFollowsTheDampedSpring() throws {
        let (app, _, line) = try scene()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        line.add(spring, forKey: "spring")
        for step in 1...20 {
            app.advance(by: 0.02)
            let t = Double(step) * 0.02
            let expected = 100 * (1 - integratedSpring(zeta: 0.5, omega: 10, x0: 1, v0: 0, until: t))
            // The frame right after `add` shows the start (its vsync is the add's own time).
            if step > 1 { #expect(abs((line.presentation()?.position.x ?? 0) - CGFloat(expected)) < 1e-3, "at \(t) s") }
        }
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.6)
        try app.runUntilIdle()
    }

    @Test func aTransactionsCompletionWaitsForItsAnimations() throws {
        let (app, view, line) = try scene()
        var done: [TimeInterval] = []
        let start = app.now
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append(app.now - start) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 0.4
        line.add(fade, forKey: nil)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 150, y: 50)
        move.duration = 0.6
        view.layer.add(move, forKey: "move")
        CATransaction.commit()
        app.advance(by: 0.3)
        #expect(abs(view.presentationFrame.midX - 100) < 1e-6 && view.center.x == 50, "a view's layer animation moves the view on screen only")
        #expect(done.isEmpty)
        try app.runUntilIdle()
        #expect(done.count == 1 && done[0] >= 0.58 && view.presentationFrame.midX == 50)
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append(-1) }
        CATransaction.commit()
        #expect(done.count == 1)
        try app.runUntilIdle()
        #expect(done.last == -1, "with nothing to wait for, on the next turn")
    }
}
