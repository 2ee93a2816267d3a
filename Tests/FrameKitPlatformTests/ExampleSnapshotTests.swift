import Foundation
import FrameKitTesting
import Testing

/// The examples run as a kiosk runs them, offscreen at 800×480, their first frames against references a person has
/// looked at: each example as it starts (so a screen that looks wrong — an empty button, a spinner left showing —
/// fails), and KioskMenu and CheckIn in German and in Arabic (`FRAMEKIT_LOCALE`): German text, Arabic text mirrored
/// right to left (tabs, headers, the menu's grid, the form's fields and badge). References are recorded with
/// `FRAMEKIT_RECORD_SNAPSHOTS=1`.
@Suite struct ExampleSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    /// Where `swift test` put the executables: beside the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    @Test(arguments: ["HelloKiosk", "KioskMenu", "CheckIn", "Signage", "Ported", "MuseumGuide"])
    func firstFrame(_ example: String) throws {
        try firstFrame(of: example, environment: [:]).assertMatches(Self.snapshots.appendingPathComponent("\(example.lowercased()).png").path)
    }

    @Test(arguments: ["KioskMenu", "CheckIn"], ["de", "ar"])
    func firstFrameInTheLanguage(_ example: String, _ language: String) throws {
        let picture = try firstFrame(of: example, environment: ["FRAMEKIT_LOCALE": language])
        try picture.assertMatches(Self.snapshots.appendingPathComponent("\(example.lowercased())-\(language).png").path)
    }

    /// MuseumGuide as a dim room runs it (`FRAMEKIT_APPEARANCE=dark`): the same screen in the system colours' dark
    /// values.
    @Test func museumGuideInTheDarkAppearance() throws {
        let picture = try firstFrame(of: "MuseumGuide", environment: ["FRAMEKIT_APPEARANCE": "dark"])
        try picture.assertMatches(Self.snapshots.appendingPathComponent("museumguide-dark.png").path)
    }

    /// KioskMenu with a second, customer-facing panel (`FRAMEKIT_OFFSCREEN_SIZE` lists two): the menu on the first
    /// as without one, the order on the second, which the app made its window for.
    @Test func kioskMenuShowsTheOrderOnASecondScreen() throws {
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("KioskMenu-\(UUID().uuidString)-2.png")
        defer { try? FileManager.default.removeItem(at: second) }
        let first = try firstFrame(
            of: "KioskMenu", environment: ["FRAMEKIT_OFFSCREEN_SIZE": "800x480,1024x600"],
            path: second.path.replacingOccurrences(of: "-2.png", with: ".png"))
        try first.assertMatches(Self.snapshots.appendingPathComponent("kioskmenu.png").path)
        let customer = try PixelBuffer.readPNG(from: second)
        #expect(customer.width == 1024 && customer.height == 600)
        try customer.assertMatches(Self.snapshots.appendingPathComponent("kioskmenu-customer.png").path)
    }

    /// The frame `example` writes when it first goes idle offscreen at 800×480 with `environment` (to `path`, else a
    /// temporary file).
    private func firstFrame(of example: String, environment extra: [String: String], path: String? = nil) throws -> PixelBuffer {
        let frame = path.map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("\(example)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: frame) }
        let process = Process()
        process.executableURL = Self.products.appendingPathComponent(example)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FRAMEKIT_") && !$0.key.hasPrefix("LC_") }
        environment.merge([
            "FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_SIZE": "800x480",
            "FRAMEKIT_OFFSCREEN_PNG": frame.path, "FRAMEKIT_LOG_LEVEL": "warning",
        ].merging(extra) { $1 }) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let status = exitStatus(of: process, within: 60)
        if status == nil { _ = finish(process, within: 0) }
        #expect(status == 0, "\(example) did not end with status 0 after writing its first frame")
        return try PixelBuffer.readPNG(from: frame)
    }
}
