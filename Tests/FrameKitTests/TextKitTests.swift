import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// TextKit 1 as UIKit code drives it: a storage, a layout manager, a container.
@MainActor
struct TextKitTests {
    final class EditLog: NSTextStorageDelegate {
        var calls: [String] = []
        func textStorage(
            _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
            changeInLength delta: Int
        ) {
            calls.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
        func textStorage(
            _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
            changeInLength delta: Int
        ) {
            calls.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
    }

    private func stack(_ text: String, width: CGFloat = 200, font: UIFont = .systemFont(ofSize: 16))
        -> (NSTextStorage, NSLayoutManager, NSTextContainer)
    {
        let storage = NSTextStorage(string: text, attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// Every line fragment's rectangle, top to bottom.
    private func lineRects(_ manager: NSLayoutManager) -> [CGRect] {
        var rects: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) {
            rect, _, _, _, _ in rects.append(rect)
        }
        return rects
    }

    @Test func storageReportsEachEditOnceWithItsRangeAndChangeInLength() {
        let storage = NSTextStorage(string: "Hello world")
        let log = EditLog()
        storage.delegate = log
        storage.replaceCharacters(in: NSRange(location: 6, length: 5), with: "there, kiosk")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        #expect(storage.string == "Hello there, kiosk")
        #expect(log.calls == ["will 2 6,12 7", "did 2 6,12 7", "will 1 0,5 0", "did 1 0,5 0"])
    }

    /// A delegate colouring each edit as it is processed, as a syntax highlighter does.
    final class Colourer: NSTextStorageDelegate {
        var calls = 0
        func textStorage(
            _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
            changeInLength delta: Int
        ) {
            calls += 1
            textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: editedRange)
        }
    }

    @Test func attributesTheDelegateSetsWhileAnEditIsProcessedJoinThatEdit() {
        let storage = NSTextStorage(string: "let x = 1")
        let colourer = Colourer()
        storage.delegate = colourer
        storage.replaceCharacters(in: NSRange(location: 4, length: 1), with: "total")
        #expect(colourer.calls == 1, "processed once, not again for the delegate's own change")
        var run = NSRange()
        #expect(storage.attribute(.foregroundColor, at: 4, effectiveRange: &run) as? UIColor == UIColor.red)
        #expect(run == NSRange(location: 4, length: 5))
        #expect(storage.editedMask.isEmpty, "and nothing is left waiting to be processed")
    }

    @Test func editsBetweenBeginAndEndEditingAreProcessedOnceTogether() {
        let storage = NSTextStorage(string: "abcdef")
        let log = EditLog()
        storage.delegate = log
        storage.beginEditing()
        storage.insert(NSAttributedString(string: "XY"), at: 0)
        storage.deleteCharacters(in: NSRange(location: 6, length: 2))
        #expect(log.calls.isEmpty)
        storage.endEditing()
        #expect(storage.string == "XYabcd")
        #expect(log.calls == ["will 3 0,6 0", "did 3 0,6 0"])
    }

    @Test func wrappedTextHasOneLineFragmentPerLineAcrossTheContainer() {
        let (storage, manager, container) = stack("one two three four five six seven eight nine ten eleven twelve", width: 120)
        var lines: [(CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) {
            rect, _, _, range, _ in lines.append((rect, range))
        }
        #expect(lines.count >= 4)
        #expect(lines.allSatisfy { $0.0.minX == 0 && $0.0.width == 120 })
        // Lines follow one another and together hold every character.
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.0.maxY <= $1.0.minY + 0.01 && NSMaxRange($0.1) == $1.1.location })
        #expect(NSMaxRange(lines.last!.1) == manager.numberOfGlyphs)
        let used = manager.usedRect(for: container)
        #expect(used.width <= 120 && used.height == lines.last!.0.maxY)
        withExtendedLifetime(storage) {}
    }

    @Test func glyphIndexAtAPointIsTheCharacterUnderIt() {
        let (storage, manager, container) = stack("AAAA\nBBBB\nCCCC")
        defer { withExtendedLifetime(storage) {} }
        let second = manager.lineFragmentRect(forGlyphAt: 6, effectiveRange: nil)
        let x = manager.location(forGlyphAt: 7).x + 1
        let glyph = manager.glyphIndex(for: CGPoint(x: x, y: second.midY), in: container)
        #expect(glyph == 7)
        #expect(manager.characterIndexForGlyph(at: glyph) == 7)
        #expect(manager.lineFragmentRect(forGlyphAt: 11, effectiveRange: nil).minY > second.minY)
    }

