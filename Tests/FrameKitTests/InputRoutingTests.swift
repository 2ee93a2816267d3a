import Foundation
import Testing
@testable import FrameKit
import FrameKitLinux
import FrameKitTesting

/// evdev key codes used below.
private enum Key {
    static let q = 16, w = 17, y = 21, a = 30, s = 31, z = 44, backspace = 14, enter = 28, leftShift = 42
    static let leftControl = 29, escape = 1, rotateDisplay = 153, up = 103
}

@MainActor
private final class TextBox: UIView, UIKeyInput {
    var text = ""
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("began \(press.key!.charactersIgnoringModifiers)") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("ended \(press.key!.charactersIgnoringModifiers)") }
    }
}

@MainActor
private func focusedBox(_ app: HeadlessApp, layout: String = "us", variant: String = "") throws -> TextBox {
    let box = TextBox(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    app.window.addSubview(box)
    #expect(box.becomeFirstResponder())
    app.screen.inputRouter.keyboard.keymap = try Keymap(layout: layout, variant: variant)
    return box
}

@MainActor
@Suite(.serialized) struct KeyboardTests {
    @Test func keysTypeTheLayoutsText() throws {
        for (layout, expected) in [("us", "qwyaz"), ("fr", "azyqw"), ("de", "qwzay")] {
            let app = HeadlessApp()
            let box = try focusedBox(app, layout: layout)
            for code in [Key.q, Key.w, Key.y, Key.a, Key.z] { app.tapKey(code) }
            #expect(box.text == expected, "layout \(layout)")
        }
    }

    @Test func shiftBackspaceAndEnterEditTheText() throws {
        let app = HeadlessApp()
        let box = try focusedBox(app)
        app.tapKey(Key.a, modifiers: [Key.leftShift])
        app.tapKey(Key.s)
        app.tapKey(Key.q)
        app.tapKey(Key.backspace)
        app.tapKey(Key.enter)
        app.tapKey(Key.escape)  // types nothing
        app.tapKey(Key.s, modifiers: [Key.leftControl])  // a shortcut, not text
        #expect(box.text == "As\n")
    }

    @Test func theFirstResponderGetsPressesWithTheKey() throws {
        let app = HeadlessApp()
        let box = try focusedBox(app)
        var keys: [UIKey] = []
        final class Spy: UIView {
            var onPress: ((UIKey) -> Void)?
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                presses.compactMap(\.key).forEach { onPress?($0) }
            }
        }
        let spy = Spy()
        spy.onPress = { keys.append($0) }
        app.window.addSubview(spy)
        app.tapKey(Key.a)
        #expect(box.presses == ["began a", "ended a"])
        #expect(spy.becomeFirstResponder())
        app.tapKey(Key.a, modifiers: [Key.leftShift])
        let shifted = try #require(keys.last)
        #expect(shifted.characters == "A" && shifted.charactersIgnoringModifiers == "a")
        #expect(shifted.modifierFlags == .shift && shifted.keyCode == .keyboardA)
        #expect(keys.first?.keyCode == .keyboardLeftShift)
    }

    @Test func aHeldKeyRepeatsOnTheClockUntilReleased() throws {
        let app = HeadlessApp(refreshRate: 50)
        let box = try focusedBox(app)
        app.key(Key.a, pressed: true)  // t = 0.02 after the frame
        #expect(box.text == "a")
        app.advance(by: 0.47)  // t = 0.49: the delay is 0.5 s
        #expect(box.text == "a")
        app.advance(by: 0.02)
        #expect(box.text == "aa")
        app.advance(by: 0.4)  // ten more at 25 per second
        #expect(box.text.count == 12)
        app.key(Key.a, pressed: false)
        app.advance(by: 1)
        #expect(box.text.count == 12)
        app.key(Key.leftShift, pressed: true)  // modifiers do not repeat
        app.advance(by: 1)
        app.key(Key.leftShift, pressed: false)
        #expect(box.text.count == 12 && box.presses.count == 4)
    }

    @Test func keyCommandsOnTheChainWinOverPresses() throws {
        final class Screen: UIView {
            var saves = 0
            var ups = 0
            override var keyCommands: [UIKeyCommand]? {
                [
                    UIKeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in saves += 1 },
                    UIKeyCommand(input: UIKeyCommand.inputUpArrow) { [unowned self] _ in ups += 1 },
                ]
            }
        }
        let app = HeadlessApp()
        let screen = Screen(frame: app.window.bounds)
        app.window.addSubview(screen)
        let box = TextBox(frame: .zero)
        screen.addSubview(box)
        #expect(box.becomeFirstResponder())
        app.screen.inputRouter.keyboard.keymap = try Keymap()
        app.tapKey(Key.s, modifiers: [Key.leftControl])
        app.tapKey(Key.up)
        app.tapKey(Key.s)
        #expect(screen.saves == 1 && screen.ups == 1)
        // Control itself is a press; the shortcut keys are not.
        #expect(box.text == "s" && box.presses == ["began ", "ended ", "began s", "ended s"])
    }

    @Test func theRotateKeyTurnsTheInterfaceAndTouchesFollow() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        final class Corner: UIView {
            var hits = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { hits += 1 }
        }
        app.tapKey(Key.rotateDisplay)
        try app.runUntilIdle()
        #expect(app.screen.rotation != .degrees0)
        let bounds = app.screen.bounds
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: bounds.width - 20, y: 0), CGPoint(x: 0, y: bounds.height - 20),
                       CGPoint(x: bounds.width - 20, y: bounds.height - 20)]
        let views = corners.map { Corner(frame: CGRect(origin: $0, size: CGSize(width: 20, height: 20))) }
        views.forEach(app.window.addSubview)
        app.window.frame = bounds
        for corner in corners { try app.tap(at: CGPoint(x: corner.x + 10, y: corner.y + 10)) }
        #expect(views.map(\.hits) == [1, 1, 1, 1])
    }

    @Test func anUnknownLayoutIsAClearError() {
        #expect(throws: KeymapError.unknownLayout(layout: "xx-nope", variant: "", options: "")) {
            try Keymap(layout: "xx-nope")
        }
        #expect("\(KeymapError.unknownLayout(layout: "xx", variant: "", options: ""))".contains("FRAMEKIT_XKB_LAYOUT"))
    }

    @Test func unpluggingTheKeyboardCancelsHeldKeys() throws {
        let app = HeadlessApp()
        let box = try focusedBox(app)
        let keyboard = InputDevice(id: "event3", name: "kbd", capabilities: .keyboard)
        app.feed(.deviceAdded(keyboard, time: app.loop.now))
        app.key(Key.a, pressed: true)
        app.feed(.deviceRemoved(keyboard, time: app.loop.now))
        app.advance(by: 2)
        #expect(box.text == "a")  // no repeat after the keyboard went
        #expect(box.presses == ["began a"])
    }
}

