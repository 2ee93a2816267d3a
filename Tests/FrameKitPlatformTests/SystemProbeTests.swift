import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

@Suite struct SystemProbeTests {
    private let devices = """
        I: Bus=0018 Vendor=0416 Product=038f Version=0100
        N: Name="Goodix Capacitive TouchScreen"
        H: Handlers=event2
        B: PROP=2
        B: EV=b
        B: KEY=400 0 0 0 0 0
        B: ABS=2658000 3

        I: Bus=0003 Vendor=046d Product=c077 Version=0111
        N: Name="Logitech USB Optical Mouse"
        H: Handlers=mouse0 event3
        B: PROP=0
        B: EV=17
        B: REL=903

        I: Bus=0003 Vendor=04d9 Product=1603 Version=0110
        N: Name="USB Keyboard"
        H: Handlers=sysrq kbd leds event4
        B: PROP=0
        B: EV=120013
        B: KEY=1000000000007 ff9f207ac14057ff febeffdfffefffff fffffffffffffffe

        """

    @Test func inputDevicesAreClassifiedFromTheirCapabilityBits() {
        let found = SystemProbe.parseInputDevices(devices)
        #expect(found == [
            .init(name: "Goodix Capacitive TouchScreen", node: "/dev/input/event2", kind: "touchscreen"),
            .init(name: "Logitech USB Optical Mouse", node: "/dev/input/event3", kind: "pointer"),
            .init(name: "USB Keyboard", node: "/dev/input/event4", kind: "keyboard"),
        ])
    }

    @Test func aFakeBoardReportsItsCardsConnectorsAndConsole() throws {
        let root = NSTemporaryDirectory() + "framekit-probe-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        try write("/sys/class/drm/card0/dev", "226:0\n")
        try write("/sys/class/drm/card0-HDMI-A-1/status", "connected\n")
        try write("/sys/class/drm/card0-HDMI-A-1/modes", "1920x1080\n1280x720\n")
        try write("/sys/class/drm/card0-DSI-1/status", "disconnected\n")
        try write("/sys/class/tty/tty0/active", "tty1\n")
        try write("/proc/bus/input/devices", devices)
        try write("/sys/class/input/event2/dev", "13:66\n")
        try write("/run/udev/data/c13:66", "E:ID_INPUT=1\nE:ID_INPUT_TOUCHSCREEN=1\nE:WL_OUTPUT=DSI-1\n")
        let probe = SystemProbe(root: root, environment: [:])
        #expect(probe.cards == [.init(name: "card0", driver: nil, connectors: [
            .init(name: "DSI-1", status: "disconnected", modes: []),
            .init(name: "HDMI-A-1", status: "connected", modes: ["1920x1080", "1280x720"]),
        ])])
        let text = probe.text
        #expect(text.contains("    HDMI-A-1 connected: 1920x1080, 1280x720"))
        #expect(text.contains("  /dev/input/event2 touchscreen: Goodix Capacitive TouchScreen → the screen on DSI-1 (udev WL_OUTPUT)"))
        #expect(SystemProbe.touchscreenOutputs(root: root, environment: [:]) == ["DSI-1"], "the main screen's panel")
        let configured = SystemProbe(root: root, environment: ["FRAMEKIT_TOUCH_OUTPUT": "event2:HDMI-A-1"]).text
        #expect(configured.contains("Goodix Capacitive TouchScreen → the screen on HDMI-A-1 (FRAMEKIT_TOUCH_OUTPUT)"))
        #expect(text.contains("PSI: not available"))
        #expect(text.contains("active VT: tty1"))
        #expect(text.contains("no seat manager"))
    }

    @Test func anEmptyMachineSaysWhatIsMissing() {
        let text = SystemProbe(root: "/nonexistent-root", environment: [:]).text
        #expect(text.contains("none (no /sys/class/drm/card*): no KMS driver loaded"))
        #expect(text.contains("warnings would come from: MemAvailable"))
    }
}
