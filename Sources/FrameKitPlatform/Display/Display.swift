import Foundation
import FrameKitGraphics

/// When a frame may be rendered, and for which moment.
public struct FrameTiming: Sendable {
    /// The vsync (or flip completion) the frame is for; animations advance to this time.
    public var timestamp: MonotonicInstant
    /// The frame's number, counting from the display's first.
    public var sequence: Int
    /// A frame's timing.
    public init(timestamp: MonotonicInstant, sequence: Int) {
        self.timestamp = timestamp
        self.sequence = sequence
    }
}

/// One output the frame pipeline renders to. The core only ever talks to this protocol: DRM, fbdev and the
/// offscreen display sit behind it, as wlroots' backends sit behind `wlr_backend`. A display presents frames and
/// reports what happens to them through `events`; when frames are drawn is the pipeline's business (`FramePacer`),
/// so a backend holds no pacing logic of its own.
@MainActor
public protocol Display: AnyObject {
    /// A short name for logs ("offscreen 800x480", "DRM card0 HDMI-A-1 1920x1080@60").
    var name: String { get }
    /// The output's name, as settings (`FRAMEKIT_ROTATION`, `FRAMEKIT_TOUCH_OUTPUT`), udev's `WL_OUTPUT` and
    /// `framekit probe` give it: a DRM connector's (`HDMI-A-1`), the framebuffer device's (`fb0`), `WINDOW-N` or
    /// `OFFSCREEN-N` (N counting from 1, the main one's).
    var outputName: String { get }
    /// The panel's own pixel size, before rotation.
    var nativeSize: PixelSize { get }
    /// How the UI is turned from the device's natural orientation. Settable at run time (the rotation path of
    /// `UIScreen`).
    var rotation: DisplayRotation { get set }
    /// How the panel is mounted in the device (DRM's "panel orientation"): the turn that makes the picture upright
    /// in the device's natural orientation, applied on top of `rotation`.
    var mounting: DisplayRotation { get }
    /// The part of `pictureRotation` the display's scanout applies itself (a rotated primary plane), so frames come
    /// turned back by it: the compositor turns them only by `frameRotation`, with no copy on either side.
    var scanoutRotation: DisplayRotation { get }
    /// Time between vsyncs.
    var refreshInterval: TimeInterval { get }
    /// Who hears about flips, stops and changes: the frame pipeline driving the display. Held weakly.
    var events: (any DisplayEvents)? { get set }
    /// The buffer to draw the next frame into, and what it misses of the current picture, when the display's own
    /// memory is as good to draw in as ordinary memory; nil means draw into a shadow buffer for `present` to copy.
    var directTarget: (buffer: PixelBuffer, missed: Region)? { get }
    /// Shows `frame` (`frameSize`, turned back by `scanoutRotation` from the panel's orientation): a shadow buffer,
    /// copying only `damage` (frame pixels) and what the back buffer missed, or `directTarget`'s buffer, drawn in
    /// place. Never blocks. Returns whether the frame is on its way to the panel, in which case exactly one
    /// `displayDidFlip(at:)` follows (unless the display stops first); false when it was dropped (the panel is gone,
    /// off, or refused the flip) and no flip will be reported.
    @discardableResult
    func present(_ frame: PixelBuffer, damage: Region) -> Bool
    /// Gives the hardware back as it was found (the console's mode, DRM master); called once on exit.
    func restore()
    /// Stops showing frames until `resume()`: the seat or the console went to another session (a display that must
    /// let go of the device for it, such as DRM without a seat manager, does so here). Reports `displayDidStop()`.
    func suspend()
    /// Shows frames again after `suspend()`: the mode is set again where needed, and `displayDidChange()` is
    /// reported so that everything is redrawn (another session drew over the panel).
    func resume()
    /// The display's cursor plane, if it has one FrameKit can use; nil means the compositor draws the cursor.
    var hardwareCursor: HardwareCursor? { get }
    /// Turns the panel off (DRM: the CRTC's ACTIVE property off, DPMS; fbdev: FBIOBLANK), reporting
    /// `displayDidStop()`, or on again, reporting `displayDidChange()`. Throws when the device refuses; a display
    /// that cannot blank says so.
    func setBlanked(_ blanked: Bool) throws(DisplayPowerError)
    /// Whether the panel is off through `setBlanked`.
    var isBlanked: Bool { get }
}

extension Display {
    /// No cursor plane by default.
    public var hardwareCursor: HardwareCursor? { nil }
    /// Never blanked by default.
    public var isBlanked: Bool { false }

    /// By default the display cannot blank: it throws.
    public func setBlanked(_ blanked: Bool) throws(DisplayPowerError) {
        throw DisplayPowerError("\(name) cannot turn its panel off")
    }
    /// No buffer to draw into directly by default: frames go through the compositor's shadow.
    public var directTarget: (buffer: PixelBuffer, missed: Region)? { nil }
    /// Mounted upright by default.
    public var mounting: DisplayRotation { .degrees0 }
    /// The scanout turns nothing by default.
    public var scanoutRotation: DisplayRotation { .degrees0 }

    /// The turn from the UI to the panel: the UI's rotation, then the panel's mounting.
    public var pictureRotation: DisplayRotation { rotation.adding(mounting) }

    /// The turn the compositor draws frames with: what of `pictureRotation` the scanout does not apply.
    public var frameRotation: DisplayRotation { pictureRotation.adding(scanoutRotation.inverse) }

    /// The size of the frames `present` takes: the panel's, turned back by the scanout's rotation.
    public var frameSize: PixelSize { scanoutRotation.logicalSize(forNative: nativeSize) }

    /// The panel's size in the device's natural orientation (the mounting undone).
    public var naturalSize: PixelSize { mounting.logicalSize(forNative: nativeSize) }

    /// The UI's size in pixels once rotation is applied.
    public var logicalSize: PixelSize { pictureRotation.logicalSize(forNative: nativeSize) }
}