@MainActor
@Suite struct PointerTests {
    @Test func aMouseClickPressesAButtonAsAnIndirectPointerTouch() throws {
        let app = HeadlessApp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        app.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        final class TypeSpy: UIView {
            var types: [UITouch.TouchType] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { types += touches.map(\.type) }
        }
        let spy = TypeSpy(frame: CGRect(x: 200, y: 20, width: 50, height: 50))
        app.window.addSubview(spy)
        app.pointerMove(to: CGPoint(x: 30, y: 30))
        app.pointerButton(pressed: true)
        #expect(button.isHighlighted)
        app.pointerButton(pressed: false)
        #expect(taps == 1)
        app.pointerMove(to: CGPoint(x: 210, y: 30))
        app.pointerButton(pressed: true)
        app.pointerButton(pressed: false)
        #expect(spy.types == [.indirectPointer])
    }

    @Test func relativeMotionFollowsTheRotationAndReachesEveryEdge() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300), rotation: .degrees90)
        let bounds = app.screen.bounds
        #expect(bounds.size == CGSize(width: 300, height: 400))
        app.pointerMove(to: CGPoint(x: 100, y: 100))
        app.feed(.pointerMotion(dx: 20, dy: 0, time: app.loop.now))  // right, as the user sees it
        #expect(app.screen.inputRouter.pointerLocation == CGPoint(x: 120, y: 100))
        app.feed(.pointerMotion(dx: 5000, dy: 5000, time: app.loop.now))
        #expect(app.screen.inputRouter.pointerLocation == CGPoint(x: bounds.width - 1, y: bounds.height - 1))
        app.feed(.pointerMotion(dx: -5000, dy: -5000, time: app.loop.now))
        #expect(app.screen.inputRouter.pointerLocation == CGPoint(x: 0, y: 0))
    }

    @Test func scrollingDrivesPansThatAllowIt() throws {
        let app = HeadlessApp(refreshRate: 50)
        let view = UIView(frame: app.window.bounds)
        app.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        var locations: Set<CGPoint> = []
        pan.addAction {
            log.append(($0.state, (($0 as! UIPanGestureRecognizer).translation(in: view))))
            locations.insert($0.location(in: view))
        }
        view.addGestureRecognizer(pan)
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now))
        #expect(log.isEmpty)  // the default mask takes no scrolling
        pan.allowedScrollTypesMask = .discrete
        app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now))
        app.feed(.scroll(dx: 0, dy: 40, time: app.loop.now))
        app.feed(.scroll(dx: 0, dy: 40, continuous: true, time: app.loop.now))  // touchpad: not allowed
        app.advance(by: 0.5)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(log.map(\.1) == [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -80), CGPoint(x: 0, y: -80)])
        #expect(locations == [CGPoint(x: 50, y: 50)])  // where the pointer is
    }

    @Test func hoveringDrivesHoverRecognizersOfTheViewsUnderThePointer() throws {
        let app = HeadlessApp()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.addSubview(badge)
        app.window.addSubview(card)
        var log: [String] = []
        for (name, view) in [("card", card), ("badge", badge)] {
            let hover = UIHoverGestureRecognizer()
            hover.addAction { recognizer in
                let p = recognizer.location(in: card)
                log.append("\(name) \(recognizer.state) \(Int(p.x)),\(Int(p.y))")
            }
            view.addGestureRecognizer(hover)
        }
        app.pointerMove(to: CGPoint(x: 200, y: 200))
        app.advance(by: 0.05)
        #expect(log.isEmpty, "nothing under the pointer hovers")
        app.pointerMove(to: CGPoint(x: 70, y: 70))
        app.advance(by: 0.05)
        app.pointerMove(to: CGPoint(x: 40, y: 40))  // onto the badge, still over the card
        app.advance(by: 0.05)
        app.pointerMove(to: CGPoint(x: 90, y: 90))  // off the badge
        app.advance(by: 0.05)
        #expect(log == ["card began 50,50", "badge began 20,20", "card changed 20,20", "badge ended 70,70", "card changed 70,70"])
        // A button going down ends the hover; a touch never starts one.
        log = []
        app.pointerButton(pressed: true)
        app.advance(by: 0.05)
        #expect(log == ["card ended 70,70"])
        app.pointerButton(pressed: false)
        try app.tap(at: CGPoint(x: 30, y: 30))
        app.advance(by: 0.05)
        #expect(log.count == 2 && log.last == "card began 70,70", "\(log)")
    }

    @Test func touchpadPinchDrivesPinchRecognizers() throws {
        let app = HeadlessApp()
        let view = UIView(frame: app.window.bounds)
        app.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        view.addGestureRecognizer(pinch)
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        for (phase, scale) in [(InputEvent.GesturePhase.began, 1.0), (.changed, 1.5), (.changed, 2.0), (.ended, 2.0)] {
            app.feed(.touchpadPinch(phase: phase, fingers: 2, scale: scale, rotation: 0, time: app.loop.now))
        }
        #expect(scales == [1, 1.5, 2, 2])
        #expect(pinch.state == .possible)
    }

    @Test func aHandlerThatResetsTheScaleGetsEachStepOfATouchpadPinch() throws {
        let app = HeadlessApp()
        let view = UIView(frame: app.window.bounds)
        app.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        var total: CGFloat = 1
        pinch.addAction { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            total *= pinch.scale
            pinch.scale = 1  // UIKit's idiom: apply the step to a transform, then restart
        }
        view.addGestureRecognizer(pinch)
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        for (phase, scale) in [(InputEvent.GesturePhase.began, 1.0), (.changed, 0.8), (.changed, 0.6), (.ended, 0.6)] {
            app.feed(.touchpadPinch(phase: phase, fingers: 2, scale: scale, rotation: 0, time: app.loop.now))
        }
        #expect(abs(total - 0.6) < 1e-9)
    }

    @Test func touchpadPinchesTurnRotationsAndSwipesFeedSwipeRecognizers() throws {
        let app = HeadlessApp()
        let view = UIView(frame: app.window.bounds)
        app.window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        var angles: [CGFloat] = []
        rotation.addAction { angles.append(($0 as! UIRotationGestureRecognizer).rotation) }
        view.addGestureRecognizer(rotation)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        var swipes = 0
        swipe.addAction { _ in swipes += 1 }
        view.addGestureRecognizer(swipe)
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        for (phase, degrees) in [(InputEvent.GesturePhase.began, 0.0), (.changed, 45), (.ended, 90)] {
            app.feed(.touchpadPinch(phase: phase, fingers: 2, scale: 1, rotation: degrees, time: app.loop.now))
        }
        #expect(angles.map { ($0 * 180 / .pi).rounded() } == [0, 45, 90])
        for (phase, dx) in [(InputEvent.GesturePhase.began, 0.0), (.changed, -40), (.changed, -40), (.ended, 0)] {
            app.feed(.touchpadSwipe(phase: phase, fingers: 3, dx: dx, dy: 2, time: app.loop.now))
        }
        #expect(swipes == 1)
        for (phase, dx) in [(InputEvent.GesturePhase.began, 0.0), (.changed, 80), (.ended, 0)] {  // rightwards
            app.feed(.touchpadSwipe(phase: phase, fingers: 3, dx: dx, dy: 0, time: app.loop.now))
        }
        for (phase, dx) in [(InputEvent.GesturePhase.began, 0.0), (.changed, -80), (.ended, 0)] {  // two fingers
            app.feed(.touchpadSwipe(phase: phase, fingers: 2, dx: dx, dy: 0, time: app.loop.now))
        }
        #expect(swipes == 1)
    }

    @Test func unpluggingTheMouseCancelsItsTouchAndTabletModeIsPosted() throws {
        let app = HeadlessApp()
        final class Log: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let view = Log(frame: app.window.bounds)
        app.window.addSubview(view)
        let mouse = InputDevice(id: "event5", name: "mouse", capabilities: .pointer)
        app.feed(.deviceAdded(mouse, time: app.loop.now))
        app.pointerMove(to: CGPoint(x: 50, y: 50))
        app.pointerButton(pressed: true)
        app.feed(.deviceRemoved(mouse, time: app.loop.now))
        #expect(view.log == ["began", "cancelled"])
        #expect(app.screen.inputRouter.devices.isEmpty)

        final class Modes: @unchecked Sendable { var values: [Bool] = [] }
        let modes = Modes()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.tabletModeDidChangeNotification, object: nil, queue: nil
        ) { note in modes.values.append(note.userInfo?["isOn"] as? Bool ?? false) }
        app.feed(.tabletMode(on: true, time: app.loop.now))
        NotificationCenter.default.removeObserver(observer)
        #expect(modes.values == [true])
    }
}

