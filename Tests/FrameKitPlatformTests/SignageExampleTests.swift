import Foundation
import FrameKitPlatform
import FrameKitTesting
import Testing

/// The Signage example runs as a kiosk runs it (offscreen, 800×480, driven through its control socket): its photos
/// are made into screen-sized thumbnails and fill the screen; the gear opens its settings, whose "Keep the screen on"
/// switch holds the panel lit past the idle timeout; switched off again, the panel blanks, and the touch that wakes it
/// reaches no control.
@Suite struct SignageExampleTests {
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    @Test(.timeLimit(.minutes(2)))
    func photosFillTheScreenAndTheSettingsHoldThePanelOn() async throws {
        let app = try AppProcess(
            executable: Self.products.appendingPathComponent("Signage"),
            environment: [
                "FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_SIZE": "800x480", "FRAMEKIT_OFFSCREEN_EXIT": "never",
                "FRAMEKIT_LOG_LEVEL": "warning",
                "FRAMEKIT_IDLE_DIM": "5", "FRAMEKIT_IDLE_BLANK": "10",
            ])
        defer { app.stop() }
        try #require(try app.waitForOutput("Signage: 3 photos ready"), "\(app.output)")
        let sizes = try #require(app.output.split(separator: "\n").first { $0.contains("photos ready") })
        #expect(sizes.hasSuffix("800x480, 800x480, 800x480"), "thumbnails filling the 800×480 screen: \(sizes)")
        #expect(try litShare(of: screenshot(app)) > 0.95, "a photo fills the screen behind the logo and the dots")

        let gear = try #require(try element(of: app, kind: "UIButton"))
        #expect(gear.frame == [736, 20, 44, 44], "44 points, 20 in from the top right")
        try tapCentre(of: gear, in: app)
        let keepOn = try #require(try element(of: app, kind: "UISwitch"), "the settings did not open")
        #expect(keepOn.value == "0")
        // Touches wait until the presentation's animation ends, as UIKit ignores them during a transition.
        #expect(try poll(seconds: 20) {
            try tapCentre(of: keepOn, in: app)
            return try element(of: app, kind: "UISwitch")?.value == "1"
        })
        #expect(try app.waitForOutput("Signage: keep the screen on: true"))
        try await Task.sleep(for: .seconds(11))  // past FRAMEKIT_IDLE_BLANK without input (not holding a test thread)
        #expect(try app.control("status").contains("panel=awake"), "isIdleTimerDisabled holds the panel lit")

        try tapCentre(of: keepOn, in: app)
        #expect(try app.waitForOutput("Signage: keep the screen on: false"))
        #expect(try app.waitForStatus(containing: "panel=blanked"))
        try tapCentre(of: keepOn, in: app)
        #expect(try app.waitForStatus(containing: "panel=awake"))
        #expect(try element(of: app, kind: "UISwitch")?.value == "0", "the waking tap reached the switch")
        #expect(app.output.components(separatedBy: "keep the screen on:").count == 3, "\(app.output)")
    }

    @Test(.timeLimit(.minutes(2)))
    func anOffscreenRunWritesTheFrameItEndedOnNotTheOneBefore() throws {
        // `swift run Signage` as a new user runs it: the PNG written when it goes idle shows the photos it printed
        // were ready, not the spinner of the frame before (whose buffer is still in front until the last one's vsync).
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("signage-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let app = try AppProcess(
            executable: Self.products.appendingPathComponent("Signage"),
            environment: ["FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_PNG": png.path, "FRAMEKIT_LOG_LEVEL": "warning"])
        defer { app.stop() }
        #expect(app.terminateWhenDone(within: 60) == 0, "\(app.output)")
        #expect(app.output.contains("Signage: 3 photos ready"))
        #expect(try litShare(of: PixelBuffer.readPNG(from: png)) > 0.95, "the photo fills the written frame")
    }

    private func screenshot(_ app: AppProcess) throws -> PixelBuffer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("signage-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let reply = try app.control("screenshot", file.path)
        try #require(reply.hasPrefix("ok"), "screenshot: \(reply)")
        return try PixelBuffer.readPNG(from: file)
    }

    /// The share of pixels that are not black (the attract screen's background).
    private func litShare(of picture: PixelBuffer) -> Double {
        var lit = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture[x, y] & 0xFF_FFFF > 0x10_1010 { lit += 1 }
        }
        return Double(lit) / Double(picture.width * picture.height)
    }

    /// The first element of `kind` on screen, found through `framekit ctl describe` (polled: a presentation animates).
    private func element(of app: AppProcess, kind: String) throws -> AccessibilityNode? {
        var found: AccessibilityNode?
        _ = try poll(seconds: 20) {
            let reply = try app.control("--json", "describe")
            guard let json = reply.split(separator: " ", maxSplits: 1).last,
                let tree = try? JSONDecoder().decode(AccessibilityNode.self, from: Data(json.utf8))
            else { return false }
            found = first(kind, in: tree)
            return found != nil
        }
        return found
    }

    private func first(_ kind: String, in node: AccessibilityNode) -> AccessibilityNode? {
        node.kind == kind ? node : node.children.lazy.compactMap { first(kind, in: $0) }.first
    }

    private func tapCentre(of node: AccessibilityNode, in app: AppProcess) throws {
        let reply = try app.control("tap", "\(node.frame[0] + node.frame[2] / 2)", "\(node.frame[1] + node.frame[3] / 2)")
        try #require(reply.hasPrefix("ok"), "tap: \(reply)")
    }
}
