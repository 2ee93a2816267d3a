import Dispatch

/// Whether code runs on the main queue, which is the main actor's executor. `Thread.isMainThread` cannot tell: after
/// `dispatchMain()` (the test runner's, or a helper process's) the main queue is drained by libdispatch's worker
/// threads.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// Runs `work` on the main actor: at once when on the main queue, else on the main queue shortly after (iOS would
    /// run a selector or a KVO handler on the calling thread; FrameKit's objects belong to the main actor).
    static func run(_ work: @escaping @MainActor () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            let work = UncheckedWork(work: work)
            DispatchQueue.main.async { MainActor.assumeIsolated(work.work) }
        }
    }

    private struct UncheckedWork: @unchecked Sendable {
        let work: @MainActor () -> Void
    }
}
