import TextFuzzing

/// The fuzzer's `main` (see `runFuzzer`), seeded by scripts/fuzz-images.sh.
@_cdecl("AssetCatalogFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(.assetCatalog, argc, argv)
}