@MainActor
@Suite struct ReplayTests {
    /// A kiosk bug report: a recording of a drag and a pinch, replayed headless, gives the same gestures.
    @Test func aRecordedDragAndPinchReplayThroughTheRecognizers() throws {
        var lines = [InputRecording.header, "0.000 device-added id=event7 caps=touch name=\"uinput touch\""]
        lines.append("0.100 touch-down slot=0 x=60 y=60 kind=direct")
        for (i, x) in stride(from: 70, through: 160, by: 10).enumerated() {
            lines.append(String(format: "%.3f touch-motion slot=0 x=%d y=60", 0.116 + Double(i) * 0.016, x))
        }
        lines.append("0.400 touch-up slot=0")
        lines.append("0.500 touch-down slot=0 x=250 y=150 kind=direct")
        lines.append("0.500 touch-down slot=1 x=290 y=150 kind=direct")
        for (i, dx) in stride(from: 50, through: 80, by: 10).enumerated() {
            let t = 0.516 + Double(i) * 0.016
            lines.append(String(format: "%.3f touch-motion slot=0 x=%d y=150", t, 270 - dx))
            lines.append(String(format: "%.3f touch-motion slot=1 x=%d y=150", t, 270 + dx))
        }
        lines.append("0.700 touch-up slot=0")
        lines.append("0.700 touch-up slot=1")
        let recording = try InputRecording(parsing: lines.joined(separator: "\n"))

        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let red = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        let orange = UIView(frame: CGRect(x: 230, y: 130, width: 80, height: 40))
        [red, orange].forEach(app.window.addSubview)
        let pan = UIPanGestureRecognizer()
        pan.addAction { g in
            let pan = g as! UIPanGestureRecognizer
            let t = pan.translation(in: nil)
            red.center = CGPoint(x: red.center.x + t.x, y: red.center.y + t.y)
            pan.setTranslation(.zero, in: nil)
        }
        red.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer()
        pinch.addAction { g in
            let pinch = g as! UIPinchGestureRecognizer
            orange.transform = orange.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        orange.addGestureRecognizer(pinch)
        app.replay(recording)
        #expect(red.center == CGPoint(x: 160, y: 60))
        #expect(abs(orange.transform.a - 4) < 1e-9)  // fingers 40 apart → 160 apart
        #expect(app.screen.inputRouter.devices.map(\.id) == ["event7"])
    }
}

@MainActor
@Suite struct InputLatencyTests {
    @Test func latencyRunsFromTheEventToTheFlipThatShowsIt() throws {
        final class Lamp: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .red }
        }
        let app = HeadlessApp(refreshRate: 50)
        let lamp = Lamp(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.window.addSubview(lamp)
        try app.runUntilIdle()
        app.advance(by: 0.005)  // the touch arrives between vsyncs
        let sent = app.loop.now
        app.screen.handle(.touchDown(slot: 0, x: 10, y: 10, kind: .direct, time: sent))
        try app.runUntilIdle()
        let latency = try #require(app.screen.recentInputLatencies.last)
        #expect(latency > 0 && latency <= 2 * 0.02 + 1e-9)  // the next frame, on screen a refresh later at most
        #expect(app.pixel(x: 10, y: 10) == 0xFF0000)

        try app.touchUp()  // changes nothing on screen: no latency counted
        #expect(app.screen.recentInputLatencies.count == 1)
    }
}

