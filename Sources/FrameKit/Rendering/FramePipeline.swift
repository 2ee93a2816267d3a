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
    private let logger = Logger(label: "framekit.render")

    init(display: Display, loop: MainLoop, scale: CGFloat) {
        self.display = display
        self.loop = loop
        compositor = Compositor(nativeSize: display.nativeSize, rotation: display.rotation, scale: scale)
        animator = Animator(loop: loop)
    }

    func attach(to screen: UIScreen) {
        self.screen = screen
        inputRouter = InputRouter(screen: screen, deviceTransform: compositor.deviceTransform, loop: loop)
        display.frameHandler = { [weak self] timing in self?.frame(timing) }
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
        inputRouter.dispatchPending()
        animator.advance(to: timing.timestamp)
        for window in screen.windows where !window.isHidden { window.layoutIfNeeded() }
        let laidOut = MonotonicInstant.now()
        let damage = compositor.renderFrame(windows: screen.windows)
        let rendered = MonotonicInstant.now()
        if !damage.isEmpty {
            display.present(compositor.shadow, damage: damage)
            renderedFrames += 1
        }
        let end = MonotonicInstant.now()
        lastFrameStatistics = FrameStatistics(
            updateNanoseconds: laidOut.nanoseconds - start.nanoseconds,
            renderNanoseconds: rendered.nanoseconds - laidOut.nanoseconds,
            presentNanoseconds: end.nanoseconds - rendered.nanoseconds, damagedPixels: damage.area)
        if recentFrameNanoseconds.count == Self.recentFrameLimit { recentFrameNanoseconds.removeFirst() }
        recentFrameNanoseconds.append(end.nanoseconds - start.nanoseconds)
        inFrame = false
        let again = frameRequested || animator.isAnimating
        frameRequested = false
        guard again else { return }
        if damage.isEmpty { waitForNextVsync(after: timing.timestamp) } else { setNeedsFrame() }
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
    /// Damage, display (redrawing backing stores) and compositing into the shadow buffer.
    public var renderNanoseconds: Int64 = 0
    /// Copying the damage into the back buffer and queueing the flip.
    public var presentNanoseconds: Int64 = 0
    public var damagedPixels: Int = 0
}
