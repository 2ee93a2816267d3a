import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

@Suite struct InputRecordingTests {
    private static func t(_ seconds: Double) -> MonotonicInstant { MonotonicInstant(nanoseconds: Int64(seconds * 1e9)) }

    static let everyKind: [InputEvent] = [
        .deviceAdded(InputDevice(id: "event4", name: "QEMU \"Virtio\" Tablet", capabilities: [.pointer, .touch]), time: t(0)),
        .touchDown(slot: 0, x: 120.5, y: 80, kind: .direct, force: 0.25, time: t(0.010)),
        .touchMotion(slot: 0, x: 121, y: 82, time: t(0.026)),
        .touchUp(slot: 0, time: t(0.1)),
        .touchDown(slot: -1, x: 5, y: 6, kind: .indirectPointer, time: t(0.11)),
        .touchCancel(slot: -1, time: t(0.12)),
        .pointerMotion(dx: 3, dy: -1.5, time: t(0.2)),
        .pointerPosition(x: 100, y: 200, time: t(0.2)),
        .pointerButton(button: 272, pressed: true, time: t(0.3)),
        .scroll(dx: 0, dy: 40, continuous: true, time: t(0.3)),
        .key(code: 30, pressed: false, time: t(0.4)),
        .tabletMode(on: true, time: t(0.5)),
        .touchpadPinch(phase: .began, fingers: 2, scale: 1.25, rotation: -3, time: t(0.6)),
        .touchpadSwipe(phase: .cancelled, fingers: 3, dx: 1, dy: 2, time: t(0.6)),
        .deviceRemoved(InputDevice(id: "event4", name: "", capabilities: []), time: t(0.7)),
    ]

    @Test func everyEventSurvivesTheTextForm() throws {
        let recording = InputRecording(events: Self.everyKind)
        let text = recording.text
        #expect(text.hasPrefix(InputRecording.header + "\n"))
        #expect(text.contains("0.010000 touch-down slot=0 x=120.5 y=80 kind=direct force=0.25"))
        let parsed = try InputRecording(parsing: text)
        #expect(parsed == recording)
        #expect(parsed.entries.map(\.event) == Self.everyKind)
    }

    @Test func malformedLinesNameTheLineAndWhatWasExpected() {
        let cases: [(String, InputRecordingError)] = [
            ("0.1 touch-down slot=0 x=1", .malformed(line: 1, expected: "y=… on this touch-down line", found: "none")),
            ("# c\n\nsoon key code=1 pressed=1", .malformed(line: 3, expected: "a time in seconds (e.g. 0.016)", found: "soon")),
            ("0.1 key code=1 pressed=yes", .malformed(line: 1, expected: "pressed=0 or pressed=1", found: "pressed=yes")),
            ("0.1 key code=x pressed=1", .malformed(line: 1, expected: "code=<whole number>", found: "code=x")),
            ("0.2 key code=1 pressed=1\n0.1 key code=1 pressed=0",
             .malformed(line: 2, expected: "a time not before the previous line's 0.2", found: "0.1")),
            ("0.1 touch-down slot=0 x=1 y=2 kind=stylus", .malformed(line: 1, expected: "kind=direct or kind=pointer", found: "kind=stylus")),
            ("0.1 touchpad-pinch phase=mid fingers=2 scale=1 rotation=0",
             .malformed(line: 1, expected: "phase=began, changed, ended or cancelled", found: "phase=mid")),
            ("0.1 device-added id=e caps=mouse", .malformed(line: 1, expected: "caps from keyboard, pointer, touch, gesture, tablet-mode-switch, letter-keys", found: "mouse")),
            ("0.1 device-added id=e caps=touch name=\"open", .malformed(line: 1, expected: "a closing \"", found: "end of line")),
            ("0.1 key code", .malformed(line: 1, expected: "name=value", found: "code")),
            ("0.1", .malformed(line: 1, expected: "an event name after the time", found: "end of line")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try InputRecording(parsing: text) }
        }
        #expect(throws: InputRecordingError.self) { try InputRecording(parsing: "0.1 wiggle x=1") }
        #expect(throws: InputRecordingError.unreadable(path: "/nonexistent/rec.txt")) {
            try InputRecording(contentsOf: "/nonexistent/rec.txt")
        }
    }

    @Test @MainActor func scriptedInputReplaysAtTheRecordedPace() throws {
        let loop = VirtualMainLoop()
        loop.advance(by: 10)
        let recording = try InputRecording(parsing: "0 key code=30 pressed=1\n0.25 key code=30 pressed=0\n")
        var seen: [(TimeInterval, InputEvent)] = []
        var done = false
        ScriptedInput(recording).play(on: loop, into: { seen.append((loop.now.seconds, $0)) }, completion: { done = true })
        loop.advance(by: 0.1)
        #expect(seen.count == 1 && !done)
        loop.advance(by: 0.2)
        #expect(seen.map(\.0) == [10, 10.25] && done)
        #expect(seen.last?.1 == .key(code: 30, pressed: false, time: MonotonicInstant(nanoseconds: 10_250_000_000)))
    }
}

@Suite struct TouchCalibrationTests {
    private func apply(_ m: [Float], _ x: Float, _ y: Float) -> (Float, Float) {
        (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
    }

    @Test func theSettingAppliesAfterTheDevicesOwnMatrix() {
        let mirror: [Float] = [-1, 0, 1, 0, 1, 0]
        #expect(LibinputSource.calibration(mirror, after: mirror) == [1, 0, 0, 0, 1, 0])
        let halfWidth: [Float] = [0.5, 0, 0, 0, 1, 0]
        let shiftRight: [Float] = [1, 0, 0.25, 0, 1, 0]
        let combined = LibinputSource.calibration(shiftRight, after: halfWidth)
        #expect(apply(combined, 1, 0.5) == apply(shiftRight, apply(halfWidth, 1, 0.5).0, apply(halfWidth, 1, 0.5).1))
        #expect(apply(combined, 1, 0.5) == (0.75, 0.5))
        let identity: [Float] = [1, 0, 0, 0, 1, 0]
        #expect(LibinputSource.calibration(shiftRight, after: identity) == shiftRight)
    }
}
