import Foundation

/// A panel's backlight, as Linux's backlight class has it: a level between 0 and a device maximum, here 0…1.
@MainActor
public protocol Backlight: AnyObject {
    /// The device's name (`/sys/class/backlight/NAME`) or path.
    var name: String { get }
    /// The level now, 0…1, read from the device.
    var brightness: Double { get }
    /// Sets the level (0…1, pinned): written to the device, or through logind when the app may not write it.
    func setBrightness(_ value: Double) throws(DisplayPowerError)
}
