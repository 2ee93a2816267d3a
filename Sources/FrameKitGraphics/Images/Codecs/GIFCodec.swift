import CImageCodecs
import Foundation

/// GIF through giflib: the first frame, as UIKit's `UIImage(data:)` shows it.
enum GIFCodec {
    static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedBitmap {
        var info = fk_image_info()
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.gif) { fk_gif_info(bytes, count, &info, $0, $1) }
        }
        let buffer = try ImageDecoder.makeBuffer(.gif, width: Int(info.width), height: Int(info.height))
        try data.withCodecBytes { bytes, count throws(ImageDecodingError) in
            try codecCall(.gif) { fk_gif_decode(
                    bytes, count, buffer.baseAddress, buffer.stride, info.width, info.height, ImageDecoder.maximumPixelCount, $0, $1) }
        }
        return DecodedBitmap(pixels: buffer, exifOrientation: 1)
    }
}
