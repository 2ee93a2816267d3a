import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Upper-cases whatever is typed, as an app does from `textViewDidChange`.
@MainActor
private final class Shouter: NSObject, UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        let selection = textView.selectedRange
        textView.text = textView.text.uppercased()
        textView.selectedRange = selection
    }
}

/// Formats a phone number as it is typed: refuses the edit and sets the formatted text itself, the caret at its end.
@MainActor
private final class PhoneFormatter: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let digits = current.replacingCharacters(in: range, with: string).filter(\.isNumber)
        var formatted = ""
        for (index, digit) in digits.prefix(10).enumerated() {
            if index == 3 || index == 6 { formatted += "-" }
            formatted.append(digit)
        }
        textField.text = formatted
        return false
    }
}

/// Colours each word that starts with "#" from `textViewDidChange`, as a tag highlighter does.
@MainActor
private final class TagColourer: NSObject, UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        let storage = textView.textStorage
        let text = storage.string as NSString
        storage.beginEditing()
        storage.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: text.length))
        var start = 0
        for word in storage.string.split(separator: " ", omittingEmptySubsequences: false) {
            let length = (String(word) as NSString).length
            if word.hasPrefix("#") { storage.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: start, length: length)) }
            start += length + 1
        }
        storage.endEditing()
    }
}

/// What apps do to the text from the editing delegates while the user types: the typing that follows lands where
/// and as it should.
@MainActor
@Suite(.serialized) struct TextEditingPatternsTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// Puts `view` in the window, makes it the first responder and types `text` into it a character at a time.
    func type(_ text: String, into view: some UIView & UIKeyInput) {
        app.window.addSubview(view)
        view.becomeFirstResponder()
        for character in text { view.insertText(String(character)) }
    }

    @Test func aTextViewThatUpperCasesItsTextAsItChangesKeepsTakingTyping() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let shouter = Shouter()
        view.delegate = shouter
        type("quiet please", into: view)
        view.deleteBackward()
        view.insertText("e!")
        #expect(view.text == "QUIET PLEASE!")
        #expect(view.selectedRange == NSRange(location: 13, length: 0))
        try app.runUntilIdle()
        #expect(app.ink(in: CGRect(x: 0, y: 0, width: 300, height: 40)) > 50)
    }

    @Test func aFieldThatFormatsWhatIsTypedShowsTheFormattedText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let formatter = PhoneFormatter()
        field.delegate = formatter
        type("5551234567", into: field)
        #expect(field.text == "555-123-4567")
        field.deleteBackward()
        #expect(field.text == "555-123-456")
    }

    @Test func tagsColouredAfterEachChangeKeepTheirColourAndPlainWordsTypedAfterThemDoNot() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let colourer = TagColourer()
        view.delegate = colourer
        type("#kiosk open", into: view)
        #expect(view.text == "#kiosk open")
        let storage = view.textStorage
        #expect(storage.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == UIColor.blue)
        #expect(storage.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor != UIColor.blue, "a plain word is not a tag")
    }
}
