import Foundation

/// A scrolled picture moved by copying pixels within the frame instead of compositing it again: an opaque view
/// that clips its subviews (a table, a text view) whose bounds origin alone moved, by whole device pixels. Only the
/// strip scrolled into view is composited, with what changed inside (recycled cells, the scroll indicators) and
/// what is drawn over it; Qt's widgets and the browsers scroll so too. The frame drawn last must read back fast (a
/// shadow buffer, offscreen buffers: not a DRM dumb buffer, see `Display.directTargetsReadBackFast`).
struct ScrollCopy {
    /// The view's exact frame pixels.
    var rect: PixelRect
    /// How far its picture moves on the frame, in pixels.
    var dx: Int, dy: Int
    /// The scrolling view.
    unowned let view: UIView
}
