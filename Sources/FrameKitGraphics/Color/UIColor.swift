import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, as UIKit's device RGB colours.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, each 0…1 (clamped when made).
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its red, green, blue and alpha components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue (0…1 round the wheel, wrapping), saturation and brightness.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6, s = Self.clamp(saturation), v = Self.clamp(brightness)
        let sector = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with `alpha` instead of its own.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's accessor; always succeeds because every FrameKit colour is RGB.
    @discardableResult
    public func getRed(
        _ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
        blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        r?.pointee = red
        g?.pointee = green
        b?.pointee = blue
        a?.pointee = alpha
        return true
    }

    /// True when the colour covers what is beneath it completely.
    public var isOpaque: Bool { alpha >= 1 }

    /// The colour `fraction` of the way from `self` to `other`, for animations.
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        UIColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The colour as a premultiplied 32-bit ARGB pixel.
    public var premultipliedARGB: UInt32 {
        func channel(_ v: CGFloat) -> UInt32 { UInt32((v * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// Equal when all four components are.
    public static func == (l: UIColor, r: UIColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }

    /// Hashes the four components.
    public func hash(into h: inout Hasher) {
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
    }

    /// As UIKit prints colours: `UIExtendedSRGBColorSpace r g b a`.
    public var description: String {
        String(format: "UIExtendedSRGBColorSpace %g %g %g %g", red, green, blue, alpha)
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Black: white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey: white ⅓.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey: white ⅔.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey: white ½.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red: (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: (1, ½, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: (½, 0, ½).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// iOS's light-mode system blue, the default tint colour.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// iOS's light-mode system red (255, 59, 48).
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// iOS's light-mode system green (52, 199, 89).
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// iOS's light-mode system grey (142, 142, 147).
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// iOS's light-mode system orange (255, 149, 0).
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    /// iOS's light-mode system yellow (255, 204, 0).
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    /// iOS's light-mode system pink (255, 45, 85).
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    /// iOS's light-mode system purple (175, 82, 222).
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
    /// iOS's light-mode system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// iOS's light-mode system teal (48, 176, 199).
    public static let systemTeal = UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1)
    /// iOS's light-mode second system grey (174, 174, 178).
    public static let systemGray2 = UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1)
    /// iOS's light-mode third system grey (199, 199, 204).
    public static let systemGray3 = UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1)
    /// iOS's light-mode fourth system grey (209, 209, 214).
    public static let systemGray4 = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// iOS's light-mode fifth system grey (229, 229, 234).
    public static let systemGray5 = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
    /// iOS's light-mode sixth system grey (242, 242, 247).
    public static let systemGray6 = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    /// The colour of placeholder text in text fields.
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// The colour of links in text.
    public static let link = UIColor.systemBlue
    /// Light-mode `systemBackground`: white.
    public static let systemBackground = UIColor.white
    /// Light-mode `systemGroupedBackground`: the grey behind grouped tables.
    public static let systemGroupedBackground = UIColor.systemGray6
    /// Light-mode `secondarySystemGroupedBackground`: the white of grouped tables' cells.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Light-mode `label`: black.
    public static let label = UIColor.black
    /// Light-mode `secondaryLabel`: the grey of subtitles and values.
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// Light-mode `separator`: the hairline between rows.
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// Light-mode `tertiaryLabel`: the grey of disclosure chevrons.
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Light-mode fills for thin and small shapes (a slider's track, a switch's off track) down to large areas.
    public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// Light-mode fill for medium shapes (a switch's off track).
    public static let secondarySystemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    /// Light-mode fill for large shapes (text fields, search bars).
    public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// Light-mode fill for large areas with complex content.
    public static let quaternarySystemFill = UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
}
