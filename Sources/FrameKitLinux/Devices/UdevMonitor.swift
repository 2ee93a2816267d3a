import CLibinput
import Foundation
import FrameKitPlatform

/// udev's device events for one subsystem (e.g. "drm" for display hotplug), read on the main queue. libudev is the
/// library; this is its one wrapper.
@MainActor
public final class UdevMonitor {
    /// One device event: the action ("change", "add", "remove"), the kernel name ("card0") and its properties.
    public struct Event: Sendable {
        /// What happened: "add", "remove" or "change".
        public var action: String
        /// The device's kernel name ("card0").
        public var sysname: String
        /// The event's udev properties ("HOTPLUG": "1" and the like).
        public var properties: [String: String]
    }

    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    private var source: DispatchSourceRead?

    /// Starts listening; fails when udev is not running (no /run/udev) or netlink is not allowed.
    public init(subsystem: String, handler: @escaping @MainActor (Event) -> Void) throws(UdevError) {
        try PlatformLibrary.load(.udev, orThrow: UdevError.libraryMissing)
        guard let udev = udev_new() else { throw .unavailable }
        guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
            udev_unref(udev)
            throw .unavailable
        }
        self.udev = udev
        self.monitor = monitor
        guard udev_monitor_filter_add_match_subsystem_devtype(monitor, subsystem, nil) >= 0,
            udev_monitor_enable_receiving(monitor) >= 0
        else { throw .unavailable }
        let source = DispatchSource.makeReadSource(fileDescriptor: udev_monitor_get_fd(monitor), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                while let event = self?.receive() { handler(event) }
            }
        }
        source.resume()
        self.source = source
    }

    isolated deinit {
        source?.cancel()
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }

    private func receive() -> Event? {
        guard let device = udev_monitor_receive_device(monitor) else { return nil }
        defer { udev_device_unref(device) }
        var properties: [String: String] = [:]
        var entry = udev_device_get_properties_list_entry(device)
        while let current = entry {
            if let name = udev_list_entry_get_name(current), let value = udev_list_entry_get_value(current) {
                properties[String(cString: name)] = String(cString: value)
            }
            entry = udev_list_entry_get_next(current)
        }
        return Event(
            action: udev_device_get_action(device).map { String(cString: $0) } ?? "",
            sysname: udev_device_get_sysname(device).map { String(cString: $0) } ?? "", properties: properties)
    }
}

/// Why udev events cannot be followed.
public enum UdevError: Error, CustomStringConvertible {
    case unavailable
    case libraryMissing(PlatformLibraryError)

    public var description: String {
        switch self {
        case .unavailable: "cannot follow udev events: is systemd-udevd running (/run/udev)? Display hotplug is off"
        case .libraryMissing(let error): "cannot follow udev events: \(error); display hotplug is off"
        }
    }
}
