import CImageCodecs
import Foundation

/// What an image file says about itself before its pixels are decoded: size, EXIF orientation, and whether the data
/// is all there (a file cut short by a failed copy or download is refused here, not found half-grey on screen).
struct ImageHeader {
    let width: Int, height: Int
    let orientation: Int
    /// A GIF's first frame, decoded by the check (kept so drawing does not decode it again).
    private(set) var firstFrame: PixelBuffer?

    init(_ data: Data, format: ImageFormat) throws(ImageDecodingError) {
        switch format {
        case .png: (width, height, orientation) = try Self.png(data)
        case .jpeg:
            let info = try JPEGCodec.info(data)
            let layout = Self.jpegLayout(data)
            guard layout.isComplete else { throw Self.truncated(.jpeg, "it has no end-of-image marker") }
            guard layout.scans <= Int(FK_JPEG_MAX_SCANS) else {
                throw ImageDecodingError(format: .jpeg, reason: "it has \(layout.scans) scans, more than the \(FK_JPEG_MAX_SCANS) FrameKit decodes (no encoder writes so many): the file is damaged or made to stall decoders")
            }
            (width, height, orientation) = (Int(info.width), Int(info.height), Int(info.orientation))
        case .webp:
            let info = try WebPCodec.info(data)
            let riffSize = data.count >= 8 ? Int(data.littleEndianUInt32(at: 4)) + 8 : Int.max
            guard data.count >= riffSize else { throw Self.truncated(.webp, "its RIFF size is \(riffSize) bytes but \(data.count) are there") }
            (width, height, orientation) = (Int(info.width), Int(info.height), 1)
        case .gif:
            // A GIF's first frame is small and its end is only found by reading it: decoding is the check.
            let bitmap = try GIFCodec.decode(data)
            (width, height, orientation) = (bitmap.pixels.width, bitmap.pixels.height, 1)
            firstFrame = bitmap.pixels
        case .svg:
            (width, height, orientation) = (1, 1, 1)
        }
    }

    static func truncated(_ format: ImageFormat, _ detail: String) -> ImageDecodingError {
        ImageDecodingError(format: format, reason: "the data is truncated (\(detail)); the file was cut short — copy or download it again")
    }

    /// The IHDR size, and a check that the IEND chunk closes the data.
    private static func png(_ data: Data) throws(ImageDecodingError) -> (Int, Int, Int) {
        guard data.count >= 24, data.bigEndianUInt32(at: 12) == 0x4948_4452 else {
            throw ImageDecodingError(format: .png, reason: "the header has no IHDR chunk; the file is damaged")
        }
        let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard data.count >= 33 + 12, Array(data.suffix(8)) == iend else { throw truncated(.png, "it does not end with an IEND chunk") }
        return (Int(data.bigEndianUInt32(at: 16)), Int(data.bigEndianUInt32(at: 20)), 1)
    }

    /// Walks the marker segments and the entropy-coded data after each SOS to the EOI marker, counting the scans
    /// (SOS segments). Bytes after EOI (some cameras append a second image) are allowed; an EOI inside an EXIF
    /// thumbnail is not mistaken for the end, because segments are skipped by their lengths.
    static func jpegLayout(_ data: Data) -> (isComplete: Bool, scans: Int) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (isComplete: Bool, scans: Int) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 2
            var scans = 0
            while i + 1 < bytes.count {
                guard bytes[i] == 0xFF else { return (false, scans) }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }  // fill bytes
                if marker == 0xD9 { return (true, scans) }
                if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                guard i + 3 < bytes.count else { return (false, scans) }
                let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                guard length >= 2 else { return (false, scans) }
                i += 2 + length
                guard marker == 0xDA else { continue }
                scans += 1
                // Entropy-coded data: ends at the first 0xFF not followed by a stuffed 0x00 or a restart marker
                // (memchr finds the 0xFFs: a photo's scan is megabytes).
                let base = raw.baseAddress!
                while i + 1 < bytes.count {
                    guard let found = memchr(base + i, 0xFF, bytes.count - i) else { return (false, scans) }
                    i = base.distance(to: UnsafeRawPointer(found))
                    if i + 1 < bytes.count, bytes[i + 1] != 0x00, !(0xD0...0xD7).contains(bytes[i + 1]) { break }
                    i += 1
                }
            }
            return (false, scans)
        }
    }
}

extension Data {
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        self[startIndex + offset..<startIndex + offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    func littleEndianUInt32(at offset: Int) -> UInt32 {
        self[startIndex + offset..<startIndex + offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}
