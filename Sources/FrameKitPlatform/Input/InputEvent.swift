import Foundation

/// One raw input event, as an input device reports it: the values the libinput source produces, scripted input
/// replays and `framekit record` writes. Touch and absolute pointer positions are in the display's native pixels
/// (before rotation); relative pointer motion and scrolling are in the device's own directions, which FrameKit
/// turns with the picture. Keys are Linux evdev key codes (`KEY_A` = 30).
public enum InputEvent: Equatable, Sendable {
    /// What kind of touch a slot carries.
    public enum TouchKind: Sendable { case direct, indirectPointer }

    /// Where a touchpad gesture is.
    public enum GesturePhase: String, Sendable { case began, changed, ended, cancelled }

    /// `force` is the pressure normalised so that 1 is an ordinary touch, where the device reports one.
    case touchDown(slot: Int, x: Double, y: Double, kind: TouchKind, force: Double? = nil, time: MonotonicInstant)
    case touchMotion(slot: Int, x: Double, y: Double, force: Double? = nil, time: MonotonicInstant)
    case touchUp(slot: Int, time: MonotonicInstant)
    case touchCancel(slot: Int, time: MonotonicInstant)

    /// A mouse moved by (dx, dy) pixels, after the device's acceleration.
    case pointerMotion(dx: Double, dy: Double, time: MonotonicInstant)
    /// An absolute pointer (a tablet, QEMU's virtio tablet) at a native pixel position.
    case pointerPosition(x: Double, y: Double, time: MonotonicInstant)
    /// A pointer button (evdev code: `BTN_LEFT` = 0x110) pressed or released.
    case pointerButton(button: Int, pressed: Bool, time: MonotonicInstant)
    /// Scrolling by (dx, dy) points; positive dy scrolls the content up (the wheel turned towards the user).
    /// `continuous` for touchpad scrolling, false for wheel detents.
    /// Continuous scrolling (a touchpad) ends with a zero-length step when the fingers lift.
    case scroll(dx: Double, dy: Double, continuous: Bool = false, time: MonotonicInstant)

    /// A key (evdev code) pressed or released; FrameKit's keymap turns it into text and does the repeating.
    case key(code: Int, pressed: Bool, time: MonotonicInstant)
    /// A convertible's tablet-mode switch.
    case tabletMode(on: Bool, time: MonotonicInstant)

    /// A touchpad pinch: `scale` since it began, `rotation` in degrees since it began (clockwise).
    case touchpadPinch(phase: GesturePhase, fingers: Int, scale: Double, rotation: Double, time: MonotonicInstant)
    /// A touchpad swipe: (dx, dy) moved since the previous step.
    case touchpadSwipe(phase: GesturePhase, fingers: Int, dx: Double, dy: Double, time: MonotonicInstant)

    /// An input device appeared or went away; its touches are cancelled when it goes.
    case deviceAdded(InputDevice, time: MonotonicInstant)
    case deviceRemoved(InputDevice, time: MonotonicInstant)

    /// When the event happened, on the monotonic clock.
    public var time: MonotonicInstant {
        switch self {
        case .touchDown(_, _, _, _, _, let t), .touchMotion(_, _, _, _, let t), .touchUp(_, let t),
            .touchCancel(_, let t), .pointerMotion(_, _, let t), .pointerPosition(_, _, let t),
            .pointerButton(_, _, let t), .scroll(_, _, _, let t), .key(_, _, let t), .tabletMode(_, let t),
            .touchpadPinch(_, _, _, _, let t), .touchpadSwipe(_, _, _, _, let t), .deviceAdded(_, let t),
            .deviceRemoved(_, let t):
            t
        }
    }
}

/// An input device as FrameKit sees it.
public struct InputDevice: Equatable, Hashable, Sendable {
    /// What a device can do.
    public struct Capabilities: OptionSet, Hashable, Sendable {
        /// The capabilities' bits.
        public let rawValue: Int
        /// Capabilities from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// It has keys.
        public static let keyboard = Capabilities(rawValue: 1 << 0)
        /// It moves a pointer (a mouse, a touchpad).
        public static let pointer = Capabilities(rawValue: 1 << 1)
        /// It is a touchscreen.
        public static let touch = Capabilities(rawValue: 1 << 2)
        /// It reports touchpad gestures (pinch, swipe).
        public static let gesture = Capabilities(rawValue: 1 << 3)
        /// It reports a tablet-mode switch.
        public static let tabletModeSwitch = Capabilities(rawValue: 1 << 4)
        /// A keyboard one can type on (it has letter keys and a space bar): not a power button, a remote or a
        /// panel's volume keys, which libinput also reports as keyboards. Its presence hides the on-screen keyboard.
        public static let letterKeys = Capabilities(rawValue: 1 << 5)
    }

    /// Unique while the process runs (the kernel's event node name, e.g. "event3").
    public var id: String
    /// Its name, as the kernel gives it.
    public var name: String
    /// What it can do.
    public var capabilities: Capabilities
    /// The output (connector name, e.g. `HDMI-A-2`) udev says a touchscreen is on: its `WL_OUTPUT` property.
    public var output: String?

    /// A device.
    public init(id: String, name: String, capabilities: Capabilities, output: String? = nil) {
        self.id = id
        self.name = name
        self.capabilities = capabilities
        self.output = output
    }
}
