import Foundation

/// Turns raw input events (native panel pixels) into `UITouch`es and `UIEvent`s: maps them through the rotation
/// and scale, hit-tests once at `.began`, counts taps, and sends the events through `UIApplication.sendEvent`.
/// The pointer's primary button becomes a touch, scrolling and touchpad gestures go to gesture recognizers, keys to
/// the keyboard router. The same router serves libinput, scripted input and the test harness.
@MainActor
final class InputRouter {
    private var pending: [InputEvent] = []
    private var touches: [Int: UITouch] = [:]
    /// Touches moved since the last delivered event, in the order they first moved, with their samples.
    private var motion: [(touch: UITouch, samples: [UITouch])] = []
    /// The last tap: when, where (screen points) and its tap count.
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Native pixels → logical points, and back.
    private var fromNative: CGAffineTransform
    private var toNative: CGAffineTransform
    private unowned let screen: UIScreen
    private var pointer = PointerTracker()
    /// The pointer moved, or its button changed, since the last frame: hover recognizers are told at the next.
    private var hoverChanged = false
    let cursor: PointerCursor
    let keyboard: KeyboardRouter
    /// Touchpad swipe travel since it began.
    private var swipeTravel = CGPoint.zero
    /// The input devices present, as the source reported them.
    private(set) var devices: [InputDevice] = []

    /// UIKit's multi-tap limits: the next tap must start within this time and distance of the last one's end.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 10

    init(screen: UIScreen, deviceTransform: CGAffineTransform, loop: MainLoop) {
        self.screen = screen
        toNative = deviceTransform
        fromNative = deviceTransform.inverted()
        keyboard = KeyboardRouter(screen: screen, loop: loop)
        cursor = PointerCursor(screen: screen)
    }

    var hasPending: Bool { !pending.isEmpty }

    /// Input keeps following the picture after a rotation.
    func setDeviceTransform(_ deviceTransform: CGAffineTransform) {
        toNative = deviceTransform
        fromNative = deviceTransform.inverted()
        cursor.rotationChanged()
    }

    /// Where the pointer is, in screen points; nil before any pointer moved.
    var pointerLocation: CGPoint? { pointer.location }
    /// Whether the pointer's primary button is held (a drag in progress).
    var isPointerButtonDown: Bool { pointer.isPrimaryDown }

    /// Queues an event for the next frame. Pointer events are followed at once, so the cursor moves without
    /// waiting for a frame; the touches they make wait like any other.
    func enqueue(_ event: InputEvent) {
        switch event {
        case .pointerMotion, .pointerPosition, .pointerButton:
            pending += pointer.handle(event, bounds: screen.bounds, toNative: toNative, scale: screen.scale)
            hoverChanged = true
            if case .pointerButton = event {} else if let location = pointer.location { cursor.moved(to: location) }
        default:
            pending.append(event)
        }
        screen.setNeedsFrame()
    }

