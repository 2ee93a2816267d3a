import Foundation
import FrameKitPlatform

/// How a panel is mounted in its device, from the connector's "panel orientation" property (set by the kernel from
/// firmware tables or quirks, or `video=…,panel_orientation=…` on its command line). FrameKit turns the picture to
/// make up for it, as the console does, so the UI is upright in the device's natural orientation.
public enum PanelOrientation: UInt64, Sendable, CustomStringConvertible {
    case normal = 0, upsideDown = 1, leftSideUp = 2, rightSideUp = 3

    /// The clockwise turn that makes the picture upright: a panel whose left side is up was turned clockwise into
    /// the device, so the picture turns back counter-clockwise (270°).
    public var compensation: DisplayRotation {
        switch self {
        case .normal: .degrees0
        case .upsideDown: .degrees180
        case .leftSideUp: .degrees270
        case .rightSideUp: .degrees90
        }
    }

    public var description: String {
        switch self {
        case .normal: "normal"
        case .upsideDown: "upside down"
        case .leftSideUp: "left side up"
        case .rightSideUp: "right side up"
        }
    }
}
