import Foundation
import FrameKitGraphics
import FrameKitPlatform

/// What a person bringing up a board needs to know, read from sysfs and procfs (and DRM nodes, read-only, no master,
/// so it works while an app holds the display): DRM cards and their connectors and modes, framebuffers, input devices, memory
/// pressure support, the seat and the console. `framekit probe` prints it. Planes and whether they rotate are read
/// through the card's device node (libdrm, no DRM master needed) when it can be opened.
public struct SystemProbe: Sendable {
    /// A DRM connector: a port a panel plugs into.
    public struct Connector: Sendable, Equatable {
        /// Its name (`HDMI-A-1`).
        public var name: String
        /// `connected`, `disconnected` or `unknown`.
        public var status: String
        /// Its modes, preferred first (`1920x1080@60`).
        public var modes: [String]
        /// The kernel's "panel orientation" for built-in panels (read through the device node), if any.
        public var panelOrientation: PanelOrientation? = nil
    }

    /// A DRM card.
    public struct Card: Sendable, Equatable {
        /// Its name (`card1`).
        public var name: String
        /// Its kernel driver, if known.
        public var driver: String?
        /// Its connectors.
        public var connectors: [Connector]
        /// Read through the device node when it can be opened (libdrm); empty otherwise.
        public var planes: [DRMPlaneInfo] = []
    }

    /// An input device the kernel sees.
    public struct InputDevice: Sendable, Equatable {
        /// Its name as the kernel gives it.
        public var name: String
        /// Its `/dev/input/event*` node.
        public var node: String?
        /// touchscreen, pointer, keyboard or other, from the capability bits.
        public var kind: String
        /// For a touchscreen on a panel other than the main one: the connector and who said so
        /// (`FRAMEKIT_TOUCH_OUTPUT`, or udev's `WL_OUTPUT`).
        public var output: (connector: String, source: String)? = nil

        public static func == (a: InputDevice, b: InputDevice) -> Bool {
            a.name == b.name && a.node == b.node && a.kind == b.kind && a.output?.connector == b.output?.connector
                && a.output?.source == b.output?.source
        }
    }

    /// The DRM cards.
    public var cards: [Card] = []
    /// The fbdev framebuffers (`/dev/fb0: name`).
    public var framebuffers: [String] = []
    /// The input devices.
    public var inputDevices: [InputDevice] = []
    /// How memory pressure can be watched (PSI, cgroup v2 events), line by line.
    public var pressure: [String] = []
    /// The seat and session FrameKit would use, line by line.
    public var seat: [String] = []
    /// The virtual terminal and its mode, line by line.
    public var console: [String] = []
    /// Whether each library the hardware backends load on demand is there (`PlatformLibrary`).
    public var libraries: [String] = []
    /// The backlight class's devices, "NAME: LEVEL/MAX".
    public var backlights: [String] = []

    /// Reads everything under `root` (a fake tree in tests).
    public init(root: String = "", environment: [String: String] = ProcessInfo.processInfo.environment) {
        cards = Self.cards(root: root)
        framebuffers = Self.entries(root + "/sys/class/graphics").filter { $0.hasPrefix("fb") && Int($0.dropFirst(2)) != nil }.map { fb in
            let name = Self.read(root + "/sys/class/graphics/\(fb)/name") ?? "?"
            let size = Self.read(root + "/sys/class/graphics/\(fb)/virtual_size")?.replacingOccurrences(of: ",", with: "x") ?? "?"
            return "/dev/\(fb) \(name) \(size)"
        }
        inputDevices = Self.parseInputDevices(Self.read(root + "/proc/bus/input/devices", trimming: false) ?? "").map {
            var device = $0
            if device.kind == "touchscreen" { device.output = Self.touchOutput(of: device, root: root, environment: environment) }
            return device
        }
        pressure = Self.pressure(root: root, environment: environment)
        seat = Self.seat(root: root, environment: environment)
        let active = Self.read(root + "/sys/class/tty/tty0/active")
        backlights = SysfsBacklight.describeAll(root: root)
        console = [active.map { "active VT: \($0)" } ?? "no virtual terminals (/sys/class/tty/tty0/active missing)"]
        libraries = PlatformLibrary.allCases.map { library in
            do throws(PlatformLibraryError) {
                try library.check()
                return "\(library.soname): present"
            } catch {
                return error.description
            }
        }
    }

    // MARK: DRM

