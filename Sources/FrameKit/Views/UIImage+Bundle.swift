import Foundation

extension UIImage {
    /// Finds `name` in `bundle`'s resources (the main bundle when nil), as UIKit's `UIImage(named:in:compatibleWith:)`:
    /// asset catalogs first, then files, at the main screen's scale. A SwiftPM app passes `Bundle.module`. The trait
    /// collection's display scale, when it has one, picks the files instead of the screen's, and its
    /// `userInterfaceStyle` picks an asset's dark or light variant (light when unspecified).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = Bundle.appResources(bundle)
        let directories = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
        self.init(named: name, inDirectories: directories, scale: scale, style: traitCollection?.userInterfaceStyle ?? .light)
    }
}

extension UIColor {
    /// The colour set `name` from `bundle`'s asset catalogs (the main bundle when nil), as UIKit's
    /// `UIColor(named:in:compatibleWith:)`: with traits, the variant for their `userInterfaceStyle` (light when
    /// unspecified), fixed; without, a dynamic colour that takes each variant where it is used.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = Bundle.appResources(bundle)
        self.init(
            named: name, inDirectories: [bundle.resourcePath, bundle.bundlePath].compactMap { $0 },
            style: traitCollection.map { $0.userInterfaceStyle == .dark ? .dark : .light })
    }
}