    @Test func editingOneParagraphLaysOutOnlyThatParagraph() {
        let text = (0..<50).map { "Paragraph \($0) with some words in it" }.joined(separator: "\n")
        let (storage, manager, container) = stack(text, width: 400)
        manager.ensureLayout(for: container)
        let before = manager.paragraphs.map { $0.layout.map(ObjectIdentifier.init) }
        let location = (storage.string as NSString).range(of: "Paragraph 20").location
        storage.replaceCharacters(in: NSRange(location: location + 10, length: 0), with: "!")
        let after = manager.paragraphs.map { $0.layout.map(ObjectIdentifier.init) }
        #expect(after.count == 50)
        #expect(after[20] == nil)
        #expect((0..<50).filter { $0 != 20 }.allSatisfy { before[$0] != nil && after[$0] == before[$0] })
    }

    @Test func afterManyEditsEveryParagraphSitsWhereAFreshLayoutPutsIt() {
        let text = (0..<120).map { "Paragraph \($0) with a few words" }.joined(separator: "\n")
        let (storage, manager, container) = stack(text, width: 180)
        var generator = SystemRandomNumberGenerator()
        for step in 0..<60 {
            manager.ensureLayout(for: container)
            let length = storage.length
            let location = Int.random(in: 0...length, using: &generator)
            switch step % 4 {
            case 0: storage.replaceCharacters(in: NSRange(location: location, length: 0), with: "typed words that wrap the line")
            case 1: storage.replaceCharacters(in: NSRange(location: location, length: 0), with: "\n")
            case 2: storage.deleteCharacters(in: NSRange(location: location, length: min(40, length - location)))
            default: storage.replaceCharacters(in: NSRange(location: location, length: 0), with: "x")
            }
            let (fresh, freshManager, _) = stack(storage.string, width: 180)
            let (lines, freshLines) = (lineRects(manager), lineRects(freshManager))
            let differing = lines.indices.first { $0 >= freshLines.count || lines[$0] != freshLines[$0] }
            #expect(lines.count == freshLines.count && differing == nil, "after edit \(step): line \(differing ?? -1) differs")
            let probe = Int.random(in: 0..<max(storage.length, 1), using: &generator)
            #expect(
                manager.lineFragmentRect(forGlyphAt: probe, effectiveRange: nil)
                    == freshManager.lineFragmentRect(forGlyphAt: probe, effectiveRange: nil))
            withExtendedLifetime(fresh) {}
        }
    }