    private static func cards(root: String) -> [Card] {
        let drm = root + "/sys/class/drm"
        let names = entries(drm)
        return names.filter { $0.hasPrefix("card") && !$0.contains("-") }.map { card in
            let driver = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(drm)/\(card)/device/driver"))
                .map { ($0 as NSString).lastPathComponent }
            let node = root.isEmpty ? "/dev/dri/\(card)" : root + "/dev/dri/\(card)"
            let details = DRMDevice.inspect(card: node)
            let connectors = names.filter { $0.hasPrefix(card + "-") }.map { connector in
                let name = String(connector.dropFirst(card.count + 1))
                return Connector(
                    name: name, status: read("\(drm)/\(connector)/status") ?? "unknown",
                    modes: (read("\(drm)/\(connector)/modes") ?? "").split(separator: "\n").map(String.init),
                    panelOrientation: details.panelOrientations[name])
            }
            return Card(name: card, driver: driver, connectors: connectors, planes: details.planes)
        }
    }

    // MARK: Input

    /// Parses /proc/bus/input/devices: `N: Name=`, `H: Handlers=… eventN`, `B: PROP=`, `B: EV=`, `B: KEY=`, `B: ABS=`.
    static func parseInputDevices(_ text: String) -> [InputDevice] {
        text.components(separatedBy: "\n\n").compactMap { block in
            var name: String?, node: String?, bits: [String: String] = [:]
            for line in block.split(separator: "\n") {
                if line.hasPrefix("N: Name=") {
                    name = String(line.dropFirst(8)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                } else if line.hasPrefix("H: Handlers=") {
                    node = line.dropFirst(12).split(separator: " ").first { $0.hasPrefix("event") }.map { "/dev/input/\($0)" }
                } else if line.hasPrefix("B: "), let equals = line.firstIndex(of: "=") {
                    bits[String(line[line.index(line.startIndex, offsetBy: 3)..<equals])] = String(line[line.index(after: equals)...])
                }
            }
            guard let name else { return nil }
            return InputDevice(name: name, node: node, kind: kind(bits))
        }
    }

    /// The connectors the touchscreens present are on (`touchOutput`), in the kernel's order.
    public static func touchscreenOutputs(root: String = "", environment: [String: String]) -> [String] {
        parseInputDevices(read(root + "/proc/bus/input/devices", trimming: false) ?? "")
            .filter { $0.kind == "touchscreen" }
            .compactMap { touchOutput(of: $0, root: root, environment: environment)?.connector }
    }

    /// The panel a touchscreen is on, as the app would map it: `FRAMEKIT_TOUCH_OUTPUT`'s entry for its name or event
    /// node, else the `WL_OUTPUT` property udev keeps for its node (`/run/udev/data/cMAJOR:MINOR`).
    private static func touchOutput(of device: InputDevice, root: String, environment: [String: String])
        -> (connector: String, source: String)?
    {
        let event = device.node.map { String($0.split(separator: "/").last ?? "") }
        if let setting = environment["FRAMEKIT_TOUCH_OUTPUT"],
            let configured = try? Configuration(environment: ["FRAMEKIT_TOUCH_OUTPUT": setting]),
            let connector = configured.touchOutput(forDeviceNamed: device.name, node: event)
        {
            return (connector, "FRAMEKIT_TOUCH_OUTPUT")
        }
        guard let event, let number = read(root + "/sys/class/input/\(event)/dev"),
            let data = read(root + "/run/udev/data/c\(number)", trimming: false)
        else { return nil }
        let property = data.split(separator: "\n").first { $0.hasPrefix("E:WL_OUTPUT=") }
        return property.map { (String($0.dropFirst("E:WL_OUTPUT=".count)), "udev WL_OUTPUT") }
    }

    /// INPUT_PROP_DIRECT (bit 1) with absolute axes is a touchscreen; relative axes a pointer; many keys a keyboard.
    private static func kind(_ bits: [String: String]) -> String {
        let prop = UInt64(bits["PROP"] ?? "0", radix: 16) ?? 0
        let events = UInt64(bits["EV"] ?? "0", radix: 16) ?? 0
        let hasAbsolute = events & (1 << 3) != 0, hasRelative = events & (1 << 2) != 0
        if prop & (1 << 1) != 0, hasAbsolute { return "touchscreen" }
        if hasRelative || hasAbsolute { return "pointer" }
        let keyWords = (bits["KEY"] ?? "").split(separator: " ").filter { $0 != "0" }.count
        if events & (1 << 1) != 0, keyWords >= 3 { return "keyboard" }
        return "other"
    }

    // MARK: Memory pressure, seat

    private static func pressure(root: String, environment: [String: String]) -> [String] {
        var lines: [String] = []
        if let psi = read(root + "/proc/pressure/memory") {
            lines.append("PSI: /proc/pressure/memory (\(psi.split(separator: "\n").first ?? ""))")
        } else {
            lines.append("PSI: not available (kernel without CONFIG_PSI or booted with psi=0; add psi=1 to the command line)")
        }
        if let cgroup = MemoryPressureSource.cgroupDirectory(root: root) {
            let high = read(cgroup + "/memory.high") ?? "none"
            lines.append("cgroup v2: \(cgroup) memory.high=\(high)")
        } else {
            lines.append("cgroup v2: not mounted for this process (memory.events unavailable)")
        }
        let candidates = (try? MemoryPressureSource.candidates(environment: environment, root: root)) ?? []
        lines.append("warnings would come from: \(candidates.first.map { "\($0)" } ?? "nothing")")
        return lines
    }

    private static func seat(root: String, environment: [String: String]) -> [String] {
        var lines = ["seat: \(environment["FRAMEKIT_SEAT"] ?? environment["XDG_SEAT"] ?? "seat0")"]
        if FileManager.default.fileExists(atPath: root + "/run/systemd/seats") { lines.append("logind: running") }
        if FileManager.default.fileExists(atPath: root + "/run/seatd.sock") { lines.append("seatd: running") }
        if lines.count == 1 { lines.append("no seat manager: devices are opened directly (needs the video, input and render groups)") }
        return lines
    }

    // MARK: Report

    /// The report as `framekit probe` prints it.
    public var text: String {
        var out = ["Displays (DRM/KMS):"]
        if cards.isEmpty { out.append("  none (no /sys/class/drm/card*): no KMS driver loaded") }
        for card in cards {
            out.append("  /dev/dri/\(card.name)" + (card.driver.map { " (\($0))" } ?? ""))
            for connector in card.connectors {
                let modes = connector.modes.isEmpty ? "" : ": " + connector.modes.prefix(6).joined(separator: ", ")
                    + (connector.modes.count > 6 ? ", …" : "")
                let panel = connector.panelOrientation.map { " [panel orientation: \($0)]" } ?? ""
                out.append("    \(connector.name) \(connector.status)\(panel)\(modes)")
            }
            for plane in card.planes {
                let rotation = plane.rotations.isEmpty
                    ? "no rotation (software rotation)"
                    : "rotates: " + plane.rotations.joined(separator: " ") + (plane.rotation.map { " (now \($0))" } ?? "")
                out.append("    plane \(plane.id) \(plane.kind): \(rotation)")
            }
        }
        out.append("Framebuffers:")
        out.append(contentsOf: framebuffers.isEmpty ? ["  none"] : framebuffers.map { "  " + $0 })
        out.append("Input devices:")
        out.append(contentsOf: inputDevices.isEmpty
            ? ["  none (no /proc/bus/input/devices entries)"]
            : inputDevices.map { device in
                let line = "  \(device.node ?? "(no event node)") \(device.kind): \(device.name)"
                guard device.kind == "touchscreen" else { return line }
                return line + (device.output.map { " → the screen on \($0.connector) (\($0.source))" } ?? " → the main screen")
            })
        out.append("Backlights (FRAMEKIT_BACKLIGHT picks one; UIScreen.brightness sets it):")
        out.append(contentsOf: backlights.isEmpty ? ["  none (/sys/class/backlight is empty: brightness stays 1)"] : backlights.map { "  " + $0 })
        out.append("Memory pressure:")
        out.append(contentsOf: pressure.map { "  " + $0 })
        out.append("Seat and console:")
        out.append(contentsOf: (seat + console).map { "  " + $0 })
        out.append("Libraries (loaded when input, seat, keymap, logind or the desktop window first needs them):")
        out.append(contentsOf: libraries.map { "  " + $0 })
        return out.joined(separator: "\n")
    }

    // MARK: Files

    private static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    private static func read(_ path: String, trimming: Bool = true) -> String? {
        guard let data = FileManager.default.readContents(atPath: path), !data.isEmpty else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return trimming ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
    }
}
