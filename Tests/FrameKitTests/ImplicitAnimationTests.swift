import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
private final class SlowFades: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "opacity" else { return nil }
        let fade = CABasicAnimation(keyPath: event)
        fade.duration = 2
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        return fade
    }
}

/// Core Animation's implicit animations: a standalone layer on screen animates a change of an animatable property
/// through its action, in the current transaction's duration and timing.
@MainActor
@Suite(.serialized) struct ImplicitAnimationTests {
    private func scene() throws -> (HeadlessApp, CAShapeLayer) {
        let (app, _, line) = try blueLineScene()
        return (app, line)
    }

    @Test func aChangeOnScreenAnimatesInAQuarterSecond() throws {
        let (app, line) = try scene()
        #expect(line.animationKeys() == nil, "set up before it was on screen: no animation")
        line.strokeEnd = 0
        #expect(line.strokeEnd == 0 && line.animationKeys() == ["strokeEnd"], "the model changes at once")
        app.advance(by: 0.125)
        // Half the time on Core Animation's default curve (0.25, 0.1, 0.25, 1): 80 % of the way down.
        let shown = try #require(line.presentation()).strokeEnd
        #expect(abs(shown - 0.2) < 0.05, "shown: \(shown)")
        try app.runUntilIdle()
        #expect(line.animationKeys() == nil && line.presentation()?.strokeEnd == 0 && app.pixel(x: 50, y: 50) == 0xFFFFFF)
    }

    @Test func theTransactionSetsDurationTimingAndCompletionOrTurnsActionsOff() throws {
        let (app, line) = try scene()
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { completed = true }
        line.strokeEnd = 0
        CATransaction.commit()
        app.advance(by: 0.5)
        #expect(abs((line.presentation()?.strokeEnd ?? 0) - 0.5) < 0.03 && !completed)
        #expect(app.pixel(x: 30, y: 50) == 0x0000FF && app.pixel(x: 70, y: 50) == 0xFFFFFF, "half the line is drawn")
        try app.runUntilIdle()
        #expect(completed)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        line.strokeEnd = 1
        CATransaction.commit()
        #expect(line.animationKeys() == nil)
        try app.runUntilIdle()
        #expect(app.pixel(x: 70, y: 50) == 0x0000FF)
    }

    @Test func actionsAndTheDelegateChooseTheAnimation() throws {
        let (app, line) = try scene()
        line.actions = ["strokeEnd": NSNull()]
        line.strokeEnd = 0.5
        #expect(line.animationKeys() == nil, "NSNull: no action")
        let delegate = SlowFades()
        line.delegate = delegate
        line.opacity = 0
        app.advance(by: 1)
        #expect(abs((line.presentation()?.opacity ?? 0) - 0.5) < 0.03, "the delegate's two-second fade")
        try app.runUntilIdle()
        #expect(line.presentation()?.opacity == 0)
    }

    @Test func aChangeDuringAnAnimationCarriesOnFromWhatIsShown() throws {
        let (app, line) = try scene()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        line.strokeEnd = 0
        CATransaction.commit()
        app.advance(by: 0.5)
        let halfway = try #require(line.presentation()).strokeEnd
        line.strokeEnd = 1
        let restarted = try #require(line.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(abs((restarted.fromValue as? CGFloat ?? -1) - halfway) < 1e-9, "from \(halfway), not from 0")
        try app.runUntilIdle()
        #expect(line.presentation()?.strokeEnd == 1)
    }
}
