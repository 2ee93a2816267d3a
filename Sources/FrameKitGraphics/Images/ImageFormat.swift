import Foundation

/// The image file formats FrameKit reads, told apart by their first bytes (never by a file's extension, which lies
/// as often as not).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png = "PNG", jpeg = "JPEG", webp = "WebP", gif = "GIF", svg = "SVG"

    /// The format `data` starts like, or nil.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if Self.looksLikeSVG(data) {
            self = .svg
        } else {
            return nil
        }
    }

    /// XML (or gzip-compressed SVG) whose first kilobyte opens an `<svg` element.
    private static func looksLikeSVG(_ data: Data) -> Bool {
        let head = data.prefix(1024)
        if head.starts(with: [0x1F, 0x8B]) { return true }
        guard let text = String(data: head, encoding: .utf8) ?? String(data: head, encoding: .isoLatin1) else { return false }
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return trimmed.hasPrefix("<") && text.contains("<svg")
    }

    /// File extensions `UIImage(named:)` tries, in order, for a name given without one.
    static let searchedExtensions = ["png", "jpg", "jpeg", "webp", "svg", "gif"]
}
