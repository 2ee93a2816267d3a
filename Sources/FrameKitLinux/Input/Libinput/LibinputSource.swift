import CLibinput
import Foundation
import Logging
import FrameKitPlatform

/// Touch, pointer, keyboard, switch and touchpad-gesture input from libinput on a udev seat, turned into
/// `InputEvent`s on the main queue as soon as the fd is readable. libinput follows device hotplug itself; when a
/// device goes, the source cancels the touches it still had down.
@MainActor
public final class LibinputSource: InputSource {
    /// Receives every event, in order, from the devices present at start on.
    private let handler: (InputEvent) -> Void
    /// The display's native size: absolute positions are scaled to it.
    public var nativeSize: PixelSize
    /// The display a touchscreen's touches belong to when it is not the main one's (its udev `WL_OUTPUT`, or
    /// `FRAMEKIT_TOUCH_OUTPUT`), asked at each touch; nil keeps them on the main display.
    public var touchDisplay: (@MainActor (InputDevice) -> (any Display)?)?
    /// Receives the touches `touchDisplay` sends to another display, in that panel's pixels.
    public var routedTouchHandler: (@MainActor (InputEvent, any Display) -> Void)?
    /// The seat the source runs on.
    public let seat: String
    /// The devices present now.
    public private(set) var devices: [InputDevice] = []
    /// The source's name and seat, for logs.
    public var name: String { "libinput \(seat)" }

    private let udev: OpaquePointer
    private let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    /// Opens and closes device nodes for libinput (through the seat manager when there is one); the C callbacks get
    /// it as user data.
    private let opener: DeviceOpener
    private var readSource: DispatchSourceRead?
    private let calibration: @MainActor (InputDevice) -> [Float]?
    /// The touchpad pinch's turn so far: libinput reports it step by step, FrameKit's event since the pinch began.
    private var pinchRotation = 0.0
    /// Touch slots held down, per device, so unplugging cancels them.
    private var liveSlots: [String: Set<Int>] = [:]
    private let logger = Logger(label: "framekit.input")

