import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
private final class ClearLog: UITextFieldDelegate {
    var allowsClear = false
    var asked = 0
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        asked += 1
        return allowsClear
    }
}

/// The text field's side views and clear button, typing attributes, and the text container's line limit and padding.
@MainActor
@Suite(.serialized) struct TextFieldAccessoryTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    init() throws { try fingers.app.connectKeyboard() }

    @Test func sideViewsShowByTheirModesAndTheClearButtonAsksTheDelegateThenClears() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.borderStyle = .roundedRect
        field.text = "order 42"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .whileEditing
        let log = ClearLog()
        field.delegate = log
        app.window.addSubview(field)
        try app.runUntilIdle()
        // Not editing: the left view at the leading edge, the right view at the trailing one, no clear button.
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 276, y: 8, width: 24, height: 24))
        #expect(!field.clearButtonShown && field.textRect(forBounds: field.bounds).maxX == 276)
        // Editing: the right view gives way to the clear button, 19 points at the trailing inset.
        field.becomeFirstResponder()
        try app.runUntilIdle()
        #expect(field.rightViewRect(forBounds: field.bounds) == .zero && field.clearButtonShown)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear == CGRect(x: 300 - 7 - 19, y: 10.5, width: 19, height: 19))
        let changes = NotificationCount(UITextField.textDidChangeNotification, object: field)
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        let center = field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil)
        fingers.tap(center)
        #expect(log.asked == 1 && field.text == "order 42", "the delegate refused")
        log.allowsClear = true
        fingers.tap(center)
        #expect(log.asked == 2 && field.text == "" && !field.clearButtonShown)
        #expect(changes.count == 1 && edits == 1, "clearing is the user's edit")
    }

    @Test func typingTakesTheTypingAttributes() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = "plain "
        app.window.addSubview(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 6, length: 0)
        let red = UIColor(rgb: 0xFF0000), bold = UIFont.boldSystemFont(ofSize: 20)
        view.typingAttributes = [.foregroundColor: red, .font: bold]
        view.insertText("loud")
        let attributes = view.textStorage.attributes(at: 7, effectiveRange: nil)
        #expect(attributes[.foregroundColor] as? UIColor == red && attributes[.font] as? UIFont == bold)
        #expect(view.textStorage.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor != red)
    }

    @Test func theContainerLimitsLinesAndPadsEachLine() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.text = String(repeating: "word ", count: 60)
        app.window.addSubview(view)
        try app.runUntilIdle()
        let manager = view.layoutManager, container = view.textContainer
        #expect(container.lineFragmentPadding == 5)
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container).minX == 5)
        var lines = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, _, _ in lines += 1 }
        #expect(lines > 2)
        container.maximumNumberOfLines = 2
        container.lineFragmentPadding = 0
        try app.runUntilIdle()
        lines = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, _, _ in lines += 1 }
        #expect(lines == 2, "the text stops after two lines")
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container).minX == 0)
    }

    @Test func aLongPressThenADragMovesTheCaretWithTheFinger() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 360, height: 40))
        field.text = "a long press moves the caret"
        app.window.addSubview(field)
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        try app.runUntilIdle()
        let start = field.convert(CGPoint(x: 30, y: 20), to: nil), end = field.convert(CGPoint(x: 300, y: 20), to: nil)
        fingers.down(start)
        fingers.wait(0.6)
        fingers.drag(from: start, to: end, steps: 6)
        let offset = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } ?? -1
        #expect(offset > 10 && field.selectedTextRange?.isEmpty == true, "the caret follows the finger: \(offset)")
        fingers.up()
    }
}
