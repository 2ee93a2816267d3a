import Foundation
import FrameKitPlatform

/// Why the DRM/KMS display could not be used; each message names the device and the fix.
public enum DRMError: Error, CustomStringConvertible, Equatable {
    case noCard
    case cannotOpen(path: String, errno: Int32)
    case notMaster(path: String)
    case noDumbBuffers(path: String)
    case noConnectedConnector(card: String, connectors: [String])
    case unknownConnector(card: String, name: String, connectors: [String])
    case noMatchingMode(connector: String, requested: String, modes: [String])
    case noCrtc(connector: String)
    case failed(path: String, operation: String, errno: Int32)

    /// The device or the display is not there yet (the driver binds late, the screen is unplugged): worth waiting for.
    public var isWaitingForHardware: Bool {
        switch self {
        case .noCard, .noConnectedConnector: true
        case .cannotOpen(_, let code): code == ENOENT
        default: false
        }
    }

    public var description: String {
        switch self {
        case .noCard:
            "no DRM device in /dev/dri; load the board's KMS driver (on a Raspberry Pi: dtoverlay=vc4-kms-v3d) or set FRAMEKIT_DISPLAY=offscreen"
        case .cannotOpen(let path, let code) where code == EACCES || code == EPERM:
            "permission denied opening \(path); add the user to the video group (and render), or run the app under a seat manager (logind/seatd)"
        case .cannotOpen(let path, let code):
            "cannot open \(path): \(String(cString: strerror(code)))"
        case .notMaster(let path):
            "cannot become DRM master of \(path): another program (a desktop, another FrameKit app, a console UI) holds it; stop it or set FRAMEKIT_DRM_DEVICE to another card"
        case .noDumbBuffers(let path):
            "\(path) cannot allocate dumb buffers; it is not a display controller (try another /dev/dri/card*)"
        case .noConnectedConnector(let card, let connectors):
            "no display connected to \(card) (connectors: \(connectors.joined(separator: ", "))); connect one or set FRAMEKIT_DISPLAY=offscreen"
        case .unknownConnector(let card, let name, let connectors):
            "FRAMEKIT_DRM_CONNECTOR=\(name): \(card) has no such connector; it has \(connectors.joined(separator: ", "))"
        case .noMatchingMode(let connector, let requested, let modes):
            "FRAMEKIT_DRM_MODE=\(requested): \(connector) offers \(modes.joined(separator: ", "))"
        case .noCrtc(let connector):
            "no free CRTC can drive \(connector)"
        case .failed(let path, let operation, let code):
            "\(operation) on \(path) failed: \(String(cString: strerror(code)))"
        }
    }
}
