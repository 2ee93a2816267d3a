import Foundation

extension UIView.AnimationOptions {
    /// The curve the options name (bits 16–19): ease in and out unless they say otherwise.
    var curve: TimingCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        case UInt(KeyboardPresenter.animationCurve): .keyboard
        default: .easeInOut
        }
    }
}

/// Core Animation's media timing functions as cubic Béziers from (0,0) to (1,1).
struct TimingCurve {
    let c1: CGPoint, c2: CGPoint

    static let linear = TimingCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 1, y: 1))
    static let easeIn = TimingCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 1, y: 1))
    static let easeOut = TimingCurve(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 0.58, y: 1))
    static let easeInOut = TimingCurve(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1))
    /// The keyboard's curve (UIKit's unnamed curve 7): a fast start that settles gently.
    static let keyboard = TimingCurve(c1: CGPoint(x: 0.38, y: 0.7), c2: CGPoint(x: 0.125, y: 1))
    /// A keyframe of `calculationModeDiscrete`: the value jumps at the keyframe's start.
    static let discrete = TimingCurve(c1: CGPoint(x: 0, y: 1), c2: CGPoint(x: 0, y: 1))

    private func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The eased value for linear time `x` in 0...1: solves x(t) = x by bisection, which cannot diverge.
    func value(at x: CGFloat) -> CGFloat {
        if c1 == CGPoint(x: 0, y: 1), c2 == c1 { return x > 0 ? 1 : 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier(mid, c1.x, c2.x) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, c1.y, c2.y)
    }
}