    @Test func textFlowsAroundAnExclusionPath() {
        let words = Array(repeating: "flowing text around a picture", count: 12).joined(separator: " ")
        let (storage, manager, container) = stack(words, width: 300)
        defer { withExtendedLifetime(storage) {} }
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60))]
        let rects = lineRects(manager)
        let beside = rects.filter { $0.minY < 60 }
        let below = rects.filter { $0.minY >= 60 }
        #expect(!beside.isEmpty && !below.isEmpty)
        #expect(beside.allSatisfy { $0.minX >= 100 && $0.maxX <= 300 })
        #expect(below.allSatisfy { $0.minX == 0 && $0.width == 300 })
    }

    @Test func anOvalExclusionLeavesRoomOnBothSidesOfIt() {
        let words = Array(repeating: "word", count: 200).joined(separator: " ")
        let (storage, manager, container) = stack(words, width: 300)
        defer { withExtendedLifetime(storage) {} }
        container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 110, y: 0, width: 80, height: 80))]
        let rects = lineRects(manager)
        let middleRow = rects.filter { $0.minY < 40 && $0.maxY > 40 }
        #expect(middleRow.count == 2)
        #expect(middleRow.allSatisfy { $0.maxX <= 111 || $0.minX >= 189 })
    }

    @Test func rangesOutsideTheTextAreClampedAndLogged() {
        let (storage, manager, container) = stack("short")
        defer { withExtendedLifetime(storage) {} }
        LogCapture.shared.start()
        let rect = manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 100), in: container)
        let line = manager.lineFragmentRect(forGlyphAt: 999, effectiveRange: nil)
        let log = LogCapture.shared.stop()
        #expect(rect.width > 0 && line.height > 0)
        #expect(log.contains("boundingRect(forGlyphRange:in:): range {3, 100} is outside the text (length 5); clamped"))
        #expect(log.contains("lineFragmentRect(forGlyphAt:): index 999 is outside the text (length 5); clamped"))
    }

    @Test func drawBackgroundPaintsBackgroundColorsAndDrawGlyphsOnlyTheText() {
        let (storage, manager, container) = stack("plain marked plain", width: 300, font: .systemFont(ofSize: 20))
        let marked = NSRange(location: 6, length: 6)
        storage.addAttribute(.backgroundColor, value: UIColor.yellow, range: marked)
        storage.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: storage.length))
        let box = manager.boundingRect(forGlyphRange: marked, in: container)
        let all = NSRange(location: 0, length: manager.numberOfGlyphs)
        func draw(_ body: @escaping () -> Void) -> PixelBuffer {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 40)).image { _ in body() }
            return rendered(image, width: 300, height: 40)
        }
        func count(_ pixels: PixelBuffer, in rect: CGRect, _ color: UInt32) -> Int {
            var found = 0
            for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where pixels[x, y] == color { found += 1 } }
            return found
        }
        let background = draw { manager.drawBackground(forGlyphRange: all, at: .zero) }
        let inside = box.insetBy(dx: 1, dy: 1)
        #expect(count(background, in: inside, 0xFFFF_FF00) == Int(inside.width) * Int(inside.height), "the marked run's box is yellow")
        #expect(count(background, in: CGRect(x: 0, y: 0, width: box.minX - 1, height: 40), 0xFFFF_FF00) == 0)
        #expect(count(background, in: CGRect(x: 0, y: 0, width: 300, height: 40), 0xFF00_00FF) == 0, "no text")
        let glyphs = draw { manager.drawGlyphs(forGlyphRange: all, at: .zero) }
        #expect(count(glyphs, in: CGRect(x: 0, y: 0, width: 300, height: 40), 0xFFFF_FF00) == 0, "no background")
        #expect(count(glyphs, in: CGRect(x: 0, y: 0, width: 300, height: 40), 0xFF00_00FF) > 50, "blue text")
        // Drawn at an origin, everything moves with it.
        let moved = draw { manager.drawBackground(forGlyphRange: all, at: CGPoint(x: 0, y: 10)) }
        #expect(moved[Int(box.midX), Int(box.maxY) + 8] == 0xFFFF_FF00 && moved[Int(box.midX), Int(box.minY) + 5] != 0xFFFF_FF00)
    }

    @Test func attachmentsTakeTheirBoundsInTheLine() {
        let image = UIImage(pixelBuffer: PixelBuffer(width: 40, height: 30))
        let attachment = NSTextAttachment(image: image)
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let (storage, manager, container) = stack("")
        storage.setAttributedString(text)
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
        #expect(abs(box.width - 40) < 0.5)
        #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).height >= 30)
    }

    @Test func pastTheLayoutsItKeepsTheOldestParagraphsGiveThemUpAndEditsStillLayOutRight() {
        let text = (0..<30).map { "Paragraph \($0) with a few words" }.joined(separator: "\n")
        let (storage, manager, container) = stack(text, width: 180)
        manager.retainedLayouts = 20
        manager.ensureLayout(for: container)
        let kept = manager.paragraphs.indices.filter { manager.paragraphs[$0].layout != nil }
        #expect(kept == Array(10..<30), "the newest 20 keep their layouts")
        // An edit that adds paragraphs among the kept ones and one that removes some: where lines sit is a fresh
        // layout's, and paragraphs given up are laid out again when asked.
        let location = (storage.string as NSString).range(of: "Paragraph 20").location
        storage.replaceCharacters(in: NSRange(location: location, length: 0), with: "new\nlines\n")
        storage.deleteCharacters(in: NSRange(location: (storage.string as NSString).range(of: "Paragraph 25").location, length: 40))
        manager.ensureLayout(for: container)
        let (fresh, freshManager, _) = stack(storage.string, width: 180)
        #expect(lineRects(manager) == lineRects(freshManager))
        #expect(manager.paragraphs.filter { $0.layout != nil }.count == 20)
        withExtendedLifetime(fresh) {}
    }

    @Test func paragraphsOfSeveralRunsKeepEachRunsAttributes() {
        let text = NSMutableAttributedString(string: "plain ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "large", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        text.append(NSAttributedString(string: "\nsmall", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let (storage, manager, container) = stack("")
        storage.setAttributedString(text)
        manager.ensureLayout(for: container)
        let lines = lineRects(manager)
        #expect(lines.count == 2 && lines[0].height > lines[1].height * 2, "the first line is as tall as its large run")
    }

    @Test func anEmptyParagraphIsAsTallAsItsLineBreaksFont() {
        let (storage, manager, container) = stack("")
        storage.setAttributedString(NSAttributedString(string: "Big\n\nBig", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        manager.ensureLayout(for: container)
        let lines = lineRects(manager)
        #expect(lines.count == 3 && abs(lines[1].height - lines[0].height) < 1, "\(lines)")
    }

    @Test func aWordGivenALargerFontMakesItsLineTallerAfterTheTextWasLaidOut() {
        let text = (0..<6).map { "Paragraph \($0) in one font" }.joined(separator: "\n")
        let (storage, manager, container) = stack(text, width: 400)
        manager.ensureLayout(for: container)
        let before = lineRects(manager)
        let word = (storage.string as NSString).range(of: "Paragraph 3")
        storage.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: word)
        manager.ensureLayout(for: container)
        let after = lineRects(manager)
        #expect(after[3].height > before[3].height * 2 && after[2].height == before[2].height, "\(before[3]) → \(after[3])")
    }

    @Test func utf16UnitsDecodeAsTheStandardLibraryDecodesThem() {
        var generator = SystemRandomNumberGenerator()
        let samples: [UInt16] = [0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x4E2D, 0xD83D, 0xDE00, 0xDC00, 0xDBFF, 0xFFFD, 0xFFFF, 0x0]
        for _ in 0..<500 {
            let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ in samples.randomElement(using: &generator)! }
            let decoded = units.withUnsafeBufferPointer { String(utf16Units: $0) }
            #expect(decoded == String(decoding: units, as: UTF16.self), "\(units.map { String($0, radix: 16) })")
        }
    }

    /// The way apps build styled text: a paragraph style made for each piece, the pieces appended. Equal styles made
    /// apart, as the attributes of neighbouring runs, stopped the process in Foundation while the style was an
    /// `NSObject`; they merge into one run, as on iOS, and a label shows the result.
    @Test func piecesWithParagraphStylesMadeApartAppendIntoOneRun() throws {
        func centred(_ text: String, lineSpacing: CGFloat = 4) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineSpacing = lineSpacing
            return NSAttributedString(string: text, attributes: [.paragraphStyle: style])
        }
        let text = NSMutableAttributedString(string: "")
        text.append(centred("Opening hours\n"))
        text.append(centred("9 to 5"))
        text.append(centred("!", lineSpacing: 8))
        var run = NSRange()
        let style = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: &run) as? NSParagraphStyle)
        #expect(run == NSRange(location: 0, length: 20))
        #expect(style.alignment == .center && style.lineSpacing == 4)
        #expect((text.attribute(.paragraphStyle, at: 20, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 8)
        #expect(style.isEqual(NSParagraphStyle.default) == false)
        #expect((style.copy() as? NSParagraphStyle) == style)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        #expect(label.sizeThatFits(CGSize(width: 300, height: 300)).height > 30)
    }

    /// Icons in a row: attachments side by side are neighbouring runs with different attachments (Foundation stopped
    /// the app comparing them while an attachment was an `NSObject`); each keeps its own image.
    @Test func attachmentsSideBySideEachKeepTheirImage() throws {
        let star = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in UIColor.orange.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8)) }
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in UIColor.gray.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let rating = NSMutableAttributedString(string: "")
        // Two placeholders whose images arrive later, as a downloaded icon's does, and one with its image.
        let placeholders = [NSTextAttachment(), NSTextAttachment()]
        for attachment in placeholders + [NSTextAttachment(image: dot)] { rating.append(NSAttributedString(attachment: attachment)) }
        rating.append(NSAttributedString(string: " 2.5"))
        for attachment in placeholders { attachment.image = star }
        #expect(rating.length == 7)
        var run = NSRange()
        let first = try #require(rating.attribute(.attachment, at: 0, effectiveRange: &run) as? NSTextAttachment)
        #expect(run == NSRange(location: 0, length: 1))
        let second = try #require(rating.attribute(.attachment, at: 1, effectiveRange: nil) as? NSTextAttachment)
        #expect(first !== second && first != second && first.image?.size == CGSize(width: 8, height: 8))
        #expect((rating.attribute(.attachment, at: 2, effectiveRange: nil) as? NSTextAttachment)?.image?.size == CGSize(width: 4, height: 4))
        #expect(rating.attribute(.attachment, at: 3, effectiveRange: nil) == nil)
    }
}

