import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A display whose scanout turns the picture (a DRM primary plane that rotates) gets frames drawn unturned, in
/// buffers of the turned size, and must show exactly what the compositor's own turn shows: same panel pixels, same
/// touch mapping, same pointer arrow, at start and after rotating at run time.
@MainActor
@Suite struct ScanoutRotationTests {
    private static let panel = PixelSize(width: 160, height: 240)

    /// Something different in each corner, so that any wrong turn or mirror shows; returns a view to touch.
    private func build(_ app: HeadlessApp) -> TouchProbe {
        app.window.backgroundColor = UIColor(rgb: 0x203040)
        let colours: [UIColor] = [.red, .green, .blue, .orange]
        let size = app.screen.bounds.size
        for (i, colour) in colours.enumerated() {
            let corner = UIView(frame: CGRect(x: i % 2 == 0 ? 0 : size.width - 30, y: i < 2 ? 0 : size.height - 20, width: 30, height: 20))
            corner.backgroundColor = colour
            corner.autoresizingMask = [i % 2 == 0 ? .flexibleRightMargin : .flexibleLeftMargin, i < 2 ? .flexibleBottomMargin : .flexibleTopMargin]
            app.window.addSubview(corner)
        }
        let label = UILabel(frame: CGRect(x: 40, y: 40, width: 90, height: 30))
        label.text = "Turn"
        label.textColor = .white
        app.window.addSubview(label)
        let probe = TouchProbe(frame: CGRect(x: 50, y: 80, width: 40, height: 40))
        probe.backgroundColor = .systemYellow
        app.window.addSubview(probe)
        return probe
    }

    /// The panel picture of the compositor-turned app at `rotation`.
    private func softwarePanel(at rotation: DisplayRotation, start: DisplayRotation = .degrees0, pointer: CGPoint? = nil) throws -> PixelBuffer {
        let app = HeadlessApp(size: Self.panel, rotation: start)
        _ = build(app)
        try app.runUntilIdle()
        if rotation != start { InterfaceRotation(screen: app.screen, to: rotation).run() }
        if let pointer { app.pointerMove(to: pointer) }
        try app.runUntilIdle()
        return app.nativeSnapshot()
    }

    private func expectSame(_ a: PixelBuffer, _ b: PixelBuffer, _ what: String) {
        let diff = SnapshotComparison.difference(a, b, tolerance: 0)
        #expect(diff?.count == 0, "\(what): \(diff.map { "\($0.count) pixels differ" } ?? "sizes differ")")
    }

    @Test func framesComeUnturnedAndThePanelMatchesTheCompositorsTurn() throws {
        for rotation in [DisplayRotation.degrees90, .degrees180, .degrees270] {
            let reference = try softwarePanel(at: rotation, start: rotation)
            let app = HeadlessApp(size: Self.panel, rotation: rotation, scanoutRotates: true)
            let probe = build(app)
            try app.runUntilIdle()
            let logical = rotation.logicalSize(forNative: Self.panel)
            #expect(app.display.frameSize == logical)
            #expect(app.display.frameRotation == .degrees0)
            let frame = try #require(app.display.frontBuffer)
            #expect((frame.width, frame.height) == (logical.width, logical.height))
            expectSame(frame, app.snapshot(), "the frame at \(rotation) is the UI upright")
            expectSame(app.nativeSnapshot(), reference, "the panel at \(rotation)")
            // A touchscreen reports panel pixels; the touch must land where the UI shows the probe.
            let p = CGPoint(x: 60, y: 90).applying(rotation.logicalToNative(native: Self.panel))
            try app.send(.touchDown(slot: 0, x: Double(p.x), y: Double(p.y), kind: .direct, time: app.loop.now))
            try app.send(.touchUp(slot: 0, time: app.loop.now))
            #expect(probe.lastLocation == CGPoint(x: 10, y: 10), "touch at \(rotation)")
        }
    }

    @Test func rotatingAtRunTimeReplacesTheBuffersAndRedrawsEverything() throws {
        let app = HeadlessApp(size: Self.panel, scanoutRotates: true)
        _ = build(app)
        try app.runUntilIdle()
        for rotation in [DisplayRotation.degrees90, .degrees180, .degrees270, .degrees0] {
            InterfaceRotation(screen: app.screen, to: rotation).run()
            try app.runUntilIdle()
            let logical = rotation.logicalSize(forNative: Self.panel)
            let frame = try #require(app.display.frontBuffer, "a frame after turning to \(rotation)")
            #expect((frame.width, frame.height) == (logical.width, logical.height))
            expectSame(app.nativeSnapshot(), try softwarePanel(at: rotation), "the panel after turning to \(rotation)")
        }
    }

    @Test func thePointerArrowIsDrawnWhereThePanelShowsIt() throws {
        let pointer = CGPoint(x: 100, y: 50)
        let app = HeadlessApp(size: Self.panel, rotation: .degrees90, scanoutRotates: true)
        _ = build(app)
        try app.runUntilIdle()
        let before = app.nativeSnapshot()
        app.pointerMove(to: pointer)
        try app.runUntilIdle()
        let panel = app.nativeSnapshot()
        #expect(SnapshotComparison.difference(panel, before, tolerance: 0)?.count ?? 0 > 0, "the arrow is drawn")
        expectSame(panel, try softwarePanel(at: .degrees90, start: .degrees90, pointer: pointer), "the panel with the arrow")
    }
}
