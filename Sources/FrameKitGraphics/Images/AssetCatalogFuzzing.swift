/// What `UIImage(named:)` and `UIColor(named:)` do with an asset catalog's `Contents.json`, over bytes a fuzzer made
/// (Fuzz/, AssetCatalogFuzzer), without their caches. Not for apps.
@_spi(Fuzzing) public enum AssetCatalogFuzzing {
    /// Looks up the image set `Item` and the colour set `Tint` in the catalogs under `directory`, in both appearances.
    public static func look(in directory: String) {
        for style in [UIUserInterfaceStyle.light, .dark] {
            _ = AssetCatalog.image(named: "Item", in: directory, scale: 2, style: style)
            _ = AssetCatalog.color(named: "Tint", in: directory, style: style)
        }
    }
}
