import CPlatformLibraries
import CWindowSystem
import FrameKitGraphics
import FrameKitPlatform

import Foundation

/// A window on the developer's desktop (X11 or Wayland) through SDL2, the one file that talks to SDL: frames are
/// copied into the window's surface rectangle by rectangle, and the window system's events come back as `Event`s to
/// the window's handler. SDL is loaded when the first window opens, like the board's libraries. SDL has one event
/// queue for all of a process's windows (one per screen in a preview of several): the main loop waits on the window
/// system's connection once, and each event goes to the handler of the window it names.
@MainActor
final class SDLWindow {
    /// What happened to the window, in its pixels.
    enum Event: Equatable {
        case buttonDown(x: Double, y: Double, button: Int, control: Bool)
        case buttonUp(button: Int)
        case motion(x: Double, y: Double)
        /// Wheel steps; positive `dy` is the wheel turned away from the user.
        case wheel(dx: Double, dy: Double)
        /// A key by its USB HID usage (SDL's scancode), with whether Control was held.
        case key(usage: Int, pressed: Bool, control: Bool)
        case resized(PixelSize)
        /// The window system lost what the window showed (uncovered without a compositor).
        case exposed
        case closed
    }

    private var window: OpaquePointer?
    private let id: UInt32
    /// SDL's video driver: "x11" or "wayland".
    let driver: String
    /// Where this window's events go.
    var handler: (@MainActor (Event) -> Void)?
    /// The open windows, by SDL's window id.
    private static var windows: [UInt32: SDLWindow] = [:]
    /// Readable when the window system has events: the main loop waits on it instead of polling.
    private static var events: DispatchSourceRead?

    /// Opens a resizable window of `size` pixels titled `title`, to the right of `neighbour` when given (screens
    /// side by side, as the pointer crosses them), else where the desktop puts it.
    init(title: String, size: PixelSize, beside neighbour: SDLWindow? = nil) throws(WindowError) {
        try PlatformLibrary.load(.sdl) { WindowError("cannot open a window: \($0)") }
        // FrameKit handles SIGINT and SIGTERM itself; SDL would turn them into a quit event.
        _ = SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            throw WindowError("cannot open a window: \(Self.lastError) (is DISPLAY or WAYLAND_DISPLAY a running session?)")
        }
        let (x, y) = neighbour?.rightEdge ?? (fk_window_position_undefined, fk_window_position_undefined)
        guard let window = SDL_CreateWindow(
                title, x, y, Int32(size.width), Int32(size.height), SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue)
        else {
            let reason = Self.lastError
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw WindowError("cannot open a window: \(reason)")
        }
        self.window = window
        id = SDL_GetWindowID(window)
        driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        if Self.events == nil {
            let descriptor = fk_window_event_fd(window)
            guard descriptor >= 0 else {
                SDL_DestroyWindow(window)
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw WindowError("SDL's \(driver) video driver gives no event descriptor to wait on; FrameKit supports x11 and wayland")
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { Self.dispatchEvents() } }
            source.resume()
            Self.events = source
        }
        Self.windows[id] = self
    }

    /// Where a window to the right of this one goes: its top, past its right edge.
    private var rightEdge: (Int32, Int32)? {
        guard let window else { return nil }
        var (x, y, width, height): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &width, &height)
        return (x + width + 8, y)
    }

    private static var lastError: String { SDL_GetError().map { String(cString: $0) } ?? "unknown SDL error" }

    /// Copies `damage` of `frame` into the window and shows it; rectangles outside the window (a frame made before a
    /// resize) are clipped.
    func present(_ frame: PixelBuffer, damage: Region) {
        guard let window, let surface = SDL_GetWindowSurface(window)?.pointee, let format = surface.format?.pointee,
            let pixels = surface.pixels
        else { return }
        let visible = PixelRect(x: 0, y: 0, width: min(frame.width, Int(surface.w)), height: min(frame.height, Int(surface.h)))
        let sourceFormat = frame.format == .xrgb8888 ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
        var rects: [SDL_Rect] = []
        for rect in damage.rects.map({ $0.intersection(visible) }) where !rect.isEmpty {
            let source = frame.baseAddress + rect.y * frame.stride + rect.x * 4
            let target = pixels + rect.y * Int(surface.pitch) + rect.x * Int(format.BytesPerPixel)
            _ = SDL_ConvertPixels(
                Int32(rect.width), Int32(rect.height), sourceFormat, source, Int32(frame.stride), format.format, target,
                surface.pitch)
            rects.append(SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height)))
        }
        if !rects.isEmpty { _ = SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count)) }
    }

    /// Hands every event the window system has queued to its window's handler, in order. Drawing talks to the
    /// window system, which may queue events where the descriptor no longer shows them: a present calls this too.
    static func dispatchEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let (window, translated) = translate(event) { windows[window]?.handler?(translated) }
        }
    }

    /// The event and the id of its window. SDL_QUIT (the last window closed) is left out: each window's own close
    /// comes first.
    private static func translate(_ event: SDL_Event) -> (UInt32, Event)? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN:
            let control = SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0
            return (event.button.windowID, .buttonDown(
                x: Double(event.button.x), y: Double(event.button.y), button: Int(event.button.button), control: control))
        case SDL_MOUSEBUTTONUP: return (event.button.windowID, .buttonUp(button: Int(event.button.button)))
        case SDL_MOUSEMOTION: return (event.motion.windowID, .motion(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL:
            return (event.wheel.windowID, .wheel(dx: Double(event.wheel.preciseX), dy: Double(event.wheel.preciseY)))
        case SDL_KEYDOWN, SDL_KEYUP:
            // Held keys repeat in FrameKit's keyboard router, on its own settings, as on the board.
            guard event.key.repeat == 0 else { return nil }
            let control = UInt32(event.key.keysym.mod) & KMOD_CTRL.rawValue != 0
            return (event.key.windowID, .key(
                usage: Int(event.key.keysym.scancode.rawValue), pressed: event.key.state == SDL_PRESSED, control: control))
        case SDL_WINDOWEVENT: return windowEvent(event.window).map { (event.window.windowID, $0) }
        default: return nil
        }
    }

    private static func windowEvent(_ event: SDL_WindowEvent) -> Event? {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: .resized(PixelSize(width: Int(event.data1), height: Int(event.data2)))
        case SDL_WINDOWEVENT_EXPOSED: .exposed
        case SDL_WINDOWEVENT_CLOSE: .closed
        default: nil
        }
    }

    /// Closes the window and SDL's video (once); the last window stops the wait on the window system.
    func close() {
        guard let window else { return }
        self.window = nil
        Self.windows[id] = nil
        if Self.windows.isEmpty {
            Self.events?.cancel()
            Self.events = nil
        }
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}

/// The desktop window could not be opened; the message says why and what to do.
public struct WindowError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
