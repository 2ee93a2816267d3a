import Foundation

/// Blurs what is behind a `UIVisualEffectView` and tints it, as UIKit's materials do. Apple publishes neither their
/// blur radius nor their tints: FrameKit blurs every style 30 points and tints it with white (light) or near-black
/// (dark) whose opacity grows with the material's thickness; the colours behind are not made more saturated.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's radius in points.
    static let radius: CGFloat = 30

    override func backdrop(in traits: UITraitCollection) -> Backdrop? {
        Backdrop(radius: Self.radius, tint: tint(dark: traits.userInterfaceStyle == .dark))
    }

    /// The tint over the blur; `dark` when the style follows the interface style and it is dark.
    private func tint(dark: Bool) -> UIColor {
        let (opacity, fixed) = look
        let isDark = fixed ?? dark
        return isDark ? UIColor(white: 0.11, alpha: opacity) : UIColor(white: 0.98, alpha: opacity)
    }

    /// The tint's opacity and, for styles that do not follow the interface style, whether they are dark.
    private var look: (opacity: CGFloat, dark: Bool?) {
        switch style {
        case .extraLight: (0.8, false)
        case .light: (0.3, false)
        case .dark: (0.73, true)
        case .regular: (0.5, nil)
        case .prominent: (0.7, nil)
        case .systemUltraThinMaterial: (0.3, nil)
        case .systemThinMaterial: (0.5, nil)
        case .systemMaterial: (0.7, nil)
        case .systemThickMaterial: (0.85, nil)
        case .systemChromeMaterial: (0.75, nil)
        case .systemUltraThinMaterialLight: (0.3, false)
        case .systemThinMaterialLight: (0.5, false)
        case .systemMaterialLight: (0.7, false)
        case .systemThickMaterialLight: (0.85, false)
        case .systemChromeMaterialLight: (0.75, false)
        case .systemUltraThinMaterialDark: (0.3, true)
        case .systemThinMaterialDark: (0.5, true)
        case .systemMaterialDark: (0.7, true)
        case .systemThickMaterialDark: (0.85, true)
        case .systemChromeMaterialDark: (0.75, true)
        }
    }
}
