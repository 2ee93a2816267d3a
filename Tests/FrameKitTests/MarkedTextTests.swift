import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// An input method's marked text on screen: a wash of the tint behind it and a line under it until it is committed,
/// or what `markedTextStyle` asks for.
@MainActor
struct MarkedTextTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// A hardware keyboard, so no on-screen one covers the fields.
    init() throws { try app.connectKeyboard() }

    /// The wash: the tint (0x007AFF) at 15 % over white.
    static let wash: UInt32 = 0xD9EB_FF

    func marked(in input: some UIView & UITextInput) throws -> CGRect {
        let range = try #require(input.markedTextRange)
        return input.convert(input.firstRect(for: range), to: nil)
    }

    @Test(arguments: [false, true])
    func markedTextHasAWashAndALineUntilItIsCommitted(inTextView: Bool) throws {
        let input: any UIView & UITextInput = inTextView
            ? UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
            : UITextField(frame: CGRect(x: 10, y: 130, width: 300, height: 40))
        app.window.addSubview(input)
        input.becomeFirstResponder()
        input.insertText("a ")
        input.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        try app.runUntilIdle()
        let rect = try marked(in: input)
        #expect(rect.width > 10)
        #expect(app.pixel(x: Int(rect.midX), y: Int(rect.maxY) - 1) == 0x007AFF, "the line under it")
        #expect(close(app.pixel(x: Int(rect.minX) + 1, y: Int(rect.minY) + 1), Self.wash, tolerance: 2), "the wash")
        input.unmarkText()
        try app.runUntilIdle()
        #expect(app.pixel(x: Int(rect.midX), y: Int(rect.maxY) - 1) != 0x007AFF)
        #expect(app.pixel(x: Int(rect.minX) + 1, y: Int(rect.minY) + 1) == 0xFFFFFF, "committed text is plain")
    }

    @Test func markedTextStyleGivesTheWashAndTheLine() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        app.window.addSubview(field)
        field.becomeFirstResponder()
        field.markedTextStyle = [.backgroundColor: UIColor(rgb: 0xFFFF00)]
        field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        try app.runUntilIdle()
        let rect = try marked(in: field)
        #expect(app.pixel(x: Int(rect.minX) + 1, y: Int(rect.minY) + 1) == 0xFFFF00)
        #expect(app.pixel(x: Int(rect.midX), y: Int(rect.maxY) - 1) != 0x007AFF, "no underline was asked for")
        field.markedTextStyle = [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor(rgb: 0xFF0000)]
        try app.runUntilIdle()
        #expect(app.pixel(x: Int(rect.midX), y: Int(rect.maxY) - 1) == 0xFF0000)
        #expect(app.pixel(x: Int(rect.minX) + 1, y: Int(rect.minY) + 1) == 0xFFFFFF, "no wash was asked for")
    }

    @Test func anUnderlineTakesItsUnderlineColor() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(string: "Underlined", attributes: [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor(rgb: 0xFF0000),
        ])
        app.window.addSubview(label)
        try app.runUntilIdle()
        let shot = app.snapshot()
        // Red (whatever its coverage at the line's edges) and not grey: the line, not the glyphs.
        let red = (0..<40).flatMap { y in (0..<200).map { (x: $0, y: y) } }.filter { point in
            let p = shot[point.x, point.y]
            return p >> 16 & 0xFF == 0xFF && p >> 8 & 0xFF < 0x80 && p & 0xFF < 0x80
        }
        #expect(red.count > 50, "a red line under black text")
        #expect(Set(red.map(\.y)).count <= 3, "in one band")
    }
}
