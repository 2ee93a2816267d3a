import FrameKitGraphics
import FrameKitPlatform

/// A cursor plane that only remembers what it shows and where, as a DRM cursor plane would scan it out over the
/// frames (and, like one, outside the snapshot).
@MainActor
public final class OffscreenCursorPlane: HardwareCursor {
    /// The largest image the plane takes, as a DRM cursor plane's size limit.
    public let maximumSize: PixelSize
    /// The image shown; nil while the plane is off.
    public private(set) var image: PixelBuffer?
    /// The image's top-left native pixel.
    public private(set) var position = (x: 0, y: 0)

    /// A plane taking images up to `maximumSize`.
    public init(maximumSize: PixelSize = PixelSize(width: 64, height: 64)) {
        self.maximumSize = maximumSize
    }

    /// Shows `image` (nil: turns the plane off); false when it is larger than the plane takes.
    public func setImage(_ image: PixelBuffer?) -> Bool {
        if let image, image.width > maximumSize.width || image.height > maximumSize.height { return false }
        self.image = image
        return true
    }

    /// Puts the image's top-left corner at native pixel (`x`, `y`).
    public func move(toX x: Int, y: Int) { position = (x, y) }
}
