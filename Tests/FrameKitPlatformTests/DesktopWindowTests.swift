import Foundation
import Testing

/// The desktop preview for real: HelloKiosk in a window on an X server (Xvfb), its pixels read back with `xwd`, the
/// mouse and keyboard driven with `xdotool`, its state asked through `framekit ctl`. Needs Debian's xvfb, xdotool
/// and x11-apps (scripts/install-deps.sh installs them) and the package's executables built (`swift test` builds
/// them beside the tests).
@Suite(.serialized) struct DesktopWindowTests {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/xwd"]
    static let toolsPresent = tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    /// Where `swift test` put the executables: beside the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    @Test(.enabled(if: toolsPresent, "needs Xvfb, xdotool and xwd: apt-get install -y xvfb xdotool x11-apps"))
    func helloKioskRunsInAWindowTakesClicksAndTypingAndFollowsResizeAndRotation() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try AppProcess(
            executable: Self.products.appendingPathComponent("HelloKiosk"), display: server.display,
            environment: ["FRAMEKIT_DISPLAY": "window", "FRAMEKIT_OFFSCREEN_SIZE": "800x600"])
        defer { app.stop() }

        // The window shows the first frame: the background, the red panel, at the size asked for.
        let window = try #require(try server.waitForWindow(named: "HelloKiosk"), "no HelloKiosk window:\n\(app.output)")
        #expect(window.width == 800 && window.height == 600)
        #expect(try server.waitForPixel(in: window, x: 10, y: 10, toBe: 0x1A2B3C), "\(app.output)")
        #expect(try server.screenshot().pixel(x: window.x + 79, y: window.y + 195) == 0xFF3B30)
        #expect(app.output.contains("FrameKit: display is window 800x600 rotated 0° on x11"))

        // A click on the button presses it (the mouse is a finger): the background changes.
        try server.run("/usr/bin/xdotool", "mousemove", "\(window.x + 124)", "\(window.y + 304)", "click", "1")
        #expect(try app.waitForOutput("HelloKiosk: button tapped 1"))
        #expect(try server.waitForPixel(in: window, x: 10, y: 10, toBe: 0x2B5C3C))

        // The text field has the focus: the desktop's keyboard types into it.
        try server.run("/usr/bin/xdotool", "type", "--delay", "60", "hi")
        #expect(try app.waitForOutput("HelloKiosk typed: hi"))

        // Resizing the window is a panel of another size; Control-R turns the interface.
        try server.run("/usr/bin/xdotool", "windowsize", window.id, "700", "500")
        #expect(try app.waitForStatus(containing: "size=700x500 rotation=0"))
        try server.run("/usr/bin/xdotool", "key", "ctrl+r")
        #expect(try app.waitForStatus(containing: "size=500x700 rotation=90"))

        #expect(app.terminate() == 0, "\(app.output)")
    }

    /// A second `FRAMEKIT_OFFSCREEN_SIZE` size is a second screen in a window of its own, to the right of the first,
    /// turned as `FRAMEKIT_ROTATION` names its output; KioskMenu shows the customer's order there. That window's
    /// mouse and rotate key are its screen's; the first window's stay the main screen's.
    @Test(.enabled(if: toolsPresent, "needs Xvfb, xdotool and xwd: apt-get install -y xvfb xdotool x11-apps"))
    func aSecondSizeIsASecondScreenInAWindowBesideTheFirst() throws {
        let server = try XServer(width: 1600, height: 900)
        defer { server.stop() }
        let app = try AppProcess(
            executable: Self.products.appendingPathComponent("KioskMenu"), display: server.display,
            environment: [
                "FRAMEKIT_DISPLAY": "window", "FRAMEKIT_OFFSCREEN_SIZE": "600x400,400x300",
                "FRAMEKIT_ROTATION": "0,WINDOW-2:90",
            ])
        defer { app.stop() }

        let main = try #require(try server.waitForWindow(named: "^KioskMenu$"), "no main window:\n\(app.output)")
        let second = try #require(try server.waitForWindow(named: "KioskMenu \\(screen 2\\)"), "no second window:\n\(app.output)")
        #expect(main.width == 600 && main.height == 400)
        #expect(second.width == 400 && second.height == 300)
        #expect(second.x == main.x + 608 && second.y == main.y)
        #expect(try app.waitForOutput("KioskMenu: showing the order on a second screen (300x400 points)"))
        // The customer's screen: its dark background, turned a quarter (the heading runs down the right side).
        #expect(try server.waitForPixel(in: second, x: 10, y: 10, toBe: 0x191E28), "\(app.output)")
        let screens = try app.control("screens")
        #expect(screens.contains("1: window 600x400 rotated 0° on x11, 600x400 points"), "\(screens)")
        #expect(screens.contains("2: window 400x300 rotated 90° on x11, 300x400 points"), "\(screens)")
        #expect(try app.control("screen", "2", "status").contains("input-devices=1"))
        #expect(try app.control("screen", "2", "describe").contains("label=\"€0.00\""))

        // A click on the first window's first dish adds it: the customer's screen shows the new total and the tip
        // choice, where a click in the second window (its screen turned a quarter) chooses 10 %.
        try server.run("/usr/bin/xdotool", "mousemove", "\(main.x + 150)", "\(main.y + 100)", "click", "1")
        #expect(try app.waitForOutput("KioskMenu: added"))
        var tips: CGRect?
        #expect(try poll(seconds: 20) {
            tips = try Self.frame(of: "UISegmentedControl", in: app.control("screen", "2", "describe"))
            return tips != nil
        })
        let tip = try #require(tips)
        // The third segment's centre, in the window's pixels: a quarter turn puts the screen's y along the window's
        // x, from its right edge.
        let (x, y) = (tip.minX + tip.width * 5 / 6, tip.midY)
        try server.run("/usr/bin/xdotool", "mousemove", "\(second.x + 400 - Int(y))", "\(second.y + Int(x))", "click", "1")
        #expect(try app.waitForOutput("KioskMenu: tip 10%"), "\(app.output)")

        // The pointer over the second window: Control-R turns that screen, not the main one.
        try server.run("/usr/bin/xdotool", "key", "ctrl+r")
        #expect(try app.waitForStatus(screen: 2, containing: "rotation=180"))
        #expect(try app.control("status").contains("rotation=0"))

        #expect(app.terminate() == 0, "\(app.output)")
    }
}

