import Foundation
import FrameKitLinux
import FrameKitTesting
import Testing

@testable import FrameKit

/// Every keyboard notification in the order posted, with the frames it carried.
@MainActor
final class KeyboardNotificationLog {
    struct Entry: Equatable {
        var name: String
        var begin: CGRect
        var end: CGRect
    }

    private(set) var entries: [Entry] = []
    private(set) var durations: [Double] = []
    private(set) var curves: [Int] = []
    private var observers: [NSObjectProtocol] = []

    /// Listens to the keyboard of `screen` (the notifications' object, as since iOS 16).
    init(screen: UIScreen) {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"), (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, short) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: screen, queue: nil) { note in
                // Read as iOS code reads it.
                let info = note.userInfo ?? [:]
                let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
                MainActor.assumeIsolated {
                    self.entries.append(Entry(name: short, begin: begin, end: end))
                    self.durations.append(duration)
                    self.curves.append(curve)
                }
            })
        }
    }

    var names: [String] { entries.map(\.name) }
    func clear() { entries.removeAll() }

    isolated deinit { observers.forEach(NotificationCenter.default.removeObserver) }
}

/// Counts `textFieldShouldReturn` calls.
final class ReturnCounter: NSObject, UITextFieldDelegate {
    var count = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        count += 1
        return true
    }
}

