import Foundation

/// A range of frame rates a display link asks for, Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable, in frames a second.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate wanted most, if any.
    public var preferred: Float?

    /// A range of rates.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// Calls its target once per frame, in the frame's animation phase, with the frame's time (Core Animation's
/// `CADisplayLink`). The target is a method reference — `CADisplayLink(target: self, selector: Game.step)` — since
/// Linux has no selectors; as in UIKit, the link holds its target until `invalidate()`. A preferred frame rate below
/// the display's skips frames, and the frame pipeline then sleeps through the skipped vsyncs rather than waking for
/// them.
@MainActor
open class CADisplayLink: FrameDrivenMotion {
    private var target: AnyObject?
    private let call: @MainActor (AnyObject, CADisplayLink) -> Void
    private var animator: Animator?
    private var lastCall: MonotonicInstant?
    /// The screen whose frames it follows (`UIScreen.displayLink(withTarget:selector:)`); nil follows the main
    /// screen's, as UIKit's `CADisplayLink(target:selector:)` does.
    weak var screen: UIScreen?

    /// The time of the frame being handled (seconds on the monotonic clock, as `CACurrentMediaTime()`).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the frame being prepared will be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between the display's frames.
    public private(set) var duration: CFTimeInterval = 0
    /// Frame skipping for a lower rate; `.default` calls every frame.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The older form of `preferredFrameRateRange`: 0 is the display's rate.
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }
    /// A paused link makes no calls and asks for no frames.
    open var isPaused = false {
        didSet {
            guard isPaused != oldValue, let animator else { return }
            if isPaused { animator.stop(self) } else { animator.start(self) }
        }
    }

    /// A display link sending `selector` to `target` with the link each frame, UIKit's form; it holds `target`
    /// until `invalidate()`.
    public convenience init(target: Any, selector: Selector) {
        self.init(target: target as AnyObject) { (object: AnyObject) in
            { link in ObjCMessage.deliver(selector, to: object, with: [link]) }
        }
    }

    /// A display link calling `selector` on `target` (a method reference: Linux has no `#selector`) each frame once
    /// added to a run loop; it holds `target` until `invalidate()`, as UIKit's does.
    public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> (CADisplayLink) -> Void) {
        self.target = target
        call = { target, link in selector(target as! Target)(link) }
    }

    /// Starts calling on its screen's frames — the main screen's unless it came from `UIScreen.displayLink(withTarget:
    /// selector:)` (the run loop and mode are those of the main thread; FrameKit has one).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, animator == nil else { return }
        let screen = screen ?? UIScreen.main
        animator = screen.animator
        duration = screen.display.refreshInterval
        if !isPaused { animator?.start(self) }
    }

    /// Stops calling its target.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        animator?.stop(self)
        animator = nil
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        animator?.stop(self)
        animator = nil
        target = nil
    }

    // MARK: Frames

    /// The interval between calls: the whole number of display frames nearest the preferred rate's interval (at
    /// least one), as a display can only show a frame on a vsync.
    private var callInterval: TimeInterval {
        let rate = Double(preferredFrameRateRange.preferred ?? 0)
        guard rate > 0, duration > 0 else { return duration }
        return max(((1 / rate - duration / 2) / duration).rounded(.up), 1) * duration
    }

    func advance(to time: MonotonicInstant) -> Bool {
        guard let target, !isPaused else { return false }
        if let lastCall, time.seconds - lastCall.seconds < callInterval - duration / 2 { return true }
        lastCall = time
        timestamp = time.seconds
        targetTimestamp = time.seconds + duration
        call(target, self)
        return self.target != nil && !isPaused
    }

    func nextFrameTime(after time: MonotonicInstant) -> MonotonicInstant? {
        guard let lastCall, callInterval > duration * 1.5 else { return nil }
        return lastCall.adding(seconds: callInterval)
    }
}

extension UIScreen {
    /// A display link following this screen's frames (UIKit's way to drive an external screen's content); add it to
    /// the main run loop to start it.
    public func displayLink(withTarget target: Any, selector: Selector) -> CADisplayLink? {
        let link = CADisplayLink(target: target, selector: selector)
        link.screen = self
        return link
    }

    /// A display link calling `selector` on `target` (a method reference) on this screen's frames.
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, selector: @escaping @MainActor (Target) -> (CADisplayLink) -> Void
    ) -> CADisplayLink {
        let link = CADisplayLink(target: target, selector: selector)
        link.screen = self
        return link
    }
}
