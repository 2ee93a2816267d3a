import TextFuzzing

/// The fuzzer's `main` (see `runFuzzer`), seeded by scripts/fuzz-images.sh.
@_cdecl("HTMLFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(.html, argc, argv)
}
