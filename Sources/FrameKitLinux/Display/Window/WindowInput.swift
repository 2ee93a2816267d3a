import FrameKitPlatform

/// The desktop preview's input: the window's mouse as a finger, its keyboard as the board's. The left button is a
/// touch; with Control held when it goes down, a second finger moves mirrored about the window's centre, so dragging
/// pinches and turns (as phone simulators do it). The wheel scrolls, keys arrive as evdev codes for FrameKit's keymap
/// (`FRAMEKIT_XKB_LAYOUT`), and Control-R is the rotate-display key, turning the interface to the next allowed
/// orientation. No keyboard is announced, so text fields bring up the on-screen keyboard as on a touch-only kiosk;
/// typing on the desktop's keyboard works as well.
@MainActor
public final class WindowInput: InputSource {
    /// The source's name, for logs.
    public let name = "window (mouse as touch, keyboard)"
    private var touches = WindowTouches()
    private var isSuspended = false
    private let display: WindowDisplay
    private let handler: @MainActor (InputEvent) -> Void

    /// Input from `display`'s window, handed to `handler` as touches, pointer and key events.
    public init(display: WindowDisplay, loop: MainLoop, handler: @escaping @MainActor (InputEvent) -> Void) {
        self.display = display
        self.handler = handler
        handler(.deviceAdded(Self.device, time: loop.now))
        display.eventHandler = { [weak self, loop] event in
            guard let self, !isSuspended else { return }
            for translated in touches.translate(event, in: display.nativeSize, at: loop.now) { self.handler(translated) }
        }
    }

    static let device = InputDevice(id: "window", name: "desktop window's mouse", capabilities: [.touch, .pointer])

    /// Cancels the touches down and drops events until `resume()`.
    public func suspend() {
        isSuspended = true
        for event in touches.cancelAll(at: MonotonicInstant.now()) { handler(event) }
    }

    /// Delivers events again.
    public func resume() { isSuspended = false }

    /// Cancels the touches down and stops listening to the window.
    public func close() {
        suspend()
        display.eventHandler = nil
    }
}

/// The window's events as the board's input events: the pure part of `WindowInput`.
struct WindowTouches {
    /// The HID usage of R.
    static let rKey = 0x15
    private var down = false
    private var pinching = false

    mutating func translate(_ event: SDLWindow.Event, in size: PixelSize, at time: MonotonicInstant) -> [InputEvent] {
        switch event {
        case .buttonDown(let x, let y, button: 1, let control) where !down:
            down = true
            pinching = control
            var events: [InputEvent] = [.touchDown(slot: 0, x: x, y: y, kind: .direct, time: time)]
            if control {
                let mirrored = Self.mirrored(x, y, in: size)
                events.append(.touchDown(slot: 1, x: mirrored.x, y: mirrored.y, kind: .direct, time: time))
            }
            return events
        case .motion(let x, let y) where down:
            var events: [InputEvent] = [.touchMotion(slot: 0, x: x, y: y, time: time)]
            if pinching {
                let mirrored = Self.mirrored(x, y, in: size)
                events.append(.touchMotion(slot: 1, x: mirrored.x, y: mirrored.y, time: time))
            }
            return events
        case .buttonUp(button: 1) where down:
            return lift { .touchUp(slot: $0, time: time) }
        case .wheel(let dx, let dy):
            // A step is a detent, scrolled as far as a board's wheel scrolls; SDL counts away from the user as positive.
            let detent = LibinputSource.wheelDetent
            return [.scroll(dx: dx * detent, dy: -dy * detent, continuous: false, time: time)]
        case .key(usage: Self.rKey, let pressed, control: true):
            return [.key(code: KeyCodes.rotateDisplay, pressed: pressed, time: time)]
        case .key(let usage, let pressed, _):
            return KeyCodes.evdevCode(hidUsage: usage).map { [.key(code: $0, pressed: pressed, time: time)] } ?? []
        default:
            return []
        }
    }

    /// Cancels the touches in progress (the window's input stopped).
    mutating func cancelAll(at time: MonotonicInstant) -> [InputEvent] {
        down ? lift { .touchCancel(slot: $0, time: time) } : []
    }

    private mutating func lift(_ event: (Int) -> InputEvent) -> [InputEvent] {
        defer { (down, pinching) = (false, false) }
        return (pinching ? [0, 1] : [0]).map(event)
    }

    private static func mirrored(_ x: Double, _ y: Double, in size: PixelSize) -> (x: Double, y: Double) {
        (Double(size.width) - x, Double(size.height) - y)
    }
}
