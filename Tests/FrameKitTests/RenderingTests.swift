import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite struct RenderingTests {
    @Test func grid200SceneRenders() throws {
        let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080))
        let scene = Grid200Scene(in: app.window)
        try app.runUntilIdle()
        let snap = app.snapshot()
        try snap.writePNG(to: URL(fileURLWithPath: "/tmp/grid.png"))
        #expect(app.pixel(x: 2, y: 2) == 0x1A2B3C)
        #expect(app.pixel(x: 12, y: 12) == 0xE6E6E6)
        _ = scene
    }
}
