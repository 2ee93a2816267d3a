import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, as UIKit's device RGB colours; or a dynamic colour (the
/// system colours, `UIColor(dynamicProvider:)`, asset catalog colour sets with a dark variant) whose components are
/// those of its value for the traits it is resolved against (`ColorResolution.current` when read directly).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private let r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    /// Set for dynamic colours, whose own components are unused.
    let dynamic: DynamicColor?

    /// A colour from its red, green, blue and alpha components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        r = Self.clamp(red)
        g = Self.clamp(green)
        b = Self.clamp(blue)
        a = Self.clamp(alpha)
        dynamic = nil
    }

    /// A dynamic colour: `provider` gives its value for each set of traits.
    package init(name: String? = nil, provider: @escaping @Sendable (any ColorResolvingTraits) -> UIColor) {
        (r, g, b, a) = (0, 0, 0, 0)
        dynamic = DynamicColor(name: name, provider: provider)
    }

    /// A colour with a light, a dark and a dark-elevated value (the system colours).
    package convenience init(name: String?, light: UIColor, dark: UIColor, elevated: UIColor) {
        let variants = DynamicColor.Variants(light: light, dark: dark, elevated: elevated)
        self.init(dynamic: DynamicColor(name: name, variants: variants) { variants.pick($0.userInterfaceStyle, $0.userInterfaceLevel) })
    }

    private init(dynamic: DynamicColor) {
        (r, g, b, a) = (0, 0, 0, 0)
        self.dynamic = dynamic
    }

    /// The same colour as `other`, dynamic if it is (convenience initialisers that find their colour elsewhere).
    package init(copying other: UIColor) {
        (r, g, b, a) = (other.r, other.g, other.b, other.a)
        dynamic = other.dynamic
    }

    /// The red component (of the value for the current traits, for a dynamic colour).
    public var red: CGFloat { resolved().r }
    /// The green component.
    public var green: CGFloat { resolved().g }
    /// The blue component.
    public var blue: CGFloat { resolved().b }
    /// The alpha component.
    public var alpha: CGFloat { resolved().a }

    /// Whether the colour's value depends on traits.
    public var isDynamic: Bool { dynamic != nil }

    /// The colour's value for `traits`: itself unless it is dynamic (a provider may answer with another dynamic
    /// colour, which is resolved in turn).
    public func resolved(with traits: any ColorResolvingTraits) -> UIColor {
        var color = self
        for _ in 0..<8 {
            guard let dynamic = color.dynamic else { return color }
            color = dynamic.provider(traits)
        }
        return color.dynamic == nil ? color : .clear
    }

    /// The colour's value for `ColorResolution.current`.
    public func resolved() -> UIColor {
        guard let dynamic else { return self }
        if let variants = dynamic.variants {
            let current = ColorResolution.currentAppearance
            return variants.pick(current.style, current.level)
        }
        return resolved(with: ColorResolution.current)
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

    /// The same colour with `alpha` instead of its own (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let dynamic else { return UIColor(red: r, green: g, blue: b, alpha: alpha) }
        let base = dynamic.alphaOf?.base ?? dynamic
        let variants = dynamic.variants.map {
            DynamicColor.Variants(
                light: $0.light.withAlphaComponent(alpha), dark: $0.dark.withAlphaComponent(alpha),
                elevated: $0.elevated.withAlphaComponent(alpha))
        }
        return UIColor(dynamic: DynamicColor(name: nil, alphaOf: (base, alpha), variants: variants) { [self] in
            resolved(with: $0).withAlphaComponent(alpha)
        })
    }

    /// UIKit's accessor; always succeeds because every FrameKit colour is RGB (a dynamic one's value for the
    /// current traits).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolved()
        red?.pointee = c.r
        green?.pointee = c.g
        blue?.pointee = c.b
        alpha?.pointee = c.a
        return true
    }

    /// The four components at once, as Cairo takes them (a dynamic colour resolved once).
    package var doubles: (red: Double, green: Double, blue: Double, alpha: Double) {
        let c = resolved()
        return (Double(c.r), Double(c.g), Double(c.b), Double(c.a))
    }

    /// True when the colour covers what is beneath it completely.
    public var isOpaque: Bool { alpha >= 1 }

    /// The colour `fraction` of the way from `self` to `other`, for animations (dynamic colours as they are now).
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        let from = resolved(), to = other.resolved()
        return UIColor(
            red: from.r + (to.r - from.r) * t, green: from.g + (to.g - from.g) * t,
            blue: from.b + (to.b - from.b) * t, alpha: from.a + (to.a - from.a) * t)
    }

    /// The colour as a premultiplied 32-bit ARGB pixel.
    public var premultipliedARGB: UInt32 {
        let c = resolved()
        func channel(_ v: CGFloat) -> UInt32 { UInt32((v * c.a * 255).rounded()) }
        return UInt32((c.a * 255).rounded()) << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
    }

    /// Equal when all four components are; dynamic colours are equal when they are the same colour (one provider),
    /// as UIKit's.
    public static func == (l: UIColor, r: UIColor) -> Bool {
        if l.dynamic != nil || r.dynamic != nil {
            guard let left = l.dynamic, let right = r.dynamic else { return false }
            return left.isSame(as: right)
        }
        return l.r == r.r && l.g == r.g && l.b == r.b && l.a == r.a
    }

    /// Hashes the four components, or a dynamic colour's provider.
    public func hash(into h: inout Hasher) {
        if let dynamic { return dynamic.hash(into: &h) }
        h.combine(r)
        h.combine(g)
        h.combine(b)
        h.combine(a)
    }

    /// As UIKit prints colours: `UIExtendedSRGBColorSpace r g b a`, or a dynamic colour's kind and name.
    public var description: String {
        if let dynamic {
            return dynamic.name.map { "<UIDynamicSystemColor: name = \($0)>" } ?? "<UIDynamicProviderColor>"
        }
        return String(format: "UIExtendedSRGBColorSpace %g %g %g %g", r, g, b, a)
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
}
