import CSystem
import Dispatch
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// The app's control socket: a Unix stream socket (mode 0600) on the main queue. Each line a client sends is a
/// `ControlRequest`; each gets one reply line, `ok …` or `error …`. A malformed request or a client that vanishes
/// never disturbs the app.
@MainActor
public final class ControlServer {
    /// The socket's path in the file system.
    public let path: String
    private let listener: Int32
    private var acceptSource: DispatchSourceRead?
    private var clients: [Int32: (source: DispatchSourceRead, buffer: [UInt8])] = [:]
    private let handler: @MainActor (ControlRequest) -> String
    private let logger = Logger(label: "framekit.control")
    /// The longest request line accepted.
    static let maximumLineLength = 4096

    /// Where the socket goes: `FRAMEKIT_CONTROL_SOCKET`, else `control.sock` in systemd's `RUNTIME_DIRECTORY`, else
    /// `framekit-control.sock` in `XDG_RUNTIME_DIR`; nil when none is set.
    public nonisolated static func defaultPath(configured: String?, environment: [String: String]) -> String? {
        if let configured { return configured }
        if let runtime = environment["RUNTIME_DIRECTORY"]?.split(separator: ":").first { return "\(runtime)/control.sock" }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/framekit-control.sock" }
        return nil
    }

    /// Binds `path` (replacing a stale socket there) and starts accepting. `handler` answers requests; its reply
    /// is sent after `ok `.
    public init(path: String, handler: @escaping @MainActor (ControlRequest) throws(ControlRequestError) -> String) throws {
        self.path = path
        self.handler = { request in
            do { return "ok " + (try handler(request)) } catch { return "error \(error)" }
        }
        guard path.utf8.count < 108 else { throw ControlServerError(path: path, reason: "the path is longer than 107 bytes") }
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard listener >= 0 else { throw ControlServerError(path: path, reason: String(cString: strerror(errno))) }
        unlink(path)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, listen(listener, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw ControlServerError(path: path, reason: reason)
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: listener, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.acceptClients() } }
        source.resume()
        acceptSource = source
        logger.info("control socket at \(path)")
    }

    /// The listening socket and the connections open now.
    var descriptors: [Int32] { [listener] + clients.keys }

    /// Closes every connection and removes the socket file.
    public func close() {
        acceptSource?.cancel()
        acceptSource = nil
        for fd in Array(clients.keys) { disconnect(fd) }
        Glibc.close(listener)
        unlink(path)
    }

    /// Accepts waiting clients and answers what they sent, without waiting for the main queue's sources (tests that
    /// must not suspend).
    func processPendingConnections() {
        acceptClients()
        for fd in Array(clients.keys) { readClient(fd) }
    }

    private func acceptClients() {
        while true {
            let fd = fk_accept_cloexec(listener, 1)
            guard fd >= 0 else { return }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readClient(fd) } }
            clients[fd] = (source, [])
            source.resume()
        }
    }

    private func readClient(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1024)
        let count = read(fd, &chunk, chunk.count)
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
        guard count > 0, var client = clients[fd] else { return disconnect(fd) }
        client.buffer += chunk[..<count]
        while let newline = client.buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: client.buffer[..<newline], as: UTF8.self)
            client.buffer.removeSubrange(...newline)
            reply(to: fd, answer(line))
        }
        if client.buffer.count > Self.maximumLineLength {
            reply(to: fd, "error request longer than \(Self.maximumLineLength) bytes")
            return disconnect(fd)
        }
        clients[fd] = client
    }

    private func answer(_ line: String) -> String {
        do {
            return handler(try ControlRequest(line: line))
        } catch {
            logger.notice("refused control request \"\(line)\": \(error)")
            return "error \(error.message)"
        }
    }

    private func reply(to fd: Int32, _ text: String) {
        let bytes = Array((text.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private func disconnect(_ fd: Int32) {
        clients.removeValue(forKey: fd)?.source.cancel()
        Glibc.close(fd)
    }
}

/// The control socket could not be created.
public struct ControlServerError: Error, CustomStringConvertible {
    /// The socket's path.
    public let path: String
    /// What the system refused (the errno's text).
    public let reason: String
    public var description: String {
        "cannot create the control socket \(path): \(reason); set FRAMEKIT_CONTROL_SOCKET to a writable path"
    }
}
