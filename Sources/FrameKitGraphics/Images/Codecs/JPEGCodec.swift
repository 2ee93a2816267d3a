import CImageCodecs
import Foundation

/// JPEG through libjpeg-turbo: decoding at full size or at 1/2, 1/4 or 1/8 of it (DCT scaling, for thumbnails that
/// never hold the full image), with the EXIF orientation; and encoding.
enum JPEGCodec {
    static func info(_ data: Data, denominator: Int = 1) throws(ImageDecodingError) -> fk_image_info {
        var info = fk_image_info()
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.jpeg) { fk_jpeg_info(bytes, count, Int32(denominator), &info, $0, $1) }
        }
        return info
    }

    /// The pixels at 1/`denominator` of the image's size, and its orientation.
    static func decode(_ data: Data, denominator: Int = 1) throws(ImageDecodingError) -> DecodedBitmap {
        let header = try info(data, denominator: denominator)
        let buffer = try ImageDecoder.makeBuffer(.jpeg, width: Int(header.width), height: Int(header.height))
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.jpeg) {
                fk_jpeg_decode(bytes, count, Int32(denominator), buffer.baseAddress, buffer.stride, header.width, header.height, $0, $1)
            }
        }
        return DecodedBitmap(pixels: buffer, exifOrientation: Int(header.orientation))
    }

    /// The largest DCT scaling that still leaves at least `target` pixels on each axis.
    static func denominator(for header: fk_image_info, fitting target: (width: Int, height: Int)) -> Int {
        for d in [8, 4, 2] {
            let w = (Int(header.full_width) + d - 1) / d, h = (Int(header.full_height) + d - 1) / d
            if w >= target.width && h >= target.height { return d }
        }
        return 1
    }

    /// `buffer` as a JPEG of `quality` 0…1; alpha is dropped (transparent pixels come out black, as on iOS).
    static func encode(_ buffer: PixelBuffer, quality: CGFloat) throws(ImageDecodingError) -> Data {
        buffer.flush()
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let q = Int32((min(max(quality, 0), 1) * 100).rounded())
        try codecCall(.jpeg) {
            fk_jpeg_encode(buffer.baseAddress, buffer.stride, Int32(buffer.width), Int32(buffer.height), q, &output, &size, $0, $1)
        }
        guard let output else { return Data() }
        return Data(bytesNoCopy: output, count: size, deallocator: .free)
    }
}
