import Foundation

/// An asset catalog colour set's Contents.json: colours by appearance, each in sRGB, Display P3 (drawn as sRGB) or
/// grey, with components written as Xcode writes them — floats (`"0.400"`), 8-bit integers (`"102"`) or hex (`"0x66"`).
enum ColorSet {
    private struct Contents: Decodable {
        struct Entry: Decodable, AppearanceVariant {
            var color: Color?
            var appearances: [AssetCatalog.Appearance]?
        }

        struct Color: Decodable {
            var components: [String: String]?
        }

        var colors: [Entry]?
    }

    /// The set's colour for `style` (see `AssetCatalog.entries(_:for:)`); nil, logged, when its JSON cannot be read.
    static func load(_ set: String, style: UIUserInterfaceStyle) -> UIColor? {
        let json = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.readContents(atPath: json) else { return nil }
        let contents: Contents
        do { contents = try JSONDecoder().decode(Contents.self, from: data) } catch {
            ImageSource.logger.error("asset catalog \(json) cannot be read: \(error); fix its JSON")
            return nil
        }
        let chosen = AssetCatalog.entries((contents.colors ?? []).filter { $0.color?.components != nil }, for: style).first
        guard let components = chosen?.color?.components else {
            ImageSource.logger.error("asset catalog \(json) has no colour with components (system colour references are not read)")
            return nil
        }
        func value(_ key: String) -> CGFloat? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            if !text.contains("."), let byte = Int(text), byte > 1 { return CGFloat(min(byte, 255)) / 255 }
            return Double(text).map { CGFloat(min(max($0, 0), 1)) }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
            ImageSource.logger.error("asset catalog \(json): a colour needs red, green and blue (or white) components")
            return nil
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension UIColor {
    /// The colour set `name` from the main bundle's asset catalogs (or the working directory's): a dynamic colour
    /// when the set has a dark variant, as UIKit's; nil when there is none.
    public convenience init?(named name: String) {
        let directories = [Bundle.main.resourcePath, Bundle.main.bundlePath, FileManager.default.currentDirectoryPath]
        self.init(named: name, inDirectories: directories.compactMap { $0 }, style: nil)
    }

    /// The colour set `name` from the first of `directories` that has it: its variant for `style`, or (nil) both
    /// variants as one dynamic colour.
    package convenience init?(named name: String, inDirectories directories: [String], style: UIUserInterfaceStyle?) {
        func variant(_ style: UIUserInterfaceStyle) -> UIColor? {
            directories.lazy.compactMap { AssetCatalog.color(named: name, in: $0, style: style) }.first
        }
        guard let light = variant(style ?? .light) else { return nil }
        guard style == nil, let dark = variant(.dark), dark != light else {
            self.init(copying: light)
            return
        }
        self.init(copying: UIColor { $0.userInterfaceStyle == .dark ? dark : light })
    }
}
