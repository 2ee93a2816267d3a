import Foundation
import FrameKitPlatform

/// Why the input source could not start; each message names the thing and the fix.
public enum InputError: Error, CustomStringConvertible, Equatable {
    case udevUnavailable
    case seatUnavailable(String)
    case permissionDenied(paths: [String])
    case libraryMissing(PlatformLibraryError)

    static let permissionAdvice =
        "add the user to the 'input' group (SupplementaryGroups=input in the unit) or run it in a logind session on the seat"

    public var description: String {
        switch self {
        case .udevUnavailable:
            "libinput could not start on udev: is /run/udev present (systemd-udevd running)?"
        case .seatUnavailable(let seat):
            "libinput could not use seat '\(seat)': check FRAMEKIT_SEAT / XDG_SEAT and that udev assigns devices to it"
        case .permissionDenied(let paths):
            "cannot open the input devices \(paths.joined(separator: ", ")): permission denied; \(Self.permissionAdvice)"
        case .libraryMissing(let error):
            "no input: \(error)"
        }
    }
}
