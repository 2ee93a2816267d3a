import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// An edit redraws only the part of its paragraph's band where the old or the new lines put ink: the screen after
/// each keystroke must still be what a text view given the edited text draws afresh, whatever the alignment, the
/// direction, the slant, and whether lines wrap or unwrap.
@MainActor
@Suite(.serialized) struct EditRedrawTests {
    let app = HeadlessApp(size: PixelSize(width: 880, height: 280))
    /// Where the text is typed, and where a text view given the same text shows it drawn afresh.
    let typedFrame = CGRect(x: 20, y: 20, width: 400, height: 240)
    let freshFrame = CGRect(x: 460, y: 20, width: 400, height: 240)

    /// The screen's pixels in `rect`, row by row.
    func pixels(in rect: CGRect) -> [UInt32] {
        let shot = app.snapshot()
        var out: [UInt32] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { out.append(shot[x, y] & 0x00FF_FFFF) }
        }
        return out
    }

    /// A text view in `frame` holding `text`, its caret drawn in no colour (it is not what is compared).
    func textView(_ text: NSAttributedString, in frame: CGRect) -> UITextView {
        let view = UITextView(frame: frame)
        view.tintColor = .clear
        view.attributedText = text
        app.window.addSubview(view)
        return view
    }

    /// How many pixels of `view` (in `typedFrame`) differ from a new text view given its text beside it. A new view:
    /// setting the text of one already shown is an edit too, redrawn the same way.
    func pixelsDifferingFromFresh(_ view: UITextView) throws -> Int {
        let fresh = textView(view.attributedText, in: freshFrame)
        try app.runUntilIdle()
        let differing = zip(pixels(in: typedFrame), pixels(in: freshFrame)).filter { $0 != $1 }.count
        fresh.removeFromSuperview()
        try app.runUntilIdle()
        return differing
    }

    /// Types `keys` at `caret` (a word inserts it, as a paste or a correction does; "⌫" deletes backwards, "⌫5" five
    /// characters at once), and after each key's frame compares the text view with one given the same text, drawn
    /// afresh beside it; returns the pixels the last key's frame damaged.
    @discardableResult
    func typedLooksFresh(_ text: String, _ attributes: [NSAttributedString.Key: Any], caret: Int? = nil, keys: [String]) throws -> Int {
        // A keyboard plugged in: no on-screen keyboard comes up over the views.
        try app.connectKeyboard()
        let view = textView(NSAttributedString(string: text, attributes: attributes), in: typedFrame)
        defer { view.removeFromSuperview() }
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: caret ?? (text as NSString).length, length: 0)
        view.typingAttributes = attributes
        try app.runUntilIdle()
        var damaged = 0
        for key in keys {
            if key.hasPrefix("⌫") {
                // "⌫" deletes a character, "⌫5" five at once (a word deleted, a selection cut).
                let count = Int(key.dropFirst()) ?? 1
                let caret = view.selectedRange.location
                view.selectedRange = NSRange(location: caret - count, length: count)
                view.deleteBackward()
            } else {
                view.insertText(key)
            }
            app.advance(by: app.display.refreshInterval)
            damaged = app.screen.lastFrameStatistics.damagedPixels
            let differing = try pixelsDifferingFromFresh(view)
            #expect(differing == 0, "\(differing) pixels differ from a fresh text view's after \(key.debugDescription) in \(view.text.debugDescription)")
        }
        return damaged
    }

    var plain: [NSAttributedString.Key: Any] { [.font: UIFont.systemFont(ofSize: 20)] }

    func aligned(_ alignment: NSTextAlignment) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        return [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style]
    }

    @Test func typingAtTheEndOfAShortLineRedrawsLittleMoreThanItsText() throws {
        let damaged = try typedLooksFresh("Hello", plain, keys: [",", " ", "w"])
        #expect(damaged > 0)
        // The line is about 80 points long; its band is 400 points wide and a line tall.
        #expect(damaged > 0 && damaged < 400 * 24 / 2, "\(damaged) pixels damaged")
    }

    @Test func backspacesThatShortenALineClearWhatItHeld() throws {
        try typedLooksFresh("Hello world, again and again", plain, keys: ["⌫", "⌫", "⌫10", "⌫", "⌫6"])
    }

    @Test func typingInTheMiddleMovesTheRestOfTheLine() throws {
        try typedLooksFresh("one three", plain, caret: 4, keys: ["t", "w", "o", " ", "⌫", "⌫", "wonderful and ", "⌫12"])
    }

    @Test func centredAndRightAlignedLinesMoveAsTheyGrowAndShrink() throws {
        try typedLooksFresh("centred", aligned(.center), keys: [" ", "t", "e", "x", "t", " and more of it", "⌫", "⌫14"])
        try typedLooksFresh("right", aligned(.right), keys: [" ", "s", "i", "d", "e", " and more of it", "⌫15", "⌫"])
    }

    @Test func rightToLeftTextGrowsLeftwards() throws {
        try typedLooksFresh("שלום", plain, keys: [" ", "ע", "ו", "ל", "ם", " ועוד הרבה מילים", "⌫", "⌫15"])
    }

    @Test func slantedGlyphsPastTheirAdvancesAreRedrawn() throws {
        try typedLooksFresh("Italic", [.font: UIFont.italicSystemFont(ofSize: 60)], keys: [" ", "f", "f", "⌫", "f"])
    }

    @Test func aLineThatWrapsAndUnwrapsAgainLooksFresh() throws {
        let long = "A line that nearly fills the width of this view"
        try typedLooksFresh(long, plain, keys: [" ", "w", "r", "a", "p", "s", " ", "n", "o", "w", "⌫", "⌫", "⌫", "⌫", "⌫", "⌫", "⌫", "⌫", "⌫", "⌫"])
    }

    @Test func anEditInOneParagraphOfSeveralLeavesTheOthersRight() throws {
        try typedLooksFresh("first\nsecond paragraph\nthird", plain, caret: 12, keys: ["!", "!", "⌫", "\n", "x"])
    }

    /// Edits the text storage the way a highlighter or an autocompletion does (plain characters, which take the
    /// attributes of the character before them or of the first they replace), each at or next to the edge of a colour
    /// run, and compares after each with a fresh view: a paragraph laid out again from attributes remembered across
    /// the edit must show each character in its own run's colour.
    @Test func storageEditsAtTheEdgesOfColourRunsDrawEachCharacterInItsRunsColour() throws {
        let text = NSMutableAttributedString(string: "")
        for (words, color) in [("red words\n", UIColor.red), ("blue words\n", .blue), ("green words", .green)] {
            text.append(NSAttributedString(string: words, attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: color]))
        }
        let view = textView(text, in: typedFrame)
        defer { view.removeFromSuperview() }
        try app.runUntilIdle()
        let storage = view.textStorage
        let edits: [(String, () -> Void)] = [
            // A line of its own at the start of the green paragraph, after the blue line break: blue.
            ("insert a line at a run's start", { storage.replaceCharacters(in: NSRange(location: 21, length: 0), with: "x\n") }),
            // At the start of the green run again: blue; inside it: green; at its end: green; at the text's start: red.
            ("insert at a run's start", { storage.replaceCharacters(in: NSRange(location: 23, length: 0), with: "y") }),
            ("insert inside a run", { storage.replaceCharacters(in: NSRange(location: 26, length: 0), with: "z") }),
            ("insert at a run's end", { storage.replaceCharacters(in: NSRange(location: 36, length: 0), with: "!") }),
            ("insert at the start", { storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">") }),
            // Replacing a run's first characters (they take its colour), typing on inside that run, colouring a word
            // of it, deleting across two runs.
            ("replace a run's first characters", { storage.replaceCharacters(in: NSRange(location: 11, length: 4), with: "BLUE") }),
            ("insert inside a one-run paragraph", { storage.replaceCharacters(in: NSRange(location: 15, length: 0), with: "!") }),
            ("colour a word inside a run", { storage.addAttribute(.foregroundColor, value: UIColor.purple, range: NSRange(location: 17, length: 5)) }),
            ("delete across runs", { storage.deleteCharacters(in: NSRange(location: 8, length: 6)) }),
            // One batch: a run's first characters deleted, then others put where they were (the red line break's).
            ("delete and insert in one batch", {
                storage.beginEditing()
                storage.deleteCharacters(in: NSRange(location: 14, length: 2))
                storage.replaceCharacters(in: NSRange(location: 14, length: 0), with: "qq")
                storage.endEditing()
            }),
        ]
        for (name, edit) in edits {
            edit()
            app.advance(by: app.display.refreshInterval)
            let differing = try pixelsDifferingFromFresh(view)
            #expect(differing == 0, "\(differing) pixels differ from a fresh text view's after \(name): \(view.text.debugDescription)")
        }
    }
}

