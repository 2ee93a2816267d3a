import ImageFuzzing

/// The fuzzer's `main` (see `runFuzzer`): GIF data, seeded with the GIF fixtures by scripts/fuzz-images.sh.
@_cdecl("GIFFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv)
}
