import Foundation

extension NSAttributedString {
    /// The kind of document an attributed string is read from (UIKit's `NSAttributedString.DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text, given the default attributes.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// HTML: its text with the styles of its elements and inline CSS.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich Text Format: not read on Linux (reading it throws, naming the alternatives).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments: not read on Linux, as `rtf`.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// Options for reading a document into an attributed string (UIKit's `NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `DocumentType`; without it the data is read as HTML when it starts like HTML, as plain text otherwise.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// A `String.Encoding` raw value (`UInt`) the data is in; UTF-8 without it.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes of plain text (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// Reads `data` as an HTML or plain-text document, as UIKit does: HTML's text in Times New Roman 12 (the nearest
    /// serif installed when it is not), with its elements' styles (headings, bold, italic, underline, strikethrough,
    /// links, monospaced code, lists, line breaks) and inline CSS (`color`, `background-color`, `font-size`,
    /// `font-weight`, `font-style`, `font-family`, `text-decoration`, `text-align`). Not read: style sheets in
    /// `<style>` or linked, images, tables' layout (cells are separated by tabs, rows by lines). Throws for data not in
    /// the encoding given, for RTF, and for a document libxml2 cannot be loaded to read.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: UnsafeMutablePointer<NSDictionary?>? = nil
    ) throws {
        let rawEncoding = options[.characterEncoding].flatMap { ($0 as? UInt) ?? ($0 as? NSNumber)?.uintValue }
        let encoding = rawEncoding.map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [
                NSLocalizedDescriptionKey: "The document is not in the encoding \(encoding) its options give; pass the encoding it is in as .characterEncoding",
            ])
        }
        let type = options[.documentType] as? DocumentType ?? (HTMLImport.looksLikeHTML(text) ? .html : .plain)
        let read: NSAttributedString
        switch type {
        case .html:
            read = try HTMLImport.attributedString(html: text)
        case .plain:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            read = RunReleasingAttributedString(string: text, attributes: attributes)
        default:
            throw CocoaError(.fileReadCorruptFile, userInfo: [
                NSLocalizedDescriptionKey: "FrameKit reads HTML and plain-text documents into attributed strings, not \(type.rawValue); convert the document to HTML",
            ])
        }
        dict?.pointee = [
            "DocumentType": type.rawValue, "CharacterEncoding": NSNumber(value: encoding.rawValue),
        ] as NSDictionary
        self.init(attributedString: read)
    }
}
