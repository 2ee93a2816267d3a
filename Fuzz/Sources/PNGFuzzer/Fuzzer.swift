import ImageFuzzing

/// The fuzzer's `main` (see `runFuzzer`): PNG data, seeded with the PNG fixtures by scripts/fuzz-images.sh.
@_cdecl("PNGFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv)
}
