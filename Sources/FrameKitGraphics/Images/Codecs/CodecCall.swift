import CImageCodecs
import Foundation

/// Runs a C codec function that reports failure as -1 and a sentence in an error buffer, and throws that sentence.
func codecCall(_ format: ImageFormat, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws(ImageDecodingError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = message.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
    guard status == 0 else {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        throw ImageDecodingError(format: format, reason: text)
    }
}

extension Data {
    /// The bytes as a C pointer and length (a non-null pointer even for empty data).
    func withCodecBytes<R>(_ body: (UnsafeRawPointer, Int) throws(ImageDecodingError) -> R) throws(ImageDecodingError) -> R {
        let result: Result<R, ImageDecodingError> = withUnsafeBytes { raw in
            let base = raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
            do throws(ImageDecodingError) { return .success(try body(base, raw.count)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
