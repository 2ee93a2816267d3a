import FrameKitGraphics
import FrameKitPlatform

/// How frames reach the CRTC: one implementation per kernel API, as wlroots keeps `atomic.c` and `legacy.c`.
protocol Modesetting: AnyObject {
    /// A short name for logs.
    var name: String { get }
    /// Sets the mode and shows `framebuffer` (the first frame); completes at once.
    func showFirst(_ framebuffer: UInt32) throws(DRMError)
    /// Queues a non-blocking flip to `framebuffer`; `damage` (native pixels) is what changed since the buffer was last
    /// shown. Completion arrives as a page-flip event.
    func flip(to framebuffer: UInt32, damage: [PixelRect]) throws(DRMError)
    /// Switches the CRTC off (DPMS off), keeping the mode for `showFirst` to light it again.
    func turnOff() throws(DRMError)
}
