import Foundation
import Logging

extension UIScreen {
    /// Posted when `brightness` changes (set by the app or through `framekit ctl brightness`).
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// The panel's backlight level, 0…1, as UIKit's `UIScreen.brightness`: read from and written to the board's
    /// backlight (`FRAMEKIT_BACKLIGHT`). Without a backlight it reads 1, and setting it logs once and changes nothing.
    /// While the idle timer has dimmed the panel, it is the level the panel comes back to.
    public var brightness: CGFloat {
        get {
            guard let backlight else { return 1 }
            return CGFloat(panelPower.appBrightness ?? backlight.brightness)
        }
        set { setBrightness(Double(newValue)) }
    }

    func setBrightness(_ value: Double) {
        let level = value.isNaN ? 1 : min(max(value, 0), 1)
        guard let backlight else {
            if !loggedMissingBacklight {
                Logger(label: "framekit.power").warning(
                    "UIScreen.brightness = \(level) changes nothing: this board has no backlight (see framekit probe; FRAMEKIT_BACKLIGHT picks one)")
                loggedMissingBacklight = true
            }
            return
        }
        if panelPower.appBrightness != nil {
            panelPower.brightnessWasSet(level)
        } else {
            do {
                try backlight.setBrightness(level)
            } catch {
                Logger(label: "framekit.power").error("UIScreen.brightness = \(level): \(error)")
                return
            }
        }
        NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
    }
}
