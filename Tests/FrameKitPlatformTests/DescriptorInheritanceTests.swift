import Foundation
import Testing
import FrameKitPlatform
@testable import FrameKitLinux

/// A child process an app starts — WebKit's web and network processes are started with every descriptor the app
/// holds without close-on-exec — must not keep FrameKit's sockets and pipes open: a kept connection never reports its
/// end, and a kept device stays open after the app lets it go.
@MainActor
@Suite struct DescriptorInheritanceTests {
    @Test func aChildProcessKeepsNoneOfFrameKitsDescriptors() throws {
        let directory = NSTemporaryDirectory() + "framekit-fds-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let server = try ControlServer(path: directory + "/control.sock") { _ throws(ControlRequestError) in "" }
        defer { server.close() }
        let client = try connect(to: server.path)
        defer { close(client) }
        server.processPendingConnections()
        #expect(server.descriptors.count == 2, "the listener and the accepted connection")

        let fifo = directory + "/pressure.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let monitor = MemoryPressureMonitor(source: .notifier(path: fifo)) { _ in }
        try monitor.start()
        defer { monitor.stop() }

        // A descriptor opened the ordinary way is inherited: it shows the check sees what a child keeps.
        let inheritable = open("/dev/null", O_RDONLY)
        defer { close(inheritable) }
        let frameKit = server.descriptors + monitor.descriptors
        #expect(frameKit.count == 4)
        #expect(try descriptorsOpenInAChild(among: frameKit + [inheritable]) == [inheritable])
    }

    private func connect(to path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(connected == 0, "connecting to \(path): \(String(cString: strerror(errno)))")
        return fd
    }

    /// Which of `descriptors` a shell started with posix_spawn — which, unlike Foundation's `Process`, passes on
    /// whatever is not close-on-exec, as WebKit's launcher does — finds open.
    private func descriptorsOpenInAChild(among descriptors: [Int32]) throws -> [Int32] {
        let output = NSTemporaryDirectory() + "framekit-fds-\(UUID().uuidString.prefix(8)).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let script = "for n in \(descriptors.map(String.init).joined(separator: " ")); do [ -e /proc/self/fd/$n ] && echo $n; done; exit 0"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sh", &actions, nil, arguments, environ) == 0)
        var status: Int32 = 0
        try #require(waitpid(pid, &status, 0) == pid)
        return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
    }
}
