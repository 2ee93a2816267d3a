import Foundation

// The system colours iOS code names, with the light and dark values Apple publishes (iOS 15 and later) — and, for
// backgrounds, the dark appearance's elevated values. Each is one dynamic colour, so `view.backgroundColor =
// .systemBackground` follows the view's appearance as UIKit's does.
extension UIColor {
    private static func rgba(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// A system colour: `light` in the light appearance, `dark` in the dark one, `elevated` (when given) in the dark
    /// appearance's elevated level. FrameKit's own controls make their colours with it too.
    package static func system(_ name: String? = nil, light: UIColor, dark: UIColor, elevated: UIColor? = nil) -> UIColor {
        UIColor(name: name, light: light, dark: dark, elevated: elevated ?? dark)
    }

    // MARK: Hues

    /// iOS's system red: (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system("systemRed", light: rgba(255, 59, 48), dark: rgba(255, 69, 58))
    /// iOS's system orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system("systemOrange", light: rgba(255, 149, 0), dark: rgba(255, 159, 10))
    /// iOS's system yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system("systemYellow", light: rgba(255, 204, 0), dark: rgba(255, 214, 10))
    /// iOS's system green: (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system("systemGreen", light: rgba(52, 199, 89), dark: rgba(48, 209, 88))
    /// iOS's system mint: (0, 199, 190) light, (99, 230, 226) dark.
    public static let systemMint = system("systemMint", light: rgba(0, 199, 190), dark: rgba(99, 230, 226))
    /// iOS's system teal: (48, 176, 199) light, (64, 200, 224) dark.
    public static let systemTeal = system("systemTeal", light: rgba(48, 176, 199), dark: rgba(64, 200, 224))
    /// iOS's system cyan: (50, 173, 230) light, (100, 210, 255) dark.
    public static let systemCyan = system("systemCyan", light: rgba(50, 173, 230), dark: rgba(100, 210, 255))
    /// iOS's system blue, the default tint colour: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system("systemBlue", light: rgba(0, 122, 255), dark: rgba(10, 132, 255))
    /// iOS's system indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system("systemIndigo", light: rgba(88, 86, 214), dark: rgba(94, 92, 230))
    /// iOS's system purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system("systemPurple", light: rgba(175, 82, 222), dark: rgba(191, 90, 242))
    /// iOS's system pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system("systemPink", light: rgba(255, 45, 85), dark: rgba(255, 55, 95))
    /// iOS's system brown: (162, 132, 94) light, (172, 142, 104) dark.
    public static let systemBrown = system("systemBrown", light: rgba(162, 132, 94), dark: rgba(172, 142, 104))
    /// iOS's system grey: (142, 142, 147) light, (142, 142, 147) dark.
    public static let systemGray = system("systemGray", light: rgba(142, 142, 147), dark: rgba(142, 142, 147))

    // MARK: Greys

    /// iOS's second system grey: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system("systemGray2", light: rgba(174, 174, 178), dark: rgba(99, 99, 102))
    /// iOS's third system grey: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system("systemGray3", light: rgba(199, 199, 204), dark: rgba(72, 72, 74))
    /// iOS's fourth system grey: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system("systemGray4", light: rgba(209, 209, 214), dark: rgba(58, 58, 60))
    /// iOS's fifth system grey: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system("systemGray5", light: rgba(229, 229, 234), dark: rgba(44, 44, 46))
    /// iOS's sixth system grey: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system("systemGray6", light: rgba(242, 242, 247), dark: rgba(28, 28, 30))

    // MARK: Text

    /// Text: black light, white dark.
    public static let label = system("label", light: rgba(0, 0, 0), dark: rgba(255, 255, 255))
    /// Secondary text (subtitles, values).
    public static let secondaryLabel = system("secondaryLabel", light: rgba(60, 60, 67, 0.6), dark: rgba(235, 235, 245, 0.6))
    /// Tertiary text (disclosure chevrons).
    public static let tertiaryLabel = system("tertiaryLabel", light: rgba(60, 60, 67, 0.3), dark: rgba(235, 235, 245, 0.3))
    /// Quaternary text (disabled text).
    public static let quaternaryLabel = system("quaternaryLabel", light: rgba(60, 60, 67, 0.18), dark: rgba(235, 235, 245, 0.16))
    /// Placeholder text in text fields.
    public static let placeholderText = system("placeholderText", light: rgba(60, 60, 67, 0.3), dark: rgba(235, 235, 245, 0.3))
    /// Links in text.
    public static let link = system("link", light: rgba(0, 122, 255), dark: rgba(9, 132, 255))
    /// Light text on dark backgrounds, in both appearances: white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Dark text on light backgrounds, in both appearances: black.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Separators

    /// The hairline between rows, letting what is beneath show.
    public static let separator = system("separator", light: rgba(60, 60, 67, 0.29), dark: rgba(84, 84, 88, 0.6))
    /// An opaque hairline.
    public static let opaqueSeparator = system("opaqueSeparator", light: rgba(198, 198, 200), dark: rgba(56, 56, 58))

    // MARK: Fills

    /// Fill for thin and small shapes (a slider's track).
    public static let systemFill = system("systemFill", light: rgba(120, 120, 128, 0.2), dark: rgba(120, 120, 128, 0.36))
    /// Fill for medium shapes (a switch's off track).
    public static let secondarySystemFill = system("secondarySystemFill", light: rgba(120, 120, 128, 0.16), dark: rgba(120, 120, 128, 0.32))
    /// Fill for large shapes (text fields, search bars).
    public static let tertiarySystemFill = system("tertiarySystemFill", light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24))
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = system("quaternarySystemFill", light: rgba(116, 116, 128, 0.08), dark: rgba(118, 118, 128, 0.18))

    // MARK: Backgrounds

    /// The background of a screen: white light, black dark (a step lighter when elevated).
    public static let systemBackground = system("systemBackground", light: rgba(255, 255, 255), dark: rgba(0, 0, 0), elevated: rgba(28, 28, 30))
    /// Content layered on `systemBackground`.
    public static let secondarySystemBackground = system(
        "secondarySystemBackground", light: rgba(242, 242, 247), dark: rgba(28, 28, 30), elevated: rgba(44, 44, 46))
    /// Content layered on `secondarySystemBackground`.
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackground", light: rgba(255, 255, 255), dark: rgba(44, 44, 46), elevated: rgba(58, 58, 60))
    /// The background behind grouped tables.
    public static let systemGroupedBackground = system(
        "systemGroupedBackground", light: rgba(242, 242, 247), dark: rgba(0, 0, 0), elevated: rgba(28, 28, 30))
    /// Grouped tables' cells.
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", light: rgba(255, 255, 255), dark: rgba(28, 28, 30), elevated: rgba(44, 44, 46))
    /// Content layered on grouped tables' cells.
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", light: rgba(242, 242, 247), dark: rgba(44, 44, 46), elevated: rgba(58, 58, 60))
}
