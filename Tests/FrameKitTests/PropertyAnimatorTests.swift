import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite struct PropertyAnimatorTests {
    private func scene() throws -> (HeadlessApp, UIView) {
        let app = HeadlessApp(refreshRate: 50)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        return (app, v)
    }

    @Test func itRunsLikeAnAnimationBlockAndReportsTheEnd() throws {
        let (app, v) = try scene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && v.center.x == 5, "nothing applies before it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && v.center.x == 105)
        app.advance(by: 0.4)
        #expect(abs(v.presentationFrame.minX - 40) < 1e-6 && abs(animator.fractionComplete - 0.4) < 1e-6)
        try app.runUntilIdle()
        #expect(ended == [.end] && animator.state == .inactive && v.presentationFrame.minX == 100)
    }

    @Test func pausedItScrubsLinearlyAndResumesFromThereWithoutAJump() throws {
        let (app, v) = try scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.alpha = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && v.presentationAlpha == 1)
        animator.fractionComplete = 0.3
        app.advance(by: 0.1)
        #expect(abs(v.presentationAlpha - 0.7) < 1e-6, "scrubbing is linear")
        app.advance(by: 1)
        #expect(abs(v.presentationAlpha - 0.7) < 1e-6, "a paused animator holds still")
        animator.startAnimation()
        app.advance(by: 0.02)
        #expect(abs(v.presentationAlpha - 0.7) < 0.05 && v.presentationAlpha < 0.7)
        try app.runUntilIdle()
        #expect(v.presentationAlpha == 0 && v.alpha == 0)
    }

    @Test func reversedItRunsBackAndLeavesThePropertiesAtTheStart() throws {
        let (app, v) = try scene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.advance(by: 0.6)
        animator.isReversed = true
        app.advance(by: 0.2)
        #expect(abs(v.presentationFrame.minX - 40) < 1e-6)
        try app.runUntilIdle()
        #expect(ended == [.start] && v.center.x == 5 && v.presentationFrame.minX == 0, "the model goes back to the start")
    }

    @Test func stoppingKeepsTheShownValuesAndFinishingPicksThePosition() throws {
        let (app, v) = try scene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && ended.isEmpty && abs(v.center.x - 55) < 1e-6 && abs(v.presentationFrame.minX - 50) < 1e-6)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current] && animator.state == .inactive && abs(v.center.x - 55) < 1e-6)

        let other = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { v.alpha = 0.2 }
        other.startAnimation()
        app.advance(by: 0.2)
        other.stopAnimation(true)
        #expect(other.state == .inactive && v.alpha > 0.2 && v.alpha < 1 && v.presentationAlpha == v.alpha)
    }

    @Test func continuingTakesTheGivenShareOfTheDuration() throws {
        let (app, v) = try scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let start = app.now
        var finished: TimeInterval?
        animator.addCompletion { _ in finished = app.now }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.2)
        try app.runUntilIdle()
        let elapsed = try #require(finished) - start
        #expect(elapsed > 0.15 && elapsed < 0.25, "half the way in 0.2 × 1 s")
    }

    @Test func aRunningPropertyAnimatorStartsAtOnce() throws {
        let (app, v) = try scene()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0.2, options: .curveLinear, animations: {
            v.alpha = 0
        }, completion: { ended = $0 })
        #expect(animator.isRunning)
        app.advance(by: 0.2)
        #expect(abs(v.presentationAlpha - 1) < 1e-6, "the delay holds it at the start")
        app.advance(by: 0.2)
        #expect(abs(v.presentationAlpha - 0.5) < 1e-6)
        try app.runUntilIdle()
        #expect(ended == .end)
    }
}
