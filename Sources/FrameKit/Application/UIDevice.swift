import Foundation

/// The physical orientation of the device, with UIKit's raw values. Note that `landscapeLeft` of the device
/// is `landscapeRight` of the interface, as in UIKit.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known (no accelerometer, as on a kiosk).
    case unknown = 0
    /// Upright, the bottom edge (the home button) down.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Landscape, the bottom edge (the home button) on the right.
    case landscapeLeft
    /// Landscape, the bottom edge (the home button) on the left.
    case landscapeRight
    /// Lying flat, the screen up.
    case faceUp
    /// Lying flat, the screen down.
    case faceDown

    /// Whether the device stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// The interface orientation that keeps the UI upright in this device orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: .unknown
        }
    }

    /// The device orientation in which `orientation` is upright.
    public init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown: self = .unknown
        }
    }
}

/// The device the app runs on. On a kiosk the "device orientation" is how the panel is mounted or turned, reported
/// by a rotate key, a sensor, the control socket or code through `setOrientation(_:)`.
@MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Posted when `orientation` changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The kind of device an interface is designed for; a kiosk panel reports `.pad`.
    public enum UserInterfaceIdiom: Int, Sendable {
        /// None of the others: what a FrameKit kiosk reports.
        case unspecified = -1
        /// A phone-sized interface.
        case phone
        /// A tablet-sized interface.
        case pad
        /// A television interface.
        case tv
        /// A car's dashboard interface.
        case carPlay
        /// A Mac interface.
        case mac
    }

    /// How the device is held: the panel's rotation as FrameKit knows it (`unknown` before the first).
    public private(set) var orientation: UIDeviceOrientation = .unknown
    /// `.unspecified`: a kiosk is neither phone nor pad.
    public let userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// "FrameKit".
    public let systemName = "FrameKit"
    /// The machine's host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// "Linux kiosk".
    public var model: String { "Linux kiosk" }
    /// Whether orientation changes are posted.
    public private(set) var isGeneratingDeviceOrientationNotifications = true

    /// Starts posting orientation changes.
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops posting orientation changes.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Reports that the device was turned: updates `orientation`, posts the notification, and rotates the interface
    /// when the app and its top controller allow the matching orientation (docs/UIKIT-BEHAVIOUR.md §1.12). A disallowed orientation changes
    /// nothing on screen and calls nothing.
    public func setOrientation(_ newOrientation: UIDeviceOrientation) {
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
        UIViewController.attemptRotationToDeviceOrientation()
    }
}