@MainActor
@Suite struct CursorTests {
    // (102, 108) lies inside the arrow whose tip is at (100, 100); (108, 102) lies outside it.
    @Test func theArrowFollowsThePointerAndHidesAfterATouch() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        try app.runUntilIdle()
        #expect(app.pixel(x: 102, y: 108) == 0xFFFFFF)  // no pointer yet: no arrow
        app.pointerMove(to: CGPoint(x: 100, y: 100))
        #expect(app.pixel(x: 102, y: 108) == 0x000000)
        app.feed(.pointerMotion(dx: 50, dy: 20, time: app.loop.now))
        #expect(app.pixel(x: 102, y: 108) == 0xFFFFFF && app.pixel(x: 152, y: 128) == 0x000000)
        try app.tap(at: CGPoint(x: 10, y: 10))
        #expect(app.pixel(x: 152, y: 128) == 0xFFFFFF)
    }

    @Test func theArrowTurnsWithThePicture() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240), rotation: .degrees90)
        app.pointerMove(to: CGPoint(x: 100, y: 100))
        // In the UI's orientation the arrow still points up and left from its tip.
        #expect(app.pixel(x: 102, y: 108) == 0x000000)
        #expect(app.pixel(x: 108, y: 102) == 0xFFFFFF)
    }

    @Test func onACursorPlaneTheArrowComesBackAfterATouchAndTurns() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let plane = OffscreenCursorPlane()
        app.display.cursorPlane = plane
        app.pointerMove(to: CGPoint(x: 100, y: 100))
        #expect(plane.image != nil && plane.position == (99, 99))
        #expect(app.pixel(x: 102, y: 108) == 0xFFFFFF)  // the plane draws it, not the frames
        try app.tap(at: CGPoint(x: 10, y: 10))
        #expect(plane.image == nil)
        app.pointerMove(to: CGPoint(x: 200, y: 50))
        #expect(plane.image != nil && plane.position == (199, 49))
        #expect(app.pixel(x: 202, y: 58) == 0xFFFFFF)
        let upright = try #require(plane.image)
        app.tapKey(Key.rotateDisplay)
        #expect(app.screen.rotation != .degrees0)
        app.pointerMove(to: CGPoint(x: 20, y: 20))
        let turned = try #require(plane.image)
        #expect(turned.width == upright.height && turned.height == upright.width)
    }

    @Test func unpluggingTheLastMouseHidesTheArrow() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let mouse = InputDevice(id: "event2", name: "mouse", capabilities: .pointer)
        let keyboard = InputDevice(id: "event3", name: "keyboard", capabilities: .keyboard)
        app.feed(.deviceAdded(mouse, time: app.loop.now))
        app.feed(.deviceAdded(keyboard, time: app.loop.now))
        app.pointerMove(to: CGPoint(x: 100, y: 100))
        app.feed(.deviceRemoved(keyboard, time: app.loop.now))
        #expect(app.pixel(x: 102, y: 108) == 0x000000)
        app.feed(.deviceRemoved(mouse, time: app.loop.now))
        #expect(app.pixel(x: 102, y: 108) == 0xFFFFFF)
    }
}

