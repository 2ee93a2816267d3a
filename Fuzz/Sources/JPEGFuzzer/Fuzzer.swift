import ImageFuzzing

/// The fuzzer's `main` (see `runFuzzer`): JPEG data, seeded with the JPEG fixtures by scripts/fuzz-images.sh.
@_cdecl("JPEGFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv)
}
