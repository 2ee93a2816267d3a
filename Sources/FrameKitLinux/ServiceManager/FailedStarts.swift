import Foundation

/// How many starts in a row of a kiosk service ended before the app's first frame, kept in the unit's cache directory
/// (`CACHE_DIRECTORY`, which systemd keeps across restarts) so the next start knows. The unit restarts a failing app
/// for good (no start limit: a kiosk must not stay dark until someone logs in); systemd 252 has no growing restart
/// delay (`RestartSteps=` came in 254), so the app waits before it starts again, longer after each failure, showing
/// that it is restarting where it can. Outside a service (no `CACHE_DIRECTORY`) nothing is counted.
public struct FailedStarts: Sendable {
    /// The starts before this one that failed.
    public let previous: Int
    private let file: URL?

    /// Starts that may fail before the waiting begins (systemd's own `RestartSec=` spaces them).
    static let freeRestarts = 3
    /// The longest wait, in seconds.
    static let maximumDelay: TimeInterval = 60

    /// Reads the count and counts this start as failed until `succeeded()` says otherwise.
    public init(environment: [String: String]) {
        guard let directory = environment["CACHE_DIRECTORY"]?.split(separator: ":").first else {
            (previous, file) = (0, nil)
            return
        }
        let file = URL(fileURLWithPath: String(directory)).appendingPathComponent("failed-starts")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        previous = max(0, Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0)
        self.file = file
        try? "\(previous + 1)\n".write(to: file, atomically: true, encoding: .utf8)
    }

    /// How long to wait, in seconds, before this start goes on: nothing for the first few failures, then 2 s,
    /// doubling to a minute.
    public var delay: TimeInterval {
        guard previous >= Self.freeRestarts else { return 0 }
        return min(TimeInterval(2 << min(previous - Self.freeRestarts, 5)), Self.maximumDelay)
    }

    /// What the wait is for, for the journal.
    public var summary: String { "starting failed \(previous) times in a row; trying again in \(Int(delay)) s" }

    /// The app reached the screen: the next start begins afresh.
    public func succeeded() {
        guard let file else { return }
        try? FileManager.default.removeItem(at: file)
    }
}
