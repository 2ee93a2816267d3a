import Foundation
import FrameKitTesting
import Testing

/// The KioskMenu and CheckIn examples run as a kiosk runs them, offscreen, in German and in Arabic
/// (`FRAMEKIT_LOCALE`): their first frames against references — German text, Arabic text mirrored right to left
/// (tabs, headers, the menu's grid, the form's fields and badge).
@Suite struct LocalizedExampleTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    /// Where `swift test` put the executables: beside the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    @Test(arguments: ["KioskMenu", "CheckIn"], ["de", "ar"])
    func firstFrameInTheLanguage(_ example: String, _ language: String) throws {
        let name = "\(example.lowercased())-\(language)"
        let frame = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: frame) }
        let process = Process()
        process.executableURL = Self.products.appendingPathComponent(example)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FRAMEKIT_") && !$0.key.hasPrefix("LC_") }
        environment.merge([
            "FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_SIZE": "800x480", "FRAMEKIT_LOCALE": language,
            "FRAMEKIT_OFFSCREEN_PNG": frame.path, "FRAMEKIT_LOG_LEVEL": "warning",
        ]) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let status = exitStatus(of: process, within: 60)
        if status == nil { _ = finish(process, within: 0) }
        #expect(status == 0, "\(example) did not end with status 0 after writing its first frame")
        let picture = try PixelBuffer.readPNG(from: frame)
        try picture.assertMatches(Self.snapshots.appendingPathComponent("\(name).png").path)
    }
}
