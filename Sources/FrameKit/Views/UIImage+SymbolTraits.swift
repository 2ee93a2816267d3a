import Foundation

extension UIImage.SymbolConfiguration {
    /// A configuration matching the Dynamic Type font of `textStyle` at the app's text size.
    @MainActor public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

    /// A configuration matching the Dynamic Type font of `textStyle` (at the app's text size, so on the main actor), at
    /// `scale`.
    @MainActor public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(font: UIFont.preferredFont(forTextStyle: textStyle), scale: scale)
    }
}

extension UIImage {
    /// A system symbol (`init(systemName:)`); FrameKit draws symbols the same for every trait collection.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }
}
