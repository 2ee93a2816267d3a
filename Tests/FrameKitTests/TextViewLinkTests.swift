import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A delegate deciding about tapped links, as apps that show a page in their own web view do.
@MainActor
final class LinkLog: UITextViewDelegate {
    var tapped: [String] = []
    var opens = false

    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        tapped.append("\(URL.absoluteString) \(characterRange.location),\(characterRange.length)")
        return opens
    }
}

@MainActor
struct TextViewLinkTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// "Read the terms before you order." with "terms" a link, in a text view at the window's top left.
    func terms(editable: Bool = false) -> (UITextView, LinkLog) {
        let text = NSMutableAttributedString(string: "Read the terms before you order.", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.attributedText = text
        view.isEditable = editable
        let log = LinkLog()
        view.delegate = log
        app.window.addSubview(view)
        return (view, log)
    }

    /// The centre of the characters in `range`, in the window.
    func centre(of range: NSRange, in view: UITextView) -> CGPoint {
        let box = view.layoutManager.boundingRect(forGlyphRange: range, in: view.textContainer)
        return CGPoint(x: box.midX + view.textContainerInset.left, y: box.midY + view.textContainerInset.top)
    }

    @Test func aTappedLinkGoesToTheDelegateAndOpensWhenItAgrees() throws {
        let (view, log) = terms()
        try app.runUntilIdle()
        try app.tap(at: centre(of: NSRange(location: 10, length: 2), in: view))
        #expect(log.tapped == ["https://example.com/terms 9,5"])
        #expect(!view.isFirstResponder, "a link's tap neither edits nor selects")
        try app.tap(at: centre(of: NSRange(location: 1, length: 2), in: view))
        #expect(log.tapped.count == 1, "a tap beside the link opens nothing")

        log.opens = true
        LogCapture.shared.start()
        try app.tap(at: centre(of: NSRange(location: 10, length: 2), in: view))
        try app.runUntilIdle()
        #expect(LogCapture.shared.stop().contains("cannot open https://example.com/terms"), "UIApplication.open was asked")
    }

    @Test func inEditableTextATapOnALinkPutsTheCaretThere() throws {
        let (view, log) = terms(editable: true)
        try app.runUntilIdle()
        try app.tap(at: centre(of: NSRange(location: 10, length: 2), in: view))
        #expect(log.tapped.isEmpty && view.isFirstResponder)
        #expect((10...12).contains(view.selectedRange.location))
    }

    @Test func linksAreDrawnWithTheLinkTextAttributes() throws {
        let (view, _) = terms()
        view.linkTextAttributes = [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
        try app.runUntilIdle()
        let box = view.layoutManager.boundingRect(forGlyphRange: NSRange(location: 9, length: 5), in: view.textContainer)
            .offsetBy(dx: view.textContainerInset.left, dy: view.textContainerInset.top)
        let picture = app.snapshot()
        var red = 0
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let p = picture[x, y]
                if p >> 16 & 0xFF > 200 && p >> 8 & 0xFF < 80 && p & 0xFF < 80 { red += 1 }
            }
        }
        #expect(red > 20)
        #expect((view.linkTextAttributes[.foregroundColor] as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func dataDetectorsMakeAddressesAndPhoneNumbersIntoLinks() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.isEditable = false
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.text = "Menu at www.example.com/menu. Call +49 30 1234567, or see https://example.com/a?b=1 (open)."
        var links: [String] = []
        view.textStorage.enumerateAttribute(.link, in: NSRange(location: 0, length: view.textStorage.length)) { value, range, _ in
            if let url = value as? URL { links.append("\((view.text as NSString).substring(with: range)) → \(url.absoluteString)") }
        }
        #expect(links == [
            "www.example.com/menu → http://www.example.com/menu", "+49 30 1234567 → tel:+49301234567",
            "https://example.com/a?b=1 → https://example.com/a?b=1",
        ])
        let editable = UITextView()
        editable.dataDetectorTypes = .all
        editable.text = "www.example.com"
        #expect(editable.textStorage.attribute(.link, at: 0, effectiveRange: nil) == nil, "editable text finds no links")
    }

    @Test func shortNumbersAndWordsAreNotPhoneNumbers() {
        let found = DataDetection.links(in: "Table 12-34, call 555-1234, id A1234567B, (030) 12", types: .phoneNumber)
        #expect(found.map(\.1.absoluteString) == ["tel:5551234"])
    }
}
