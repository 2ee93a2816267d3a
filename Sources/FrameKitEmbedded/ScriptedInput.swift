import Foundation
import FrameKitPlatform

/// Replays input events at their recorded pace on a main loop — the virtual loop of a headless test or the real
/// one — into the same handler the libinput source feeds. Events are re-stamped with the loop's clock. Events that
/// fall due while the source is suspended are dropped, as a closed device's would be.
@MainActor
public final class ScriptedInput: InputSource {
    /// The events replayed.
    public let recording: InputRecording
    private var timers: [LoopTimer] = []
    /// Shared with the scheduled events, which may outlive the source (a replay started and let go of).
    private let suspension = Suspension()

    private final class Suspension { var isOn = false }

    /// Names the source and how many events it holds, for logs.
    public var name: String { "scripted, \(recording.entries.count) events" }

    /// A source replaying `recording`.
    public init(_ recording: InputRecording) {
        self.recording = recording
    }

    /// Events written in code; their own times set the pace.
    public convenience init(events: [InputEvent]) {
        self.init(InputRecording(events: events))
    }

    /// A recording file (see `InputRecording` for the format).
    public convenience init(contentsOf path: String) throws(InputRecordingError) {
        self.init(try InputRecording(contentsOf: path))
    }

    /// Starts the replay now; `completion` runs after the last event.
    public func play(
        on loop: MainLoop, into handler: @escaping @MainActor (InputEvent) -> Void,
        completion: @escaping @MainActor () -> Void = {}
    ) {
        stop()
        let start = loop.now
        for (offset, event) in recording.entries {
            let time = start.adding(seconds: offset)
            timers.append(loop.schedule(at: time) { [suspension] in
                if !suspension.isOn { handler(event.restamped(time)) }
            })
        }
        timers.append(loop.schedule(at: start.adding(seconds: recording.entries.last?.offset ?? 0)) { completion() })
    }

    /// Cancels what has not been replayed yet.
    public func stop() {
        timers.forEach { $0.cancel() }
        timers.removeAll()
    }

    /// Drops events that fall due while suspended, as a session switch away does.
    public func suspend() { suspension.isOn = true }
    /// Delivers events again.
    public func resume() { suspension.isOn = false }
    /// Stops replaying.
    public func close() { stop() }
}

extension InputEvent {
    /// The same event at another time.
    public func restamped(_ t: MonotonicInstant) -> InputEvent {
        switch self {
        case .touchDown(let slot, let x, let y, let kind, let force, _):
            .touchDown(slot: slot, x: x, y: y, kind: kind, force: force, time: t)
        case .touchMotion(let slot, let x, let y, let force, _): .touchMotion(slot: slot, x: x, y: y, force: force, time: t)
        case .touchUp(let slot, _): .touchUp(slot: slot, time: t)
        case .touchCancel(let slot, _): .touchCancel(slot: slot, time: t)
        case .pointerMotion(let dx, let dy, _): .pointerMotion(dx: dx, dy: dy, time: t)
        case .pointerPosition(let x, let y, _): .pointerPosition(x: x, y: y, time: t)
        case .pointerButton(let button, let pressed, _): .pointerButton(button: button, pressed: pressed, time: t)
        case .scroll(let dx, let dy, let continuous, _): .scroll(dx: dx, dy: dy, continuous: continuous, time: t)
        case .key(let code, let pressed, _): .key(code: code, pressed: pressed, time: t)
        case .tabletMode(let on, _): .tabletMode(on: on, time: t)
        case .touchpadPinch(let phase, let fingers, let scale, let rotation, _):
            .touchpadPinch(phase: phase, fingers: fingers, scale: scale, rotation: rotation, time: t)
        case .touchpadSwipe(let phase, let fingers, let dx, let dy, _):
            .touchpadSwipe(phase: phase, fingers: fingers, dx: dx, dy: dy, time: t)
        case .deviceAdded(let device, _): .deviceAdded(device, time: t)
        case .deviceRemoved(let device, _): .deviceRemoved(device, time: t)
        }
    }
}
