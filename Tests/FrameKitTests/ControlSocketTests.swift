import Foundation
import Synchronization
import Testing
@testable import FrameKit
@testable import FrameKitPlatform
@testable import FrameKitLinux
import FrameKitTesting

/// Sends `line` from another thread, as `framekit ctl` would, while this (main-actor) test serves the socket by hand:
/// the test never suspends, so no other test can swap `UIScreen.main` under it.
@MainActor
private func request(_ line: String, _ server: ControlServer) -> String {
    let reply = Mutex<String?>(nil)
    let path = server.path
    DispatchQueue.global().async {
        let text = switch ControlClient.send(line, to: path, timeout: 5) {
        case .success(let answer): answer
        case .failure(let error): "client failure: \(error)"
        }
        reply.withLock { $0 = text }
    }
    for _ in 0..<2500 {
        server.processPendingConnections()
        if let text = reply.withLock({ $0 }) { return text }
        usleep(2000)
    }
    return "no reply"
}

@MainActor
@Suite struct ControlSocketTests {
    @Test func aRunningAppAnswersItsControlSocket() throws {
        let f = LifecycleFixture()
        let root = f.controller("A")
        try f.show(root)
        let button = f.addButton(to: root.view, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try f.app.runUntilIdle()
        let path = NSTemporaryDirectory() + "framekit-control-\(UUID().uuidString.prefix(8)).sock"
        let server = try ControlServer(path: path) { request throws(ControlRequestError) in
            try UIApplication.shared.handleControlRequest(request)
        }
        defer { server.close() }
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        #expect(request("frobnicate", server).hasPrefix("error unknown command 'frobnicate'"))
        let status = request("status", server)
        #expect(status.hasPrefix("ok display=\"offscreen 800x480 rotated 0°\" size=800x480"))
        #expect(status.contains(" recent-frames-ms=") && !status.contains("recent-frames-ms=none"), "\(status)")
        #expect(f.app.screen.recentFrameDurations.count <= 120 && !f.app.screen.recentFrameDurations.isEmpty)
        #expect(request("tap 50 50", server) == "ok tapped (50.0, 50.0)")
        try f.app.runUntilIdle()
        #expect(button.taps == 1)
        #expect(request("tap 900 50", server).hasPrefix("error (900.0, 50.0) is outside the screen"))
        #expect(request("rotate 270", server) == "ok rotation 270° (portrait)")
        #expect(f.recorder.entries.contains("A viewWillTransition(to: 480x800)"))
        try f.app.runUntilIdle()
        let png = NSTemporaryDirectory() + "framekit-shot-\(UUID().uuidString.prefix(8)).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        #expect(request("screenshot \(png)", server) == "ok wrote \(png) (480x800)")
        let shot = try PixelBuffer.decodePNG(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(shot.width == 480 && shot.height == 800)
        f.recorder.reset()
        #expect(request("memory-warning", server) == "ok memory warning delivered")
        #expect(f.recorder.entries == ["A didReceiveMemoryWarning"])
        f.recorder.reset()
        #expect(request("content-size extraExtraLarge", server) == "ok content size extraextralarge")
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(f.recorder.entries.contains("A traitCollectionDidChange"))
        UIApplication.shared.preferredContentSizeCategory = .large
    }

    @Test func requestsAddressAScreenByItsNumber() throws {
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300))
        let window = shownWindow(on: customer)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        try headless.runUntilIdle()
        let server = try server()
        defer { server.close() }
        #expect(request("screens", server)
            == "ok 1: offscreen 320x240 rotated 0°, 320x240 points; 2: offscreen 400x300 rotated 0°, 400x300 points")
        #expect(request("screen 2 status", server).hasPrefix("ok display=\"offscreen 400x300 rotated 0°\" size=400x300"))
        #expect(request("screen 2 tap 50 50", server) == "ok tapped (50.0, 50.0)")
        try headless.runUntilIdle()
        #expect(taps == 1)
        #expect(request("screen 3 status", server) == "error there is no screen 3: 2 connected (screens lists them)")
        // The operator turns the second panel; the main screen stays as it was.
        #expect(request("screen 2 rotate 90", server) == "ok rotation 90° of offscreen 400x300 rotated 90°")
        try headless.runUntilIdle()
        #expect(customer.bounds.size == CGSize(width: 300, height: 400) && window.frame.size == CGSize(width: 300, height: 400))
        #expect(headless.screen.rotation == .degrees0)
        window.isHidden = true
        try headless.runUntilIdle()
        #expect(request("screens", server).hasSuffix("2: offscreen 400x300 rotated 90°, 300x400 points, mirroring 1"))
    }

    @Test func aDisallowedRotationIsRefused() throws {
        let f = LifecycleFixture()
        try f.show(f.controller("A"))
        UIApplication.shared.supportedInterfaceOrientations = .landscape
        defer { UIApplication.shared.supportedInterfaceOrientations = .all }
        let path = NSTemporaryDirectory() + "framekit-control-\(UUID().uuidString.prefix(8)).sock"
        let server = try ControlServer(path: path) { request throws(ControlRequestError) in
            try UIApplication.shared.handleControlRequest(request)
        }
        defer { server.close() }
        #expect(request("rotate 90", server) == "error rotation 90° (portraitUpsideDown) is not allowed by the app or its top view controller")
        #expect(f.app.screen.rotation == .degrees0)
    }

    private func server(allowing users: Set<UInt32> = [0, getuid()]) throws -> ControlServer {
        let path = NSTemporaryDirectory() + "framekit-control-\(UUID().uuidString.prefix(8)).sock"
        return try ControlServer(path: path, allowedUsers: users) { request throws(ControlRequestError) in
            try UIApplication.shared.handleControlRequest(request)
        }
    }

    /// A connection that sends nothing, as a stalled or hostile client holds one.
    private func idleConnection(to path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return fd
    }

    @Test func aPeerOfAnotherUserIsRefusedByItsCredentialsAndLogged() throws {
        let f = LifecycleFixture()
        try f.show(f.controller("A"))
        // The socket file's mode keeps other users out; the peer check is what keeps the app's own user (its web
        // content process) out of a kiosk service. Here no uid of this process is allowed.
        let server = try server(allowing: [54321])
        defer { server.close() }
        LogCapture.shared.start()
        let reply = request("tap 10 10", server)
        let log = LogCapture.shared.stop()
        #expect(reply == "error refused: uid \(getuid()) may not use the control socket; FRAMEKIT_CONTROL_ACCESS says who may")
        #expect(log.contains("refused uid \(getuid()) (pid \(getpid()))"), "\(log)")
        #expect(ControlServer.allowedUsers(.root, environment: [:]) == [0])
        #expect(ControlServer.allowedUsers(.auto, environment: ["INVOCATION_ID": "1f"]) == [0], "a systemd service")
        #expect(ControlServer.allowedUsers(.auto, environment: [:]) == [0, getuid()])
        #expect(ControlServer.allowedUsers(.user, environment: ["INVOCATION_ID": "1f"]) == [0, getuid()])
    }

    @Test func everyRequestIsLoggedWithThePeersUidAndPid() throws {
        let f = LifecycleFixture()
        try f.show(f.controller("A"))
        let server = try server()
        defer { server.close() }
        LogCapture.shared.start()
        _ = request("memory-warning", server)
        let log = LogCapture.shared.stop()
        #expect(log.contains("control request from uid \(getuid()) pid \(getpid()): memory-warning"), "\(log)")
    }

    @Test func aDescribeOfFiveThousandViewsArrivesWhole() throws {
        let f = LifecycleFixture()
        let root = f.controller("A")
        try f.show(root)
        for index in 0..<5000 {
            let label = UILabel(frame: CGRect(x: index % 80, y: index / 80, width: 40, height: 10))
            label.text = "label \(index)"
            root.view.addSubview(label)
        }
        try f.app.runUntilIdle()
        let server = try server()
        defer { server.close() }
        // Far more than a socket buffer holds: it is written as the client reads.
        let reply = request("describe", server)
        #expect(reply.utf8.count > 500_000, "\(reply.utf8.count) bytes")
        #expect(reply.contains("label 0") && reply.contains("label 4999"))
    }

    @Test func aThousandIdleConnectionsNeitherLockOutACommandNorStayOpen() throws {
        let f = LifecycleFixture()
        try f.show(f.controller("A"))
        let server = try server()
        defer { server.close() }
        var idle: [Int32] = []
        defer { for fd in idle { close(fd) } }
        for _ in 0..<1000 {
            idle.append(idleConnection(to: server.path))
            if idle.count % 8 == 0 { server.processPendingConnections() }
        }
        server.processPendingConnections()
        #expect(server.descriptors.count <= 1 + ControlServer.maximumClients)
        #expect(request("status", server).hasPrefix("ok display="))
        // Those still open are closed once idle for longer than the timeout.
        server.dropIdleClients(at: .now + ControlServer.idleTimeout + .seconds(1))
        #expect(server.descriptors.count == 1)
    }

    @Test func screenshotsAreRateLimited() {
        var budget = ScreenshotBudget()
        let start = ContinuousClock.now
        var taken: [Bool] = []
        for _ in 0..<5 { taken.append(budget.take(at: start)) }
        #expect(taken == [true, true, true, true, false])
        let later = budget.take(at: start + .milliseconds(500)), sooner = budget.take(at: start + .milliseconds(600))
        #expect(later, "two a second come back")
        #expect(!sooner)
    }
}
