import Foundation

/// How an animation's progress (0 at its start, 1 at its end) follows its linear time.
enum AnimationTiming {
    case curve(TimingCurve)
    case spring(FittedSpring)

    /// Progress at linear time `x` in 0...1; a spring's overshoots 1 on the way.
    func value(at x: CGFloat) -> CGFloat {
        switch self {
        case .curve(let curve): curve.value(at: x)
        case .spring(let spring): spring.value(at: x)
        }
    }
}

/// UIKit's `usingSpringWithDamping:initialSpringVelocity:` curve: a spring of the damping ratio whose motion until it
/// settles is fitted to the animation's duration, so the animation ends (and its completion runs) on time.
struct FittedSpring: Sendable {
    let spring: DampedSpring
    /// The spring's settling time, which linear time 1 maps to.
    let settling: Double

    /// `velocity` is UIKit's: the animation's whole distance per second at the start.
    init(dampingRatio: CGFloat, velocity: CGFloat, duration: TimeInterval) {
        let resting = DampedSpring(dampingRatio: Double(dampingRatio), naturalFrequency: 1)
        settling = max(resting.settlingTime(), 1e-6)
        // Progress per second → displacement per unit of the spring's own time (settling stretched over duration).
        spring = DampedSpring(
            dampingRatio: Double(dampingRatio), naturalFrequency: 1, initialVelocity: -Double(velocity) * max(duration, 1e-6) / settling)
    }

    func value(at x: CGFloat) -> CGFloat {
        if x >= 1 { return 1 }
        return CGFloat(1 - spring.displacement(at: Double(max(x, 0)) * settling))
    }
}
