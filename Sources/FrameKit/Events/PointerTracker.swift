import Foundation

/// The mouse (or absolute pointer) as FrameKit sees it: a position on the screen as the user sees it, which
/// relative motion moves in the user's directions whatever the rotation and which reaches every edge, and a
/// primary button that becomes a touch of type `.indirectPointer`, so every control works with a mouse.
@MainActor
struct PointerTracker {
    /// The touch slot the primary button drives; libinput's seat slots are never negative.
    static let slot = -1
    static let primaryButton = 0x110  // BTN_LEFT

    /// Screen points; nil until a pointer has moved.
    private(set) var location: CGPoint?
    private(set) var isPrimaryDown = false

    /// The touch events (native pixels) a pointer event amounts to, on a screen of `bounds` points with
    /// `toNative` mapping points to the panel's pixels.
    mutating func handle(_ event: InputEvent, bounds: CGRect, toNative: CGAffineTransform, scale: CGFloat)
        -> [InputEvent]
    {
        switch event {
        case .pointerMotion(let dx, let dy, let time):
            let start = location ?? CGPoint(x: bounds.midX, y: bounds.midY)
            return moveTo(CGPoint(x: start.x + dx / scale, y: start.y + dy / scale), bounds, toNative, time)
        case .pointerPosition(let x, let y, let time):
            return moveTo(CGPoint(x: x, y: y).applying(toNative.inverted()), bounds, toNative, time)
        case .pointerButton(let button, let pressed, let time):
            guard button == Self.primaryButton, pressed != isPrimaryDown else { return [] }
            isPrimaryDown = pressed
            guard pressed else { return [.touchUp(slot: Self.slot, time: time)] }
            let p = location ?? CGPoint(x: bounds.midX, y: bounds.midY)
            location = p
            let q = p.applying(toNative)
            return [.touchDown(slot: Self.slot, x: Double(q.x), y: Double(q.y), kind: .indirectPointer, time: time)]
        default:
            return []
        }
    }

    /// A pointer device went away: a held button lets go.
    mutating func releaseButton(at time: MonotonicInstant) -> [InputEvent] {
        guard isPrimaryDown else { return [] }
        isPrimaryDown = false
        return [.touchCancel(slot: Self.slot, time: time)]
    }

    private mutating func moveTo(
        _ p: CGPoint, _ bounds: CGRect, _ toNative: CGAffineTransform, _ time: MonotonicInstant
    ) -> [InputEvent] {
        let clamped = CGPoint(
            x: min(max(p.x, bounds.minX), bounds.maxX - 1), y: min(max(p.y, bounds.minY), bounds.maxY - 1))
        location = clamped
        guard isPrimaryDown else { return [] }
        let q = clamped.applying(toNative)
        return [.touchMotion(slot: Self.slot, x: Double(q.x), y: Double(q.y), time: time)]
    }
}
