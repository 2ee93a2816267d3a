import CSystem
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.0 server on 127.0.0.1 for web view tests and benchmarks (no outside network): each GET gets the
/// page registered for its path (the query left out), or a 404. One thread accepts connections until `stop()`, each
/// answered on a thread of its own; `onRequest` hears each request's path and query on that thread (a page's
/// beacons).
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// What the server sends for one path.
    public struct Page {
        /// The HTTP status code.
        public var status: Int
        /// The Content-Type.
        public var type: String
        /// The response body.
        public var body: String
        /// A page of `body`, `type` and `status`.
        public init(status: Int = 200, type: String = "text/html", body: String) {
            (self.status, self.type, self.body) = (status, type, body)
        }
    }

    /// The port the server listens on (chosen by the system).
    public private(set) var port: UInt16 = 0
    private let listener: Int32
    private let pages: [String: Page]
    private let onRequest: (@Sendable (String) -> Void)?
    private let lock = NSLock()
    private var paths: [String] = []

    /// Starts serving `pages` on a free port of 127.0.0.1; throws when no socket can be opened.
    public init(pages: [String: Page], onRequest: (@Sendable (String) -> Void)? = nil) throws {
        self.pages = pages
        self.onRequest = onRequest
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    /// The base URL, ending in a slash.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// The paths asked for, in order.
    public var requestedPaths: [String] { lock.withLock { paths } }

    /// Stops serving: the listening socket is closed and the server's thread ends.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Each connection is answered on a thread of its own: WebKit may open a connection ahead of need and send nothing
    /// on it for a long while, and one answered in turn would hold every later request back behind it.
    private func serve() {
        while true {
            let client = fk_accept_cloexec(listener, 0)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in
                answer(client)
                close(client)
            }
        }
    }

    private func answer(_ client: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536, !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        lock.withLock { paths.append(path) }
        onRequest?(path)
        let page = pages[String(path.prefix { $0 != "?" })] ?? Page(status: 404, body: "<title>Not found</title>not found")
        let body = Array(page.body.utf8)
        let head = "HTTP/1.0 \(page.status) \(page.status == 200 ? "OK" : "Not Found")\r\nContent-Type: \(page.type)\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let response = Array(head.utf8) + body
        var sent = 0
        while sent < response.count {
            let count = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
