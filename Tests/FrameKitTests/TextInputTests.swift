import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Text from outside at its worst (megabytes pasted, a line with no breaks, right-to-left scripts, clusters) and
/// UITextInput as custom keyboards and input methods use it.
@MainActor
struct TextInputTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() throws {
        try app.connectKeyboard()
        view.font = .systemFont(ofSize: 14)
        app.window.addSubview(view)
        try app.runUntilIdle()
    }

    func ink(_ rect: CGRect) -> Int { app.ink(in: rect) }

    @Test func aFiveMegabytePasteLandsWholeLaysOutOnlyWhatShowsAndUndoesInOneStep() throws {
        let line = String(repeating: "paste ", count: 13) + "\n"
        let text = String(repeating: line, count: 5 * 1_048_576 / line.utf8.count)
        view.text = "before after"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 7, length: 0)
        UIPasteboard.general.string = text
        view.paste(nil)
        try app.runUntilIdle()
        #expect(view.textStorage.length == 12 + (text as NSString).length)
        #expect(view.selectedRange.location == 7 + (text as NSString).length, "the caret after what was pasted")
        #expect(view.layoutManager.paragraphs.filter { $0.layout != nil }.count < 100)
        #expect(ink(CGRect(x: 0, y: 0, width: 320, height: 240)) > 100, "the end of the paste is in sight")
        view.undoManager?.undo()
        #expect(view.text == "before after")
    }

    @Test func aHundredThousandCharacterLineWrapsAndTakesTypingAtItsEnd() throws {
        let words = String(repeating: "abcdefghi ", count: 10_000)
        view.text = words
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 100_000, length: 0)
        app.tapKey(Keys.letters["z"]!)
        try app.runUntilIdle()
        #expect(view.textStorage.length == 100_001)
        #expect(view.text.hasSuffix(" z"))
        let lines = view.layoutManager.paragraphs[0].layout?.lines.count ?? 0
        #expect(lines > 1_000, "\(lines) lines")
        #expect(view.contentOffset.y > 10_000, "scrolled to the caret at the end")
        #expect(ink(CGRect(x: 0, y: 0, width: 320, height: 240)) > 100)
    }

    @Test func hebrewTypedThroughKeyInputRunsRightToLeftAndShiftArrowsSelectByCharacter() throws {
        view.becomeFirstResponder()
        for letter in ["ש", "ל", "ו", "ם"] { view.insertText(letter) }
        #expect(view.text == "שלום")
        try app.runUntilIdle()
        // Natural alignment puts a right-to-left paragraph against the right edge.
        #expect(ink(CGRect(x: 220, y: 4, width: 100, height: 24)) > 20)
        #expect(ink(CGRect(x: 0, y: 4, width: 200, height: 24)) == 0)
        let (start, end) = (view.caretRect(for: view.beginningOfDocument), view.caretRect(for: view.endOfDocument))
        #expect(start.minX > 300 && end.minX < start.minX - 20, "the first letter at the right, the last at the left: \(start) \(end)")
        // Shift+right moves visually right: towards the start of the Hebrew word.
        app.tapKey(Keys.right, modifiers: [Keys.shift])
        #expect(view.selectedRange == NSRange(location: 3, length: 1))
        let selected = try #require(view.selectedTextRange)
        #expect(view.text(in: selected) == "ם")
        #expect(!view.firstRect(for: selected).isNull)
    }

    @Test func arabicJoinsAndTheCaretMovesOverWholeClusters() throws {
        view.text = "مرحبا e\u{301}👩‍👩‍👧"
        view.becomeFirstResponder()
        app.tapKey(Keys.backspace)
        #expect(view.text == "مرحبا e\u{301}")
        app.tapKey(Keys.backspace)
        #expect(view.text == "مرحبا ")
    }

    @Test func positionsAndRangesAreCheckedAgainstTheText() throws {
        view.text = "kiosk"
        let start = view.beginningOfDocument, end = view.endOfDocument
        #expect(view.offset(from: start, to: end) == 5)
        #expect(view.position(from: start, offset: 6) == nil)
        #expect(view.position(from: end, offset: -5) == start)
        #expect(view.compare(start, to: end) == .orderedAscending)
        let range = try #require(view.textRange(from: view.position(from: start, offset: 1)!, to: view.position(from: start, offset: 3)!))
        #expect(view.text(in: range) == "io")
        view.replace(range, withText: "IO")
        #expect(view.text == "kIOsk")
        #expect(view.text(in: UITextRange(NSRange(location: 2, length: 10))) == nil)
        let caret = view.caretRect(for: end)
        #expect(view.closestPosition(to: CGPoint(x: caret.midX + 1, y: caret.midY)).map { view.offset(from: start, to: $0) } == 5)
    }

    @Test func markedTextIsReplacedUntilItIsCommitted() throws {
        view.becomeFirstResponder()
        view.insertText("a ")
        view.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        view.setMarkedText("ky", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.text == "a ky")
        #expect(view.markedTextRange.map { view.text(in: $0) } == "ky")
        view.setMarkedText("きょ", selectedRange: NSRange(location: 2, length: 0))
        view.unmarkText()
        #expect(view.markedTextRange == nil)
        view.insertText("う")
        #expect(view.text == "a きょう")
    }
}