/// Touch locations in a window that is not at the screen's origin.
@MainActor
@Suite struct TouchLocationTests {
    final class Pad: UIView {
        var seen: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
        var taps: [Int] = []
        private func note(_ phase: String, _ touches: Set<UITouch>) {
            let p = touches.first!.location(in: self)
            seen.append("\(phase) \(Int(p.x)),\(Int(p.y))")
            if phase == "began" { taps.append(touches.first!.tapCount) }
        }
    }

    /// A shown 200 × 200 window at `origin` (screen points), filled by a pad.
    private func shownPad(at origin: CGPoint, in app: HeadlessApp) throws -> (UIWindow, Pad) {
        let window = UIWindow(frame: CGRect(origin: origin, size: CGSize(width: 200, height: 200)))
        let pad = Pad(frame: window.bounds)
        window.addSubview(pad)
        window.isHidden = false
        try app.runUntilIdle()
        return (window, pad)
    }

    @Test func aTouchMovesFromWhereItBeganInAWindowAwayFromTheScreensOrigin() throws {
        let app = HeadlessApp()
        let (_, pad) = try shownPad(at: CGPoint(x: 100, y: 50), in: app)
        try app.touchDown(at: CGPoint(x: 150, y: 100))
        try app.touchMove(to: CGPoint(x: 160, y: 100))
        try app.touchUp()
        #expect(pad.seen == ["began 50,50", "moved 60,50"], "no jump by the window's origin on the first move")
    }

    @Test func aSecondTapNearTheFirstInAWindowAwayFromTheScreensOriginCountsTwo() throws {
        let app = HeadlessApp()
        let (_, pad) = try shownPad(at: CGPoint(x: 300, y: 200), in: app)
        try app.tap(at: CGPoint(x: 350, y: 250))
        app.advance(by: 0.1)
        try app.touchDown(at: CGPoint(x: 352, y: 251))
        #expect(pad.taps == [1, 2])
        try app.touchUp()
    }
}
