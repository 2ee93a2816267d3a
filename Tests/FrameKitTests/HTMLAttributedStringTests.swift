import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// HTML read into an attributed string the way iOS apps do it (`NSAttributedString(data:options:documentAttributes:)`
/// with `.html`): the text as UIKit's importer gives it, and the attributes of its elements and inline styles.
@MainActor
struct HTMLAttributedStringTests {
    func html(_ source: String) throws -> NSAttributedString {
        try NSAttributedString(
            data: Data(source.utf8),
            options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue],
            documentAttributes: nil)
    }

    func font(_ text: NSAttributedString, at word: String) -> UIFont? {
        text.attribute(.font, at: (text.string as NSString).range(of: word).location, effectiveRange: nil) as? UIFont
    }

    func attribute(_ key: NSAttributedString.Key, _ text: NSAttributedString, at word: String) -> Any? {
        text.attribute(key, at: (text.string as NSString).range(of: word).location, effectiveRange: nil)
    }

    @Test func paragraphsEndLinesAndBoldAndItalicStyleTheirWords() throws {
        let text = try html("<p>Hello <b>bold</b> and <i>slanted</i></p><p>Second <strong>strong</strong> <em>em</em></p>")
        #expect(text.string == "Hello bold and slanted\nSecond strong em\n")
        let plain = try #require(font(text, at: "Hello"))
        #expect(plain.pointSize == 12 && plain.weight == .regular && !plain.isItalic)
        #expect(font(text, at: "bold")?.weight == .bold)
        #expect(font(text, at: "strong")?.weight == .bold)
        #expect(font(text, at: "slanted")?.isItalic == true)
        #expect(font(text, at: "em")?.isItalic == true)
        #expect(font(text, at: "bold")?.familyName == plain.familyName)
        #expect(attribute(.foregroundColor, text, at: "Hello") as? UIColor == .black)
    }

    @Test func headingsAreBoldAtWebKitsSizes() throws {
        let text = try html("<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p>Body</p>")
        #expect(text.string == "Title\nSub\nSmall\nBody\n")
        #expect(font(text, at: "Title")?.pointSize == 24)
        #expect(font(text, at: "Sub")?.pointSize == 18)
        #expect(font(text, at: "Title")?.weight == .bold)
        #expect(font(text, at: "Body")?.weight == .regular)
    }

    @Test func whitespaceCollapsesAndLineBreaksBreak() throws {
        let text = try html("<div>\n   one\n\n   two  </div>line<br>break<pre>  kept\n  as is</pre>")
        #expect(text.string == "one two\nline\nbreak\n  kept\n  as is\n")
    }

    @Test func linksCarryTheirURLInWebKitsLinkColourUnderlined() throws {
        let text = try html(#"<p>See <a href="https://example.com/menu?day=1">the menu</a>.</p>"#)
        #expect(text.string == "See the menu.\n")
        #expect(attribute(.link, text, at: "the menu") as? URL == URL(string: "https://example.com/menu?day=1"))
        #expect(attribute(.underlineStyle, text, at: "the menu") as? Int == NSUnderlineStyle.single.rawValue)
        #expect(attribute(.link, text, at: "See") == nil)
    }

    @Test func inlineStylesSetColourSizeWeightAndDecoration() throws {
        let text = try html("""
            <span style="color: #ff0000; font-size: 20px">red</span> \
            <span style="color:rgb(0, 128, 0);font-weight:700">green</span> \
            <span style="font-style: italic; text-decoration: line-through">gone</span> \
            <u>under</u> <font color="blue">old</font> \
            <span style="background-color: #FF0">marked</span>
            """)
        #expect(text.string == "red green gone under old marked")
        #expect(attribute(.foregroundColor, text, at: "red") as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(font(text, at: "red")?.pointSize == 20)
        #expect(attribute(.foregroundColor, text, at: "green") as? UIColor == UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1))
        #expect(font(text, at: "green")?.weight == .bold)
        #expect(font(text, at: "gone")?.isItalic == true)
        #expect(attribute(.strikethroughStyle, text, at: "gone") as? Int == NSUnderlineStyle.single.rawValue)
        #expect(attribute(.underlineStyle, text, at: "under") as? Int == NSUnderlineStyle.single.rawValue)
        #expect(attribute(.foregroundColor, text, at: "old") as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(attribute(.backgroundColor, text, at: "marked") as? UIColor == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    }

    @Test func listsAreBulletedOrNumberedAndAlignmentIsAParagraphStyle() throws {
        let text = try html(#"<ul><li>tea</li><li>coffee</li></ul><ol><li>first</li><li>second</li></ol><p align="center">mid</p>"#)
        #expect(text.string == "•\ttea\n•\tcoffee\n1.\tfirst\n2.\tsecond\nmid\n")
        #expect((attribute(.paragraphStyle, text, at: "mid") as? NSParagraphStyle)?.alignment == .center)
    }

    @Test func entitiesAndTextOutsideASCIIAreDecodedAndScriptsAndStylesAreNotText() throws {
        let text = try html("""
            <html><head><title>T</title><style>p { color: red }</style></head>
            <body><script>document.write("no")</script><p>caf&eacute; &amp; &lt;tag&gt; 日本 &#x1F600;</p></body></html>
            """)
        #expect(text.string == "café & <tag> 日本 😀\n")
    }

    @Test func plainTextTakesTheDefaultAttributesAndAMutableCopyCanBeEdited() throws {
        let plain = try NSAttributedString(
            data: Data("a\n  b".utf8),
            options: [.documentType: NSAttributedString.DocumentType.plain, .defaultAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 30)]],
            documentAttributes: nil)
        #expect(plain.string == "a\n  b")
        #expect(font(plain, at: "b")?.pointSize == 30)
        let editable = try NSMutableAttributedString(
            data: Data("<b>Hi</b>".utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        editable.append(NSAttributedString(string: "!"))
        #expect(editable.string == "Hi!")
        var attributes: NSDictionary?
        _ = try NSAttributedString(data: Data("<p>x</p>".utf8), options: [:], documentAttributes: &attributes)
        #expect(attributes?["DocumentType"] as? String == NSAttributedString.DocumentType.html.rawValue)
    }

    @Test func rtfAndBytesNotInTheEncodingGivenAreErrorsThatSaySo() {
        #expect {
            try NSAttributedString(data: Data("{\\rtf1 hi}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
        } throws: { error in
            "\(error)".contains("convert the document to HTML")
        }
        #expect {
            try NSAttributedString(
                data: Data([0x3C, 0x62, 0x3E, 0xFF, 0xFE]),
                options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue],
                documentAttributes: nil)
        } throws: { error in
            "\(error)".contains(".characterEncoding")
        }
    }

    @Test func hostileMarkupIsReadWithoutCrashingOrRecursing() throws {
        let deep = "<p>intro</p>" + String(repeating: "<span><b>", count: 20_000) + "deep" + String(repeating: "</b></span>", count: 20_000)
        #expect(try html(deep).string == "intro\ndeep")
        let broken = try html("<<<p>>unclosed <b>bold <i>both</b> after</i> <a href=\"\u{1}\">x</a> <span style=\"font-size: -4px; color: rgb(999, nan, 1)\">y")
        #expect(broken.string.contains("unclosed bold both after"))
        #expect(font(broken, at: "y")?.pointSize == 12)
        #expect(try html("").string == "")
    }

    @Test func aLabelShowsTheImportedText() throws {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 80))
        label.numberOfLines = 0
        label.attributedText = try html(#"<p style="font-size: 30px; color: #0000ff">Menu</p>"#)
        app.window.addSubview(label)
        try app.runUntilIdle()
        let shot = app.snapshot()
        var blue = 0
        for y in 10..<90 {
            for x in 10..<290 where shot[x, y] & 0xFF_FFFF == 0x0000FF { blue += 1 }
        }
        #expect(blue > 50, "\(blue) pure blue pixels")
    }
}
