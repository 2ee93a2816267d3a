import Foundation

/// The frame-request logic every display shares: at most one frame in flight; a frame asked for while no flip is
/// pending is delivered on the next turn of the loop; one asked for while a flip is pending follows that flip,
/// starts `budget` before the next vsync rather than at once, stamped with that vsync,
/// so the input that arrives meanwhile still makes it into that vsync (latency: one refresh plus the frame time).
@MainActor
public final class FramePacer {
    /// A presented frame is not on screen yet.
    public private(set) var flipPending = false
    /// No more frames are delivered (the display was given back).
    public var isStopped = false
    private var frameWanted = false
    private var frameQueued = false
    private var sequence = 0
    private let loop: MainLoop
    private var refreshInterval: TimeInterval
    /// How long before the next vsync a frame that follows a flip starts; 0 starts it when the flip completes.
    public var budget: TimeInterval = 0
    private var deferred: LoopTimer?

    /// A pacer for a display refreshing every `refreshInterval` seconds, scheduling on `loop`.
    public init(loop: MainLoop, refreshInterval: TimeInterval) {
        self.loop = loop
        self.refreshInterval = refreshInterval
    }

    /// `display` asks for a frame; its `frameHandler` gets it.
    public func requestFrame(for display: Display) {
        frameWanted = true
        guard !flipPending, !frameQueued else { return }
        frameQueued = true
        loop.post { [weak self, weak display] in
            guard let display else { return }
            self?.deliverFrame(to: display, at: nil)
        }
    }

    /// Frames flow again after a stop (a display plugged back in), at `refreshInterval`; a flip that was pending
    /// when the display went away will never complete and is forgotten.
    public func restart(refreshInterval: TimeInterval) {
        self.refreshInterval = refreshInterval
        isStopped = false
        flipPending = false
        frameQueued = false
        deferred?.cancel()
        deferred = nil
    }

    /// A frame was handed to the hardware.
    public func flipStarted() { flipPending = true }

    /// For a display with no vblank of its own to report (offscreen, a desktop window): the frame just handed over
    /// is on screen at the next multiple of the refresh interval on the loop's clock; `shown` runs then, before
    /// `display`'s flip handler and its next frame.
    public func flipAtNextVsync(on display: Display, shown: @escaping @MainActor () -> Void = {}) {
        flipStarted()
        let interval = Int64((refreshInterval * 1e9).rounded())
        let vsync = MonotonicInstant(nanoseconds: (loop.now.nanoseconds / interval + 1) * interval)
        _ = loop.schedule(at: vsync) { [weak self, weak display] in
            guard let self, let display else { return }
            shown()
            flipCompleted(on: display, at: vsync)
        }
    }

    /// `display`'s frame is on screen; `time` is when, if the hardware said.
    public func flipCompleted(on display: Display, at time: MonotonicInstant?) {
        flipPending = false
        display.flipHandler?()
        guard frameWanted else { return }
        let flip = time ?? loop.now
        let start = flip.adding(seconds: refreshInterval - min(budget, refreshInterval))
        guard budget > 0, loop.now < start else { return deliverFrame(to: display, at: time) }
        frameQueued = true
        // Stamped with the vsync the frame is for, so animations are computed for when they are seen.
        let target = flip.adding(seconds: refreshInterval)
        deferred = loop.schedule(at: start) { [weak self, weak display] in
            self?.deferred = nil
            guard let display else { return }
            self?.deliverFrame(to: display, at: target)
        }
    }

    private func deliverFrame(to display: Display, at time: MonotonicInstant?) {
        frameQueued = false
        guard frameWanted, !flipPending, !isStopped else { return }
        frameWanted = false
        sequence += 1
        display.frameHandler?(FrameTiming(timestamp: time ?? loop.now, sequence: sequence))
    }
}