extension DesktopWindowTests {
    /// The frame `framekit ctl describe` gives the first view of `type`.
    static func frame(of type: String, in description: String) -> CGRect? {
        guard let line = description.split(separator: "\n").first(where: { $0.contains(type) }),
            let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]")
        else { return nil }
        let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// An Xvfb server on a display number of its own, for one test.
private final class XServer {
    let display: String
    private let process = Process()

    init(width: Int = 1024, height: Int = 768) throws {
        let number = (90..<200).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 99
        display = ":\(number)"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready once a client can ask it for its screen's size.
        guard try poll(seconds: 10, { try run("/usr/bin/xdotool", "getdisplaygeometry").hasPrefix("\(width) \(height)") }) else {
            stop()
            throw XServerError("Xvfb \(display) did not start")
        }
    }

    func stop() { _ = finish(process, within: 0) }

    /// Runs an X client on this display; its standard output.
    @discardableResult
    func run(_ executable: String, _ arguments: String...) throws -> String {
        String(decoding: try standardOutput(of: executable, arguments, environment: ["DISPLAY": display]), as: UTF8.self)
    }

    struct Window { var id: String, x: Int, y: Int, width: Int, height: Int }

    func waitForWindow(named name: String) throws -> Window? {
        var found: Window?
        _ = try poll(seconds: 20) {
            let ids = try run("/usr/bin/xdotool", "search", "--name", name).split(separator: "\n")
            guard let id = ids.first.map(String.init) else { return false }
            let shell = try run("/usr/bin/xdotool", "getwindowgeometry", "--shell", id)
            var values: [String: Int] = [:]
            for line in shell.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
            }
            guard let x = values["X"], let y = values["Y"], let w = values["WIDTH"], let h = values["HEIGHT"] else { return false }
            found = Window(id: id, x: x, y: y, width: w, height: h)
            return true
        }
        return found
    }

    /// The root window's pixels, through xwd; a busy machine's xwd sometimes gives nothing, so it tries a few times.
    func screenshot() throws -> XWDImage {
        var attempt = 0
        while true {
            do {
                return try XWDImage(standardOutput(of: "/usr/bin/xwd", ["-root", "-silent", "-display", display]))
            } catch where attempt < 4 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.25)
            }
        }
    }

    func waitForPixel(in window: Window, x: Int, y: Int, toBe rgb: UInt32) throws -> Bool {
        try poll(seconds: 20) { try screenshot().pixel(x: window.x + x, y: window.y + y) == rgb }
    }
}

/// An X window dump (xwd's format: a big-endian header, a colour map, then rows of pixels), read as 0xRRGGBB.
private struct XWDImage {
    let width: Int, height: Int, bytesPerPixel: Int, bytesPerLine: Int, pixelOffset: Int
    let data: [UInt8]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw XServerError("xwd gave \(bytes.count) bytes") }
        func field(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) } }
        self.data = bytes
        width = field(4)
        height = field(5)
        bytesPerPixel = field(11) / 8
        bytesPerLine = field(12)
        pixelOffset = field(0) + field(19) * 12
        guard field(7) == 0, bytesPerPixel >= 3, bytes.count >= pixelOffset + bytesPerLine * height else {
            throw XServerError("xwd image not 24/32-bit little-endian")
        }
    }

    func pixel(x: Int, y: Int) -> UInt32? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let at = pixelOffset + y * bytesPerLine + x * bytesPerPixel
        return UInt32(data[at + 2]) << 16 | UInt32(data[at + 1]) << 8 | UInt32(data[at])
    }
}

private struct XServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
