import Foundation

/// One raw input event, as an input device reports it: the values the libinput source produces and scripted input
/// replays. Touch and absolute pointer positions are in the display's native pixels (before rotation).
public enum InputEvent: Equatable, Sendable {
    /// What kind of touch a slot carries.
    public enum TouchKind: Sendable { case direct, indirectPointer }

    /// `force` is the pressure normalised so that 1 is an ordinary touch, where the device reports one.
    case touchDown(slot: Int, x: Double, y: Double, kind: TouchKind, force: Double? = nil, time: MonotonicInstant)
    case touchMotion(slot: Int, x: Double, y: Double, force: Double? = nil, time: MonotonicInstant)
    case touchUp(slot: Int, time: MonotonicInstant)
    case touchCancel(slot: Int, time: MonotonicInstant)

    public var time: MonotonicInstant {
        switch self {
        case .touchDown(_, _, _, _, _, let t), .touchMotion(_, _, _, _, let t), .touchUp(_, let t),
            .touchCancel(_, let t):
            t
        }
    }
}
