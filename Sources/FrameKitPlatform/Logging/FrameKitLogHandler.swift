import CSystem
import Foundation
import Logging
import Synchronization

/// Writes log lines to standard error, one per event, as `label: message`. Under systemd (`JOURNAL_STREAM` set)
/// each line starts with an sd-daemon priority prefix such as `<4>`, so journald keeps its level.
public struct FrameKitLogHandler: LogHandler {
    /// Messages below this level are dropped.
    public var logLevel: Logger.Level
    /// Metadata printed with every message.
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let journald: Bool

    /// A handler for the logger `label`, printing from `level` up, with journald priority prefixes when `journald`.
    public init(label: String, level: Logger.Level, journald: Bool) {
        self.label = label
        self.logLevel = level
        self.journald = journald
    }

    /// One metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the event as one line on standard error.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let extras = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let prefix = journald ? "<\(Self.priority(event.level))>" : ""
        let line = "\(prefix)\(label): \(event.level): \(event.message)\(extras)\n"
        FileHandle.standardError.write(Data(line.utf8))
        Self.observer.withLock { $0?(line) }
    }

    /// Sees every line written (the test harness's log capture).
    public static let observer = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// syslog priorities as sd-daemon(3) defines them.
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    private static let bootstrapped = Atomic<Bool>(false)

    /// Installs this handler for the whole process once; later calls do nothing.
    public static func bootstrap(level: Configuration.LogLevel, environment: [String: String]) {
        guard !bootstrapped.exchange(true, ordering: .relaxed) else { return }
        let journald = environment["JOURNAL_STREAM"] != nil
        // The app's own print() lines reach the journal as they happen, not when a 4 KiB buffer fills.
        if journald { fk_line_buffer_stdout() }
        let swiftLevel = Logger.Level(rawValue: level.rawValue) ?? .info
        LoggingSystem.bootstrap { FrameKitLogHandler(label: $0, level: swiftLevel, journald: journald) }
    }
}
