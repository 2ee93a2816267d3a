import Foundation
import Logging

/// One frame, started by the pacer once the display's last flip is done, in named phases (docs/ARCHITECTURE.md, "The frame pipeline"):
/// **input** (queued events routed) → **animations** (presentation values at the frame's time) → **constraints**
/// (the solver, for trees with queued layout) → **layout** (`layoutSubviews` of the queued views, shallowest first) →
/// **display** (damage found; invalidated content drawn into backing stores) → **composite** (the damaged region
/// recomposed from stores) → **present** (the frame handed to the display), then, when the frame was quick,
/// **spare time** (work views deferred until a frame leaves time before the next, such as a table preparing the cells
/// of rows about to scroll in). Each phase is timed in `FrameStatistics`; a change to what an earlier phase settled
/// is caught by `check(_:of:)` (debug builds stop, release builds show it next frame and log it). When nothing is dirty it requests no frame and the loop sleeps.
@MainActor
final class FramePipeline: DisplayEvents {
    let display: Display
    let loop: MainLoop
    let compositor: Compositor
    let animator: Animator
    private(set) var inputRouter: InputRouter!
    /// When frames are drawn: the pipeline owns pacing, the display only reports flips, stops and changes.
    private var pacer: FramePacer!
    private weak var screen: UIScreen?
    private var frameRequested = false
    private var vsyncTimer: LoopTimer?
    private var inFrame = false
    private(set) var renderedFrames = 0
    /// Frames run, shown or not: the pipeline's wake-ups.
    private(set) var framesRun = 0
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
        pacer = FramePacer(loop: loop, refreshInterval: display.refreshInterval) { [weak self] timing in self?.frame(timing) }
        display.events = self
        animator.requestFrame = { [weak self] in self?.setNeedsFrame() }
    }

    /// Whether anything waits for a frame.
    var needsFrame: Bool {
        frameRequested || compositor.hasWork || animator.isAnimating || inputRouter.hasPending || !layoutQueue.isEmpty
    }

    /// Asks for a frame. Requests made while a frame runs are decided when it ends (see `frame(_:)`).
    func setNeedsFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        if !inFrame { pacer.requestFrame() }
    }

    /// Asks for a frame to composite a queued view or lay one out. A request made in this frame before its display
    /// phase is served by it (layout runs until its queue is empty, display takes the compositor's whole queue):
    /// asking again would run an empty frame after it.
    func setNeedsLayoutOrComposite() {
        if inFrame, phase < .display { return }
        setNeedsFrame()
    }

    private func frame(_ timing: FrameTiming) {
        frameRequested = false
        guard let screen, !inFrame else { return }
        frameStarts?()
        inFrame = true
        framesRun += 1
        var clock = PhaseClock()
        phase = .input
        let input = inputRouter.dispatchPending()
        screen.keyboard.updateIfNeeded()
        clock.end(.input)
        phase = .animations
        animator.advance(to: timing.timestamp)
        clock.end(.animations)
        layOut(screen, clock: &clock)
        phase = .display
        let target = display.directTarget
        compositor.copiesScrolledPixels = target == nil
        compositor.display(windows: screen.windows)
        clock.end(.display)
        phase = .composite
        let frame = compositor.composite(windows: screen.windows, mirror: screen.mirror?.pictureForFrame(), into: target)
        clock.end(.composite)
        phase = .present
        let damage = frame?.damage ?? Region()
        if let frame {
            if display.present(frame.frame, damage: frame.damage) { pacer.flipStarted() }
            renderedFrames += 1
            if let input { inputAwaitingFlip = min(inputAwaitingFlip ?? input, input) }
            for mirror in screen.mirrors { mirror.sourcePresented(damage: frame.damage) }
            runAfterPresent()
        }
        clock.end(.present)
        runSpareTimeWork(clock: &clock)
        phase = .idle
        let counts = compositor.takeCounts()
        lastFrameStatistics = FrameStatistics(phases: clock.durations, damagedPixels: damage.area, counts: counts)
        Self.keepRecent(&recentFrameNanoseconds, clock.total)
        pacer.budget = frameBudget()
        inFrame = false
        let again = frameRequested || animator.isAnimating
        let requested = frameRequested
        frameRequested = false
        guard again else {
            for observer in idleObservers { observer() }
            return
        }
        if !requested, let wake = animator.nextFrameTime(after: timing.timestamp) {
            waitForVsync(at: wake)
        } else if damage.isEmpty {
            waitForNextVsync(after: timing.timestamp)
        } else {
            setNeedsFrame()
        }
    }

    /// Called when a frame ends and no other is wanted: the screen has gone idle (whether or not the frame showed
    /// anything new).
    private var idleObservers: [@MainActor () -> Void] = []

    func addIdleObserver(_ observer: @escaping @MainActor () -> Void) {
        idleObservers.append(observer)
    }

    // MARK: After a frame

    /// Work waiting for the next frame presented, in the order it was asked for.
    private var afterPresent: [@MainActor () -> Void] = []
    private var runningAfterPresent: [@MainActor () -> Void] = []

    /// Runs `body` once the next frame that changed anything has been handed to the display (a web view asks for the
    /// page's next frame once its last one is composited). It asks for no frame itself.
    func afterNextPresentedFrame(_ body: @escaping @MainActor () -> Void) {
        afterPresent.append(body)
    }

    private func runAfterPresent() {
        guard !afterPresent.isEmpty else { return }
        swap(&afterPresent, &runningAfterPresent)
        for body in runningAfterPresent { body() }
        runningAfterPresent.removeAll(keepingCapacity: true)
    }

    // MARK: Spare time

    /// Views waiting for spare time, in the order they asked.
    private var spareTimeWork: [SpareTimeWork] = []
    /// Whether every frame leaves spare time, however long it took (`UIScreen.leaveSpareTimeAfterEveryFrame`).
    var alwaysLeavesSpareTime = false
    /// Called as a frame's spare-time work starts.
    var spareTimeStarts: (() -> Void)?
    /// Called as each frame starts (`UIScreen.observeFrameStarts`).
    var frameStarts: (() -> Void)?

    /// Runs `work` after the next frame that leaves spare time (at once after a frame when asked outside one).
    func requestSpareTime(for work: SpareTimeWork) {
        spareTimeWork.append(work)
        if !inFrame { setNeedsFrame() }
    }

    /// A frame that took under half the refresh interval leaves the rest for deferred work; after a slower one the
    /// work waits for the next frame, which is asked for so work never waits for input that may not come.
    private func runSpareTimeWork(clock: inout PhaseClock) {
        guard !spareTimeWork.isEmpty else { return }
        guard alwaysLeavesSpareTime || Double(clock.total) / 1e9 < display.refreshInterval / 2 else {
            return setNeedsFrame()
        }
        spareTimeStarts?()
        phase = .spareTime
        let work = spareTimeWork
        spareTimeWork.removeAll(keepingCapacity: true)
        for item in work { item.doSpareTimeWork() }
        clock.end(.spareTime)
    }

    // MARK: Constraints and layout

    /// Views of this screen that asked for layout since the last layout phase (`setNeedsLayout`, a flagged subtree
    /// put in a window, a constraint change at its tree's root).
    private var layoutQueue: [UIView] = []
    /// The queue being laid out and the trees' roots, kept between frames so a layout phase allocates nothing.
    private var layingOut: [UIView] = []
    private var layoutRoots: [UIView] = []

    /// Queues `view` for the next layout phase.
    func scheduleLayout(_ view: UIView) {
        check(.layout, of: view)
        layoutQueue.append(view)
        setNeedsLayoutOrComposite()
    }

    /// The constraints and layout phases, repeated while layout dirties more (a bounded number of times, as
    /// `layoutIfNeeded`): the roots of the queued views' trees update constraints and solve, then the queued views
    /// that still need it lay out, shallowest first, each with its flagged subtree, so a parent's `layoutSubviews`
    /// always runs before its children's.
    private func layOut(_ screen: UIScreen, clock: inout PhaseClock) {
        for _ in 0..<UIView.maximumLayoutPasses {
            guard !layoutQueue.isEmpty else { break }
            phase = .constraints
            // Few trees (a window or two), so a list beats a set.
            for view in layoutQueue where view.window?.screen === screen {
                let root = view.layoutRoot
                guard !layoutRoots.contains(where: { $0 === root }) else { continue }
                layoutRoots.append(root)
                root.constraintPass()
            }
            layoutRoots.removeAll(keepingCapacity: true)
            clock.end(.constraints)
            phase = .layout
            swap(&layoutQueue, &layingOut)
            if layingOut.count > 1 { layingOut = layingOut.map { ($0.depth, $0) }.sorted { $0.0 < $1.0 }.map(\.1) }
            for view in layingOut where (view.needsLayoutFlag || view.subtreeNeedsLayout) && view.window?.screen === screen {
                view.layoutPass()
            }
            layingOut.removeAll(keepingCapacity: true)
            clock.end(.layout)
        }
        if !layoutQueue.isEmpty { setNeedsFrame() }  // layout that kept dirtying itself goes on next frame
    }

    // MARK: Phase checks

    /// The phase the frame is in; `.idle` between frames, when anything may change.
    private(set) var phase: FramePhase = .idle

    /// What a mutation in the wrong phase does: debug builds stop there (`assertionFailure`, naming the change, the
    /// view and the phase); release builds let the change show with the next frame and say so in one log line for
    /// each kind of change and phase. Tests of the release behaviour set `.log`.
    static var phaseViolationResponse: PhaseViolationResponse = {
        #if DEBUG
        .stop
        #else
        .log
        #endif
    }()
    private var loggedViolations: Set<String> = []

    /// Checks that `change` to `view` may be made in the current phase (see `FrameChange`).
    func check(_ change: FrameChange, of view: UIView) {
        guard inFrame, !change.isAllowed(in: phase) else { return }
        let message = "\(change.description) on \(type(of: view)) during the \(phase) phase: \(change.rule); it shows a frame late"
        switch Self.phaseViolationResponse {
        case .stop:
            assertionFailure(message)
        case .log:
            guard loggedViolations.insert("\(change) \(phase)").inserted else { return }
            logger.error("\(message) (said once)")
        }
    }
    /// How long before a vsync to start a frame: the slowest of the last 30 frames with a quarter to spare, plus
    /// 1.5 ms for the loop's own lateness; at most the whole refresh interval (then frames start right after a flip).
    private func frameBudget() -> TimeInterval {
        let slowest = recentFrameNanoseconds.suffix(30).max() ?? 0
        return min(display.refreshInterval, Double(slowest) / 1e9 * 1.25 + 0.0015)
    }

    // MARK: What the display reports

    func displayDidFlip(at time: MonotonicInstant?) {
        pacer.flipCompleted(at: time) { screen?.frameDidReachScreen() }
    }

    func displayDidStop() { pacer.stop() }

    /// The screen was disconnected: no frame runs again, and the display hears nothing more from it.
    func stop() {
        display.events = nil
        pacer.stop()
        vsyncTimer?.cancel()
        vsyncTimer = nil
    }

    func displayDidChange() {
        pacer.restart(refreshInterval: display.refreshInterval)
        screen?.displayReconfigured()
        // Asked of the pacer itself: a request made while the display was stopped is still marked in `frameRequested`.
        pacer.requestFrame()
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
        waitForVsync(at: timestamp.adding(seconds: display.refreshInterval))
    }

    /// Asks for a frame at `time` (a display link's next call), sleeping until then.
    private func waitForVsync(at time: MonotonicInstant) {
        guard vsyncTimer == nil else { return }
        vsyncTimer = loop.schedule(at: time) { [weak self] in
            self?.vsyncTimer = nil
            self?.setNeedsFrame()
        }
    }
}

