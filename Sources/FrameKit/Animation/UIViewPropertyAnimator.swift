import Foundation

/// The states of an interruptible animation, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations applied: before the first start or pause, and after finishing.
    case inactive = 0
    /// Animations applied, running or paused.
    case active
    /// Stopped without finishing: `finishAnimation(at:)` ends it.
    case stopped
}

/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the animations' final values.
    case end = 0
    /// At the start: the values before the animations (after `isReversed`).
    case start
    /// Where the animations are now: their values are kept as the model values.
    case current
}

extension UIView {
    /// The basic curves, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Starts slowly, speeds up, and slows down at the end.
        case easeInOut = 0
        /// Starts slowly and speeds up to the end.
        case easeIn
        /// Starts fast and slows down at the end.
        case easeOut
        /// The same speed from start to end.
        case linear

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// The timing of a property animator: a cubic curve or a spring.
@MainActor
public protocol UITimingCurveProvider {
    /// The curve, fitted to `duration` (a spring's motion is).
    func timing(duration: TimeInterval) -> AnimationTimingFunction
}

/// An opaque timing function (FrameKit's wrapper of its curves and springs).
public struct AnimationTimingFunction: Sendable {
    let timing: AnimationTiming
}

/// A cubic Bézier timing curve.
@MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve's first control point (time, progress), each 0…1.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// The curve of one of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) {
        controlPoint1 = curve.timingCurve.c1
        controlPoint2 = curve.timingCurve.c2
    }

    /// A curve through the given control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// Progress over time for an animation of `duration` seconds.
    public func timing(duration: TimeInterval) -> AnimationTimingFunction {
        AnimationTimingFunction(timing: .curve(TimingCurve(c1: controlPoint1, c2: controlPoint2)))
    }
}

/// A spring timing: the damping ratio and initial velocity of `UIView.animate(…usingSpringWithDamping:…)`, fitted
/// to the animator's duration.
@MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// 1 settles without overshoot; less bounces.
    public let dampingRatio: CGFloat
    /// The starting speed, in distances to travel per second.
    public let initialVelocity: CGVector

    /// A spring of `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// Progress over time for a spring animation of `duration` seconds.
    public func timing(duration: TimeInterval) -> AnimationTimingFunction {
        let velocity = hypot(initialVelocity.dx, initialVelocity.dy)
        return AnimationTimingFunction(timing: .spring(FittedSpring(dampingRatio: dampingRatio, velocity: velocity, duration: duration)))
    }
}

/// Sets the progress of animations instead of the clock.
@MainActor
protocol AnimationDriver: AnyObject {
    /// The progress (0 at the start, 1 at the end, past 1 for a spring's overshoot) shown at `time`.
    func progress(at time: MonotonicInstant) -> CGFloat
}

/// An interruptible, scrubbable, reversible animation of view properties (UIKit's): the changes its animation
/// blocks make run when it starts or pauses; `fractionComplete` scrubs it while paused; `isReversed` runs it back;
/// `stopAnimation`/`finishAnimation(at:)` leave the properties at the end, the start or where they are. Its frames
/// come from the display clock like every animation's.
@MainActor
open class UIViewPropertyAnimator: AnimationDriver, FrameDrivenMotion {
    /// How long the animation runs, in seconds.
    public let duration: TimeInterval
    /// How long after `startAnimation(afterDelay:)` it begins.
    public private(set) var delay: TimeInterval = 0
    /// The curve or spring the properties follow.
    public let timingParameters: UITimingCurveProvider
    /// Inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it can be paused, scrubbed and reversed (always, on FrameKit).
    open var isInterruptible = true
    /// Whether scrubbing `fractionComplete` moves the properties linearly rather than along the curve.
    open var scrubsLinearly = true
    /// Whether it stays active, paused at the end, instead of finishing.
    open var pausesOnCompletion = false
    /// Whether the animated views take touches while it runs (kept; FrameKit's views always do).
    open var isUserInteractionEnabled = true

    private let timing: AnimationTiming
    private var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var transaction: AnimationTransaction?
    /// The linear fraction at `anchor`, and how fast it moves (fraction a second, negative when reversed).
    private var anchorFraction: CGFloat = 0
    private var anchor = MonotonicInstant.zero
    private var rate: Double = 0
    private var running = false
    private var reversed = false
    /// Set while paused after a linear scrub: shown progress is the fraction itself.
    private var showsLinearProgress = false

