import Foundation

/// A scrolled picture moved by copying pixels within the frame instead of compositing it again: an opaque view
/// that clips its subviews (a table, a text view) whose bounds origin alone moved, by whole device pixels. Only the
/// strip scrolled into view is composited, with what changed inside (recycled cells, the scroll indicators) and
/// what is drawn over it; Qt's widgets scroll so too. Only in the shadow buffer, which holds the frame drawn last and
/// is moved in place (rows read a moment before they are overwritten, still in the cache): copying out of the
/// display's previous buffer would read a DRM dumb buffer (uncached on a Pi) and double the memory traffic of
/// compositing a simple list again.
struct ScrollCopy {
    /// The view's exact frame pixels.
    var rect: PixelRect
    /// How far its picture moves on the frame, in pixels.
    var dx: Int, dy: Int

    /// Whether a view inside that covered `old` and covers `new` moved with the picture: where the picture is seen
    /// before and after the scroll, the view covers the same pixels, moved. (A row half scrolled in covers more of the
    /// rectangle than before; what it adds lies in the strip that is composited.)
    func carries(from old: PixelRect?, to new: PixelRect?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        let before = old.intersection(rect.offsetBy(dx: -dx, dy: -dy))
        let after = new.offsetBy(dx: -dx, dy: -dy).intersection(rect)
        return before == after || (before.isEmpty && after.isEmpty)
    }
}
