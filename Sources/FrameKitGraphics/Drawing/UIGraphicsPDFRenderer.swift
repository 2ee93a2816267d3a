import CCairo
import Foundation

/// `documentInfo` keys, as Core Graphics names them (`kCGPDFContextTitle as String`).
public let kCGPDFContextTitle = "Title"
/// The document's author.
public let kCGPDFContextAuthor = "Author"
/// The document's subject.
public let kCGPDFContextSubject = "Subject"
/// The document's keywords (a string, or an array of strings).
public let kCGPDFContextKeywords = "Keywords"
/// The program that made the document.
public let kCGPDFContextCreator = "Creator"

/// How a PDF renderer's document is made: its metadata.
public final class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document's metadata by `kCGPDFContext…` key: title, author, subject, keywords, creator.
    public var documentInfo: [String: Any] = [:]

    /// The default format: no metadata.
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// Draws pages of a PDF document, as UIKit's renderer: text, paths and images go in as vectors and fonts (Cairo's PDF
/// surface), so a receipt or a ticket prints sharp at any size.
public final class UIGraphicsPDFRenderer {
    /// The format documents are made with.
    public let format: UIGraphicsPDFRendererFormat
    /// Each page's bounds unless `beginPage(withBounds:pageInfo:)` says otherwise (points; 72 to the inch).
    private let bounds: CGRect

    /// A renderer of pages of `bounds` (US letter is 612 × 792 points, A4 595 × 842).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The PDF of the pages `actions` draw (each begun with `beginPage()`; actions that begin none make one blank
    /// page, as Cairo's documents have one at least).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let sink = PDFSink()
        let size = bounds.size
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), Double(max(1, size.width)), Double(max(1, size.height)))!
        withExtendedLifetime(sink) {
            Self.setMetadata(format.documentInfo, of: surface)
            let context = UIGraphicsPDFRendererContext(surface: surface, format: format, bounds: bounds)
            UIGraphicsWithContext(context.cgContext) { actions(context) }
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return sink.data
    }

    /// Writes the PDF of the pages `actions` draw to `url`; the error is the file's.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }

    private static func setMetadata(_ info: [String: Any], of surface: OpaquePointer) {
        let fields: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in fields {
            let value = (info[key] as? [String])?.joined(separator: ", ") ?? info[key].map { "\($0)" }
            if let value { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
    }
}

/// Where Cairo writes the document's bytes as it makes them.
private final class PDFSink {
    var data = Data()
}

/// What a PDF renderer's actions draw with: the context of the page begun last, and the pages.
public final class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The document's default page bounds.
    public let pdfContextBounds: CGRect
    private let surface: OpaquePointer
    private var pageBegun = false

    init(surface: OpaquePointer, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.surface = surface
        pdfContextBounds = bounds
        super.init(cgContext: CGContext(vectorSurface: surface), format: format)
    }

    /// Ends the page drawn so far, if any, and starts one of the default bounds.
    public func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Ends the page drawn so far, if any, and starts one of `bounds` (its origin is user space's top-left), with
    /// the graphics state as a new context has it.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        cgContext.beginPDFPage(size: bounds.size, first: !pageBegun, surface: surface)
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        pageBegun = true
    }

    /// Makes `rect` of the page (user space) a link to `url`.
    public func setURL(_ url: URL, for rect: CGRect) {
        cgContext.tagLink("uri='\(Self.escaped(url.absoluteString))'", over: rect)
    }

    /// Names `point` of the page (user space) as a place links can go to.
    public func addDestination(withName name: String, at point: CGPoint) {
        cgContext.tagDestination(named: Self.escaped(name), at: point)
    }

    /// Makes `rect` of the page (user space) a link to the destination named `name`.
    public func setDestinationWithName(_ name: String, for rect: CGRect) {
        cgContext.tagLink("dest='\(Self.escaped(name))'", over: rect)
    }

    /// `text` for a Cairo tag's quoted attribute value.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
