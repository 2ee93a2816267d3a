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
}
