import Foundation
import FrameKitTesting
import Testing

/// The KioskMenu example run as a kiosk runs it, offscreen, in German and in Arabic (`FRAMEKIT_LOCALE`): its first
/// frame against a reference — German text, Arabic text mirrored right to left (tabs, header, navigation bar).
@Suite struct LocalizedExampleTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    /// Where `swift test` put the executables: beside the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    @Test(arguments: ["de", "ar"])
    func kioskMenusFirstFrameInTheLanguage(_ language: String) throws {
        let frame = FileManager.default.temporaryDirectory.appendingPathComponent("kioskmenu-\(language)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: frame) }
        let process = Process()
        process.executableURL = Self.products.appendingPathComponent("KioskMenu")
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FRAMEKIT_") && !$0.key.hasPrefix("LC_") }
        environment.merge([
            "FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_SIZE": "800x480", "FRAMEKIT_LOCALE": language,
            "FRAMEKIT_OFFSCREEN_PNG": frame.path, "FRAMEKIT_LOG_LEVEL": "warning",
        ]) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let picture = try PixelBuffer.readPNG(from: frame)
        try picture.assertMatches(Self.snapshots.appendingPathComponent("kioskmenu-\(language).png").path)
    }
}