    /// An animator of `duration` seconds following `parameters`; add animations, then start it.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        timing = parameters.timing(duration: duration).timing
    }

    /// An animator along one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along the cubic curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator following a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, as `UIView.animate` would run the block, with a completion.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks

    /// Adds changes to animate; added while active, they run over the rest of the animation.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds changes that start `delayFactor` (0…1) of the duration late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if let transaction { apply(animation, in: transaction) } else { blocks.append((animation, delayFactor)) }
    }

    /// Runs with the position the animation ended at, after it finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: Running

    /// Whether it is moving now (not paused, not finished).
    open var isRunning: Bool { running }

    /// Whether it runs back towards the start; set it to turn the animation round.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reanchor()
            reversed = newValue
            rate = -rate
        }
    }

    /// The linear fraction of the animation done; set it while paused to scrub.
    open var fractionComplete: CGFloat {
        get { fraction(at: now) }
        set {
            guard state != .stopped, !running else { return }
            activate()
            anchorFraction = min(max(newValue, 0), 1)
            showsLinearProgress = scrubsLinearly
            transaction?.animator?.requestFrame()
        }
    }

    /// Starts (or resumes) the animation now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation `delay` seconds from now.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !running else { return }
        self.delay = max(delay, 0)
        activate()
        if showsLinearProgress { anchorFraction = unscrubbed(anchorFraction) }
        showsLinearProgress = false
        anchor = now.adding(seconds: self.delay)
        rate = (reversed ? -1 : 1) / max(duration, 1e-9)
        running = true
        motionAnimator?.start(self)
    }

    /// Stops the properties where they are, keeping the animation active (to scrub or resume).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        reanchor()
        running = false
        motionAnimator?.stop(self)
        transaction?.animator?.requestFrame()
    }

    /// Resumes a paused animator, optionally with new timing; the rest of it takes `durationFactor` × `duration`.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !running else { return }
        startAnimation()
        let left = reversed ? anchorFraction : 1 - anchorFraction
        rate = (reversed ? -1 : 1) * Double(left) / max(Double(durationFactor) * duration, 1e-9)
    }

    /// Stops where the animation is: the properties keep the values shown now. Without finishing, it waits in
    /// `.stopped` for `finishAnimation(at:)`; with `withoutFinishing`, it ends without completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let transaction else { return }
        running = false
        motionAnimator?.stop(self)
        transaction.driver = nil
        motionAnimator?.finish(transaction, remaining: nil, at: now)
        self.transaction = nil
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at `position` (the properties move there at once) and runs the completions.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped || state == .active else { return }
        if let transaction {
            let animator = motionAnimator
            transaction.driver = nil
            animator?.stop(self)
            animator?.finish(transaction, remaining: position == .start ? 1 : position == .end ? 0 : nil, at: now)
        }
        transaction = nil
        running = false
        state = .inactive
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    // MARK: Driving

    func progress(at time: MonotonicInstant) -> CGFloat {
        let linear = fraction(at: time)
        return showsLinearProgress ? linear : timing.value(at: linear)
    }

    func advance(to time: MonotonicInstant) -> Bool {
        guard running else { return false }
        let linear = fraction(at: time)
        guard reversed ? linear <= 0 : linear >= 1 else { return true }
        if pausesOnCompletion {
            anchorFraction = reversed ? 0 : 1
            running = false
            return false
        }
        finishAnimation(at: reversed ? .start : .end)
        return false
    }

    // MARK: Helpers

    /// The animator of the screen the animations run on; the main screen's (the documented fallback) when they
    /// animated no view on a screen.
    private var motionAnimator: Animator? { transaction?.animator ?? UIScreen.main.animator }

    /// The time on the clock of the screen the animations run on.
    private var now: MonotonicInstant { (motionAnimator?.loop ?? UIScreen.main.loop).now }

    private func fraction(at time: MonotonicInstant) -> CGFloat {
        guard running else { return anchorFraction }
        let elapsed = max(time.seconds - anchor.seconds, 0)
        return min(max(anchorFraction + CGFloat(elapsed * rate), 0), 1)
    }

    /// Fixes the fraction reached so far as the new starting point.
    private func reanchor() {
        anchorFraction = fraction(at: now)
        anchor = max(now, anchor)
    }

    /// The fraction on the curve that shows what a linear scrub to `linear` shows, so resuming does not jump.
    private func unscrubbed(_ linear: CGFloat) -> CGFloat {
        guard case .curve = timing else { return linear }
        var (lo, hi): (CGFloat, CGFloat) = (0, 1)
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if timing.value(at: mid) < linear { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Applies the animation blocks: inactive → active.
    private func activate() {
        guard state == .inactive else { return }
        let transaction = AnimationTransaction(duration: max(duration, 1e-9), delay: 0, options: .curveLinear, completion: nil)
        transaction.driver = self
        self.transaction = transaction
        state = .active
        for block in blocks { apply(block.animations, in: transaction) }
        blocks = []
    }

    private func apply(_ animations: () -> Void, in transaction: AnimationTransaction) {
        UIView.animationStack.append(transaction)
        animations()
        UIView.animationStack.removeLast()
    }
}
