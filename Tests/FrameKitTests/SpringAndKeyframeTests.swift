import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// x″ + 2ζω₀x′ + ω₀²x = 0 integrated numerically (classic Runge–Kutta, 10 µs steps): the reference the closed-form
/// spring is checked against.
func integratedSpring(zeta: Double, omega: Double, x0: Double, v0: Double, until t: Double) -> Double {
    let h = 1e-5
    var (x, v) = (x0, v0)
    func a(_ x: Double, _ v: Double) -> Double { -2 * zeta * omega * v - omega * omega * x }
    for _ in 0..<Int((t / h).rounded()) {
        let (k1x, k1v) = (v, a(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@MainActor
private func timedApp() -> HeadlessApp { HeadlessApp(refreshRate: 50) }

@MainActor
@Suite struct SpringAndKeyframeTests {
    @Test(arguments: [(0.3, 4.0, -2.0), (1.0, 3.0, 1.5), (2.5, 5.0, 0.0)])
    func theClosedFormSpringMatchesTheIntegratedOne(zeta: Double, omega: Double, v0: Double) {
        let spring = DampedSpring(dampingRatio: zeta, naturalFrequency: omega, initialDisplacement: 1, initialVelocity: v0)
        for t in [0.05, 0.3, 0.8, 1.5] {
            let expected = integratedSpring(zeta: zeta, omega: omega, x0: 1, v0: v0, until: t)
            #expect(abs(spring.displacement(at: t) - expected) < 1e-7, "ζ \(zeta) at \(t) s")
        }
        let settling = spring.settlingTime()
        #expect(stride(from: settling, through: settling + 20 / omega, by: 0.001).allSatisfy { abs(spring.displacement(at: $0)) < 0.001 })
        #expect(abs(spring.displacement(at: settling - 0.02)) > 0.0009 || zeta >= 1)
    }

    @Test func coreAnimationsSpringParametersAreMassStiffnessAndDamping() {
        // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 10 / (2·√100) = 0.5.
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(spring.naturalFrequency == 10 && spring.dampingRatio == 0.5)
        #expect(abs(spring.displacement(at: 0.2) - integratedSpring(zeta: 0.5, omega: 10, x0: 1, v0: 0, until: 0.2)) < 1e-7)
    }

    @Test func anUnderdampedSpringOvershootsAndEndsOnTime() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        let start = app.now
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
            animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { _ in finishedAt = app.now })
        let fitted = FittedSpring(dampingRatio: 0.4, velocity: 0, duration: 1)
        var peak: CGFloat = 0
        for step in 1...49 {
            app.advance(by: 0.02)
            let x = v.presentationFrame.minX
            peak = max(peak, x)
            // Progress at time t is 1 − x(t · T) of the resting spring, T its settling time.
            let expected = 100 * (1 - integratedSpring(zeta: 0.4, omega: 1, x0: 1, v0: 0, until: Double(step) * 0.02 * fitted.settling))
            // The frame right after the block shows the start (its vsync is the block's own time).
            if step > 1 { #expect(abs(x - expected) < 1e-3, "at \(step * 20) ms: \(x), expected \(expected)") }
        }
        #expect(peak > 120, "ζ 0.4 overshoots by about a quarter")
        try app.runUntilIdle()
        let elapsed = try #require(finishedAt) - start
        #expect(elapsed > 0.95 && elapsed < 1.05)
        #expect(v.presentationFrame.minX == 100)
    }

    @Test func aCriticallyDampedSpringNeverOvershootsAndVelocityStartsItFaster() throws {
        let app = timedApp()
        let (calm, thrown) = (UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        app.window.addSubview(calm)
        app.window.addSubview(thrown)
        try app.runUntilIdle()
        for (view, velocity) in [(calm, CGFloat(0)), (thrown, 3)] {
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                animations: { view.center.x = 105 })
        }
        app.advance(by: 0.04)
        #expect(thrown.presentationFrame.minX > calm.presentationFrame.minX)
        var previous: CGFloat = 0
        for _ in 0..<48 {
            app.advance(by: 0.02)
            #expect(calm.presentationFrame.minX >= previous - 1e-9 && calm.presentationFrame.minX <= 100)
            previous = calm.presentationFrame.minX
        }
        try app.runUntilIdle()
    }

    @Test func keyframesMoveThroughEachValueInTurnAndCompleteOnce() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        var completions: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 305 }
            v.alpha = 0
        }, completion: { completions.append($0) })
        #expect(v.center.x == 305 && v.alpha == 0)
        for (step, x, alpha) in [(0.2, 40.0, 0.8), (0.4, 140, 0.4), (0.2, 220, 0.2)] as [(Double, CGFloat, CGFloat)] {
            app.advance(by: step)
            #expect(abs(v.presentationFrame.minX - x) < 1e-6 && abs(v.presentationAlpha - alpha) < 1e-6, "x \(v.presentationFrame.minX), alpha \(v.presentationAlpha)")
        }
        #expect(completions.isEmpty)
        try app.runUntilIdle()
        #expect(completions == [true] && v.presentationFrame.minX == 300)
    }

    @Test func discreteKeyframesJumpAtTheirStart() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { v.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { v.alpha = 0.2 }
        })
        app.advance(by: 0.2)
        #expect(abs(v.presentationAlpha - 0.5) < 1e-9)
        app.advance(by: 0.3)
        #expect(abs(v.presentationAlpha - 0.5) < 1e-9)
        app.advance(by: 0.2)
        #expect(abs(v.presentationAlpha - 0.2) < 1e-9)
        try app.runUntilIdle()
    }

    @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnce() throws {
        let app = timedApp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
        #expect(v.presentationAlpha == 0.3)
    }
}
