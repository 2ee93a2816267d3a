import CImageCodecs
import Foundation

/// WebP through libwebp, decoded at full size or straight to a smaller one (libwebp scales while decoding).
enum WebPCodec {
    static func info(_ data: Data) throws(ImageDecodingError) -> fk_image_info {
        var info = fk_image_info()
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.webp) { fk_webp_info(bytes, count, &info, $0, $1) }
        }
        return info
    }

    static func decode(_ data: Data, width: Int? = nil, height: Int? = nil) throws(ImageDecodingError) -> DecodedBitmap {
        let header = try info(data)
        let w = width ?? Int(header.width), h = height ?? Int(header.height)
        let buffer = try ImageDecoder.makeBuffer(.webp, width: w, height: h)
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.webp) { fk_webp_decode(bytes, count, buffer.baseAddress, buffer.stride, Int32(w), Int32(h), $0, $1) }
        }
        return DecodedBitmap(pixels: buffer, exifOrientation: 1)
    }
}
