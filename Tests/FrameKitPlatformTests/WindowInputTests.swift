import Testing
@testable import FrameKitLinux
import FrameKitPlatform

/// The desktop preview's mouse and keyboard as the board's input events (`WindowTouches`, the pure part of
/// `WindowInput`).
@Suite struct WindowInputTests {
    let size = PixelSize(width: 800, height: 600)
    let t = MonotonicInstant(nanoseconds: 1_000)

    @Test func theLeftButtonIsOneFingerAndMotionWithoutItIsNothing() {
        var touches = WindowTouches()
        #expect(touches.translate(.motion(x: 5, y: 5), in: size, at: t) == [])
        #expect(touches.translate(.buttonDown(x: 10, y: 20, button: 1, control: false), in: size, at: t)
            == [.touchDown(slot: 0, x: 10, y: 20, kind: .direct, time: t)])
        #expect(touches.translate(.motion(x: 30, y: 40), in: size, at: t) == [.touchMotion(slot: 0, x: 30, y: 40, time: t)])
        #expect(touches.translate(.buttonUp(button: 1), in: size, at: t) == [.touchUp(slot: 0, time: t)])
        #expect(touches.translate(.motion(x: 50, y: 50), in: size, at: t) == [])
        // The right button is not a finger.
        #expect(touches.translate(.buttonDown(x: 10, y: 20, button: 3, control: false), in: size, at: t) == [])
    }

    @Test func withControlASecondFingerMovesMirroredAboutTheCentre() {
        var touches = WindowTouches()
        #expect(touches.translate(.buttonDown(x: 300, y: 250, button: 1, control: true), in: size, at: t) == [
            .touchDown(slot: 0, x: 300, y: 250, kind: .direct, time: t),
            .touchDown(slot: 1, x: 500, y: 350, kind: .direct, time: t),
        ])
        #expect(touches.translate(.motion(x: 200, y: 300), in: size, at: t) == [
            .touchMotion(slot: 0, x: 200, y: 300, time: t), .touchMotion(slot: 1, x: 600, y: 300, time: t),
        ])
        #expect(touches.translate(.buttonUp(button: 1), in: size, at: t) == [.touchUp(slot: 0, time: t), .touchUp(slot: 1, time: t)])
        // The next plain press is one finger again.
        #expect(touches.translate(.buttonDown(x: 1, y: 2, button: 1, control: false), in: size, at: t).count == 1)
    }

    @Test func stoppingCancelsTheFingersDown() {
        var touches = WindowTouches()
        #expect(touches.cancelAll(at: t) == [])
        _ = touches.translate(.buttonDown(x: 300, y: 250, button: 1, control: true), in: size, at: t)
        #expect(touches.cancelAll(at: t) == [.touchCancel(slot: 0, time: t), .touchCancel(slot: 1, time: t)])
        #expect(touches.translate(.buttonUp(button: 1), in: size, at: t) == [])
    }

    @Test func keysArriveAsEvdevCodesAndControlRIsTheRotateKey() {
        var touches = WindowTouches()
        // HID usage 0x04 is A, evdev 30; Return 0x28 is 28; Left Control 0xE0 is 29.
        #expect(touches.translate(.key(usage: 0x04, pressed: true, control: false), in: size, at: t) == [.key(code: 30, pressed: true, time: t)])
        #expect(touches.translate(.key(usage: 0x28, pressed: false, control: false), in: size, at: t) == [.key(code: 28, pressed: false, time: t)])
        #expect(touches.translate(.key(usage: 0xE0, pressed: true, control: true), in: size, at: t) == [.key(code: 29, pressed: true, time: t)])
        #expect(touches.translate(.key(usage: 0x15, pressed: true, control: true), in: size, at: t) == [.key(code: 153, pressed: true, time: t)])
        #expect(touches.translate(.key(usage: 0x15, pressed: true, control: false), in: size, at: t) == [.key(code: 19, pressed: true, time: t)])
        // A usage FrameKit has no key for is dropped.
        #expect(touches.translate(.key(usage: 0x68, pressed: true, control: false), in: size, at: t) == [])
    }

    @Test func aWheelStepScrollsAsFarAsABoardsWheelDetent() {
        var touches = WindowTouches()
        #expect(touches.translate(.wheel(dx: 0, dy: 1), in: size, at: t) == [.scroll(dx: 0, dy: -40, continuous: false, time: t)])
        #expect(touches.translate(.wheel(dx: -0.5, dy: 0), in: size, at: t) == [.scroll(dx: -20, dy: 0, continuous: false, time: t)])
    }

    @Test func everyHIDUsageWithAnEvdevKeyMapsBack() {
        for code in 1...130 {
            guard let usage = KeyCodes.hidUsage(evdevCode: code) else { continue }
            #expect(KeyCodes.evdevCode(hidUsage: usage) == code)
        }
    }
}
