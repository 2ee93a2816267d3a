import Foundation
import FrameKitGraphics
import FrameKitPlatform

/// The desktop preview (`FRAMEKIT_DISPLAY=window`): the app in a window on the developer's X11 or Wayland desktop,
/// the window standing in for the panel. Frames are drawn as for a panel of the window's size and copied in by their
/// damage; resizing the window is a panel of another size plugged in (a size transition and a full redraw), and the
/// window's mouse and keyboard reach the app through `WindowInput`. The desktop gives no vblank to a plain window, so
/// frames are paced at 60 Hz on the loop's clock. Nothing wakes the app while the window is idle: the main loop
/// waits on the window system's connection. Further `FRAMEKIT_OFFSCREEN_SIZE` sizes open a window each, a screen
/// beside the main one (a second panel tried on the desktop); closing one of those unplugs its screen.
@MainActor
public final class WindowDisplay: Display {
    /// The window's size in pixels, unturned.
    public private(set) var nativeSize: PixelSize
    /// How the picture is turned in the window (the rotate shortcut turns it).
    public var rotation: DisplayRotation
    /// Seconds between frames: 60 Hz, paced by FrameKit (the window system gives no vsync event).
    public let refreshInterval: TimeInterval = 1.0 / 60
    /// `WINDOW-1` for the main screen's window, `WINDOW-2`… for the screens beside it.
    public let outputName: String
    /// The frame pipeline that hears of flips, stops and changes.
    public weak var events: (any DisplayEvents)?
    /// The window's pointer and key events, for `WindowInput`.
    var eventHandler: (@MainActor (SDLWindow.Event) -> Void)?
    /// Called when the user closes the window: the app ends as on SIGTERM.
    public var closeHandler: (@MainActor () -> Void)?
    private let window: SDLWindow
    private let vsync: SimulatedVsync

    /// Opens a window of `size` pixels (`FRAMEKIT_OFFSCREEN_SIZE`), titled with the app's name; `number` counts the
    /// windows (its `outputName`), the main screen's first; a further screen's window opens right of `neighbour`.
    public init(
        size: PixelSize, rotation: DisplayRotation, title: String, number: Int = 1, beside neighbour: WindowDisplay? = nil,
        loop: MainLoop
    ) throws(WindowError) {
        nativeSize = size
        self.rotation = rotation
        outputName = "WINDOW-\(number)"
        vsync = SimulatedVsync(loop: loop, refreshInterval: refreshInterval)
        window = try SDLWindow(
            title: number == 1 ? title : "\(title) (screen \(number))", size: size, beside: neighbour?.window)
        window.handler = { [weak self] in self?.handle($0) }
    }

    /// How logs and `framekit probe` name it.
    public var name: String { "window \(nativeSize) rotated \(rotation) on \(window.driver)" }

    /// Shows `frame` in the window, updating what `damage` covers; never blocks.
    @discardableResult
    public func present(_ frame: PixelBuffer, damage: Region) -> Bool {
        window.present(frame, damage: damage)
        vsync.afterNextVsync { [weak self] time in self?.events?.displayDidFlip(at: time) }
        SDLWindow.dispatchEvents()
        return true
    }

    /// Stops listening to the window and closes it.
    public func restore() {
        events?.displayDidStop()
        window.close()
    }

    /// Stops drawing (the panel is blanked).
    public func suspend() { events?.displayDidStop() }

    /// Starts drawing again, redrawing everything.
    public func resume() { events?.displayDidChange() }

    private func handle(_ event: SDLWindow.Event) {
        switch event {
        case .resized(let size) where size != nativeSize && size.width > 0 && size.height > 0:
            nativeSize = size
            events?.displayDidChange()
        case .resized: break
        case .exposed: events?.displayDidChange()
        case .closed: closeHandler?()
        default: eventHandler?(event)
        }
    }
}
