import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Recolours every edit as a syntax highlighter does, while the text storage processes it.
@MainActor
private final class Highlighter: NSTextStorageDelegate {
    let color: UIColor
    init(color: UIColor) { self.color = color }
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        guard editedRange.length > 0 else { return }
        textStorage.addAttribute(.foregroundColor, value: color, range: editedRange)
    }
}

/// Characters typed one by one take the typing attributes, whatever else changed the text or the attributes
/// between keystrokes: the app's code, a storage delegate, deleting some of what was typed, undo.
@MainActor
@Suite(.serialized) struct TypingAttributesTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
    let red = UIColor(rgb: 0xFF0000), blue = UIColor(rgb: 0x0000FF), green = UIColor(rgb: 0x00FF00)

    func typingView(_ text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = text
        app.window.addSubview(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: (text as NSString).length, length: 0)
        return view
    }

    func color(_ view: UITextView, at index: Int) -> UIColor? {
        view.textStorage.attributes(at: index, effectiveRange: nil)[.foregroundColor] as? UIColor
    }

    @Test func eachKeystrokeTakesTheTypingAttributesAndTheRunStaysOne() {
        let view = typingView("plain ")
        view.typingAttributes = [.foregroundColor: red, .font: UIFont.boldSystemFont(ofSize: 20)]
        for letter in "loud" { view.insertText(String(letter)) }
        #expect(view.text == "plain loud")
        var run = NSRange()
        let attributes = view.textStorage.attributes(at: 6, effectiveRange: &run)
        #expect(attributes[.foregroundColor] as? UIColor == red)
        #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(run == NSRange(location: 6, length: 4), "the four keystrokes are one run: \(run)")
        #expect(color(view, at: 5) != red, "the text before keeps its own")
    }

    @Test func newTypingAttributesInTheMiddleOfARunApplyFromTheNextKeystroke() {
        let view = typingView("")
        view.typingAttributes = [.foregroundColor: red]
        view.insertText("a")
        view.insertText("b")
        view.typingAttributes = [.foregroundColor: blue]
        view.insertText("c")
        view.insertText("d")
        #expect((0..<4).map { color(view, at: $0) } == [red, red, blue, blue])
    }

    @Test func attributesTheAppSetsOnTypedTextAreNotPassedToTheNextKeystroke() {
        let view = typingView("")
        view.typingAttributes = [.foregroundColor: red]
        view.insertText("a")
        view.textStorage.addAttribute(.foregroundColor, value: green, range: NSRange(location: 0, length: 1))
        view.insertText("b")
        #expect(color(view, at: 0) == green)
        #expect(color(view, at: 1) == red, "typed with the typing attributes, not the character's before it")
    }

    @Test func aStorageDelegateThatRecoloursEachEditDoesNotColourTheNextKeystroke() {
        let view = typingView("")
        view.typingAttributes = [.foregroundColor: red]
        let highlighter = Highlighter(color: green)
        view.insertText("a")
        view.textStorage.delegate = highlighter
        view.insertText("b")
        view.textStorage.delegate = nil
        view.insertText("c")
        #expect((0..<3).map { color(view, at: $0) } == [red, green, red])
    }

    @Test func typingOnAfterBackspacesKeepsTheTypingAttributes() {
        let view = typingView("xy")
        view.typingAttributes = [.foregroundColor: red]
        view.insertText("a")
        view.insertText("b")
        view.deleteBackward()
        view.insertText("c")
        #expect(view.text == "xyac" && color(view, at: 3) == red)
        view.deleteBackward()
        view.deleteBackward()
        view.insertText("d")
        view.deleteBackward()
        view.deleteBackward()
        view.insertText("e")
        #expect(view.text == "xe")
        #expect(color(view, at: 1) == red, "typed after a character that was not typed, with the typing attributes")
        #expect(color(view, at: 0) != red)
    }

    @Test func undoingARunOfKeystrokesTakesItAllBack() {
        let view = typingView("keep ")
        for letter in "typed" { view.insertText(String(letter)) }
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.text == "keep typ")
        view.undoManager?.undo()
        #expect(view.text == "keep ")
        view.undoManager?.redo()
        #expect(view.text == "keep typ")
    }

    @Test func typingOverASelectionTakesTheTypingAttributes() {
        let view = typingView("one two")
        view.typingAttributes = [.foregroundColor: red]
        view.insertText("s")
        view.selectedRange = NSRange(location: 0, length: 3)
        view.insertText("1")
        view.insertText("2")
        #expect(view.text == "12 twos")
        #expect((0..<2).map { color(view, at: $0) } == [red, red])
        #expect(color(view, at: 2) != red)
    }
}
