import Foundation

/// The two traits dynamic colours depend on, as one view resolves them: kept by every view in a window so the
/// compositor reads a view's appearance without walking up to its screen.
struct ViewAppearance: Equatable {
    var style: UIUserInterfaceStyle
    var level: UIUserInterfaceLevel

    /// What a screen gives its windows: the app's appearance, at the base level.
    @MainActor static var screen: ViewAppearance {
        ViewAppearance(style: UIApplication.shared.preferredUserInterfaceStyle, level: .base)
    }

    /// This appearance with `override`'s style when it names one.
    func overridden(by override: UIUserInterfaceStyle) -> ViewAppearance {
        override == .unspecified ? self : ViewAppearance(style: override, level: level)
    }

    /// Whether these are the traits dynamic colours resolve against now.
    var isCurrent: Bool { ColorResolution.isCurrent(style: style, level: level) }

    /// `traits` with this appearance.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        var traits = traits
        traits.userInterfaceStyle = style
        traits.userInterfaceLevel = level
        return traits
    }
}
