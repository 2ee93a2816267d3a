import TextFuzzing

/// The fuzzer's `main` (see `runFuzzer`), seeded by scripts/fuzz-images.sh.
@_cdecl("WebMessageFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(.webMessage, argc, argv)
}
