import Foundation
import Testing

@testable import FrameKitGraphics

struct PDFRendererTests {
    /// A receipt of two pages as a kiosk app writes one: a title, a line of text, a link and a box.
    func receipt() -> Data {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Receipt 12", kCGPDFContextAuthor as String: "Café Kiosk"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 400), format: format)
        return renderer.pdfData { context in
            context.beginPage()
            ("Order 12" as NSString).draw(at: CGPoint(x: 20, y: 20), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
            UIColor.black.setStroke()
            context.stroke(CGRect(x: 20, y: 60, width: 260, height: 100))
            context.setURL(URL(string: "https://example.com/orders/12")!, for: CGRect(x: 20, y: 60, width: 260, height: 100))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 200, height: 100), pageInfo: [:])
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        }
    }

    @Test func pagesTextLinksAndMetadataGoIntoTheDocument() throws {
        let data = receipt()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("%%EOF"))
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1 == 2, "two pages")
        #expect(text.contains("/MediaBox [ 0 0 300 400 ]") && text.contains("/MediaBox [ 0 0 200 100 ]"))
        #expect(text.contains("/Title (Receipt 12)"))
        #expect(text.contains("/URI (https://example.com/orders/12)"))
        #expect(text.contains("/FontFile"), "the font is embedded: text stays text")
    }

    @Test func writePDFWritesTheSameDocumentToAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("receipt-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let written = try Data(contentsOf: url)
        #expect(String(decoding: written.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/receipt.pdf")) { $0.beginPage() }
        }
    }
}
