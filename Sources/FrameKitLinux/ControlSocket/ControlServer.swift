import CSystem
import Dispatch
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// The app's control socket: a Unix stream socket (mode 0600) on the main queue. Each line a client sends is a
/// `ControlRequest`; each gets one reply line, `ok …` or `error …`, written in full however long. A malformed request,
/// a client that vanishes or stalls, a flood of connections or a peer that may not use the socket never disturbs the
/// app: peers are checked by their credentials (`SO_PEERCRED`), at most `maximumClients` are connected at once (a new
/// one closes the least active), an idle one is dropped after `idleTimeout`, screenshots are rate-limited, and every
/// request is logged with the peer's uid and pid.
@MainActor
public final class ControlServer {
    /// The socket's path in the file system.
    public let path: String
    private let listener: Int32
    private var acceptSource: DispatchSourceRead?
    private var acceptSuspended = false
    private var clients: [Int32: ControlConnection] = [:]
    /// Drops idle clients; runs only while some are connected, so an idle app has no wake-ups from it.
    private var idleTimer: DispatchSourceTimer?
    private let allowedUsers: Set<UInt32>
    private var screenshots = ScreenshotBudget()
    private let handler: @MainActor (ControlRequest) -> String
    /// Made on each use, so a log handler installed after the server started still hears it.
    private var logger: Logger { Logger(label: "framekit.control") }
    /// The longest request line accepted.
    static let maximumLineLength = 4096
    /// The most connections open at once.
    static let maximumClients = 8
    /// How long a connection may send nothing (or leave its reply unread) before it is closed.
    static let idleTimeout: Duration = .seconds(10)
    /// The longest reply sent; a longer one (a `describe` of an enormous view tree) is replaced by an error.
    static let maximumReplyLength = 64 << 20

