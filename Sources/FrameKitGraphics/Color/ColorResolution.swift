import Foundation
import Synchronization

/// What a dynamic colour is resolved against: FrameKit's `UITraitCollection` conforms. The graphics module knows only
/// the traits colours depend on; a provider given the app's whole trait collection casts back to it.
public protocol ColorResolvingTraits: Sendable {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get }
}

/// The traits a dynamic colour takes its value from when it is drawn or its components are read, as UIKit's
/// `UITraitCollection.current`: set around a view's `draw(_:)` and `layoutSubviews()` (to the view's traits), and to
/// the screen's appearance otherwise.
public enum ColorResolution {
    private struct Appearance: ColorResolvingTraits {
        var userInterfaceStyle: UIUserInterfaceStyle
        var userInterfaceLevel: UIUserInterfaceLevel
    }

    // A lock rather than main-actor isolation: colours are Sendable and read wherever they are drawn.
    private static let traits = Mutex<any ColorResolvingTraits>(Appearance(userInterfaceStyle: .light, userInterfaceLevel: .base))
    /// The current traits' style and level, readable without the lock: compositing asks for every view it draws
    /// whether they are a view's own.
    private static let appearance = Atomic<Int>(key(.light, .base))

    private static func key(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel) -> Int {
        style.rawValue << 8 | (level.rawValue + 1)
    }

    /// The traits dynamic colours resolve against now.
    public static var current: any ColorResolvingTraits {
        get { traits.withLock { $0 } }
        set { _ = swap(newValue) }
    }

    /// The current traits' style and level, without the lock.
    static var currentAppearance: (style: UIUserInterfaceStyle, level: UIUserInterfaceLevel) {
        let key = appearance.load(ordering: .relaxed)
        return (UIUserInterfaceStyle(rawValue: key >> 8) ?? .light, UIUserInterfaceLevel(rawValue: (key & 0xFF) - 1) ?? .base)
    }

    /// Whether the current traits have this style and level.
    public static func isCurrent(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel) -> Bool {
        appearance.load(ordering: .relaxed) == key(style, level)
    }

    /// Runs `body` with `current` set to `traits`, then puts back what was there.
    public static func perform<Result>(with traits: any ColorResolvingTraits, _ body: () throws -> Result) rethrows -> Result {
        let previous = swap(traits)
        defer { _ = swap(previous) }
        return try body()
    }

    private static func swap(_ new: any ColorResolvingTraits) -> any ColorResolvingTraits {
        traits.withLock { current in
            let previous = current
            current = new
            appearance.store(key(new.userInterfaceStyle, new.userInterfaceLevel), ordering: .relaxed)
            return previous
        }
    }
}

/// A colour whose value depends on traits: a system colour's light and dark values, or an app's provider.
final class DynamicColor: Sendable {
    /// The system colour's name (`label`), for descriptions; nil for an app's provider.
    let name: String?
    let provider: @Sendable (any ColorResolvingTraits) -> UIColor
    /// For a dynamic colour with another alpha: the colour it was made from and the alpha, which make it equal to
    /// another made the same way (as UIKit's modified colours are).
    let alphaOf: (base: DynamicColor, alpha: CGFloat)?
    /// A system colour's values, picked without calling a provider (they are read for every fill).
    let variants: Variants?

    /// A colour's light, dark and dark-elevated values.
    struct Variants: Sendable {
        let light: UIColor, dark: UIColor, elevated: UIColor

        func pick(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel) -> UIColor {
            style != .dark ? light : level == .elevated ? elevated : dark
        }
    }

    init(
        name: String?, alphaOf: (base: DynamicColor, alpha: CGFloat)? = nil, variants: Variants? = nil,
        provider: @escaping @Sendable (any ColorResolvingTraits) -> UIColor
    ) {
        self.name = name
        self.alphaOf = alphaOf
        self.variants = variants
        self.provider = provider
    }

    /// The same colour: one provider, or the same colour's provider with the same alpha.
    func isSame(as other: DynamicColor) -> Bool {
        if self === other { return true }
        guard let mine = alphaOf, let theirs = other.alphaOf else { return false }
        return mine.alpha == theirs.alpha && mine.base.isSame(as: theirs.base)
    }

    func hash(into hasher: inout Hasher) {
        guard let alphaOf else { return hasher.combine(ObjectIdentifier(self)) }
        alphaOf.base.hash(into: &hasher)
        hasher.combine(alphaOf.alpha)
    }
}
