import Foundation

/// The frame-request logic every display shares: at most one frame in flight; a frame asked for while a flip is
/// pending is delivered when that flip completes, stamped with the flip's time (the vsync it hit); otherwise on the
/// next turn of the loop.
@MainActor
final class FramePacer {
    /// A presented frame is not on screen yet.
    private(set) var flipPending = false
    /// No more frames are delivered (the display was given back).
    var isStopped = false
    private var frameWanted = false
    private var frameQueued = false
    private var sequence = 0
    private let loop: MainLoop

    init(loop: MainLoop) { self.loop = loop }

    /// `display` asks for a frame; its `frameHandler` gets it.
    func requestFrame(for display: Display) {
        frameWanted = true
        guard !flipPending, !frameQueued else { return }
        frameQueued = true
        loop.post { [weak self, weak display] in
            guard let display else { return }
            self?.deliverFrame(to: display, at: nil)
        }
    }

    /// A frame was handed to the hardware.
    func flipStarted() { flipPending = true }

    /// `display`'s frame is on screen; `time` is when, if the hardware said.
    func flipCompleted(on display: Display, at time: MonotonicInstant?) {
        flipPending = false
        display.flipHandler?()
        if frameWanted { deliverFrame(to: display, at: time) }
    }

    private func deliverFrame(to display: Display, at time: MonotonicInstant?) {
        frameQueued = false
        guard frameWanted, !flipPending, !isStopped else { return }
        frameWanted = false
        sequence += 1
        display.frameHandler?(FrameTiming(timestamp: time ?? loop.now, sequence: sequence))
    }
}
