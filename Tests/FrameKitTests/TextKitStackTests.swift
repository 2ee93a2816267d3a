import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A text storage that keeps its text in a backing store and colours hashtags as they are typed: TextKit's
/// documented subclassing pattern, as apps with syntax highlighting write it.
final class HashtagTextStorage: NSTextStorage {
    private let backingStore = NSMutableAttributedString(string: "")
    private(set) var processed = 0

    override var string: String { backingStore.string }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backingStore.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backingStore.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backingStore.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    override func processEditing() {
        processed += 1
        let paragraph = (string as NSString).paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraph)
        let hashtags = try! NSRegularExpression(pattern: "#\\w+")
        for match in hashtags.matches(in: string, range: paragraph) {
            addAttribute(.foregroundColor, value: UIColor.systemBlue, range: match.range)
        }
        super.processEditing()
    }
}

/// Draws background colours as rounded rectangles, as tag-style highlighting does.
final class RoundedBackgroundLayoutManager: NSLayoutManager {
    private(set) var filled: [NSRange] = []

    override func fillBackgroundRectArray(
        _ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor
    ) {
        filled.append(charRange)
        for i in 0..<rectCount {
            UIBezierPath(roundedRect: rectArray[i], cornerRadius: 6).fill()
        }
    }
}

@MainActor
struct TextKitStackTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// The TextKit 1 stack an app builds for a text view: storage, layout manager, container.
    func stack(storage: NSTextStorage = NSTextStorage(), manager: NSLayoutManager = NSLayoutManager()) -> UITextView {
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), textContainer: container)
        textView.font = .systemFont(ofSize: 18)
        app.window.addSubview(textView)
        return textView
    }

    /// Pixels in `rect` for which `matches` holds.
    func count(in rect: CGRect, where matches: (UInt32) -> Bool) -> Int {
        let picture = app.snapshot()
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where matches(picture[x, y]) { count += 1 }
        }
        return count
    }

    @Test func aTextViewShowsAndEditsTheTextOfTheStackItIsGiven() throws {
        let storage = NSTextStorage()
        let manager = NSLayoutManager()
        let textView = stack(storage: storage, manager: manager)
        #expect(textView.textStorage === storage)
        #expect(textView.layoutManager === manager)
        #expect(textView.textContainer === manager.textContainers.first)
        storage.append(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 18)]))
        try app.runUntilIdle()
        #expect(app.ink(in: CGRect(x: 0, y: 0, width: 100, height: 40)) > 50)

        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.insertText(" you")
        #expect(storage.string == "Hello you")
        #expect(textView.text == "Hello you")
        try app.runUntilIdle()
        #expect(app.ink(in: CGRect(x: 50, y: 0, width: 100, height: 40)) > 50)
    }

    @Test func aTextViewWithoutAContainerMakesItsOwnStack() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: nil)
        textView.text = "Own"
        #expect(textView.layoutManager.textStorage === textView.textStorage)
        #expect(textView.textContainer.layoutManager === textView.layoutManager)
        #expect(textView.textStorage.string == "Own")
    }

    @Test func aStorageKeepingItsTextElsewhereIsReadAndEditedThroughItsPrimitives() throws {
        let storage = HashtagTextStorage()
        let textView = stack(storage: storage)
        textView.becomeFirstResponder()
        for character in "hi #kiosk" { textView.insertText(String(character)) }
        #expect(storage.string == "hi #kiosk")
        #expect(storage.length == 9)
        #expect(textView.text == "hi #kiosk")
        // The highlighter coloured the hashtag while the edit was processed; the layout manager saw it at once.
        var range = NSRange()
        #expect(storage.attribute(.foregroundColor, at: 5, longestEffectiveRange: &range, in: NSRange(location: 0, length: 9)) as? UIColor == .systemBlue)
        #expect(range == NSRange(location: 3, length: 6))
        #expect(storage.attribute(.foregroundColor, at: 1, effectiveRange: nil) == nil)
        try app.runUntilIdle()
        let blue = count(in: CGRect(x: 0, y: 0, width: 320, height: 40)) { pixel in
            let (r, g, b) = (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
            return b > 200 && r < 100 && g < 160
        }
        #expect(blue > 20)

        // Copies, substrings and the mutable string read the subclass's own text.
        #expect((storage.copy() as? NSAttributedString)?.string == "hi #kiosk")
        #expect(storage.attributedSubstring(from: NSRange(location: 3, length: 6)).attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(NSAttributedString(attributedString: storage).string == "hi #kiosk")
        #expect(storage.isEqual(to: NSAttributedString(attributedString: storage)))
        #expect(storage.mutableString.length == 9)
        #expect(storage.mutableString.substring(with: NSRange(location: 3, length: 6)) == "#kiosk")
    }

    @Test func editsThroughTheMutableStringReachTheLayoutManager() throws {
        let storage = HashtagTextStorage()
        let textView = stack(storage: storage)
        try app.runUntilIdle()
        let processed = storage.processed
        storage.mutableString.append("#news today")
        #expect(storage.processed == processed + 1)
        #expect(textView.text == "#news today")
        #expect(storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue)
        try app.runUntilIdle()
        #expect(app.ink(in: CGRect(x: 0, y: 0, width: 200, height: 40)) > 50)

        // Foundation's own storage too.
        let plain = NSTextStorage(string: "abc")
        let manager = NSLayoutManager()
        plain.addLayoutManager(manager)
        plain.mutableString.setString("a longer text")
        #expect(plain.string == "a longer text")
        #expect(manager.numberOfGlyphs == 13)
        // It reads as Foundation's strings do.
        let characters = plain.mutableString
        #expect(characters.description == "a longer text")
        #expect(characters.range(of: "longer").location == 2)
        #expect(characters.hasPrefix("a l"))
        #expect(characters.components(separatedBy: " ") == ["a", "longer", "text"])
        #expect(characters.isEqual(to: "a longer text"))
    }

    @Test func attributesAddedToASubclassGoThroughSetAttributesAsOneEdit() {
        let storage = HashtagTextStorage()
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "one two")
        let processed = storage.processed
        storage.addAttributes([.underlineStyle: 1], range: NSRange(location: 0, length: 7))
        #expect(storage.processed == processed + 1)
        #expect(storage.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? Int == 1)
        storage.removeAttribute(.underlineStyle, range: NSRange(location: 4, length: 3))
        var range = NSRange()
        #expect(storage.attribute(.underlineStyle, at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: 7)) as? Int == 1)
        #expect(range == NSRange(location: 0, length: 4))
        #expect(storage.attribute(.underlineStyle, at: 5, effectiveRange: nil) == nil)
    }

    @Test func aLayoutManagerSubclassShapesTheBackgrounds() throws {
        let manager = RoundedBackgroundLayoutManager()
        let textView = stack(manager: manager)
        textView.attributedText = NSAttributedString(
            string: "tag", attributes: [.backgroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 18)])
        try app.runUntilIdle()
        #expect(manager.filled.contains(NSRange(location: 0, length: 3)))
        let picture = app.snapshot()
        let bounds = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 3), in: textView.textContainer)
            .offsetBy(dx: textView.textContainerInset.left, dy: textView.textContainerInset.top)
        // Rounded: the band's corner stays white where its top edge, above the glyphs, is red.
        let corner = picture[Int(bounds.minX), Int(bounds.minY)]
        let middle = picture[Int(bounds.midX), Int(bounds.minY) + 2]
        #expect(corner & 0xFFFFFF == 0xFFFFFF)
        #expect(middle >> 16 & 0xFF > 200 && middle & 0xFF < 100)
    }

    @Test func aStorageMadeAwayFromTheMainThreadNeedsNoMainThread() async {
        let length = await Task.detached {
            let storage = NSTextStorage(string: "made in the background")
            storage.addAttribute(.underlineStyle, value: 1, range: NSRange(location: 0, length: 4))
            return storage.length
        }.value
        #expect(length == 22)
    }
}
