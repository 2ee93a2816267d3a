import CImageCodecs
import Foundation

/// PNG through libpng, decoded straight into the image's buffer.
enum PNGCodec {
    static func info(_ data: Data) throws(ImageDecodingError) -> fk_image_info {
        var info = fk_image_info()
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.png) { fk_png_info(bytes, count, &info, $0, $1) }
        }
        return info
    }

    static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedBitmap {
        let header = try info(data)
        let buffer = try ImageDecoder.makeBuffer(.png, width: Int(header.width), height: Int(header.height))
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.png) { fk_png_decode(bytes, count, buffer.baseAddress, buffer.stride, header.width, header.height, $0, $1) }
        }
        return DecodedBitmap(pixels: buffer, exifOrientation: 1)
    }
}
