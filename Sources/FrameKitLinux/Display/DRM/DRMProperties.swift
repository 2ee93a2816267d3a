import CDRM
import FrameKitPlatform

/// The properties of one KMS object (connector, CRTC or plane) read in one scan, as wlroots' `properties.c` keeps
/// them: their ids by name, and the values they had then. Looking a property up afterwards is a table read, not an
/// ioctl per name.
struct DRMProperties {
    private var entries: [String: (id: UInt32, value: UInt64)] = [:]

    /// Scans `object`'s properties (`type` is `fk_object_connector`, `fk_object_crtc` or `fk_object_plane`); empty
    /// when the object is gone or has none.
    init(fd: Int32, object: UInt32, type: UInt32) {
        guard let list = drmModeObjectGetProperties(fd, object, type) else { return }
        defer { drmModeFreeObjectProperties(list) }
        for i in 0..<Int(list.pointee.count_props) {
            guard let property = drmModeGetProperty(fd, list.pointee.props[i]) else { continue }
            let name = withUnsafeBytes(of: property.pointee.name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            entries[name] = (property.pointee.prop_id, list.pointee.prop_values[i])
            drmModeFreeProperty(property)
        }
    }

    /// The id of property `name`; 0 when the object has no such property (0 is never a property id).
    func id(_ name: String) -> UInt32 { entries[name]?.id ?? 0 }

    /// The value property `name` had when scanned; nil when the object has no such property.
    func value(_ name: String) -> UInt64? { entries[name]?.value }
}

extension DRMDevice {
    /// The properties of `object`, in one scan.
    func properties(of object: UInt32, type: UInt32) -> DRMProperties { DRMProperties(fd: fd, object: object, type: type) }
}