    /// Where the socket goes: `FRAMEKIT_CONTROL_SOCKET`, else `control.sock` in systemd's `RUNTIME_DIRECTORY`, else
    /// `framekit-control.sock` in `XDG_RUNTIME_DIR`; nil when none is set.
    public nonisolated static func defaultPath(configured: String?, environment: [String: String]) -> String? {
        if let configured { return configured }
        if let runtime = environment["RUNTIME_DIRECTORY"]?.split(separator: ":").first { return "\(runtime)/control.sock" }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return "\(runtime)/framekit-control.sock" }
        return nil
    }

    /// The users `access` lets in: root, and for `user` (or `auto` outside a systemd service, which sets
    /// `INVOCATION_ID`) the app's own.
    public nonisolated static func allowedUsers(_ access: ControlAccessChoice, environment: [String: String]) -> Set<UInt32> {
        let ownUser = access == .user || (access == .auto && environment["INVOCATION_ID"] == nil)
        return ownUser ? [0, getuid()] : [0]
    }

    /// Binds `path` (replacing a stale socket there) and starts accepting requests from processes of
    /// `allowedUsers`. `handler` answers requests; its reply is sent after `ok `.
    public init(
        path: String, allowedUsers: Set<UInt32> = [0, getuid()],
        handler: @escaping @MainActor (ControlRequest) throws(ControlRequestError) -> String
    ) throws {
        self.path = path
        self.allowedUsers = allowedUsers
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
        guard bound == 0, listen(listener, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw ControlServerError(path: path, reason: reason)
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: listener, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.acceptClients() } }
        source.resume()
        acceptSource = source
        logger.info("control socket at \(path), for uid \(allowedUsers.sorted().map(String.init).joined(separator: " and "))")
    }

    /// The listening socket and the connections open now.
    var descriptors: [Int32] { [listener] + clients.keys }

    /// Closes every connection and removes the socket file.
    public func close() {
        if acceptSuspended { acceptSource?.resume() }
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
        for fd in Array(clients.keys) {
            readClient(fd)
            if clients[fd] != nil { flush(fd) }
        }
    }

    private func acceptClients() {
        while true {
            let fd = fk_accept_cloexec(listener, 1)
            guard fd >= 0 else {
                if errno == EMFILE || errno == ENFILE { pauseAccepting() }
                return
            }
            var peer = fk_peer_credentials()
            guard fk_socket_peer(fd, &peer) == 0, allowedUsers.contains(peer.uid) else {
                logger.warning("control socket: refused uid \(peer.uid) (pid \(peer.pid)); it accepts uid \(allowedUsers.sorted())")
                refuse(fd, "error refused: uid \(peer.uid) may not use the control socket; FRAMEKIT_CONTROL_ACCESS says who may")
                continue
            }
            if clients.count >= Self.maximumClients, let (oldest, client) = clients.min(by: { $0.value.lastActive < $1.value.lastActive }) {
                // Connections left open must not lock out the operator's next command: the least active one goes.
                logger.notice("control socket: \(Self.maximumClients) clients connected; closed the least active one (pid \(client.peer.pid))")
                disconnect(oldest)
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readClient(fd) } }
            clients[fd] = ControlConnection(source: source, peer: peer)
            source.resume()
            startIdleTimer()
        }
    }

    /// Out of descriptors: accepting again at once would spin, so the listener rests a second (or until a client
    /// leaves).
    private func pauseAccepting() {
        guard !acceptSuspended, let acceptSource else { return }
        logger.warning("control socket: out of file descriptors; not accepting for a second")
        acceptSource.suspend()
        acceptSuspended = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in MainActor.assumeIsolated { self?.resumeAccepting() } }
    }

    private func resumeAccepting() {
        guard acceptSuspended else { return }
        acceptSuspended = false
        acceptSource?.resume()
    }

    /// Tells a connection why it is not served, without waiting for it, and closes it.
    private func refuse(_ fd: Int32, _ reason: String) {
        _ = Array((reason + "\n").utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        Glibc.close(fd)
    }

    private func readClient(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1024)
        let count = read(fd, &chunk, chunk.count)
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
        guard count > 0, var client = clients[fd] else { return disconnect(fd) }
        client.lastActive = .now
        client.input += chunk[..<count]
        while let newline = client.input.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: client.input[..<newline], as: UTF8.self)
            client.input.removeSubrange(...newline)
            client.queue(answer(line, from: client.peer))
        }
        if client.input.count > Self.maximumLineLength {
            client.queue("error request longer than \(Self.maximumLineLength) bytes")
            client.closesAfterReply = true
        }
        clients[fd] = client
        flush(fd)
    }

    private func answer(_ line: String, from peer: fk_peer_credentials) -> String {
        let request: ControlRequest
        do {
            request = try ControlRequest(line: line)
        } catch {
            logger.notice("refused control request \"\(line)\" from uid \(peer.uid) pid \(peer.pid): \(error)")
            return "error \(error.message)"
        }
        logger.notice("control request from uid \(peer.uid) pid \(peer.pid): \(line)")
        if case .screenshot = request, !screenshots.take(at: .now) {
            return "error busy: at most \(ScreenshotBudget.perSecond) screenshots a second; try again shortly"
        }
        let reply = handler(request)
        guard reply.utf8.count <= Self.maximumReplyLength else {
            return "error reply too large: \(reply.utf8.count) bytes, more than \(Self.maximumReplyLength)"
        }
        return reply
    }

    /// Sends what the socket takes now of `fd`'s pending replies; the rest goes when it is writable again.
    private func flush(_ fd: Int32) {
        guard var client = clients[fd] else { return }
        switch client.write(fd) {
        case .failed: return disconnect(fd)
        case .done where client.closesAfterReply: return disconnect(fd)
        case .done:
            client.writer?.cancel()
            client.writer = nil
        case .pending where client.writer == nil:
            let writer = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
            writer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.flush(fd) } }
            writer.resume()
            client.writer = writer
        case .pending: break
        }
        clients[fd] = client
    }

    private func startIdleTimer() {
        guard idleTimer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let period = Self.idleTimeout / 2
        timer.schedule(deadline: .now() + period.timeInterval, repeating: period.timeInterval)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.dropIdleClients() } }
        timer.resume()
        idleTimer = timer
    }

    /// Closes the connections that have been idle longer than `idleTimeout` at `now`.
    func dropIdleClients(at now: ContinuousClock.Instant = .now) {
        for (fd, client) in clients where now - client.lastActive > Self.idleTimeout {
            logger.notice("control socket: closed a connection of pid \(client.peer.pid) idle for \(Self.idleTimeout)")
            disconnect(fd)
        }
    }

    private func disconnect(_ fd: Int32) {
        guard let client = clients.removeValue(forKey: fd) else { return }
        client.source.cancel()
        client.writer?.cancel()
        Glibc.close(fd)
        if clients.isEmpty {
            idleTimer?.cancel()
            idleTimer = nil
        }
        resumeAccepting()
    }
}

/// One client of the control socket: what it sent that is not a whole line yet, and the replies it has not read.
private struct ControlConnection {
    let source: DispatchSourceRead
    let peer: fk_peer_credentials
    var input: [UInt8] = []
    var output: [UInt8] = []
    /// How much of `output` is sent.
    var sent = 0
    var writer: DispatchSourceWrite?
    var lastActive = ContinuousClock.now
    var closesAfterReply = false

    init(source: DispatchSourceRead, peer: fk_peer_credentials) {
        self.source = source
        self.peer = peer
    }

    enum WriteResult { case done, pending, failed }

    /// Adds a reply line (its newlines made spaces, so it stays one line).
    mutating func queue(_ reply: String) {
        output += Array((reply.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
    }

    /// Writes what the socket takes of the pending output.
    mutating func write(_ fd: Int32) -> WriteResult {
        while sent < output.count {
            let count = output.withUnsafeBytes {
                send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if count < 0 { return errno == EAGAIN || errno == EINTR ? .pending : .failed }
            sent += count
            lastActive = .now
        }
        (output, sent) = ([], 0)
        return .done
    }
}

/// Screenshots cost a frame's worth of encoding each: a token bucket of `burst`, refilled at `perSecond`.
struct ScreenshotBudget {
    static let perSecond = 2.0
    static let burst = 4.0
    private var tokens = burst
    private var last: ContinuousClock.Instant?

    /// Whether a screenshot may be taken at `now` (spending a token if so).
    mutating func take(at now: ContinuousClock.Instant) -> Bool {
        if let last { tokens = min(Self.burst, tokens + (now - last).timeInterval * Self.perSecond) }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

extension Duration {
    fileprivate var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
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
