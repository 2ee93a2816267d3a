import Foundation
import Testing
@testable import FrameKit
import FrameKitLinux
import FrameKitTesting

/// A directory shaped like /sys/class/backlight/NAME: max_brightness 100, brightness 80.
func makeBacklightDirectory(level: Int = 80, maximum: Int = 100) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-backlight-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try "\(maximum)\n".write(toFile: path + "/max_brightness", atomically: true, encoding: .utf8)
    try "\(level)\n".write(toFile: path + "/brightness", atomically: true, encoding: .utf8)
    return path
}

func backlightLevel(_ path: String) -> Int? {
    (try? String(contentsOfFile: path + "/brightness", encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
}

/// A window filled by a white button that counts its taps, on a 400×300 panel.
@MainActor
private final class Kiosk {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    let button = UIButton(type: .custom)
    var taps = 0

    init() {
        button.frame = app.window.bounds
        button.backgroundColor = .white
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        app.window.addSubview(button)
        app.advance(by: 0.1)
    }

    func tap() {
        app.screen.handle(.touchDown(slot: 0, x: 200, y: 150, kind: .direct, time: app.loop.now))
        app.advance(by: 0.05)
        app.screen.handle(.touchUp(slot: 0, time: app.loop.now))
        app.advance(by: 0.05)
    }
}

@MainActor
@Suite(.serialized) struct PanelPowerTests {
    @Test func theIdleTimerDimsThenTurnsThePanelOffAndTheWakingTouchReachesNoView() throws {
        let kiosk = Kiosk()
        let app = kiosk.app
        let directory = try makeBacklightDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        app.screen.backlight = try #require(SysfsBacklight(path: directory))
        app.screen.setIdleTimeouts(dim: 30, blank: 60)
        app.advance(by: 29)
        #expect(backlightLevel(directory) == 80)
        app.advance(by: 1.5)
        #expect(backlightLevel(directory) == 24, "dimmed to 30 %")
        #expect(app.screen.brightness == 0.8, "the app still sees its own level")
        app.advance(by: 30)
        #expect(app.display.isBlanked && app.pixel(x: 200, y: 150) == 0x000000)
        #expect(app.loop.isIdle, "a blanked kiosk arms no timer and asks for no frame")
        kiosk.tap()
        #expect(!app.display.isBlanked && backlightLevel(directory) == 80)
        #expect(app.pixel(x: 200, y: 150) == 0xFFFFFF, "the picture is back")
        #expect(kiosk.taps == 0, "the waking touch was swallowed")
        kiosk.tap()
        #expect(kiosk.taps == 1)
    }

    @Test func aTouchOnADimmedPanelBrightensItAndStillWorks() throws {
        let kiosk = Kiosk()
        let directory = try makeBacklightDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        kiosk.app.screen.backlight = try #require(SysfsBacklight(path: directory))
        kiosk.app.screen.setIdleTimeouts(dim: 10, blank: nil)
        kiosk.app.advance(by: 11)
        #expect(backlightLevel(directory) == 24)
        kiosk.tap()
        #expect(backlightLevel(directory) == 80 && kiosk.taps == 1)
        kiosk.app.advance(by: 9)
        #expect(backlightLevel(directory) == 80, "the count started again at the touch")
    }

    @Test func withoutABacklightDimmingDarkensThePicture() throws {
        let kiosk = Kiosk()
        kiosk.app.screen.setIdleTimeouts(dim: 5, blank: nil)
        kiosk.app.advance(by: 6)
        #expect(kiosk.app.pixel(x: 200, y: 150) == 0x666666, "white under 60 % black")
        kiosk.tap()
        #expect(kiosk.app.pixel(x: 200, y: 150) == 0xFFFFFF && kiosk.taps == 1)
    }

    @Test func isIdleTimerDisabledKeepsThePanelLitAndWakesIt() throws {
        let kiosk = Kiosk()
        defer { UIApplication.shared.isIdleTimerDisabled = false }
        kiosk.app.screen.setIdleTimeouts(dim: nil, blank: 20)
        kiosk.app.advance(by: 21)
        #expect(kiosk.app.display.isBlanked)
        UIApplication.shared.isIdleTimerDisabled = true
        kiosk.app.advance(by: 0.1)
        #expect(!kiosk.app.display.isBlanked)
        kiosk.app.advance(by: 100)
        #expect(!kiosk.app.display.isBlanked)
        UIApplication.shared.isIdleTimerDisabled = false
        kiosk.app.advance(by: 21)
        #expect(kiosk.app.display.isBlanked)
    }

    @Test func brightnessReadsAndWritesTheBacklightAndPostsTheNotification() throws {
        let app = HeadlessApp()
        #expect(app.screen.brightness == 1, "no backlight: full brightness")
        LogCapture.shared.start()
        app.screen.brightness = 0.3
        app.screen.brightness = 0.4
        let log = LogCapture.shared.stop()
        #expect(log.components(separatedBy: "has no backlight").count == 2, "said once: \(log)")
        let directory = try makeBacklightDirectory(level: 10, maximum: 255)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        app.screen.backlight = try #require(SysfsBacklight(path: directory))
        #expect(abs(app.screen.brightness - 10.0 / 255) < 0.001)
        final class Counter: @unchecked Sendable { var count = 0 }
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIScreen.brightnessDidChangeNotification, object: app.screen, queue: nil
        ) { _ in posted.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.screen.brightness = 0.5
        #expect(backlightLevel(directory) == 128 && posted.count == 1)
        app.screen.brightness = 7
        #expect(backlightLevel(directory) == 255, "pinned to 1")
    }

    @Test func theBacklightIsTheConfiguredOneElseTheConnectorsElseTheFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-sysfs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func device(_ path: String, maximum: Int) throws {
            try FileManager.default.createDirectory(atPath: root + path, withIntermediateDirectories: true)
            try "\(maximum)".write(toFile: root + path + "/max_brightness", atomically: true, encoding: .utf8)
            try "1".write(toFile: root + path + "/brightness", atomically: true, encoding: .utf8)
        }
        #expect(try SysfsBacklight.find(configured: nil, connector: nil, root: root) == nil)
        try device("/sys/class/backlight/acpi_video0", maximum: 10)
        try device("/sys/class/backlight/intel_backlight", maximum: 1000)
        try device("/sys/class/drm/card0-eDP-1/intel_backlight", maximum: 1000)
        #expect(try SysfsBacklight.find(configured: nil, connector: nil, root: root)?.name == "acpi_video0")
        #expect(try SysfsBacklight.find(configured: nil, connector: "card0-eDP-1", root: root)?.maximum == 1000)
        // A second panel's own backlight is only the one linked under its connector: an HDMI panel has none.
        #expect(SysfsBacklight.attached(to: "card0-eDP-1", root: root)?.maximum == 1000)
        #expect(SysfsBacklight.attached(to: "card0-HDMI-A-1", root: root) == nil)
        #expect(try SysfsBacklight.find(configured: "intel_backlight", connector: nil, root: root)?.maximum == 1000)
        #expect(try SysfsBacklight.find(configured: "/sys/class/backlight/acpi_video0", connector: nil, root: root)?.maximum == 10)
        #expect(throws: DisplayPowerError.self) { try SysfsBacklight.find(configured: "rpi_backlight", connector: nil, root: root) }
        do {
            _ = try SysfsBacklight.find(configured: "rpi_backlight", connector: nil, root: root)
        } catch {
            #expect(error.message.contains("backlights here: acpi_video0, intel_backlight"))
        }
        #expect(SysfsBacklight.describeAll(root: root) == ["acpi_video0: 1/10", "intel_backlight: 1/1000"])
    }
}
