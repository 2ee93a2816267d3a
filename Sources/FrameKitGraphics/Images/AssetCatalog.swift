import Foundation

/// Xcode asset catalogs (`*.xcassets` folders) as they sit in an app's resources, uncompiled: an image set is a
/// folder `NAME.imageset` whose Contents.json lists files by scale (1x/2x/3x) and appearance. Folders that provide a
/// namespace are reached as `Folder/NAME`, other folders are searched through.
enum AssetCatalog {
    private struct Contents: Decodable {
        struct Image: Decodable, AppearanceVariant {
            var filename: String?
            var scale: String?
            var idiom: String?
            var appearances: [Appearance]?
        }

        var images: [Image]?
    }

    /// An entry's conditions, as Contents.json writes them: `{"appearance": "luminosity", "value": "dark"}`.
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    /// The image set `name` in any catalog directly inside `directory`, the file for `scale` and `style` picked.
    static func image(named name: String, in directory: String, scale: CGFloat, style: UIUserInterfaceStyle) -> UIImage? {
        for set in sets(named: name + ".imageset", in: directory) {
            if let image = load(set: set, scale: scale, style: style) { return image }
        }
        return nil
    }

    /// The colour set `name` (`NAME.colorset`) in any catalog directly inside `directory`, for `style`.
    static func color(named name: String, in directory: String, style: UIUserInterfaceStyle) -> UIColor? {
        for set in sets(named: name + ".colorset", in: directory) {
            if let color = ColorSet.load(set, style: style) { return color }
        }
        return nil
    }

    /// The entries for `style`, as UIKit picks them: those for its own luminosity (dark for `.dark`, light otherwise)
    /// when the set has any, else those for any appearance. Entries for high contrast are left out (FrameKit has no
    /// such trait).
    static func entries<Entry: AppearanceVariant>(_ entries: [Entry], for style: UIUserInterfaceStyle) -> [Entry] {
        let wanted = style == .dark ? "dark" : "light"
        func luminosity(_ entry: Entry) -> String? {
            entry.appearances?.first { $0.appearance == "luminosity" }?.value
        }
        let plain = entries.filter { !($0.appearances ?? []).contains { $0.appearance == "contrast" } }
        let own = plain.filter { luminosity($0) == wanted }
        return own.isEmpty ? plain.filter { luminosity($0) == nil } : own
    }

    /// The asset folders called `folder` in the catalogs directly inside `directory`.
    private static func sets(named folder: String, in directory: String) -> [String] {
        let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter { $0.hasSuffix(".xcassets") } ?? []
        return catalogs.sorted().compactMap { find(folder, under: (directory as NSString).appendingPathComponent($0)) }
    }

    /// The asset folder `folder`: at the path its name gives, or in any plain folder below.
    private static func find(_ folder: String, under root: String) -> String? {
        let direct = (root as NSString).appendingPathComponent(folder)
        if FileManager.default.fileExists(atPath: direct) { return direct }
        guard !folder.contains("/"), let walker = FileManager.default.enumerator(atPath: root) else { return nil }
        for case let path as String in walker where (path as NSString).lastPathComponent == folder {
            return (root as NSString).appendingPathComponent(path)
        }
        return nil
    }

    /// The set's file for `style` at `scale` (or the nearest larger, then smaller); a single unscaled entry (a vector)
    /// serves every scale.
    private static func load(set: String, scale: CGFloat, style: UIUserInterfaceStyle) -> UIImage? {
        let json = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.readContents(atPath: json) else { return nil }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            ImageSource.logger.error("asset catalog \(json) cannot be read: \(error); fix its JSON")
            return nil
        }
        let files = (contents.images ?? []).filter { $0.filename != nil && ($0.idiom ?? "universal") != "mac" }
        let candidates = entries(files, for: style)
        func factor(_ image: Contents.Image) -> CGFloat { CGFloat(Double(image.scale?.dropLast() ?? "") ?? 0) }
        let wanted = candidates.min { a, b in rank(factor(a), for: scale) < rank(factor(b), for: scale) }
        guard let wanted, let filename = wanted.filename else { return nil }
        let path = (set as NSString).appendingPathComponent(filename)
        guard let data = FileManager.default.readContents(atPath: path) else {
            ImageSource.logger.error("asset catalog image \(path) is listed in Contents.json but cannot be read")
            return nil
        }
        return UIImage(data: data, scale: factor(wanted) > 0 ? factor(wanted) : 1)
    }

    /// Lower is better: the exact scale, then larger ones nearest first (drawn down stays sharp), then smaller ones;
    /// an unscaled entry (0) is a vector and fits any scale.
    private static func rank(_ factor: CGFloat, for scale: CGFloat) -> CGFloat {
        if factor == 0 || factor == scale { return 0 }
        return factor > scale ? factor - scale : 10 + scale - factor
    }
}

/// An asset catalog entry that may be limited to an appearance.
protocol AppearanceVariant {
    var appearances: [AssetCatalog.Appearance]? { get }
}
