import Foundation

/// How one axis of a scroll view's content moves on its own once the finger has lifted, as a function of time:
/// UIKit's exponential deceleration inside the limits, a critically damped spring back to a limit it crossed, or an
/// exponential landing on a chosen target (paging, a delegate's `targetContentOffset`). Pure, so it is tested
/// without a screen.
struct ScrollAxisMotion {
    private enum Phase {
        /// x(t) = start + velocity / λ · (1 − e^(−λt)).
        case decelerating(start: CGFloat, velocity: CGFloat, lambda: CGFloat)
        /// Displacement from `anchor`: d(t) = (d₀ + (v₀ + ωd₀) t) e^(−ωt).
        case spring(anchor: CGFloat, displacement: CGFloat, velocity: CGFloat)
        /// A programmatic scroll: ease in and out from `from` to `to`.
        case eased(from: CGFloat, to: CGFloat, duration: TimeInterval)
        case resting(at: CGFloat)
    }

    /// How long `setContentOffset(_:animated: true)` and friends take.
    static let animationDuration: TimeInterval = 0.3

    /// How stiff the bounce back from a limit is (1/s): a release at 2,000 pt/s overshoots about 70 points and is
    /// back within half a second.
    static let springRate: CGFloat = 11
    /// Closer than this (points) counts as arrived.
    static let arrival: CGFloat = 0.5

    private var phase: Phase
    /// When the current phase began, in seconds on the screen's clock.
    private var phaseStart: TimeInterval
    /// Where deceleration reaches a limit and when, if it does: there it springs back, or stops without bounces.
    private var crossing: (time: TimeInterval, limit: CGFloat)?
    private var bounces = true

    /// Free deceleration from `position` at `velocity` (points per second) with UIKit's `rate` (velocity kept per
    /// millisecond), within `limits`: outside them it springs back (or stops at the limit when `bounces` is false).
    init(
        from position: CGFloat, velocity: CGFloat, rate: CGFloat, limits: ClosedRange<CGFloat>, bounces: Bool,
        at time: TimeInterval
    ) {
        phaseStart = time
        if !limits.contains(position) {
            let limit = position < limits.lowerBound ? limits.lowerBound : limits.upperBound
            // Without bounces the content still goes back to the limit (after the insets or the content changed).
            phase = bounces
                ? .spring(anchor: limit, displacement: position - limit, velocity: velocity)
                : .eased(from: position, to: limit, duration: Self.animationDuration)
            return
        }
        let lambda = Self.lambda(rate)
        let rest = position + velocity / lambda
        if limits.contains(rest) {
            phase = abs(rest - position) < Self.arrival
                ? .resting(at: position) : .decelerating(start: position, velocity: velocity, lambda: lambda)
            return
        }
        phase = .decelerating(start: position, velocity: velocity, lambda: lambda)
        let limit = rest < limits.lowerBound ? limits.lowerBound : limits.upperBound
        let fraction = (limit - position) * lambda / velocity
        crossing = (time + TimeInterval(-log(1 - fraction) / lambda), limit)
        self.bounces = bounces
    }

    /// Lands exactly on `target`: as fast as `velocity` would carry it when that points there, never slower than
    /// `rate` allows.
    init(from position: CGFloat, to target: CGFloat, velocity: CGFloat, rate: CGFloat, at time: TimeInterval) {
        phaseStart = time
        let distance = target - position
        guard abs(distance) >= Self.arrival else {
            phase = .resting(at: target)
            return
        }
        let throwRate = velocity / distance > 0 ? velocity / distance : 0
        let lambda = max(Self.lambda(rate), throwRate)
        phase = .decelerating(start: position, velocity: distance * lambda, lambda: lambda)
    }

    /// An animated programmatic scroll from `position` to `target`.
    init(easingFrom position: CGFloat, to target: CGFloat, at time: TimeInterval) {
        phaseStart = time
        phase = position == target ? .resting(at: target) : .eased(from: position, to: target, duration: Self.animationDuration)
    }

    /// Whether the axis stays where it starts.
    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// UIKit's rate is the fraction of velocity kept each millisecond; as a continuous decay constant per second.
    static func lambda(_ rate: CGFloat) -> CGFloat {
        -log(min(max(rate, 0.5), 0.999_999)) * 1000
    }

    /// Where a release at `velocity` from `position` would come to rest with no limits.
    static func restingPosition(from position: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        position + velocity / lambda(rate)
    }

    /// The position at `time`, and whether the motion has finished there.
    mutating func position(at time: TimeInterval) -> (CGFloat, done: Bool) {
        if let crossing, time >= crossing.time {
            self.crossing = nil
            let velocity = velocity(at: crossing.time)
            phaseStart = crossing.time
            phase = bounces ? .spring(anchor: crossing.limit, displacement: 0, velocity: velocity) : .resting(at: crossing.limit)
        }
        let t = CGFloat(max(0, time - phaseStart))
        switch phase {
        case .resting(let position):
            return (position, true)
        case .decelerating(let start, let velocity, let lambda):
            let rest = start + velocity / lambda
            let position = start + velocity / lambda * (1 - exp(-lambda * t))
            if crossing == nil, abs(rest - position) < Self.arrival {
                phase = .resting(at: rest)
                return (rest, true)
            }
            return (position, false)
        case .eased(let from, let to, let duration):
            let progress = CGFloat(min(1, Double(t) / duration))
            if progress >= 1 { phase = .resting(at: to) }
            return (from + (to - from) * TimingCurve.easeInOut.value(at: progress), progress >= 1)
        case .spring(let anchor, let d0, let v0):
            let w = Self.springRate
            let d = (d0 + (v0 + w * d0) * t) * exp(-w * t)
            let v = (v0 - w * (v0 + w * d0) * t) * exp(-w * t)
            if abs(d) < Self.arrival, abs(v) < Self.arrival * w {
                phase = .resting(at: anchor)
                return (anchor, true)
            }
            return (anchor + d, false)
        }
    }

    private func velocity(at time: TimeInterval) -> CGFloat {
        guard case .decelerating(_, let velocity, let lambda) = phase else { return 0 }
        return velocity * exp(-lambda * CGFloat(time - phaseStart))
    }
}
