import FrameKit
import Synchronization

/// Collects what FrameKit logs while a test runs, so tests can check warnings and errors (conflicting constraints,
/// refused input). Installs FrameKit's log handler for the process if nothing did yet.
public final class LogCapture: Sendable {
    /// The process's one capture (logging is process-wide).
    public static let shared = LogCapture()
    private let lines = Mutex<[String]>([])

    /// Forgets what was captured and starts capturing.
    public func start() {
        FrameKitLogHandler.bootstrap(level: .info, environment: [:])
        lines.withLock { $0.removeAll() }
        FrameKitLogHandler.observer.withLock { $0 = { line in self.lines.withLock { $0.append(line) } } }
    }

    /// Stops capturing and returns everything logged since `start()`.
    public func stop() -> String {
        FrameKitLogHandler.observer.withLock { $0 = nil }
        return lines.withLock { $0.joined() }
    }
}
