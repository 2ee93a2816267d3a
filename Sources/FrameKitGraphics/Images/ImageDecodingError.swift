import Foundation

/// Why image data gave no image: the format (when it was recognised) and a sentence saying what was wrong and what
/// to do about it.
public struct ImageDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The format the data was taken for; nil when it was none FrameKit knows.
    public let format: ImageFormat?
    /// What the decoder said was wrong.
    public let reason: String

    /// An error for data of `format` that did not decode.
    public init(format: ImageFormat?, reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String {
        guard let format else { return reason }
        return "\(format.rawValue) image: \(reason)"
    }

    static let unrecognised = ImageDecodingError(
        format: nil,
        reason: "data is not a PNG, JPEG, WebP, GIF or SVG image (its first bytes match none); check the file is complete and of one of those formats")

    static func tooLarge(_ format: ImageFormat, width: Int, height: Int) -> ImageDecodingError {
        ImageDecodingError(
            format: format,
            reason: "\(width)×\(height) pixels is more than FrameKit decodes at once (\(ImageDecoder.maximumPixelCount / 1_000_000) megapixels); use preparingThumbnail(of:) or a smaller image")
    }

    static func empty(_ format: ImageFormat) -> ImageDecodingError {
        ImageDecodingError(format: format, reason: "the image has no pixels (0 width or height)")
    }
}
