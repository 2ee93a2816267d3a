import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// Why a notification could not be sent to the service manager.
public enum ServiceManagerError: Error, CustomStringConvertible, Equatable {
    case badSocketPath(String)
    case sendFailed(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .badSocketPath(let path):
            "NOTIFY_SOCKET=\"\(path)\" is not an absolute socket path or an abstract name (@name) of at most 107 bytes"
        case .sendFailed(let path, let code):
            "cannot notify systemd through \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// systemd's notification protocol (sd_notify) without libsystemd: `READY=1` once the first frame is on screen,
/// `STATUS=` lines, `WATCHDOG=1` pings from the main loop, `STOPPING=1` on the way out. Datagrams to
/// `$NOTIFY_SOCKET`; nothing at all when the app does not run as a `Type=notify` service.
public final class ServiceManager: @unchecked Sendable {
    /// Where notifications go: an absolute path or `@abstract-name`.
    public let socketPath: String
    /// How often to ping the watchdog: half of `WATCHDOG_USEC`, or nil when no watchdog is set for this process.
    public let watchdogInterval: TimeInterval?
    private let descriptor: Int32
    private let logger = Logger(label: "framekit.systemd")

    /// Reads `NOTIFY_SOCKET`, `WATCHDOG_USEC` and `WATCHDOG_PID`; nil when `NOTIFY_SOCKET` is unset (not a notify
    /// service). A malformed socket path is an error naming it.
    public init?(environment: [String: String], pid: Int32 = getpid()) throws {
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty else { return nil }
        guard path.hasPrefix("/") || path.hasPrefix("@"), path.utf8.count < 108 else {
            throw ServiceManagerError.badSocketPath(path)
        }
        socketPath = path
        watchdogInterval = Self.watchdogInterval(environment: environment, pid: pid)
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Half of `WATCHDOG_USEC` when the watchdog is meant for this process (`WATCHDOG_PID` unset or ours).
    static func watchdogInterval(environment: [String: String], pid: Int32) -> TimeInterval? {
        guard let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 else { return nil }
        if let owner = environment["WATCHDOG_PID"], Int32(owner) != pid { return nil }
        return TimeInterval(usec) / 2_000_000
    }

    /// One notification datagram: `KEY=value` lines; newlines inside values become spaces so a status cannot
    /// inject another field.
    public static func message(_ fields: KeyValuePairs<String, String>) -> String {
        fields.map { "\($0.key)=\($0.value.replacingOccurrences(of: "\n", with: " "))" }.joined(separator: "\n")
    }

    /// Sends `fields`; failures are logged once per call and never stop the app.
    public func notify(_ fields: KeyValuePairs<String, String>) {
        do { try send(Self.message(fields)) } catch { logger.warning("\(error)") }
    }

    /// The app is up: its first frame is on screen.
    public func ready(status: String) { notify(["READY": "1", "STATUS": status]) }
    /// Shows `text` as the unit's status in `systemctl status`.
    public func status(_ text: String) { notify(["STATUS": text]) }
    /// Tells systemd's watchdog the app is alive.
    public func watchdogPing() { notify(["WATCHDOG": "1"]) }
    /// Tells systemd the app is stopping.
    public func stopping() { notify(["STOPPING": "1", "STATUS": "stopping"]) }

    func send(_ message: String) throws {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(socketPath.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes.prefix(raw.count - 1))
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (bytes.first == 0 ? 0 : 1))
        let sent = message.utf8CString.withUnsafeBufferPointer { text in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(descriptor, text.baseAddress, text.count - 1, Int32(MSG_NOSIGNAL), $0, length)
                }
            }
        }
        guard sent >= 0 else { throw ServiceManagerError.sendFailed(path: socketPath, errno: errno) }
    }
}
