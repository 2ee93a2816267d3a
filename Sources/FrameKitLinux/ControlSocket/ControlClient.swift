import Foundation
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// Sends one request line to a control socket and reads the reply line (`framekit ctl`, remote tests).
public enum ControlClient {
    /// The app could not be reached or did not answer; `description` says which and why.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The reply to `line`, or why the app could not be reached. Waits at most `timeout` seconds for the reply.
    public static func send(_ line: String, to path: String, timeout: Int = 10) -> Result<String, Failure> {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Failure(description: "socket: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else {
            return .failure(Failure(description: "\(path): path too long"))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let reason = errno == ENOENT || errno == ECONNREFUSED
                ? "no app is listening (is it running, and with FRAMEKIT_CONTROL_SOCKET=\(path)?)"
                : String(cString: strerror(errno))
            return .failure(Failure(description: "cannot connect to \(path): \(reason)"))
        }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let request = Array((line + "\n").utf8)
        guard request.withUnsafeBytes({ Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            return .failure(Failure(description: "cannot send to \(path): \(String(cString: strerror(errno)))"))
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else {
                return .failure(Failure(description: "no reply from \(path) within \(timeout) s"))
            }
            reply += chunk[..<count]
            if chunk[..<count].contains(UInt8(ascii: "\n")) { break }
        }
        return .success(String(decoding: reply.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self))
    }
}
