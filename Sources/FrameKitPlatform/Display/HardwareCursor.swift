import Foundation
import FrameKitGraphics

/// A cursor the display hardware draws over the frames (a DRM cursor plane): it moves at once, without a frame,
/// so it follows the mouse while the UI is idle.
@MainActor
public protocol HardwareCursor: AnyObject {
    /// The largest image the plane takes.
    var maximumSize: PixelSize { get }
    /// Shows `image` (premultiplied ARGB, the panel's orientation, at most `maximumSize`); nil hides the cursor.
    /// False when the hardware refused it (the caller draws the cursor itself instead).
    func setImage(_ image: PixelBuffer?) -> Bool
    /// Puts the image's top-left corner at native pixel (x, y); it may hang off the panel's edges.
    func move(toX x: Int, y: Int)
}
