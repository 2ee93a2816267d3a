import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// evdev key codes a test types with.
enum Keys {
    static let letters: [Character: Int] = [
        "q": 16, "w": 17, "e": 18, "r": 19, "t": 20, "y": 21, "u": 22, "i": 23, "o": 24, "p": 25, "a": 30, "s": 31,
        "d": 32, "f": 33, "g": 34, "h": 35, "j": 36, "k": 37, "l": 38, "z": 44, "x": 45, "c": 46, "v": 47, "b": 48,
        "n": 49, "m": 50, " ": 57, "1": 2, "2": 3, "3": 4, "4": 5,
    ]
    static let backspace = 14, enter = 28, shift = 42, control = 29, left = 105, right = 106, home = 102, end = 107
}

@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var calls: [String] = []
    var refuseDigits = false
    var returns = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(reason.rawValue)")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \(string)")
        return !(refuseDigits && string.contains(where: \.isNumber))
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return returns }
}

/// Counts a notification's posts while it lives.
final class NotificationCount: @unchecked Sendable {
    private(set) var count = 0
    private var observer: NSObjectProtocol?
    init(_ name: Notification.Name, object: AnyObject?) {
        observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [unowned self] _ in
            self.count += 1
        }
    }
    deinit { observer.map(NotificationCenter.default.removeObserver) }
}

