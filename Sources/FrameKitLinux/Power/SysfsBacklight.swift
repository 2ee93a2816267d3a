import Foundation
import FrameKitPlatform
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// A backlight of Linux's backlight class: a directory with `brightness`, `max_brightness` and (read-only)
/// `actual_brightness`. Chosen by `FRAMEKIT_BACKLIGHT` (a name under /sys/class/backlight, or the path of such a
/// directory), else the one under the display's connector, else the first; written directly, or through logind's
/// `SetBrightness` when the app may not write the file.
@MainActor
public final class SysfsBacklight: Backlight {
    /// The device's name under /sys/class/backlight.
    public let name: String
    /// The device directory.
    public let path: String
    /// The device's `max_brightness`.
    public let maximum: Int
    /// Whether logind can set it (it lives under /sys/class/backlight).
    private let inBacklightClass: Bool
    private let logger = Logger(label: "framekit.power")
    /// Whether the switch to logind (no write access to the file) was logged.
    private var notedLogind = false

    /// The backlight at `path`; nil when it has no readable positive `max_brightness`.
    public init?(path: String, name: String? = nil, inBacklightClass: Bool = false) {
        guard let maximum = Self.readNumber(path + "/max_brightness"), maximum > 0 else { return nil }
        self.path = path
        self.name = name ?? (path as NSString).lastPathComponent
        self.maximum = maximum
        self.inBacklightClass = inBacklightClass
    }

    /// The backlight the configuration asks for (`configured`: a name or a path), else the one under the DRM
    /// connector's sysfs directory (`connector`, e.g. "card0-eDP-1"), else the first in the class; nil when there is
    /// none. `root` prefixes every path (tests).
    public static func find(configured: String?, connector: String?, root: String = "") throws(DisplayPowerError) -> SysfsBacklight? {
        let classDirectory = root + "/sys/class/backlight"
        if let configured {
            let isPath = configured.hasPrefix("/")
            let path = isPath ? root + configured : classDirectory + "/" + configured
            guard let backlight = SysfsBacklight(path: path, inBacklightClass: !isPath) else {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: classDirectory))?.sorted() ?? []
                throw DisplayPowerError(
                    "FRAMEKIT_BACKLIGHT=\"\(configured)\" is not a backlight (no readable max_brightness in \(path)); backlights here: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            return backlight
        }
        if let connector, let own = attached(to: connector, root: root) { return own }
        for child in ((try? FileManager.default.contentsOfDirectory(atPath: classDirectory)) ?? []).sorted() {
            if let backlight = SysfsBacklight(path: classDirectory + "/" + child, inBacklightClass: true) { return backlight }
        }
        return nil
    }

    /// The backlight the kernel links under a DRM connector's sysfs directory (`card0-DSI-1`): a built-in panel's own.
    public static func attached(to connector: String, root: String = "") -> SysfsBacklight? {
        let directory = root + "/sys/class/drm/" + connector
        for child in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
            if let backlight = SysfsBacklight(path: directory + "/" + child, inBacklightClass: true) { return backlight }
        }
        return nil
    }

    /// Every backlight in the class, as `framekit probe` lists them: "NAME: LEVEL/MAX".
    public nonisolated static func describeAll(root: String = "") -> [String] {
        let classDirectory = root + "/sys/class/backlight"
        return ((try? FileManager.default.contentsOfDirectory(atPath: classDirectory)) ?? []).sorted().map { child in
            let directory = classDirectory + "/" + child
            guard let maximum = readNumber(directory + "/max_brightness") else { return "\(child): unreadable" }
            let level = readNumber(directory + "/actual_brightness") ?? readNumber(directory + "/brightness")
            return "\(child): \(level.map(String.init) ?? "?")/\(maximum)"
        }
    }

    private nonisolated static func readNumber(_ path: String) -> Int? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The level in device units: `actual_brightness` (what the hardware has), else `brightness`.
    public var level: Int {
        Self.readNumber(path + "/actual_brightness") ?? Self.readNumber(path + "/brightness") ?? maximum
    }

    /// The brightness now, 0…1.
    public var brightness: Double { Double(min(max(level, 0), maximum)) / Double(maximum) }

    /// Sets the brightness (pinned to 0…1; NaN is full); throws when neither the file nor logind takes it.
    public func setBrightness(_ value: Double) throws(DisplayPowerError) {
        let pinned = value.isNaN ? 1 : min(max(value, 0), 1)
        let level = Int((pinned * Double(maximum)).rounded())
        let fd = open(path + "/brightness", O_WRONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            // EROFS: a service whose sysfs is read-only (ProtectKernelTunables=) without ReadWritePaths= for the device.
            guard [EACCES, EPERM, EROFS].contains(code) && inBacklightClass else {
                throw DisplayPowerError("cannot write \(path)/brightness: \(String(cString: strerror(code)))")
            }
            if !notedLogind {
                notedLogind = true
                logger.info("backlight \(name): \(path)/brightness is not writable here (\(String(cString: strerror(code)))); setting it through logind")
            }
            return try Logind.setBrightness(backlight: name, level: UInt32(level))
        }
        defer { close(fd) }
        let text = "\(level)\n"
        let written = text.withCString { write(fd, $0, strlen($0)) }
        guard written == text.utf8.count else {
            throw DisplayPowerError("cannot write \(level) to \(path)/brightness: \(String(cString: strerror(errno)))")
        }
    }
}
