import Foundation
import Logging

/// One frame, started by the display's frame callback, in DESIGN.md's order: input → animations → constraints →
/// layout → display and composite → present. When nothing is dirty it requests no frame and the loop sleeps.
@MainActor
final class FramePipeline {
    let display: Display
    let loop: MainLoop
    let compositor: Compositor
    let animator: Animator
    private(set) var inputRouter: InputRouter!
    private weak var screen: UIScreen?
    private var frameRequested = false
    private var vsyncTimer: LoopTimer?
    private var inFrame = false
    private(set) var renderedFrames = 0
    private(set) var lastFrameStatistics = FrameStatistics()
    /// Wall-clock nanoseconds of the most recent frames, oldest first (at most `recentFrameLimit`).
    private(set) var recentFrameNanoseconds: [Int64] = []
    static let recentFrameLimit = 120
    /// Seconds from an input event's device timestamp to the flip that showed the frame it changed, most recent
    /// last (at most `recentFrameLimit`).
    private(set) var recentInputLatencies: [TimeInterval] = []
    /// The earliest input in the frame now being flipped.
    private var inputAwaitingFlip: MonotonicInstant?
    private let logger = Logger(label: "framekit.render")

    init(display: Display, loop: MainLoop, scale: CGFloat) {
        self.display = display
        self.loop = loop
        compositor = Compositor(frameSize: display.frameSize, rotation: display.frameRotation, scale: scale)
        animator = Animator(loop: loop)
    }

    func attach(to screen: UIScreen) {
        self.screen = screen
        inputRouter = InputRouter(screen: screen, deviceTransform: screen.panelTransform, loop: loop)
        display.frameHandler = { [weak self] timing in self?.frame(timing) }
        animator.requestFrame = { [weak self] in self?.setNeedsFrame() }
    }

    /// Whether anything waits for a frame.
    var needsFrame: Bool {
        frameRequested || compositor.hasWork || animator.isAnimating || inputRouter.hasPending
            || (screen?.windows.contains { $0.needsLayoutFlag || $0.subtreeNeedsLayout } ?? false)
    }

    /// Asks for a frame. Requests made while a frame runs are decided when it ends (see `frame(_:)`).
    func setNeedsFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        if !inFrame { display.requestFrame() }
    }

    private func frame(_ timing: FrameTiming) {
        frameRequested = false
        guard let screen, !inFrame else { return }
        inFrame = true
        let start = MonotonicInstant.now()
        let input = inputRouter.dispatchPending()
        animator.advance(to: timing.timestamp)
        for window in screen.windows where !window.isHidden { window.layoutIfNeeded() }
        let laidOut = MonotonicInstant.now()
        let frame = compositor.renderFrame(windows: screen.windows, into: display.directTarget)
        let rendered = MonotonicInstant.now()
        let damage = frame?.damage ?? Region()
        if let frame {
            display.present(frame.frame, damage: frame.damage)
            renderedFrames += 1
            if let input { inputAwaitingFlip = min(inputAwaitingFlip ?? input, input) }
        }
        let end = MonotonicInstant.now()
        lastFrameStatistics = FrameStatistics(
            updateNanoseconds: laidOut.nanoseconds - start.nanoseconds,
            renderNanoseconds: rendered.nanoseconds - laidOut.nanoseconds,
            presentNanoseconds: end.nanoseconds - rendered.nanoseconds, damagedPixels: damage.area)
        Self.keepRecent(&recentFrameNanoseconds, end.nanoseconds - start.nanoseconds)
        display.frameBudget = frameBudget()
        inFrame = false
        let again = frameRequested || animator.isAnimating
        frameRequested = false
        guard again else { return }
        if damage.isEmpty { waitForNextVsync(after: timing.timestamp) } else { setNeedsFrame() }
    }

    /// How long before a vsync to start a frame: the slowest of the last 30 frames with a quarter to spare, plus
    /// 1.5 ms for the loop's own lateness; at most the whole refresh interval (then frames start right after a flip).
    private func frameBudget() -> TimeInterval {
        let slowest = recentFrameNanoseconds.suffix(30).max() ?? 0
        return min(display.refreshInterval, Double(slowest) / 1e9 * 1.25 + 0.0015)
    }

    /// The presented frame is on screen: its input's latency is known. Returns it (nil: the frame had no input).
    func frameReachedScreen() -> TimeInterval? {
        guard let input = inputAwaitingFlip else { return nil }
        inputAwaitingFlip = nil
        let latency = Double(loop.now.nanoseconds - input.nanoseconds) / 1e9
        Self.keepRecent(&recentInputLatencies, latency)
        return latency
    }

    private static func keepRecent<T>(_ values: inout [T], _ value: T) {
        if values.count == recentFrameLimit { values.removeFirst() }
        values.append(value)
    }

    /// A frame that showed nothing new but must be followed (an animation still off screen or in its delay) asks for
    /// the next one a refresh interval later: no flip is pending to pace it, and asking at once would spin at one
    /// instant without time moving.
    private func waitForNextVsync(after timestamp: MonotonicInstant) {
        guard vsyncTimer == nil else { return }
        vsyncTimer = loop.schedule(at: timestamp.adding(seconds: display.refreshInterval)) { [weak self] in
            self?.vsyncTimer = nil
            self?.setNeedsFrame()
        }
    }
}

/// Where the last frame's time went (wall clock), for diagnostics and benchmarks.
public struct FrameStatistics: Sendable {
    /// Input, animations and layout.
    public var updateNanoseconds: Int64 = 0
    /// Damage, display (redrawing backing stores) and compositing into the back or the shadow buffer.
    public var renderNanoseconds: Int64 = 0
    /// Copying the damage from the shadow buffer, when one is used, and queueing the flip.
    public var presentNanoseconds: Int64 = 0
    public var damagedPixels: Int = 0
}
