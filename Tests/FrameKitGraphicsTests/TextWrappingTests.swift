import Foundation
import Testing

@testable import FrameKitGraphics

/// Where wrapped text breaks and where it sits: a paragraph that fits its width is one line (it is laid out without
/// the width, Pango shaping it once), one a hair too wide wraps, and a right-to-left paragraph keeps its place at the
/// width's far edge.
@Suite struct TextWrappingTests {
    let font = UIFont.systemFont(ofSize: 17)

    private func height(_ text: String, width: CGFloat) -> CGFloat {
        (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil
        ).height
    }

    @Test func aParagraphAsWideAsItsBoxStaysOnOneLineAndOneAPointWiderWraps() {
        let text = "The quick brown fox jumps over the lazy dog"
        let natural = (text as NSString).size(withAttributes: [.font: font])
        let oneLine = height(text, width: .greatestFiniteMagnitude)
        #expect(height(text, width: natural.width) == oneLine)
        #expect(height(text, width: natural.width + 100) == oneLine)
        #expect(height(text, width: natural.width - 1) > oneLine * 1.5, "the last word goes to a second line")
    }

    @Test func wrappedAndUnwrappedLayoutsOfAFittingParagraphAgree() {
        let text = "Line 00020: the quick brown fox jumps over the lazy dog, again."
        let free = TextLayout.shared(text, font: font, color: .black, width: nil)
        let boxed = TextLayout.shared(text, font: font, color: .black, width: 1000)
        #expect(boxed.metrics == free.metrics)
        for offset in [0, 5, 20, text.utf16.count] {
            #expect(boxed.caretRect(at: offset) == free.caretRect(at: offset))
        }
    }

    @Test func aRightToLeftParagraphSitsAtTheFarEdgeOfItsWidth() {
        let hebrew = TextLayout.shared("שלום עולם", font: font, color: .black, width: 400)
        #expect(hebrew.metrics.lineCount == 1)
        #expect(hebrew.metrics.originX + hebrew.metrics.size.width > 399, "aligned to the right edge")
        let english = TextLayout.shared("Hello world", font: font, color: .black, width: 400)
        #expect(english.metrics.originX == 0)
    }
}
