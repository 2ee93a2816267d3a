import CSystem
import Dispatch
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// Why the monitor could not start on its source.
public struct MemoryPressureError: Error, CustomStringConvertible, Equatable {
    /// The file watched.
    public let path: String
    /// What the system refused.
    public let reason: String
    public var description: String { "cannot watch memory pressure through \(path): \(reason)" }
}

/// Turns real memory pressure into memory warnings. A thread sleeps in `poll` on the source (a PSI trigger,
/// systemd's notifier, memory.events through inotify) and wakes only when the kernel says memory is short; only the
/// MemAvailable fallback samples, rarely. Warnings are rate-limited and delivered on `queue` with the reading that
/// caused them.
public final class MemoryPressureMonitor: @unchecked Sendable {
    /// What the monitor watches.
    public let source: MemoryPressureSource
    /// The shortest time between two warnings.
    public let minimumInterval: TimeInterval
    private let queue: DispatchQueue
    private let handler: @Sendable (MemoryPressureReading) -> Void
    private var stopPipe: [Int32] = [-1, -1]
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)
    private let logger = Logger(label: "framekit.memory")

    /// A monitor of `source` that will call `handler` on `queue` at most every `minimumInterval` seconds once
    /// `start()` arms it.
    public init(
        source: MemoryPressureSource, minimumInterval: TimeInterval = 10, queue: DispatchQueue = .main,
        handler: @escaping @Sendable (MemoryPressureReading) -> Void
    ) {
        self.source = source
        self.minimumInterval = minimumInterval
        self.queue = queue
        self.handler = handler
    }

    deinit { stop() }

    /// Arms the source and starts watching; an error names the file and why (permission, no PSI support).
    public func start() throws {
        guard thread == nil, source != .disabled else { return }
        let watched = try openSource()
        guard fk_pipe_cloexec(&stopPipe) == 0 else {
            if watched.fd >= 0 { close(watched.fd) }
            throw MemoryPressureError(path: "pipe", reason: String(cString: strerror(errno)))
        }
        let thread = Thread { [self] in
            self.watch(watched)
            self.finished.signal()
        }
        thread.name = "framekit.memory"
        self.thread = thread
        thread.start()
        logger.info("watching memory pressure: \(source)")
    }

    /// The pipe that stops the watching thread, while it runs.
    var descriptors: [Int32] { stopPipe.filter { $0 >= 0 } }

    /// Stops the thread and closes the source.
    public func stop() {
        guard thread != nil else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
        finished.wait()
        close(stopPipe[0])
        close(stopPipe[1])
        stopPipe = [-1, -1]
        thread = nil
    }

    // MARK: Sources

    private struct Watched {
        var fd: Int32
        var events: Int16
        /// Milliseconds between samples, or -1 to wait for the kernel.
        var timeout: Int32
    }

    private func openSource() throws -> Watched {
        switch source {
        case .psi(let path, let trigger):
            let fd = try open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
            let written = trigger.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written == trigger.count else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw MemoryPressureError(
                    path: path, reason: "the kernel refused the trigger (\(reason)); PSI needs CONFIG_PSI and psi=1")
            }
            return Watched(fd: fd, events: Int16(POLLPRI), timeout: -1)
        case .notifier(let path):
            // Read-write, so the FIFO never reports hang-up when a writer goes away.
            return Watched(fd: try open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC), events: Int16(POLLIN), timeout: -1)
        case .cgroupEvents(let directory):
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0, inotify_add_watch(fd, directory + "/memory.events", UInt32(IN_MODIFY)) >= 0 else {
                let reason = String(cString: strerror(errno))
                if fd >= 0 { close(fd) }
                throw MemoryPressureError(path: directory + "/memory.events", reason: reason)
            }
            return Watched(fd: fd, events: Int16(POLLIN), timeout: -1)
        case .memAvailable(_, _, let interval):
            return Watched(fd: -1, events: 0, timeout: Int32(max(1, interval * 1000)))
        case .disabled:
            return Watched(fd: -1, events: 0, timeout: -1)
        }
    }

    private func open(_ path: String, _ flags: Int32) throws -> Int32 {
        let fd = Glibc.open(path, flags)
        guard fd >= 0 else {
            let reason = switch errno {
            case EACCES, EPERM: "permission denied; run as root or give the service access to it"
            case ENXIO: "it is a socket; FrameKit reads PSI files and FIFOs (set MemoryPressureWatch=auto)"
            default: String(cString: strerror(errno))
            }
            throw MemoryPressureError(path: path, reason: reason)
        }
        return fd
    }

    // MARK: The watching thread

    private func watch(_ watched: Watched) {
        var lastWarning: TimeInterval = -.infinity
        var counters = readCounters()
        defer { if watched.fd >= 0 { close(watched.fd) } }
        while true {
            var fds = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
            if watched.fd >= 0 { fds.append(pollfd(fd: watched.fd, events: watched.events, revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), watched.timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[0].revents != 0 { return }
            if fds.count > 1, fds[1].revents & Int16(POLLERR | POLLNVAL) != 0, watched.events != Int16(POLLIN) {
                return logger.error("memory pressure trigger on \(source) failed; no more memory warnings")
            }
            if fds.count > 1 { drain(watched.fd) }
            guard let detail = pressureDetail(counters: &counters) else { continue }
            let now = ProcessInfo.processInfo.systemUptime
            guard now - lastWarning >= minimumInterval else { continue }
            lastWarning = now
            let reading = MemoryPressureReading(source: source.description, detail: detail)
            logger.warning("memory pressure: \(reading)")
            let handler = self.handler
            queue.async { handler(reading) }
        }
    }

    /// Empties what made the descriptor readable (notifier bytes, inotify records); PSI has nothing to read.
    private func drain(_ fd: Int32) {
        guard source != .disabled, !isPSI else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(fd, &buffer, buffer.count) > 0 {}
    }

    private var isPSI: Bool { if case .psi = source { true } else { false } }

    private func readCounters() -> [String: UInt64] {
        guard case .cgroupEvents(let directory) = source,
            let text = try? String(contentsOfFile: directory + "/memory.events", encoding: .utf8)
        else { return [:] }
        return MemoryFiles.counters(text)
    }

    /// What the source says now, or nil when it woke us without pressure (memory.events changed elsewhere, enough
    /// memory available).
    private func pressureDetail(counters: inout [String: UInt64]) -> String? {
        switch source {
        case .psi(let path, _):
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").first.map(String.init) ?? "trigger fired"
        case .notifier:
            return "systemd reported pressure"
        case .cgroupEvents(let directory):
            let new = readCounters()
            let rose = MemoryFiles.rose(new, since: counters)
            counters = new
            guard !rose.isEmpty else { return nil }
            let current = (try? String(contentsOfFile: directory + "/memory.current", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            let high = (try? String(contentsOfFile: directory + "/memory.high", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            return "memory.events \(rose.map { "\($0)=\(new[$0] ?? 0)" }.joined(separator: " ")); memory.current \(current) of memory.high \(high)"
        case .memAvailable(let path, let minimum, _):
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                let available = MemoryFiles.memAvailable(text), available < minimum
            else { return nil }
            return "MemAvailable \(available >> 20) MiB < \(minimum >> 20) MiB"
        case .disabled:
            return nil
        }
    }
}