    /// Opens the seat; `handler` gets every event, starting with a `deviceAdded` for each device present.
    /// `calibration` gives a touchscreen's 2×3 touch calibration matrix (row-major, normalised coordinates; its
    /// panel's), applied on top of what the device's `LIBINPUT_CALIBRATION_MATRIX` udev property already gives.
    /// With `session`, devices are opened through the seat manager.
    public init(
        seat: String, nativeSize: PixelSize, calibration: @escaping @MainActor (InputDevice) -> [Float]? = { _ in nil },
        session: SeatSession? = nil,
        handler: @escaping (InputEvent) -> Void
    ) throws(InputError) {
        self.handler = handler
        self.seat = seat
        opener = DeviceOpener(session: session)
        self.nativeSize = nativeSize
        self.calibration = calibration
        try PlatformLibrary.load(.udev, .libinput, orThrow: InputError.libraryMissing)
        guard let udev = udev_new() else { throw .udevUnavailable }
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(open_restricted: Self.openDevice, close_restricted: Self.closeDevice))
        let userdata = Unmanaged.passUnretained(opener).toOpaque()
        guard let context = libinput_udev_create_context(interface, userdata, udev) else {
            udev_unref(udev)
            interface.deallocate()
            throw .udevUnavailable
        }
        self.udev = udev
        self.context = context
        fk_libinput_set_log_sink(context) { priority, line in
            guard let line else { return }
            LibinputSource.libinputLogger.error("libinput: \(String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        guard libinput_udev_assign_seat(context, seat) == 0 else {
            libinput_unref(context)
            udev_unref(udev)
            interface.deallocate()
            throw .seatUnavailable(seat)
        }
        // Devices present at start are queued without the fd turning readable: drain once now.
        drainEvents()
        let denied = opener.takeDeniedPaths()
        if !denied.isEmpty, devices.isEmpty { throw .permissionDenied(paths: denied) }
        warnAbout(denied)
        let source = DispatchSource.makeReadSource(fileDescriptor: libinput_get_fd(context), queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.dispatch() } }
        source.resume()
        readSource = source
        logger.info("input on \(seat): \(devices.isEmpty ? "no devices yet" : devices.map(\.name).joined(separator: ", "))")
    }

    /// The seat to use: `FRAMEKIT_SEAT`, else `XDG_SEAT`, else seat0.
    public static func seatName(configured: String?, environment: [String: String]) -> String {
        configured ?? environment["XDG_SEAT"].flatMap { $0.isEmpty ? nil : $0 } ?? "seat0"
    }

    /// The seat went to another session: every device is closed (their touches are cancelled) until `resume()`.
    public func suspend() {
        libinput_suspend(context)
        dispatch()
    }

    /// The seat is back: the devices are opened again.
    public func resume() {
        if libinput_resume(context) != 0 { logger.error("input could not be resumed after the seat came back") }
        dispatch()
    }

    /// Stops reading; devices are closed.
    public func close() {
        readSource?.cancel()
        readSource = nil
    }

    isolated deinit {
        readSource?.cancel()
        libinput_unref(context)
        udev_unref(udev)
        interface.deallocate()
    }

    // MARK: Events

    private func dispatch() {
        drainEvents()
        warnAbout(opener.takeDeniedPaths())
    }

    private func drainEvents() {
        libinput_dispatch(context)
        while let event = libinput_get_event(context) {
            translate(event)
            libinput_event_destroy(event)
        }
    }

    /// Devices plugged in later that cannot be opened are said once each.
    private func warnAbout(_ denied: [String]) {
        for path in denied { logger.warning("cannot open \(path): permission denied; \(InputError.permissionAdvice)") }
    }

    private func translate(_ event: OpaquePointer) {
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED: deviceAdded(libinput_event_get_device(event))
        case LIBINPUT_EVENT_DEVICE_REMOVED: deviceRemoved(libinput_event_get_device(event))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
            LIBINPUT_EVENT_TOUCH_CANCEL:
            touch(libinput_event_get_touch_event(event), type)
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON,
            LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
            LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            pointer(libinput_event_get_pointer_event(event), type)
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let key = libinput_event_get_keyboard_event(event)
            handler(
                .key(
                    code: Int(libinput_event_keyboard_get_key(key)),
                    pressed: libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED,
                    time: Self.instant(libinput_event_keyboard_get_time_usec(key))))
        case LIBINPUT_EVENT_SWITCH_TOGGLE:
            let toggle = libinput_event_get_switch_event(event)
            guard libinput_event_switch_get_switch(toggle) == LIBINPUT_SWITCH_TABLET_MODE else { return }
            handler(
                .tabletMode(
                    on: libinput_event_switch_get_switch_state(toggle) == LIBINPUT_SWITCH_STATE_ON,
                    time: Self.instant(libinput_event_switch_get_time_usec(toggle))))
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
            LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END:
            gesture(libinput_event_get_gesture_event(event), type)
        default:
            // Legacy POINTER_AXIS duplicates the scroll events above; tablets and frames need nothing.
            break
        }
    }

    private func touch(_ touch: OpaquePointer?, _ type: libinput_event_type) {
        guard let touch else { return }
        let slot = Int(libinput_event_touch_get_seat_slot(touch))
        let time = Self.instant(libinput_event_touch_get_time_usec(touch))
        let device = Self.id(of: libinput_event_get_device(libinput_event_touch_get_base_event(touch)))
        let target = devices.first { $0.id == device }.flatMap { touchDisplay?($0) }
        let send = { (event: InputEvent) in
            if let target, let routed = self.routedTouchHandler { routed(event, target) } else { self.handler(event) }
        }
        let size = target?.nativeSize ?? nativeSize
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN:
            liveSlots[device, default: []].insert(slot)
            let (x, y) = position(touch, in: size)
            send(.touchDown(slot: slot, x: x, y: y, kind: .direct, time: time))
        case LIBINPUT_EVENT_TOUCH_MOTION:
            let (x, y) = position(touch, in: size)
            send(.touchMotion(slot: slot, x: x, y: y, time: time))
        case LIBINPUT_EVENT_TOUCH_UP:
            liveSlots[device]?.remove(slot)
            send(.touchUp(slot: slot, time: time))
        default:
            liveSlots[device]?.remove(slot)
            send(.touchCancel(slot: slot, time: time))
        }
    }

    private func position(_ touch: OpaquePointer, in size: PixelSize) -> (Double, Double) {
        (
            libinput_event_touch_get_x_transformed(touch, UInt32(size.width)),
            libinput_event_touch_get_y_transformed(touch, UInt32(size.height))
        )
    }

    private func pointer(_ pointer: OpaquePointer?, _ type: libinput_event_type) {
        guard let pointer else { return }
        let time = Self.instant(libinput_event_pointer_get_time_usec(pointer))
        switch type {
        case LIBINPUT_EVENT_POINTER_MOTION:
            handler(
                .pointerMotion(
                    dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer), time: time))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            handler(
                .pointerPosition(
                    x: libinput_event_pointer_get_absolute_x_transformed(pointer, UInt32(nativeSize.width)),
                    y: libinput_event_pointer_get_absolute_y_transformed(pointer, UInt32(nativeSize.height)),
                    time: time))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            handler(
                .pointerButton(
                    button: Int(libinput_event_pointer_get_button(pointer)),
                    pressed: libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED,
                    time: time))
        default:
            let (dx, dy) = scrollDelta(pointer, wheel: type == LIBINPUT_EVENT_POINTER_SCROLL_WHEEL)
            // A finger scroll of zero is libinput's scroll stop: the fingers left the touchpad.
            if dx != 0 || dy != 0 || type == LIBINPUT_EVENT_POINTER_SCROLL_FINGER {
                handler(.scroll(dx: dx, dy: dy, continuous: type != LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, time: time))
            }
        }
    }

    /// Points to scroll: a wheel detent (120 units of v120) is `wheelDetent` points; touchpad scrolling is already
    /// in pixel-like units.
    nonisolated static let wheelDetent = 40.0

    private func scrollDelta(_ pointer: OpaquePointer, wheel: Bool) -> (Double, Double) {
        func axis(_ axis: libinput_pointer_axis) -> Double {
            guard libinput_event_pointer_has_axis(pointer, axis) != 0 else { return 0 }
            return wheel
                ? libinput_event_pointer_get_scroll_value_v120(pointer, axis) / 120 * Self.wheelDetent
                : libinput_event_pointer_get_scroll_value(pointer, axis)
        }
        return (axis(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL), axis(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL))
    }

    private func gesture(_ gesture: OpaquePointer?, _ type: libinput_event_type) {
        guard let gesture else { return }
        let time = Self.instant(libinput_event_gesture_get_time_usec(gesture))
        let fingers = Int(libinput_event_gesture_get_finger_count(gesture))
        let phase: InputEvent.GesturePhase =
            switch type {
            case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: .began
            case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE: .changed
            default: libinput_event_gesture_get_cancelled(gesture) != 0 ? .cancelled : .ended
            }
        if type == LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN || type == LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE
            || type == LIBINPUT_EVENT_GESTURE_SWIPE_END
        {
            handler(
                .touchpadSwipe(
                    phase: phase, fingers: fingers, dx: libinput_event_gesture_get_dx(gesture),
                    dy: libinput_event_gesture_get_dy(gesture), time: time))
        } else {
            pinchRotation = phase == .began ? 0 : pinchRotation + libinput_event_gesture_get_angle_delta(gesture)
            handler(
                .touchpadPinch(
                    phase: phase, fingers: fingers, scale: libinput_event_gesture_get_scale(gesture),
                    rotation: pinchRotation, time: time))
        }
    }

    // MARK: Devices

    private func deviceAdded(_ handle: OpaquePointer?) {
        guard let handle else { return }
        var capabilities: InputDevice.Capabilities = []
        let has = { (c: libinput_device_capability) in libinput_device_has_capability(handle, c) != 0 }
        if has(LIBINPUT_DEVICE_CAP_KEYBOARD) {
            capabilities.insert(.keyboard)
            // KEY_Q, KEY_A, KEY_Z and KEY_SPACE: a keyboard for typing.
            if [16, 30, 44, 57].allSatisfy({ libinput_device_keyboard_has_key(handle, $0) > 0 }) {
                capabilities.insert(.letterKeys)
            }
        }
        if has(LIBINPUT_DEVICE_CAP_POINTER) { capabilities.insert(.pointer) }
        if has(LIBINPUT_DEVICE_CAP_TOUCH) { capabilities.insert(.touch) }
        if has(LIBINPUT_DEVICE_CAP_GESTURE) { capabilities.insert(.gesture) }
        if has(LIBINPUT_DEVICE_CAP_SWITCH), libinput_device_switch_has_switch(handle, LIBINPUT_SWITCH_TABLET_MODE) > 0 {
            capabilities.insert(.tabletModeSwitch)
        }
        let device = InputDevice(
            id: Self.id(of: handle), name: String(cString: libinput_device_get_name(handle)), capabilities: capabilities,
            output: libinput_device_get_output_name(handle).map { String(cString: $0) })
        if capabilities.contains(.touch), let matrix = calibration(device) { calibrate(handle, matrix) }
        devices.append(device)
        logger.info("input device added: \(device.name) (\(device.id))")
        handler(.deviceAdded(device, time: MonotonicInstant.now()))
    }

    private func deviceRemoved(_ handle: OpaquePointer?) {
        guard let handle else { return }
        let id = Self.id(of: handle)
        let time = MonotonicInstant.now()
        for slot in (liveSlots.removeValue(forKey: id) ?? []).sorted() { handler(.touchCancel(slot: slot, time: time)) }
        guard let index = devices.firstIndex(where: { $0.id == id }) else { return }
        let device = devices.remove(at: index)
        logger.info("input device removed: \(device.name) (\(device.id))")
        handler(.deviceRemoved(device, time: time))
    }

    /// Sets `matrix` applied after the device's own (its `LIBINPUT_CALIBRATION_MATRIX`, which libinput's set call
    /// would otherwise replace).
    private func calibrate(_ handle: OpaquePointer, _ matrix: [Float]) {
        guard libinput_device_config_calibration_has_matrix(handle) != 0 else {
            return logger.warning("FRAMEKIT_TOUCH_CALIBRATION: \(String(cString: libinput_device_get_name(handle))) cannot be calibrated")
        }
        var own: [Float] = [1, 0, 0, 0, 1, 0]
        _ = libinput_device_config_calibration_get_default_matrix(handle, &own)
        let combined = Self.calibration(matrix, after: own)
        _ = libinput_device_config_calibration_set_matrix(handle, combined)
    }

    /// The 2×3 affine matrix (row-major, normalised coordinates) that applies `inner` first, then `outer`.
    nonisolated static func calibration(_ outer: [Float], after inner: [Float]) -> [Float] {
        let (a, b, c, d, e, f) = (outer[0], outer[1], outer[2], outer[3], outer[4], outer[5])
        let (g, h, i, j, k, l) = (inner[0], inner[1], inner[2], inner[3], inner[4], inner[5])
        return [a * g + b * j, a * h + b * k, a * i + b * l + c, d * g + e * j, d * h + e * k, d * i + e * l + f]
    }

    private static func id(of device: OpaquePointer?) -> String {
        guard let device, let name = libinput_device_get_sysname(device) else { return "?" }
        return String(cString: name)
    }

    private static func instant(_ microseconds: UInt64) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: Int64(microseconds) * 1000)
    }

    // MARK: Opening devices

    private static let libinputLogger = Logger(label: "framekit.input")

    private static let openDevice: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32 = {
        path, flags, userdata in
        guard let path, let userdata else { return -EINVAL }
        let opener = Unmanaged<DeviceOpener>.fromOpaque(userdata).takeUnretainedValue()
        let node = String(cString: path)
        return MainActor.assumeIsolated { opener.open(node, flags: flags) }
    }

    private static let closeDevice: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { fd, userdata in
        guard let userdata else { return _ = Glibc.close(fd) }
        let opener = Unmanaged<DeviceOpener>.fromOpaque(userdata).takeUnretainedValue()
        MainActor.assumeIsolated { opener.close(fd) }
    }
}

/// Opens libinput's device nodes, through the seat manager when there is one, and remembers the nodes it could not
/// open for lack of permission until they are reported.
@MainActor
private final class DeviceOpener {
    let session: SeatSession?
    private var deniedPaths: Set<String> = []

    init(session: SeatSession?) { self.session = session }

    func open(_ node: String, flags: Int32) -> Int32 {
        if let session {
            switch session.openDevice(node) {
            case .success(let fd): return fd
            case .failure(.cannotOpen(_, let code)): return -code
            case .failure: return -EBADF
            }
        }
        let fd = Glibc.open(node, flags | O_CLOEXEC)
        guard fd < 0 else { return fd }
        let error = errno
        if error == EACCES || error == EPERM { deniedPaths.insert(node) }
        return -error
    }

    func close(_ fd: Int32) {
        if let session { session.closeDevice(fd) } else { _ = Glibc.close(fd) }
    }

    func takeDeniedPaths() -> [String] {
        defer { deniedPaths.removeAll() }
        return deniedPaths.sorted()
    }
}
