import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
final class InputDelegateLog: UITextInputDelegate {
    var calls: [String] = []
    func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
    func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
    func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
}

/// UITextInput's tokenizer, layout-direction moves, selection rectangles, writing direction and input delegate, as
/// custom keyboards and input methods use them.
@MainActor
struct TextTokenizerTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() throws {
        try app.connectKeyboard()
        view.font = .systemFont(ofSize: 14)
        app.window.addSubview(view)
        try app.runUntilIdle()
    }

    func position(_ offset: Int) -> UITextPosition { view.position(from: view.beginningOfDocument, offset: offset)! }
    func offset(_ position: UITextPosition?) -> Int? { position.map { view.offset(from: view.beginningOfDocument, to: $0) } }
    func text(_ range: UITextRange?) -> String? { range.flatMap { view.text(in: $0) } }

    @Test func theTokenizerFindsWordsSentencesParagraphsAndTheDocument() throws {
        view.text = "Hello world. Second one here.\nNext paragraph"
        let tokenizer = view.tokenizer
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        #expect(text(tokenizer.rangeEnclosingPosition(position(2), with: .word, inDirection: forward)) == "Hello")
        #expect(tokenizer.rangeEnclosingPosition(position(5), with: .word, inDirection: forward) == nil, "a space")
        #expect(text(tokenizer.rangeEnclosingPosition(position(5), with: .word, inDirection: backward)) == "Hello")
        #expect(offset(tokenizer.position(from: position(2), toBoundary: .word, inDirection: forward)) == 5)
        #expect(offset(tokenizer.position(from: position(8), toBoundary: .word, inDirection: backward)) == 6)
        #expect(offset(tokenizer.position(from: position(5), toBoundary: .word, inDirection: forward)) == 11)
        #expect(tokenizer.isPosition(position(5), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(position(5), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(position(6), atBoundary: .word, inDirection: backward))
        #expect(!tokenizer.isPosition(position(5), withinTextUnit: .word, inDirection: forward))
        #expect(tokenizer.isPosition(position(5), withinTextUnit: .word, inDirection: backward))
        let sentence = text(tokenizer.rangeEnclosingPosition(position(15), with: .sentence, inDirection: forward))
        #expect(sentence?.hasPrefix("Second one here.") == true)
        #expect(text(tokenizer.rangeEnclosingPosition(position(33), with: .paragraph, inDirection: forward)) == "Next paragraph")
        // A word search crosses the paragraph break.
        #expect(offset(tokenizer.position(from: position(29), toBoundary: .word, inDirection: forward)) == 34)
        let document = tokenizer.rangeEnclosingPosition(position(3), with: .document, inDirection: forward)
        #expect(text(document) == view.text)
        #expect(tokenizer.position(from: view.endOfDocument, toBoundary: .word, inDirection: forward) == nil)
    }

    @Test func inALongDocumentUnitsAreFoundWhereverTheCaretIsAndAcrossLongParagraphs() throws {
        // 3,000 short paragraphs, then one of 20,000 characters (wider than the tokenizer's first window), then more.
        let short = (0..<3000).map { "Line \($0) has words." }.joined(separator: "\n")
        let long = String(repeating: "abc ", count: 5000) + "end."
        view.text = short + "\n" + long + "\nTail words here"
        let tokenizer = view.tokenizer
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        let base = (short as NSString).length + 1
        // A word deep in the short paragraphs: "Line 2500 has words." starts at 2500 lines' worth in.
        let line2500 = (short as NSString).range(of: "Line 2500 ").location
        #expect(text(tokenizer.rangeEnclosingPosition(position(line2500 + 6), with: .word, inDirection: forward)) == "2500")
        // In the middle of the long paragraph, the paragraph is all of it and words are its words.
        let middle = base + 10_001
        #expect(text(tokenizer.rangeEnclosingPosition(position(middle), with: .paragraph, inDirection: forward)) == long)
        #expect(text(tokenizer.rangeEnclosingPosition(position(middle), with: .word, inDirection: forward)) == "abc")
        // From before the long paragraph's final ".", the next word boundary is past the break: the end of "Tail".
        let stop = base + (long as NSString).length - 1
        #expect(offset(tokenizer.position(from: position(stop), toBoundary: .word, inDirection: forward)) == stop + 1 + 1 + 4)
        #expect(offset(tokenizer.position(from: position(base + 2), toBoundary: .word, inDirection: backward)) == base)
    }

    @Test func charactersAreGraphemeClustersAndLinesAreLaidOutLines() throws {
        view.text = "a👨‍👩‍👧b"
        let family = view.tokenizer.rangeEnclosingPosition(position(1), with: .character, inDirection: .storage(.forward))
        #expect(text(family) == "👨‍👩‍👧")
        #expect(offset(view.tokenizer.position(from: position(1), toBoundary: .character, inDirection: .storage(.forward))) == 9)

        view.text = String(repeating: "wrap these words ", count: 12)
        let firstLine = view.tokenizer.rangeEnclosingPosition(position(3), with: .line, inDirection: .layout(.right))
        let lineEnd = try #require(offset(firstLine?.end))
        #expect(lineEnd > 10 && lineEnd < 60, "the first of several wrapped lines")
        let next = view.tokenizer.position(from: position(lineEnd), toBoundary: .line, inDirection: .storage(.forward))
        #expect(try #require(offset(next)) > lineEnd + 10)
    }

    @Test func positionsMoveOnScreenAndRangesExtendToLineAndDocumentEdges() throws {
        view.text = "first line\nsecond line\nthird"
        #expect(offset(view.position(from: position(0), in: .right, offset: 3)) == 3)
        #expect(offset(view.position(from: position(3), in: .left, offset: 2)) == 1)
        #expect(offset(view.position(from: position(3), in: .right, offset: -2)) == 1, "a negative offset goes back")
        // Up and down keep the caret's x: the nearest place on the next line.
        let caret = view.caretRect(for: position(3))
        let below = view.closestPosition(to: CGPoint(x: caret.minX, y: caret.midY + caret.height))
        #expect(offset(view.position(from: position(3), in: .down, offset: 1)) == offset(below))
        #expect((11...21).contains(offset(below) ?? -1))
        let back = view.closestPosition(to: CGPoint(x: view.caretRect(for: below!).minX, y: caret.midY))
        #expect(offset(view.position(from: below!, in: .up, offset: 1)) == offset(back))
        #expect(view.position(from: view.endOfDocument, in: .right, offset: 1).flatMap(offset) == 28, "stops at the end")
        #expect(text(view.characterRange(byExtending: position(14), in: .right)) == "ond line")
        #expect(text(view.characterRange(byExtending: position(14), in: .left)) == "sec")
        #expect(text(view.characterRange(byExtending: position(14), in: .up)) == "first line\nsec")
        #expect(text(view.characterRange(byExtending: position(25), in: .down)) == "ird")
        let range = try #require(view.textRange(from: position(2), to: position(8)))
        #expect(offset(view.position(within: range, farthestIn: .left)) == 2)
        #expect(offset(view.position(within: range, farthestIn: .down)) == 8)
    }

    @Test func selectionRectsGoLineByLineAndAPointFindsTheCharacterUnderIt() throws {
        view.text = "one\ntwo\nthree"
        let range = try #require(view.textRange(from: position(1), to: position(10)))
        let rects = view.selectionRects(for: range)
        #expect(rects.count == 3)
        #expect(rects.map(\.containsStart) == [true, false, false])
        #expect(rects.map(\.containsEnd) == [false, false, true])
        #expect(rects[0].rect.minY < rects[1].rect.minY && rects[1].rect.minY < rects[2].rect.minY)
        #expect(rects.allSatisfy { $0.writingDirection == .leftToRight && !$0.isVertical })
        // The second character of "two", by its middle.
        let caretW = view.caretRect(for: position(5)), caretO = view.caretRect(for: position(6))
        let middle = CGPoint(x: (caretW.minX + caretO.minX) / 2, y: caretW.midY)
        #expect(text(view.characterRange(at: middle)) == "w")
        let within = try #require(view.textRange(from: position(8), to: position(10)))
        #expect(offset(view.closestPosition(to: middle, within: within)) == 8)
    }

    @Test func aParagraphSetRightToLeftRunsFromTheRightEdge() throws {
        view.text = "shalom\nשלום עולם"
        #expect(view.baseWritingDirection(for: position(2), in: .forward) == .leftToRight)
        #expect(view.baseWritingDirection(for: position(9), in: .forward) == .rightToLeft, "found from its letters")
        try app.runUntilIdle()
        let lineHeight = view.caretRect(for: position(0)).height
        let firstLine = CGRect(x: 0, y: 8, width: 320, height: lineHeight)
        #expect(ink(firstLine.divided(atDistance: 100, from: .minXEdge).slice) > 20, "left to right: at the left")
        view.setBaseWritingDirection(.rightToLeft, for: try #require(view.textRange(from: position(0), to: position(3))))
        try app.runUntilIdle()
        #expect(view.baseWritingDirection(for: position(2), in: .forward) == .rightToLeft)
        #expect(ink(firstLine.divided(atDistance: 100, from: .minXEdge).slice) == 0)
        #expect(ink(firstLine.divided(atDistance: 100, from: .maxXEdge).slice) > 20, "now from the right edge")
        let style = view.textStorage.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.baseWritingDirection == .rightToLeft)
    }

    @Test func theInputDelegateHearsOfChangesFromCodeButNotOfTyping() throws {
        let log = InputDelegateLog()
        view.inputDelegate = log
        view.text = "from code"
        #expect(log.calls == ["textWillChange", "textDidChange"])
        view.selectedRange = NSRange(location: 2, length: 0)
        view.replace(try #require(view.textRange(from: position(0), to: position(4))), withText: "by")
        #expect(log.calls.suffix(4) == ["selectionWillChange", "selectionDidChange", "textWillChange", "textDidChange"])
        log.calls.removeAll()
        view.becomeFirstResponder()
        app.tapKey(Keys.letters["a"]!)
        #expect(view.text.contains("a"))
        #expect(log.calls.isEmpty, "the input system made that change itself")
    }

    func ink(_ rect: CGRect) -> Int { app.ink(in: rect) }
}
