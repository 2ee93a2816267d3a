import Dispatch
import Foundation

/// The real main loop: `DispatchQueue.main`, with one-shot timers on `CLOCK_MONOTONIC`. It never polls: a timer
/// exists only while something asked for one.
@MainActor
public final class DispatchMainLoop: MainLoop {
    private final class Timer: LoopTimer, @unchecked Sendable {
        let source: DispatchSourceTimer
        weak var loop: DispatchMainLoop?
        init(_ source: DispatchSourceTimer, loop: DispatchMainLoop) {
            self.source = source
            self.loop = loop
        }
        func cancel() {
            source.cancel()
            let me = ObjectIdentifier(self)
            MainActor.assumeIsolated { loop?.armed.removeAll { ObjectIdentifier($0) == me } }
        }
    }

    /// Armed timers, kept alive until they fire or are cancelled.
    private var armed: [Timer] = []

    /// The loop of the process's main queue.
    public init() {}

    /// Now on `CLOCK_MONOTONIC`.
    public var now: MonotonicInstant { .now() }

    /// Runs `work` on the main queue after what is queued already.
    public func post(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    /// Runs `work` on the main queue at `deadline`; cancel the timer to drop it.
    @discardableResult
    public func schedule(at deadline: MonotonicInstant, _ work: @escaping @MainActor () -> Void) -> LoopTimer {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let delay = max(0, deadline.nanoseconds - now.nanoseconds)
        source.schedule(deadline: .now() + .nanoseconds(Int(delay)), leeway: .microseconds(200))
        let timer = Timer(source, loop: self)
        armed.append(timer)
        source.setEventHandler { [weak timer] in
            timer?.cancel()
            MainActor.assumeIsolated { work() }
        }
        source.resume()
        return timer
    }
}
