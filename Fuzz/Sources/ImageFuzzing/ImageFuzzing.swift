import Foundation
import FrameKitGraphics
import FuzzerDriver
import Logging

/// One fuzz input through everything FrameKit does with image data: the format sniffed, the header and completeness
/// checked, the pixels decoded, a thumbnail made, the image drawn scaled. Any input must end in an image or nil —
/// never a crash, a hang or an out-of-bounds access (the address sanitizer watches).
public func fuzzImage(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
    silenceLogging
    let data = Data(bytes: bytes, count: count)
    guard let image = UIImage(data: data) else { return }
    _ = image.preparingForDisplay()
    _ = image.preparingThumbnail(of: CGSize(width: 16, height: 16))
    let canvas = PixelBuffer(width: 24, height: 24)
    CGContext(buffer: canvas).draw(image, in: CGRect(x: 0, y: 0, width: 24, height: 24))
}

/// Every rejected input logs a line; at thousands of inputs a second that would be all the fuzzer does. Images are
/// held to 4 megapixels: a mutated header asking for the default 64 would have the fuzzer allocating (and the address
/// sanitizer's quarantine holding) gigabytes rather than exploring the decoders' logic. `FUZZ_IMAGE_PIXELS` sets
/// another limit: a kiosk's own, for the long run (scripts/fuzz-images.sh with FUZZ_KIOSK_LIMITS=1).
private let silenceLogging: Void = {
    LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    UIImage.maximumDecodedPixelCount = ProcessInfo.processInfo.environment["FUZZ_IMAGE_PIXELS"].flatMap(Int.init) ?? 4 * 1024 * 1024
}()

/// libFuzzer's entry for each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    fuzzImage(bytes, count)
    return 0
}

/// Runs libFuzzer on image inputs with the process's arguments.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzerDriver(argc, argv, fuzzInput)
}
