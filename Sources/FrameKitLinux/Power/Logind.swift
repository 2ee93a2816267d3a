import CSystemd
import FrameKitPlatform

/// The one logind call FrameKit makes: `Session.SetBrightness`, which lets the user of an active session on a seat
/// set a backlight it may not write itself (the sysfs file is root's). Through sd-bus, loaded on first use.
enum Logind {
    /// Sets backlight `name` (`/sys/class/backlight/NAME`) to `level` (the device's units) for the caller's session.
    @MainActor
    static func setBrightness(backlight name: String, level: UInt32) throws(DisplayPowerError) {
        do throws(PlatformLibraryError) {
            try PlatformLibrary.systemd.load()
        } catch {
            throw DisplayPowerError("cannot ask logind to set backlight \(name): \(error)")
        }
        var bus: OpaquePointer?
        var status = sd_bus_open_system(&bus)
        guard status >= 0, let bus else { throw failure(name, "cannot reach the system bus", status) }
        defer { _ = sd_bus_flush_close_unref(bus) }
        var message: OpaquePointer?
        status = sd_bus_message_new_method_call(
            bus, &message, "org.freedesktop.login1", "/org/freedesktop/login1/session/auto",
            "org.freedesktop.login1.Session", "SetBrightness")
        guard status >= 0, let message else { throw failure(name, "cannot make the call", status) }
        defer { _ = sd_bus_message_unref(message) }
        var value = level
        _ = "backlight".withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
        _ = name.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
        _ = sd_bus_message_append_basic(message, CChar(UInt8(ascii: "u")), &value)
        var error = sd_bus_error()
        defer { sd_bus_error_free(&error) }
        // Two seconds at most: the caller is the main thread, and a logind that does not answer must not stall frames.
        status = sd_bus_call(bus, message, 2_000_000, &error, nil)
        guard status >= 0 else {
            let reason = error.message.map { String(cString: $0) } ?? String(cString: strerror(-status))
            throw DisplayPowerError(
                "logind refused to set backlight \(name) (\(reason)); give the app write access to /sys/class/backlight/\(name)/brightness (FrameKit's package ships a udev rule for the video group; a hardened unit also needs ReadWritePaths= for the device, as framekit-kiosk@.service has) or run it in a session on the seat (PAMName=login)")
        }
    }

    private static func failure(_ name: String, _ what: String, _ status: Int32) -> DisplayPowerError {
        DisplayPowerError("cannot ask logind to set backlight \(name): \(what) (\(String(cString: strerror(-status))))")
    }
}
