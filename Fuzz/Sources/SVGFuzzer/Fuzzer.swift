import ImageFuzzing

/// The fuzzer's `main` (see `runFuzzer`): SVG data, seeded with the SVG fixtures by scripts/fuzz-images.sh.
@_cdecl("SVGFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv)
}
