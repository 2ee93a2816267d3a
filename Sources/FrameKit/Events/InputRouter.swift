import Foundation

/// Turns raw input events (native panel pixels) into `UITouch`es and `UIEvent`s: maps them through the rotation
/// and scale, hit-tests once at `.began`, counts taps, and sends the events through `UIApplication.sendEvent`. The
/// same router serves libinput, scripted input and the test harness.
@MainActor
final class InputRouter {
    private var pending: [InputEvent] = []
    private var touches: [Int: UITouch] = [:]
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Native pixels → logical points.
    private let fromNative: CGAffineTransform
    private unowned let screen: UIScreen

    /// UIKit's multi-tap limits: the next tap must start within this time and distance of the last one's end.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 10

    init(screen: UIScreen, deviceTransform: CGAffineTransform) {
        self.screen = screen
        fromNative = deviceTransform.inverted()
    }

    var hasPending: Bool { !pending.isEmpty }

    func enqueue(_ event: InputEvent) {
        pending.append(event)
        screen.setNeedsFrame()
    }

    /// The input phase of a frame.
    func dispatchPending() {
        let events = pending
        pending.removeAll()
        for event in events { dispatch(event) }
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y).applying(fromNative) }

    private func dispatch(_ event: InputEvent) {
        switch event {
        case .touchDown(let slot, let x, let y, let kind, let time):
            if let stale = touches[slot] { finish(stale, phase: .cancelled, time: time.seconds) }
            began(slot: slot, at: point(x, y), type: kind == .direct ? .direct : .indirectPointer, time: time.seconds)
        case .touchMotion(let slot, let x, let y, let time):
            guard let touch = touches[slot] else { return }
            let p = point(x, y)
            guard p != touch.locationInWindow else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = p
            touch.phase = .moved
            touch.timestamp = time.seconds
            deliver(touch)
        case .touchUp(let slot, let time):
            guard let touch = touches[slot] else { return }
            finish(touch, phase: .ended, time: time.seconds)
        case .touchCancel(let slot, let time):
            guard let touch = touches[slot] else { return }
            finish(touch, phase: .cancelled, time: time.seconds)
        }
    }

    private func began(slot: Int, at p: CGPoint, type: UITouch.TouchType, time: TimeInterval) {
        let touch = UITouch(slot: slot, location: p, timestamp: time, type: type)
        if let last = lastTap, time - last.time <= Self.multiTapInterval,
            hypot(p.x - last.location.x, p.y - last.location.y) <= Self.multiTapDistance
        {
            touch.tapCount = last.count + 1
        }
        for window in screen.windows.reversed() where !window.isHidden {
            let local = p.applying(window.transformToSuperview.inverted())
            if let hit = window.hitTest(local, with: nil) {
                touch.view = hit
                touch.window = window
                touch.locationInWindow = local
                touch.previousLocationInWindow = local
                break
            }
        }
        touches[slot] = touch
        deliver(touch)
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase, time: TimeInterval) {
        touch.phase = phase
        touch.timestamp = time
        touch.previousLocationInWindow = touch.locationInWindow
        touches[touch.slot] = nil
        if phase == .ended { lastTap = (time, touch.locationInWindow, touch.tapCount) }
        deliver(touch)
    }

    private func deliver(_ touch: UITouch) {
        guard touch.view != nil else { return }
        let all = Set(touches.values).union([touch])
        UIApplication.shared.sendEvent(UIEvent(type: .touches, timestamp: touch.timestamp, touches: all))
    }
}
