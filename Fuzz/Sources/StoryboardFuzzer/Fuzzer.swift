import TextFuzzing

/// The fuzzer's `main` (see `runFuzzer`): storyboards and nibs, seeded with the test fixtures by scripts/fuzz-images.sh.
@_cdecl("StoryboardFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(.storyboard, argc, argv)
}
