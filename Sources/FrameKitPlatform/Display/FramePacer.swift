import Foundation

/// When frames are drawn, for one display: at most one frame in flight; a frame asked for while no flip is pending is
/// delivered on the next turn of the loop; one asked for while a flip is pending follows that flip, starts `budget`
/// before the next vsync rather than at once, stamped with that vsync, so the input that arrives meanwhile still makes
/// it into that vsync (latency: one refresh plus the frame time). The frame pipeline owns one and feeds it the
/// display's events; displays know nothing of it.
@MainActor
public final class FramePacer {
    /// A presented frame is not on screen yet.
    public private(set) var flipPending = false
    /// No frames are delivered: the display stopped (suspended, unplugged, blanked, given back).
    public private(set) var isStopped = false
    /// How long before the next vsync a frame that follows a flip starts; 0 starts it when the flip completes.
    public var budget: TimeInterval = 0
    private var frameWanted = false
    private var frameQueued = false
    private var sequence = 0
    private let loop: MainLoop
    private var refreshInterval: TimeInterval
    private var deferred: LoopTimer?
    private let deliver: @MainActor (FrameTiming) -> Void

    /// A pacer for a display refreshing every `refreshInterval` seconds, scheduling on `loop`, calling `deliver` when a
    /// frame may be drawn.
    public init(loop: MainLoop, refreshInterval: TimeInterval, deliver: @escaping @MainActor (FrameTiming) -> Void) {
        self.loop = loop
        self.refreshInterval = refreshInterval
        self.deliver = deliver
    }

    /// Asks for one call of `deliver`: on the next turn when no flip is pending, else after it completes.
    public func requestFrame() {
        frameWanted = true
        guard !flipPending, !frameQueued else { return }
        frameQueued = true
        loop.post { [weak self] in self?.deliverFrame(at: nil) }
    }

    /// The frame just drawn was handed to the display, which will report its flip.
    public func flipStarted() { flipPending = true }

    /// The display stopped: nothing is delivered until `restart(refreshInterval:)`.
    public func stop() { isStopped = true }

    /// Frames flow again (after a stop, or on a display that changed under them), at `refreshInterval`; a flip that was
    /// pending will never be reported and is forgotten.
    public func restart(refreshInterval: TimeInterval) {
        self.refreshInterval = refreshInterval
        isStopped = false
        flipPending = false
        frameQueued = false
        deferred?.cancel()
        deferred = nil
    }

    /// The presented frame is on screen; `time` is when, if the hardware said. `shown` runs first (it may ask for a
    /// frame), then a frame wanted meanwhile follows.
    public func flipCompleted(at time: MonotonicInstant?, shown: @MainActor () -> Void = {}) {
        flipPending = false
        shown()
        guard frameWanted else { return }
        let flip = time ?? loop.now
        let start = flip.adding(seconds: refreshInterval - min(budget, refreshInterval))
        guard budget > 0, loop.now < start else { return deliverFrame(at: time) }
        frameQueued = true
        // Stamped with the vsync the frame is for, so animations are computed for when they are seen.
        let target = flip.adding(seconds: refreshInterval)
        deferred = loop.schedule(at: start) { [weak self] in
            self?.deferred = nil
            self?.deliverFrame(at: target)
        }
    }

    private func deliverFrame(at time: MonotonicInstant?) {
        frameQueued = false
        guard frameWanted, !flipPending, !isStopped else { return }
        frameWanted = false
        sequence += 1
        deliver(FrameTiming(timestamp: time ?? loop.now, sequence: sequence))
    }
}