/// What a mutation dirties, for the pipeline's phase check: each settles in one phase, and changing it once that phase
/// has run in the frame would show a frame late (or half in this frame and half in the next).
enum FrameChange: CustomStringConvertible {
    /// `setNeedsLayout()` and what calls it (constraints, intrinsic sizes): layout is settled before display.
    case layout
    /// `setNeedsDisplay()`: compositing reads what the display phase drew.
    case content
    /// Geometry, transform, alpha, colour, visibility: the display phase measures damage from them.
    case appearance
    /// Adding, removing or reordering subviews: the display phase measures damage from the tree.
    case hierarchy

    func isAllowed(in phase: FramePhase) -> Bool {
        switch self {
        case .content: phase != .composite
        case .layout, .appearance, .hierarchy: phase < .display || phase >= .present
        }
    }

    var description: String {
        switch self {
        case .layout: "setNeedsLayout()"
        case .content: "setNeedsDisplay()"
        case .appearance: "a change of geometry, alpha, colour or visibility"
        case .hierarchy: "a change of subviews"
        }
    }

    /// Why, for the message.
    var rule: String {
        switch self {
        case .layout: "layout is settled before the display phase, so draw(_:) and compositing must not change it"
        case .content: "compositing reads the content the display phase drew"
        case .appearance, .hierarchy: "damage is measured in the display phase, so draw(_:) and compositing must not move, fade, recolour, hide or reorder views"
        }
    }
}

