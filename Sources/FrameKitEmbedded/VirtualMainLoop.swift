import Foundation
import FrameKitPlatform

/// Why a virtual loop stopped before it went idle.
public enum VirtualLoopError: Error, CustomStringConvertible {
    case neverIdle(steps: Int, virtualTime: MonotonicInstant)

    public var description: String {
        switch self {
        case .neverIdle(let steps, let time):
            "the app did not go idle after \(steps) loop steps (virtual time \(time)): something keeps requesting "
                + "frames or timers, such as a repeating animation; use advance(by:) instead of runUntilIdle()"
        }
    }
}

/// An in-memory main loop on a virtual clock: the real pipeline runs on it, turn by turn, with time moving only when
/// the test says so. What `NIOEmbedded`'s loop is to swift-nio.
@MainActor
public final class VirtualMainLoop: MainLoop {
    private final class Timer: LoopTimer {
        let deadline: MonotonicInstant
        let sequence: Int
        var work: (@MainActor () -> Void)?
        init(deadline: MonotonicInstant, sequence: Int, work: @escaping @MainActor () -> Void) {
            self.deadline = deadline
            self.sequence = sequence
            self.work = work
        }
        func cancel() { work = nil }
    }

    /// The virtual time, moved only by `advance(by:)` and friends.
    public private(set) var now: MonotonicInstant
    private var tasks: [@MainActor () -> Void] = []
    private var timers: [Timer] = []
    private var sequence = 0

    /// A loop whose clock starts at `start`.
    public init(start: MonotonicInstant = .zero) { now = start }

    /// Runs `work` at the next turn of the loop.
    public func post(_ work: @escaping @MainActor () -> Void) { tasks.append(work) }

    /// Runs `work` once the virtual clock reaches `deadline` (at once if it has); cancel the timer to drop it.
    @discardableResult
    public func schedule(at deadline: MonotonicInstant, _ work: @escaping @MainActor () -> Void) -> LoopTimer {
        sequence += 1
        let timer = Timer(deadline: max(deadline, now), sequence: sequence, work: work)
        timers.append(timer)
        return timer
    }

    /// True when no task is queued and no timer is armed.
    public var isIdle: Bool {
        timers.removeAll { $0.work == nil }
        return tasks.isEmpty && timers.isEmpty
    }

    /// Runs every queued task, including tasks they queue, without moving time.
    public func drainTasks() {
        while !tasks.isEmpty {
            let batch = tasks
            tasks.removeAll()
            for work in batch { work() }
        }
    }

    /// Runs tasks and fires timers in deadline order, moving the clock to each, until nothing is left.
    public func runUntilIdle(maximumSteps: Int = 100_000) throws {
        var steps = 0
        drainTasks()
        while let next = nextTimer() {
            steps += 1
            if steps > maximumSteps { throw VirtualLoopError.neverIdle(steps: steps, virtualTime: now) }
            fire(next)
        }
    }

    /// Moves the clock forward by `seconds`, firing every timer that falls due on the way.
    public func advance(by seconds: TimeInterval) {
        let end = now.adding(seconds: seconds)
        drainTasks()
        while let next = nextTimer(), next.deadline <= end { fire(next) }
        now = max(now, end)
        drainTasks()
    }

    private func nextTimer() -> Timer? {
        timers.removeAll { $0.work == nil }
        return timers.min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    private func fire(_ timer: Timer) {
        timers.removeAll { $0 === timer }
        now = max(now, timer.deadline)
        let work = timer.work
        timer.work = nil
        work?()
        drainTasks()
    }
}
