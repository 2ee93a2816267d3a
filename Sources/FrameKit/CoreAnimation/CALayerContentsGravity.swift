import Foundation

/// How a layer's `contents` fits its bounds, with Core Animation's raw values.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the gravity.
    public let rawValue: String
    /// A gravity by its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// At its own size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its own size, centred along the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its own size, centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its own size, centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its own size, centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its own size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its own size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its own size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds whole, keeping its shape, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its shape, centred (the overflow is drawn unless the layer masks).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places content the same way (an unknown name stretches).
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}
