import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// A datagram socket bound where systemd's would be, to read what the app sends.
private final class NotifyListener {
    let path: String
    let descriptor: Int32

    init(abstract: Bool) throws {
        let name = "framekit-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        path = abstract ? "@" + name : NSTemporaryDirectory() + name
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if abstract { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        try #require(result == 0, "bind \(path): errno \(errno)")
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
        if !path.hasPrefix("@") { unlink(path) }
    }

    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }
}

@Suite struct ServiceManagerTests {
    @Test func noNotifySocketMeansNoServiceManager() throws {
        #expect(try ServiceManager(environment: [:]) == nil)
    }

    @Test func messagesAreKeyValueLinesThatCannotInjectFields() {
        #expect(ServiceManager.message(["READY": "1", "STATUS": "showing on DRM card0"]) == "READY=1\nSTATUS=showing on DRM card0")
        #expect(ServiceManager.message(["STATUS": "two\nWATCHDOG=trigger"]) == "STATUS=two WATCHDOG=trigger")
    }

    @Test func notificationsReachAPathSocketAndAnAbstractOne() throws {
        for abstract in [false, true] {
            let listener = try NotifyListener(abstract: abstract)
            let manager = try #require(try ServiceManager(environment: ["NOTIFY_SOCKET": listener.path]))
            manager.ready(status: "showing on offscreen 800x480")
            #expect(listener.receive() == "READY=1\nSTATUS=showing on offscreen 800x480")
            manager.watchdogPing()
            #expect(listener.receive() == "WATCHDOG=1")
            manager.stopping()
            #expect(listener.receive() == "STOPPING=1\nSTATUS=stopping")
        }
    }

    @Test func theWatchdogIntervalIsHalfWatchdogUsecForThisProcessOnly() throws {
        let base = ["NOTIFY_SOCKET": "/run/systemd/notify"]
        #expect(try ServiceManager(environment: base)?.watchdogInterval == nil)
        let env = base.merging(["WATCHDOG_USEC": "10000000"]) { $1 }
        #expect(try ServiceManager(environment: env, pid: 42)?.watchdogInterval == 5)
        #expect(try ServiceManager(environment: env.merging(["WATCHDOG_PID": "42"]) { $1 }, pid: 42)?.watchdogInterval == 5)
        #expect(try ServiceManager(environment: env.merging(["WATCHDOG_PID": "7"]) { $1 }, pid: 42)?.watchdogInterval == nil)
        #expect(try ServiceManager(environment: base.merging(["WATCHDOG_USEC": "soon"]) { $1 })?.watchdogInterval == nil)
    }

    @Test func aMalformedSocketPathIsAnErrorNamingIt() {
        #expect(throws: ServiceManagerError.badSocketPath("relative/notify")) {
            try ServiceManager(environment: ["NOTIFY_SOCKET": "relative/notify"])
        }
        #expect("\(ServiceManagerError.badSocketPath("x"))".contains("NOTIFY_SOCKET=\"x\""))
    }

    @Test func aMissingListenerIsReportedNotFatal() throws {
        let manager = try #require(try ServiceManager(environment: ["NOTIFY_SOCKET": "/nonexistent/notify"]))
        #expect(throws: ServiceManagerError.self) { try manager.send("READY=1") }
    }
}
