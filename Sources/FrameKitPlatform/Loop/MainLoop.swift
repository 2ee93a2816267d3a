import Foundation

/// A cancellable timer registration.
public protocol LoopTimer: AnyObject {
    func cancel()
}

/// The main queue as the frame pipeline sees it: work for the next turn, timers, and a monotonic clock. The real
/// loop is `DispatchMainLoop`; tests run the same pipeline on `VirtualMainLoop` with virtual time.
@MainActor
public protocol MainLoop: AnyObject {
    /// The loop's current time.
    var now: MonotonicInstant { get }
    /// Runs `work` on a later turn of the loop, after the current one finishes.
    func post(_ work: @escaping @MainActor () -> Void)
    /// Runs `work` once at `deadline` (at once if it has passed).
    @discardableResult
    func schedule(at deadline: MonotonicInstant, _ work: @escaping @MainActor () -> Void) -> LoopTimer
}