@MainActor
struct TextFieldTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 120))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    let log = TextFieldLog()

    init() throws {
        field.borderStyle = .roundedRect
        field.delegate = log
        app.window.addSubview(field)
        try app.runUntilIdle()
    }

    /// Pixels inside the field that are not white.
    func ink() -> Int {
        let picture = app.snapshot()
        var count = 0
        for y in 12..<42 { for x in 12..<300 where picture[x, y] & 0xFFFFFF != 0xFFFFFF { count += 1 } }
        return count
    }

    func quickTap(at point: CGPoint) { app.quickTap(at: point, settling: 0) }

    func type(_ text: String) {
        for character in text {
            if character.isUppercase {
                app.tapKey(Keys.letters[Character(character.lowercased())]!, modifiers: [Keys.shift])
            } else {
                app.tapKey(Keys.letters[character]!)
            }
        }
    }

    @Test func tappingBeginsEditingAndTypingChangesTheTextWithEventsAndNotifications() throws {
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        let notes = NotificationCount(UITextField.textDidChangeNotification, object: field)
        try app.tap(at: CGPoint(x: 100, y: 27))
        #expect(field.isFirstResponder && field.isEditing)
        type("Hi")
        #expect(field.text == "Hi")
        #expect(events == ["began", "changed", "changed"])
        #expect(notes.count == 2)
        #expect(log.calls == ["shouldBegin", "didBegin", "change 0,0 H", "change 1,0 i"])
        // Text set from code sends nothing.
        field.text = "Code"
        #expect(events.count == 3 && notes.count == 2)
    }

    @Test func theDelegateCanRefuseAChange() {
        log.refuseDigits = true
        field.becomeFirstResponder()
        type("a1b")
        #expect(field.text == "ab")
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        field.becomeFirstResponder()
        type("hello")
        app.tapKey(Keys.left, modifiers: [Keys.shift])
        app.tapKey(Keys.left, modifiers: [Keys.shift])
        #expect(field.selectedTextRange.map { ($0.start.offset, $0.end.offset) }! == (3, 5))
        type("p")
        #expect(field.text == "help")
        app.tapKey(Keys.home)
        type("x")
        #expect(field.text == "xhelp")
        app.tapKey(Keys.end)
        app.tapKey(Keys.backspace, modifiers: [Keys.control])
        #expect(field.text == "")
    }

    @Test func aHeldArrowKeyRepeatsTheCaretMotionButAHeldPasteDoesNot() {
        field.text = "abcdefghij"
        field.becomeFirstResponder()
        app.key(Keys.left, pressed: true)
        app.advance(by: 0.5 + 3.5 / 25)  // the first move, then the 25-per-second repeat after half a second
        app.key(Keys.left, pressed: false)
        #expect(field.selectedTextRange?.start.offset == 10 - 1 - 4)
        UIPasteboard.general.string = "x"
        app.key(Keys.control, pressed: true)
        app.key(Keys.letters["v"]!, pressed: true)
        app.advance(by: 1)
        app.key(Keys.letters["v"]!, pressed: false)
        app.key(Keys.control, pressed: false)
        #expect(field.text == "abcdexfghij")
    }

    @Test func fieldsCompareByIdentityAsNSObjectsDo() {
        let other = UITextField()
        func name(of textField: UITextField) -> String {
            switch textField {
            case field: "field"
            case other: "other"
            default: "unknown"
            }
        }
        #expect(name(of: other) == "other" && name(of: field) == "field" && name(of: UITextField()) == "unknown")
        #expect(Set<UIView>([field, other, field]).count == 2)
    }

    @Test func backspaceDeletesAWholeGraphemeCluster() {
        field.text = "a👍🏽e\u{301}"
        field.becomeFirstResponder()
        app.tapKey(Keys.backspace)
        #expect(field.text == "a👍🏽")
        app.tapKey(Keys.backspace)
        #expect(field.text == "a")
        app.tapKey(Keys.left)
        app.tapKey(Keys.right)
        #expect(field.selectedTextRange?.start.offset == 1)
    }

    @Test func returnAsksTheDelegateAndEndsEditingWhenATargetListensForIt() {
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        type("ok")
        app.tapKey(Keys.enter)
        #expect(exits == 1)
        #expect(!field.isFirstResponder)
        #expect(log.calls.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd 0"])
        #expect(field.text == "ok")
    }

    @Test func aSecureFieldShowsBulletsAndRefusesCopy() throws {
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        type("1234")
        #expect(field.text == "1234")
        #expect(field.editor.storage.string == String(repeating: "\u{2022}", count: 4))
        UIPasteboard.general.string = "before"
        app.tapKey(Keys.letters["a"]!, modifiers: [Keys.control])
        app.tapKey(Keys.letters["c"]!, modifiers: [Keys.control])
        #expect(UIPasteboard.general.string == "before")
        app.tapKey(Keys.end)
        app.tapKey(Keys.backspace)
        #expect(field.text == "123")
    }

    @Test func cutCopyPasteAndUndoOfATypingRun() {
        field.becomeFirstResponder()
        type("one two")
        app.tapKey(Keys.letters["a"]!, modifiers: [Keys.control])
        app.tapKey(Keys.letters["x"]!, modifiers: [Keys.control])
        #expect(field.text == "" && UIPasteboard.general.string == "one two")
        app.tapKey(Keys.letters["v"]!, modifiers: [Keys.control])
        app.tapKey(Keys.letters["v"]!, modifiers: [Keys.control])
        #expect(field.text == "one twoone two")
        app.tapKey(Keys.letters["z"]!, modifiers: [Keys.control])
        #expect(field.text == "one two")
        field.text = "fresh"
        field.becomeFirstResponder()
        type("er")
        app.tapKey(Keys.letters["z"]!, modifiers: [Keys.control])
        #expect(field.text == "fresh")
        app.tapKey(Keys.letters["z"]!, modifiers: [Keys.control, Keys.shift])
        #expect(field.text == "fresher")
    }

    @Test func theCaretBlinksOnTheLoopClockAndCostsNoFramesWhenNotEditing() throws {
        field.becomeFirstResponder()
        type("a")
        app.advance(by: 0.05)
        let caret = field.selectionView.caret.convert(field.selectionView.caret.bounds, to: app.window)
        let probe = (x: Int(caret.midX), y: Int(caret.midY))
        #expect(app.pixel(x: probe.x, y: probe.y) == 0x007AFF)
        app.advance(by: 0.55)
        #expect(app.pixel(x: probe.x, y: probe.y) != 0x007AFF)
        app.advance(by: 0.5)
        #expect(app.pixel(x: probe.x, y: probe.y) == 0x007AFF)
        // Left alone, the caret stops blinking, shown, and frames stop.
        app.advance(by: TextSelectionView.blinkTimeout)
        #expect(app.pixel(x: probe.x, y: probe.y) == 0x007AFF)
        var frames = app.display.presentedFrames
        app.advance(by: 5)
        #expect(app.display.presentedFrames == frames)
        field.resignFirstResponder()
        try app.runUntilIdle()
        #expect(app.pixel(x: probe.x, y: probe.y) != 0x007AFF)
        frames = app.display.presentedFrames
        app.advance(by: 5)
        #expect(app.display.presentedFrames == frames)
    }

    @Test func tappingPlacesTheCaretAndDoubleTapSelectsAWord() throws {
        field.text = "alpha beta gamma"
        try app.runUntilIdle()
        field.becomeFirstResponder()
        let manager = field.editor.layoutManager
        let origin = field.textOrigin
        let betaX = manager.caretRect(at: 8).minX + origin.x + 10
        quickTap(at: CGPoint(x: betaX, y: 27))
        #expect(field.selectedTextRange?.start.offset == 8)
        app.advance(by: 1)
        quickTap(at: CGPoint(x: betaX, y: 27))
        quickTap(at: CGPoint(x: betaX, y: 27))
        let range = field.selectedTextRange!
        #expect((range.start.offset, range.end.offset) == (6, 10))
    }

    @Test func placeholderShowsOnlyWhileEmpty() throws {
        field.placeholder = "Name"
        field.borderStyle = .none
        try app.runUntilIdle()
        #expect(ink() > 20)
        field.placeholder = nil
        try app.runUntilIdle()
        #expect(ink() == 0)
        field.text = "x"
        field.placeholder = "Name"
        try app.runUntilIdle()
        let letter = ink()
        #expect(letter > 0 && letter < 60)
        #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight))
    }

    /// An empty field is as wide as its placeholder in the field's font (or the placeholder's own), as in UIKit.
    @Test func anEmptyFieldFitsItsPlaceholderInTheFieldsFont() {
        field.borderStyle = .none
        field.font = .systemFont(ofSize: 30)
        field.placeholder = "Search the collection"
        let wide = "Search the collection".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width
        #expect(field.intrinsicContentSize.width == ceil(wide))
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect(field.intrinsicContentSize.width == ceil("Search".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width))
        #expect(field.placeholder == "Search")
    }

    /// As UIKit documents: the field takes the style of the attributed text's first character, and hands out a copy.
    @Test func settingAttributedTextGivesTheFieldItsFirstCharactersStyleAndReadingItGivesACopy() throws {
        let bold = UIFont.boldSystemFont(ofSize: 24)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        field.attributedText = NSAttributedString(string: "Ada", attributes: [.font: bold, .foregroundColor: UIColor.red, .paragraphStyle: centred])
        #expect(field.font == bold && field.textColor == .red && field.textAlignment == .center)
        field.text = "Grace"
        let read = try #require(field.attributedText)
        #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        field.becomeFirstResponder()
        field.insertText("!")
        #expect(read.string == "Grace" && field.attributedText?.string == "Grace!", "what was read is a copy, not the field's storage")
    }

    @Test func attributedTextKeepsItsAttributesWhenEditingBegins() {
        let text = NSMutableAttributedString(string: "red and plain")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        field.attributedText = text
        field.becomeFirstResponder()
        field.resignFirstResponder()
        let color = field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color == .red)
    }

    @Test func adjustsFontSizeToFitWidthShrinksLongTextIntoTheField() throws {
        field.borderStyle = .none
        field.text = String(repeating: "wide text ", count: 6)
        try app.runUntilIdle()
        let clipped = ink()
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 4
        try app.runUntilIdle()
        // The whole line now fits: ink ends before the field's right edge, and the font itself is unchanged.
        let picture = app.snapshot()
        let inked = (12..<320).filter { x in (12..<42).contains { y in picture[x, y] & 0xFFFFFF != 0xFFFFFF } }
        let rightmost = inked.max() ?? 0
        #expect(rightmost < 308)
        #expect(ink() < clipped)
        #expect(field.font?.pointSize == 17)
    }
}

extension HeadlessApp {
    /// A tap with no frame between down and up (a caret that blinks keeps `tap` from finding the app idle quickly),
    /// then `settling` seconds of frames.
    func quickTap(at point: CGPoint, settling: TimeInterval = 0.02) {
        let native = screen.nativeLocation(of: point)
        feed(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: loop.now))
        feed(.touchUp(slot: 0, time: loop.now))
        if settling > 0 { advance(by: settling) }
    }
}