/// What the pipeline does about a change made in the wrong phase (`FramePipeline.phaseViolationResponse`).
enum PhaseViolationResponse {
    /// Stop with an assertion failure (debug builds).
    case stop
    /// Let it show with the next frame and log it once (release builds).
    case log
}

/// The phases of a frame, in the order they run.
public enum FramePhase: Int, Comparable, Sendable {
    /// Between frames.
    case idle
    /// Delivering the frame's input events.
    case input
    /// Setting animating views' presentation values.
    case animations
    /// Updating and solving Auto Layout constraints.
    case constraints
    /// `layoutSubviews`, top down.
    case layout
    /// Finding the damage and redrawing invalid content into backing stores.
    case display
    /// Composing the damaged region from backing stores.
    case composite
    /// Handing the frame to the display.
    case present
    /// Work deferred to the time a quick frame leaves before the next (not part of the frame's time).
    case spareTime

    /// Phases order as they run in a frame.
    public static func < (a: FramePhase, b: FramePhase) -> Bool { a.rawValue < b.rawValue }
}

/// What compositing counted in a frame, for its `FrameStatistics`.
struct CompositingCounts {
    var lateDraws = 0, hiddenPixels = 0, reusedFlatPictures = 0, scrolledPixels = 0, keptPixels = 0
}

