import Foundation

/// Hears an explicit animation start and stop.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time, Core Animation's `fillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Outside its active time the animation shows nothing (the model value shows).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After it ends, the animation's last value stays shown.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before it begins (a `beginTime` in the future), its first value is shown.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An explicit animation added to a layer with `add(_:forKey:)` (Core Animation's): timing common to every kind.
/// The layer's model value does not change; its `presentation()` shows the animation, on the frame clock.
@MainActor
open class CAAnimation {
    /// Seconds one repetition takes; 0 means Core Animation's quarter second.
    open var duration: CFTimeInterval = 0
    /// Seconds after it is added (or, after `CACurrentMediaTime()`, an absolute time) when it starts.
    open var beginTime: CFTimeInterval = 0
    /// How progress follows time; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// How many times it runs (fractions allowed); 0 is once.
    open var repeatCount: Float = 0
    /// Whether each repetition runs forwards then back.
    open var autoreverses = false
    /// How fast its time runs relative to the layer's (2 is twice as fast).
    open var speed: Float = 1
    /// What shows outside the animation's active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Removed from the layer when it ends (the default), so the model value shows again.
    open var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?

    /// An animation with Core Animation's defaults.
    public init() {}

    /// The duration Core Animation uses for 0: a quarter second.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// How many one-way runs the animation makes: its repeats, doubled when it reverses.
    private var cycles: Double { Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1) }

    /// The whole active time, repeats and reversal included.
    var activeDuration: CFTimeInterval {
        repeatCount.isInfinite ? .infinity : effectiveDuration * cycles / Double(max(speed, 0.0001))
    }

    /// The progress in the current cycle (0...1, after reversal, before the timing function) at `local` seconds
    /// after the start; nil before the start without a backwards fill.
    func cycleProgress(at local: CFTimeInterval) -> Double? {
        let time = local * Double(speed)
        if time < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        let length = effectiveDuration
        let position = min(time / length, repeatCount.isInfinite ? .infinity : cycles)
        var cycle = position.truncatingRemainder(dividingBy: autoreverses ? 2 : 1)
        if position >= cycles, !repeatCount.isInfinite { cycle = autoreverses ? 0 : 1 }
        return autoreverses && cycle > 1 ? 2 - cycle : cycle
    }

    /// The timing function's progress at `local` seconds, or nil outside the animation's shown time.
    func easedProgress(at local: CFTimeInterval) -> Double? {
        guard let linear = cycleProgress(at: local) else { return nil }
        return Double((timingFunction?.curve ?? .linear).value(at: CGFloat(linear)))
    }

    /// The value this animation shows for `keyPath` at `local` seconds, over `model`; nil when it shows none.
    func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? { nil }

    /// The key paths it animates.
    var keyPaths: [String] { [] }
}
