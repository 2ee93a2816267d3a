import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// `UILabel.attributedText` as UIKit documents it: setting it copies the string and gives the label's style
/// properties the values of its first character; plain text reads back with the label's style.
@MainActor
@Suite struct LabelAttributedTextTests {
    let app = HeadlessApp(size: PixelSize(width: 200, height: 60))

    /// How many pixels of `rect` are mostly red.
    func redPixels(in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = app.pixel(x: x, y: y)
                let (red, green, blue) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
                if red > 150 && green < 100 && blue < 100 { count += 1 }
            }
        }
        return count
    }

    @Test func settingAttributedTextGivesTheLabelTheStyleOfItsFirstCharacter() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        app.window.addSubview(label)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineBreakMode = .byClipping
        let bold = UIFont.boldSystemFont(ofSize: 30)
        let styled = NSMutableAttributedString(string: "Sale", attributes: [.font: bold, .foregroundColor: UIColor.red, .paragraphStyle: centred])
        styled.append(NSAttributedString(string: " now", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        label.attributedText = styled
        #expect(label.font == bold)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byClipping)
        #expect(label.text == "Sale now")

        // Plain text set afterwards is drawn in that style: red, centred.
        label.text = "Plain"
        try app.runUntilIdle()
        #expect(redPixels(in: CGRect(x: 0, y: 0, width: 200, height: 60)) > 50)
        #expect(redPixels(in: CGRect(x: 0, y: 0, width: 40, height: 60)) == 0, "centred, not at the left edge")
    }

    /// A one-line label that clips rather than truncates still places its line: centred or at the right when it fits,
    /// from the left (cut at the right) when it does not.
    @Test func aClippingLabelPlacesItsLineByItsAlignment() throws {
        for (row, alignment) in [NSTextAlignment.center, .right, .center].enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 200, height: 20))
            label.text = row < 2 ? "Plain" : String(repeating: "Long ", count: 20)
            (label.textAlignment, label.lineBreakMode, label.textColor) = (alignment, .byClipping, .red)
            app.window.addSubview(label)
        }
        try app.runUntilIdle()
        func thirds(_ row: Int) -> [Int] {
            (0..<3).map { redPixels(in: CGRect(x: CGFloat($0) * 200 / 3, y: CGFloat(row) * 20, width: 200 / 3, height: 20)) }
        }
        let (centred, right, long) = (thirds(0), thirds(1), thirds(2))
        #expect(centred[0] == 0 && centred[1] > 0 && centred[2] == 0, "\(centred)")
        #expect(right[0] == 0 && right[1] == 0 && right[2] > 0, "\(right)")
        #expect(long.allSatisfy { $0 > 0 }, "\(long)")
    }

    @Test func attributedTextWithoutStyleAttributesKeepsTheLabelsStyle() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 22)
        label.textColor = .blue
        label.attributedText = NSAttributedString(string: "Link", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(label.font == .systemFont(ofSize: 22))
        #expect(label.textColor == .blue)
    }

    @Test func theLabelKeepsACopyOfAMutableString() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Total: 3")
        label.attributedText = text
        text.append(NSAttributedString(string: " items"))
        #expect(label.text == "Total: 3")
        #expect(label.attributedText?.string == "Total: 3")
    }

    @Test func plainTextReadsBackWithTheLabelsStyle() throws {
        let label = UILabel()
        label.text = "Hello"
        label.font = .italicSystemFont(ofSize: 19)
        label.textColor = .green
        label.textAlignment = .right
        let read = try #require(label.attributedText)
        let attributes = read.attributes(at: 0, effectiveRange: nil)
        #expect(read.string == "Hello")
        #expect(attributes[.font] as? UIFont == .italicSystemFont(ofSize: 19))
        #expect(attributes[.foregroundColor] as? UIColor == .green)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
        // Setting it back changes nothing.
        label.attributedText = read
        #expect(label.font == .italicSystemFont(ofSize: 19) && label.textColor == .green && label.textAlignment == .right)
    }
}