/// Nanoseconds per phase, stored inline: a frame's statistics allocate nothing.
struct PhaseDurations: Sendable {
    private var input: Int64 = 0, animations: Int64 = 0, constraints: Int64 = 0, layout: Int64 = 0
    private var display: Int64 = 0, composite: Int64 = 0, present: Int64 = 0, spareTime: Int64 = 0

    subscript(phase: FramePhase) -> Int64 {
        get {
            switch phase {
            case .idle: 0
            case .input: input
            case .animations: animations
            case .constraints: constraints
            case .layout: layout
            case .display: display
            case .composite: composite
            case .present: present
            case .spareTime: spareTime
            }
        }
        set {
            switch phase {
            case .idle: break
            case .input: input = newValue
            case .animations: animations = newValue
            case .constraints: constraints = newValue
            case .layout: layout = newValue
            case .display: display = newValue
            case .composite: composite = newValue
            case .present: present = newValue
            case .spareTime: spareTime = newValue
            }
        }
    }

    /// The frame's own time, input to present: spare-time work is left out, as it fills time the frame did not need.
    var total: Int64 { input + animations + constraints + layout + display + composite + present }
}

/// Times the phases of one frame: each `end` charges the time since the last one to a phase.
private struct PhaseClock {
    private var last = MonotonicInstant.now()
    private(set) var durations = PhaseDurations()

    mutating func end(_ phase: FramePhase) {
        let now = MonotonicInstant.now()
        durations[phase] += now.nanoseconds - last.nanoseconds
        last = now
    }

    var total: Int64 { durations.total }
}

/// Where the last frame's time went (wall clock, per phase), for diagnostics and benchmarks.
public struct FrameStatistics: Sendable {
    /// Nanoseconds spent in each phase.
    private var phases = PhaseDurations()
    /// Pixels of the frame that changed.
    public var damagedPixels: Int = 0
    /// Views whose content was still invalid when compositing reached them, and were drawn there: 0 unless the
    /// display phase missed a view (it should never).
    public var lateDraws: Int = 0
    /// Pixels of views' own content inside the damage that compositing left out because opaque views above hid them
    /// (a full-screen text view's tiles hide the window behind it): overdraw saved.
    public var hiddenPixels: Int = 0
    /// Views turned in depth whose flat picture was projected again as it was, nothing in them having changed (a
    /// flip's frames between its start, its midpoint and its end).
    public var reusedFlatPictures: Int = 0
    /// Pixels of scrolled pictures moved by copying them within the frame rather than compositing them again (see
    /// `ScrollCopy`); they count in `damagedPixels` too, as they changed.
    public var scrolledPixels: Int = 0
    /// Pixels of opaque backgrounds inside the damage left as they were, the buffer drawn in being known to hold the
    /// background's colour there already (a list row scrolled over rows of its colour is filled only where their
    /// text and separators were).
    public var keptPixels: Int = 0

    /// Statistics with every count at zero.
    public init() {}

    init(phases: PhaseDurations, damagedPixels: Int, counts: CompositingCounts) {
        self.phases = phases
        self.damagedPixels = damagedPixels
        lateDraws = counts.lateDraws
        hiddenPixels = counts.hiddenPixels
        reusedFlatPictures = counts.reusedFlatPictures
        scrolledPixels = counts.scrolledPixels
        keptPixels = counts.keptPixels
    }

    /// Nanoseconds spent in `phase`.
    public func nanoseconds(in phase: FramePhase) -> Int64 { phases[phase] }

    /// The frame's own nanoseconds, input to present (spare-time work left out).
    public var frameNanoseconds: Int64 { phases.total }

    /// Input, animations, constraints and layout.
    public var updateNanoseconds: Int64 { [.input, .animations, .constraints, .layout].reduce(0) { $0 + nanoseconds(in: $1) } }
    /// Display (damage, redrawing backing stores) and compositing into the back or the shadow buffer.
    public var renderNanoseconds: Int64 { nanoseconds(in: .display) + nanoseconds(in: .composite) }
    /// Copying the damage from the shadow buffer, when one is used, and queueing the flip.
    public var presentNanoseconds: Int64 { nanoseconds(in: .present) }
}