@MainActor
struct OnScreenKeyboardTests {
    let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 400, height: 40))
    let log: KeyboardNotificationLog

    init() throws {
        log = KeyboardNotificationLog(screen: app.screen)
        field.borderStyle = .roundedRect
        app.window.addSubview(field)
        try app.runUntilIdle()
    }

    var keyboard: KeyboardView? { app.screen.keyboard.keyboardView }

    /// Where the key that types `text` is on screen, while the keyboard is up.
    func keyCenter(_ text: String) throws -> CGPoint {
        let keyboard = try #require(keyboard)
        let face = try #require(keyboard.faceOfKey(typing: text), "no key types \(text)")
        let onScreen = keyboard.convert(face, to: nil)
        return CGPoint(x: onScreen.midX, y: onScreen.midY)
    }

    /// A finger on the key for `text` for one frame: the key types on lifting.
    func tapKey(_ text: String) throws {
        let native = app.screen.nativeLocation(of: try keyCenter(text))
        app.feed(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: app.loop.now))
        app.feed(.touchUp(slot: 0, time: app.loop.now))
    }

    func type(_ text: String) throws {
        try app.typeOnScreen(text)
    }

    func press(_ text: String) throws {
        let native = app.screen.nativeLocation(of: try keyCenter(text))
        app.feed(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: app.loop.now))
    }

    func moveFinger(to point: CGPoint) {
        let native = app.screen.nativeLocation(of: point)
        app.feed(.touchMotion(slot: 0, x: Double(native.x), y: Double(native.y), time: app.loop.now))
    }

    func lift() { app.feed(.touchUp(slot: 0, time: app.loop.now)) }

    /// The keyboard's frame when up on this 800×480 screen.
    var upFrame: CGRect {
        let height = KeyboardView.height(for: app.screen.bounds)
        return CGRect(x: 0, y: 480 - height, width: 800, height: height)
    }

    // MARK: Showing and hiding

    @Test func aFieldBecomingFirstResponderBringsTheKeyboardUpWithUIKitsNotifications() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        let below = CGRect(x: 0, y: 480, width: 800, height: upFrame.height)
        #expect(log.entries == [
            .init(name: "willChangeFrame", begin: below, end: upFrame), .init(name: "willShow", begin: below, end: upFrame),
            .init(name: "didChangeFrame", begin: below, end: upFrame), .init(name: "didShow", begin: below, end: upFrame),
        ])
        #expect(log.durations.allSatisfy { $0 == 0.25 } && log.curves.allSatisfy { $0 == 7 })
        #expect(upFrame.height >= 4 * 40 && upFrame.height < 240, "four rows of at least 40 points, under half the screen")
        // The keyboard's grey shows at the bottom; the field above it is untouched.
        #expect(app.pixel(x: 2, y: 478) == 0xD1D4DA)
        #expect(app.pixel(x: 2, y: Int(upFrame.minY) - 2) == 0xFFFFFF)

        log.clear()
        field.resignFirstResponder()
        try app.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(log.entries.first?.begin == upFrame && log.entries.first?.end == below)
        #expect(app.pixel(x: 2, y: 478) == 0xFFFFFF, "the keyboard is gone")
    }

    @Test func focusMovingBetweenFieldsKeepsTheKeyboardUpWithoutNotifications() throws {
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 400, height: 40))
        app.window.addSubview(second)
        field.becomeFirstResponder()
        try app.runUntilIdle()
        log.clear()
        second.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(log.names.isEmpty)
        #expect(app.screen.keyboard.frame == upFrame)
    }

    @Test func willNotificationsRunInsideTheKeyboardAnimation() throws {
        let panel = UIView(frame: CGRect(x: 0, y: 400, width: 800, height: 80))
        app.window.addSubview(panel)
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated { panel.frame.origin.y = end.minY - 80 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.becomeFirstResponder()
        app.advance(by: 1.0 / 60)
        app.advance(by: 0.1)
        let midway = panel.presentationFrame.minY
        #expect(midway < 400 && midway > upFrame.minY - 80, "the panel moves with the keyboard, not at once")
        try app.runUntilIdle()
        #expect(panel.presentationFrame.minY == upFrame.minY - 80)
    }

    @Test func aTypingKeyboardPluggedInHidesTheKeysAndUnpluggingBringsThemBack() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        log.clear()
        try app.connectKeyboard()
        try app.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(app.screen.keyboard.frame == nil)
        log.clear()
        try app.disconnectKeyboard()
        try app.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test func aPowerButtonIsNotATypingKeyboard() throws {
        let powerButton = InputDevice(id: "event0", name: "Power Button", capabilities: [.keyboard])
        try app.send(.deviceAdded(powerButton, time: app.loop.now))
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(app.screen.keyboard.frame == upFrame)
    }

    @Test func typingOnAHardwareKeyboardWithoutADeviceReportHidesTheKeys() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        app.tapKey(30)  // KEY_A
        try app.runUntilIdle()
        #expect(field.text == "a")
        #expect(app.screen.keyboard.frame == nil)
    }

    @Test func endEditingForcesAFieldWhoseDelegateRefusesToResign() throws {
        final class Stubborn: NSObject, UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let delegate = Stubborn()
        field.delegate = delegate
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(!app.window.endEditing(false) && field.isFirstResponder)
        #expect(app.window.endEditing(true) && !field.isFirstResponder && !field.isEditing)
        try app.runUntilIdle()
        #expect(app.screen.keyboard.frame == nil)
    }

    // MARK: Typing on the keys

    /// Typing redraws only the keys that change (the key typed and the return key; every key when the case changes),
    /// and the keyboard then looks exactly as when drawn whole.
    @Test func typingRedrawsOnlyWhatChangesAndLooksAsDrawnWhole() throws {
        field.enablesReturnKeyAutomatically = true
        field.returnKeyType = .go
        field.becomeFirstResponder()
        app.advance(by: 1)
        try type("hi")  // "H" turns automatic shift off: every key; "i" only itself and the return key
        app.advance(by: 1)
        #expect(field.text == "Hi")
        let typed = app.snapshot()
        let keys = try #require(keyboard)
        keys.setNeedsDisplay()
        app.screen.setNeedsFullRedraw()
        try app.runUntilIdle()
        let whole = app.snapshot()
        // The keyboard's pixels (the field's caret blinks meanwhile).
        let area = keys.convert(keys.bounds, to: nil)
        var differing = 0
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where typed[x, y] != whole[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func tappedKeysTypeWithAutomaticCapitals() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try type("hi")
        try tapKey("123")
        try type(". ")
        #expect(keyboard?.page == .letters, "a space after symbols goes back to the letters")
        try type("ok")
        #expect(field.text == "Hi. Ok", "sentences start with a capital")
        field.autocapitalizationType = .none
        try type(" no")
        #expect(field.text == "Hi. Ok no")
    }

    @Test func shiftTypesOneCapitalAndADoubleTapLocksCapitals() throws {
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try tapKey("shift")
        try type("ab")
        #expect(field.text == "Ab")
        try tapKey("shift")
        try tapKey("shift")
        #expect(keyboard?.shift == .locked)
        try type("cd")
        try tapKey("shift")
        try type("e")
        #expect(field.text == "AbCDe")
    }

    @Test func numbersAndSymbolsPagesAndBackToLettersAfterASpace() throws {
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try tapKey("123")
        try type("42$")
        try tapKey("#+=")
        try type("{}")
        try tapKey("123")
        try type(" ")
        #expect(keyboard?.page == .letters)
        try type("x")
        #expect(field.text == "42${} x")
    }

    @Test func deleteDeletesOnTouchAndRepeatsWhileHeld() throws {
        field.text = "abcdefghij"
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try press("delete")
        #expect(field.text == "abcdefghi", "deletes as the finger lands")
        app.advance(by: 0.5 + 0.25)
        #expect(field.text == "abcdef", "then repeats every 0.1 s after half a second")
        lift()
        app.advance(by: 1)
        #expect(field.text == "abcdef", "and stops with the finger")
    }

    @Test func holdingAKeyOffersItsAccentsAndTheFingerPicksOne() throws {
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        try app.runUntilIdle()
        let e = try keyCenter("e")
        try press("e")
        app.advance(by: 0.5)
        let alternates = try #require(keyboard?.subviews.compactMap { $0 as? KeyAlternatesView }.first)
        #expect(!alternates.isHidden && alternates.alternates == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        // Slide to the third cell (é) and lift.
        let cell = alternates.convert(CGPoint(x: 4 + alternates.bounds.width / 8 * 2.5, y: 10), to: nil)
        moveFinger(to: CGPoint(x: cell.x, y: e.y - 30))
        lift()
        #expect(field.text == "é")
        #expect(alternates.isHidden)
    }

    @Test func aHeldCharacterKeyShowsAPreviewAboveItself() throws {
        app.window.backgroundColor = .black
        field.becomeFirstResponder()
        try app.runUntilIdle()
        let q = try keyCenter("q")
        let face = try #require(keyboard?.faceOfKey(typing: "q"))
        #expect(app.pixel(x: Int(q.x), y: Int(q.y - face.height)) == 0, "above the top row: the app's black")
        try press("q")
        let preview = try #require(keyboard?.subviews.compactMap { $0 as? KeyPreviewView }.first)
        #expect(!preview.isHidden)
        #expect(app.pixel(x: Int(q.x), y: Int(q.y - face.height)) == 0xFFFFFF, "the balloon is white")
        lift()
        #expect(preview.isHidden)
        #expect(field.text == "Q")
    }

    @Test func pressingAFunctionKeyRedrawsOnlyThatKey() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        let face = try #require(keyboard?.faceOfKey(typing: "123"))
        try press("123")
        let damaged = app.screen.lastFrameStatistics.damagedPixels
        #expect(damaged > 0 && damaged <= Int((face.width + 12) * (face.height + 12)), "damaged \(damaged) pixels")
        lift()
    }

    @Test func returnKeyTitlesFollowTheReturnKeyTypeAndReturnReachesTheDelegate() throws {
        #expect(KeyboardView.returnTitle(.default) == "return")
        #expect(KeyboardView.returnTitle(.done) == "done")
        #expect(KeyboardView.returnTitle(.google) == "search")
        let delegate = ReturnCounter()
        field.delegate = delegate
        field.returnKeyType = .go
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(keyboard?.faceOfKey(typing: "go") != nil)
        try tapKey("\n")
        #expect(delegate.count == 1 && field.text == "")
    }

    @Test func returnIsOffUntilThereIsTextWhenEnabledAutomatically() throws {
        let delegate = ReturnCounter()
        field.delegate = delegate
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try tapKey("\n")
        #expect(delegate.count == 0)
        try type("a")
        try tapKey("\n")
        #expect(delegate.count == 1)
    }

    @Test func keyboardTypesHaveTheirOwnKeys() throws {
        field.keyboardType = .numberPad
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(keyboard?.page == .numberPad && keyboard?.faceOfKey(typing: "q") == nil)
        try type("2024")
        #expect(field.text == "2024")

        field.keyboardType = .emailAddress
        field.reloadInputViews()
        try app.runUntilIdle()
        #expect(keyboard?.page == .letters)
        #expect(keyboard?.faceOfKey(typing: "@") != nil && keyboard?.faceOfKey(typing: ".") != nil)

        field.keyboardType = .URL
        field.reloadInputViews()
        try app.runUntilIdle()
        #expect(keyboard?.faceOfKey(typing: ".com") != nil && keyboard?.faceOfKey(typing: "/") != nil)

        field.keyboardType = .phonePad
        field.reloadInputViews()
        try app.runUntilIdle()
        #expect(keyboard?.page == .phonePad && keyboard?.faceOfKey(typing: "+") != nil)

        field.keyboardType = .decimalPad
        field.reloadInputViews()
        try app.runUntilIdle()
        #expect(keyboard?.page == .decimalPad)
        #expect(log.names.filter { $0 == "willShow" }.count == 1, "same height: no frame change between types")
    }

    @Test(arguments: [
        ("us", "qwertyuiop", "asdfghjkl", "zxcvbnm"),
        ("de", "qwertzuiopü", "asdfghjklöä", "yxcvbnm"),
        ("fr", "azertyuiop", "qsdfghjklmù", "wxcvbn"),
        ("es", "qwertyuiop", "asdfghjklñ", "zxcvbnm"),
    ])
    func letterRowsComeFromTheXkbLayout(layout: String, first: String, second: String, third: String) throws {
        let keymap = try Keymap(layout: layout)
        let rows = KeyboardLayout(keymap: keymap, keyboardType: .default).letterRows.map { $0.map(\.0).joined() }
        #expect(rows == [first, second, third])
        #expect(KeyboardLayout(keymap: keymap, keyboardType: .asciiCapable).letterRows.joined().allSatisfy {
            $0.0.unicodeScalars.allSatisfy(\.isASCII)
        })
    }

    @Test func theGermanLayoutTypesUmlautsAndCapitalisesThem() throws {
        app.screen.inputRouter.keyboard.keymap = try Keymap(layout: "de")
        field.becomeFirstResponder()
        try app.runUntilIdle()
        try type("über")
        #expect(field.text == "Über")
    }

    // MARK: Input views and the layout guide

    @Test func anInputViewReplacesTheKeysAndAnAccessorySitsOnTop() throws {
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 150))
        picker.backgroundColor = .red
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        bar.backgroundColor = .blue
        field.inputView = picker
        field.inputAccessoryView = bar
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(app.screen.keyboard.frame == CGRect(x: 0, y: 480 - 194, width: 800, height: 194))
        #expect(app.pixel(x: 400, y: 470) == 0xFF0000 && app.pixel(x: 400, y: 300) == 0x0000FF)

        // With a hardware keyboard only the accessory stays, at the bottom.
        field.inputView = nil
        field.reloadInputViews()
        try app.connectKeyboard()
        try app.runUntilIdle()
        #expect(app.screen.keyboard.frame == CGRect(x: 0, y: 480 - 44, width: 800, height: 44))
        #expect(app.pixel(x: 400, y: 470) == 0x0000FF)
    }

    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() throws {
        let controller = UIViewController()
        app.window.rootViewController = controller
        let view = controller.view!
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 40),
            button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 200),
        ])
        try app.runUntilIdle()
        #expect(abs(button.frame.maxY - (480 - 8)) < 0.001, "keyboard down: the guide is the bottom edge")
        #expect(abs(view.keyboardLayoutGuide.layoutFrame.height) < 0.001)
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(abs(button.frame.maxY - (upFrame.minY - 8)) < 0.001)
        #expect(abs(view.keyboardLayoutGuide.layoutFrame.minY - upFrame.minY) < 0.001)
        field.resignFirstResponder()
        try app.runUntilIdle()
        #expect(abs(button.frame.maxY - (480 - 8)) < 0.001)
    }

    @Test func theKeyboardFollowsARotation() throws {
        app.window.rootViewController = UIViewController()
        field.becomeFirstResponder()
        try app.runUntilIdle()
        log.clear()
        UIApplication.shared.rotateToNextAllowedOrientation(on: app.screen)
        try app.runUntilIdle()
        let bounds = app.screen.bounds
        let frame = try #require(app.screen.keyboard.frame)
        #expect(bounds.width == 480 && frame.width == 480 && frame.maxY == bounds.maxY)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(try keyCenter("p").x > 400, "the keys span the new width")
    }

    @Test func anIdleKeyboardCostsNoFrames() throws {
        field.becomeFirstResponder()
        try app.runUntilIdle()
        app.advance(by: 11)  // the caret stops blinking after 10 s
        let frames = app.display.presentedFrames
        app.advance(by: 30)
        #expect(app.display.presentedFrames == frames)
    }
}

/// Dead keys on a hardware keyboard (xkb compose), as typed text.
@MainActor
struct ComposeTests {
    @Test func aDeadKeyThenALetterTypesTheComposedLetter() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 120))
        try app.connectKeyboard()
        app.screen.inputRouter.keyboard.keymap = try Keymap(layout: "us", variant: "intl", locale: "en_US.UTF-8")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        app.window.addSubview(field)
        field.becomeFirstResponder()
        app.tapKey(40)  // dead acute on us-intl's apostrophe key
        #expect(field.text == "", "a dead key types nothing yet")
        app.tapKey(18)  // e
        app.tapKey(40)
        app.tapKey(57)  // space: the accent itself
        #expect(field.text == "é'")
    }
}
