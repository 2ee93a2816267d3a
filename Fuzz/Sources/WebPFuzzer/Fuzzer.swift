import ImageFuzzing

/// The fuzzer's `main` (see `runFuzzer`): WebP data, seeded with the WebP fixtures by scripts/fuzz-images.sh.
@_cdecl("WebPFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv)
}