    /// The input phase of a frame. Motion is coalesced: every touch that moved since the last frame is delivered
    /// once, in one `.moved` event, with the samples in between kept as the event's coalesced touches. Downs, ups
    /// and cancels are delivered in order, after the motion that came before them.
    /// Returns the device time of the earliest event handled, for input latency.
    @discardableResult
    func dispatchPending() -> MonotonicInstant? {
        let events = pending
        pending.removeAll()
        for event in events { dispatch(event) }
        deliverMotion()
        if hoverChanged {
            hoverChanged = false
            let target = pointer.isPrimaryDown ? nil : pointerTarget()
            screen.gestures.hover(at: target?.1, in: target?.0)
        }
        return events.map(\.time).min()
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y).applying(fromNative) }

    private func dispatch(_ event: InputEvent) {
        if case .touchMotion(let slot, let x, let y, let force, let time) = event {
            return record(slot: slot, at: point(x, y), force: force, time: time.seconds)
        }
        deliverMotion()
        switch event {
        case .touchDown, .touchUp, .touchCancel, .touchMotion:
            dispatchTouch(event)
        case .pointerMotion, .pointerPosition, .pointerButton:
            break  // turned into touches when queued
        case .scroll(let dx, let dy, let continuous, let time):
            guard let (window, p) = pointerTarget() else { return }
            screen.gestures.scroll(
                by: CGPoint(x: dx, y: dy), continuous: continuous, at: p, in: window, time: time.seconds)
        case .key(let code, let pressed, let time):
            keyboard.handle(code: code, pressed: pressed, time: time)
        case .tabletMode(let on, _):
            NotificationCenter.default.post(
                name: UIApplication.tabletModeDidChangeNotification, object: nil, userInfo: ["isOn": on])
        case .touchpadPinch(let phase, _, let scale, let degrees, let time):
            guard let (window, p) = pointerTarget() else { return }
            screen.gestures.touchpadPinch(
                phase: phase, scale: scale, rotation: degrees * .pi / 180, at: p, in: window, time: time.seconds)
        case .touchpadSwipe(let phase, let fingers, let dx, let dy, _):
            swipeTravel = phase == .began ? .zero : CGPoint(x: swipeTravel.x + dx, y: swipeTravel.y + dy)
            guard phase == .ended, let (window, p) = pointerTarget() else { return }
            screen.gestures.touchpadSwipe(
                fingers: fingers, dx: swipeTravel.x, dy: swipeTravel.y, at: p, in: window)
        case .deviceAdded(let device, _):
            devices.append(device)
            letterKeyboardsMayHaveChanged()
        case .deviceRemoved(let device, let time):
            devices.removeAll { $0.id == device.id }
            if device.capabilities.contains(.keyboard) { keyboard.cancelAll(at: time) }
            if device.capabilities.contains(.pointer) { pointer.releaseButton(at: time).forEach(dispatch) }
            if !devices.contains(where: { $0.capabilities.contains(.pointer) }) { cursor.hide() }
            letterKeyboardsMayHaveChanged()
        }
    }

    private func letterKeyboardsMayHaveChanged() {
        screen.keyboard.letterKeyboardsChanged(attached: devices.contains { $0.capabilities.contains(.letterKeys) })
    }

    /// The top visible window under the pointer and the pointer's place in it.
    private func pointerTarget() -> (UIWindow, CGPoint)? {
        guard let location = pointerLocation, let (window, local, _) = hit(location) else { return nil }
        return (window, local)
    }

    /// The top visible window with a view under `p` (screen points), `p` in its coordinates, and that view.
    private func hit(_ p: CGPoint) -> (UIWindow, CGPoint, UIView)? {
        for window in screen.windows.reversed() where !window.isHidden {
            let local = p.applying(window.transformToSuperview.inverted())
            if let view = window.hitTest(local, with: nil) { return (window, local, view) }
        }
        return nil
    }

    private func dispatchTouch(_ event: InputEvent) {
        switch event {
        case .touchDown(let slot, let x, let y, let kind, let force, let time):
            if kind == .direct { cursor.hide() }
            if let stale = touches[slot] { finish(stale, phase: .cancelled, time: time.seconds) }
            began(
                slot: slot, at: point(x, y), type: kind == .direct ? .direct : .indirectPointer,
                force: force.map { CGFloat($0) } ?? 0, time: time.seconds)
        case .touchUp(let slot, let time):
            guard let touch = touches[slot] else { return }
            finish(touch, phase: .ended, time: time.seconds)
        case .touchCancel(let slot, let time):
            guard let touch = touches[slot] else { return }
            finish(touch, phase: .cancelled, time: time.seconds)
        default:
            break
        }
    }

    /// Moves a touch to `screenPoint` and keeps the sample; its previous location stays where the last delivered event
    /// left it.
    private func record(slot: Int, at screenPoint: CGPoint, force: Double?, time: TimeInterval) {
        guard let touch = touches[slot] else { return }
        // A touch's locations are in its window's coordinates, as its `.began` location was.
        let p = touch.window.map { screenPoint.applying($0.transformToSuperview.inverted()) } ?? screenPoint
        guard p != touch.locationInWindow else { return }
        if touch.phase != .moved {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = .moved
        }
        touch.locationInWindow = p
        if let force { touch.force = CGFloat(force) }
        touch.timestamp = time
        let sample = touch.sample()
        if let index = motion.firstIndex(where: { $0.touch === touch }) {
            sample.previousLocationInWindow = motion[index].samples.last!.locationInWindow
            motion[index].samples.append(sample)
        } else {
            motion.append((touch, [sample]))
        }
    }

    /// Sends the motion recorded since the last delivery as one event.
    private func deliverMotion() {
        guard let latest = motion.map(\.touch).max(by: { $0.timestamp < $1.timestamp }) else { return }
        let event = event(for: latest)
        event.coalesced = Dictionary(uniqueKeysWithValues: motion.map { ($0.touch, $0.samples) })
        screen.sendEvent(event)
        for (touch, _) in motion where touch.phase == .moved { touch.phase = .stationary }
        motion.removeAll()
    }

    private func began(slot: Int, at p: CGPoint, type: UITouch.TouchType, force: CGFloat, time: TimeInterval) {
        let touch = UITouch(slot: slot, location: p, timestamp: time, type: type)
        touch.force = force
        // The last tap's place is in screen points, as `p` is: taps in windows not at the screen's origin count too.
        if let last = lastTap, time - last.time <= Self.multiTapInterval,
            hypot(p.x - last.location.x, p.y - last.location.y) <= Self.multiTapDistance
        {
            touch.tapCount = last.count + 1
        }
        if let (window, local, view) = hit(p) {
            touch.view = view
            touch.window = window
            touch.locationInWindow = local
            touch.previousLocationInWindow = local
        }
        touches[slot] = touch
        deliver(touch)
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase, time: TimeInterval) {
        touch.phase = phase
        touch.timestamp = time
        touch.previousLocationInWindow = touch.locationInWindow
        touches[touch.slot] = nil
        if phase == .ended {
            let screenPoint = touch.window.map { touch.locationInWindow.applying($0.transformToSuperview) } ?? touch.locationInWindow
            lastTap = (time, screenPoint, touch.tapCount)
        }
        deliver(touch)
    }

    private func deliver(_ touch: UITouch) {
        guard touch.view != nil else { return }
        screen.sendEvent(event(for: touch))
        // Delivered once; in later events it is a bystander until it changes again.
        if touch.phase == .began { touch.phase = .stationary }
    }

    /// An event carrying every live touch plus `touch` (which may just have ended).
    private func event(for touch: UITouch) -> UIEvent {
        UIEvent(type: .touches, timestamp: touch.timestamp, touches: Set(touches.values).union([touch]))
    }
}
