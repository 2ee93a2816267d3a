import Foundation
import FrameKitPlatform

/// A mode a connector offers.
public struct DRMMode: Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Vertical refresh in Hz.
    public var refresh: Int
    /// Whether the panel says it is its native mode.
    public var isPreferred: Bool
    /// Where it is in the connector's list (the libdrm mode is kept there).
    var index: Int

    /// Its size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// A mode of the given size and refresh; `index` is its place in the connector's list.
    public init(width: Int, height: Int, refresh: Int, isPreferred: Bool, index: Int = 0) {
        (self.width, self.height, self.refresh, self.isPreferred, self.index) = (width, height, refresh, isPreferred, index)
    }

    public var description: String { "\(width)x\(height)@\(refresh)" + (isPreferred ? " (preferred)" : "") }

    /// Same size and refresh (a mode already on screen that need not be set again).
    func matches(_ other: DRMMode) -> Bool { width == other.width && height == other.height && refresh == other.refresh }

    /// The mode to use: the requested size (the closest refresh when one is given, else the highest), else the
    /// preferred mode, else the first. Nil when a requested size is not offered.
    public static func select(from modes: [DRMMode], requested: DRMModeRequest?) -> DRMMode? {
        guard let requested else { return modes.first(where: \.isPreferred) ?? modes.first }
        let sized = modes.filter { $0.width == requested.width && $0.height == requested.height }
        guard let wanted = requested.refresh else { return sized.max { $0.refresh < $1.refresh } }
        return sized.min { abs($0.refresh - wanted) < abs($1.refresh - wanted) }
    }
}
