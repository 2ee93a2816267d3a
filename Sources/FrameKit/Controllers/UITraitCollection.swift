import Foundation

/// The traits of the environment a controller or view lives in.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible, ColorResolvingTraits {
    /// UIKit's size classes, with UIKit's raw values.
    public enum SizeClass: Int, Sendable {
        /// No size class given.
        case unspecified = 0
        /// Little room along this axis (a phone's width in portrait).
        case compact
        /// Ample room along this axis: a kiosk's screen in both axes.
        case regular
    }

    /// Compact or regular width.
    public var horizontalSizeClass: SizeClass
    /// Compact or regular height.
    public var verticalSizeClass: SizeClass
    /// Pixels per point.
    public var displayScale: CGFloat
    /// `.unspecified` on a kiosk.
    public var userInterfaceIdiom: UIDevice.UserInterfaceIdiom
    /// The text size (Dynamic Type); `.unspecified` in traits made without one.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Which way the interface reads; `.unspecified` in traits made without one.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Light or dark: a screen's is `FRAMEKIT_APPEARANCE`'s (light unless set), a view's or a controller's its
    /// screen's unless an `overrideUserInterfaceStyle` on the way says otherwise; `.unspecified` in traits made
    /// without one.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Base, or elevated for a controller presented as a sheet, form sheet or popover; `.unspecified` in traits made
    /// without one.
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    /// Traits that say only the appearance, to pick an asset's variant: `UITraitCollection(userInterfaceStyle: .dark)`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Traits that say only the level.
    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init()
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// Traits that say only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// Traits that say only the text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Traits that say only the display scale.
    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// One collection from several: each trait from the last collection that specifies it.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for traits in collections {
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { userInterfaceIdiom = traits.userInterfaceIdiom }
            if traits.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = traits.preferredContentSizeCategory
            }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.userInterfaceLevel != .unspecified { userInterfaceLevel = traits.userInterfaceLevel }
        }
    }

    /// A collection with the given traits; the others unspecified.
    public init(
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
        displayScale: CGFloat = 0, userInterfaceIdiom: UIDevice.UserInterfaceIdiom = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Width (and height) of at least this many points is regular, less is compact; so an 800×480 panel is
    /// regular×compact in landscape and compact×regular in portrait, and a rotation changes size classes.
    public static let regularSizeClassMinimum: CGFloat = 600

    /// The traits of a screen area of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat) {
        self.init(
            horizontalSizeClass: size.width >= Self.regularSizeClassMinimum ? .regular : .compact,
            verticalSizeClass: size.height >= Self.regularSizeClassMinimum ? .regular : .compact,
            displayScale: scale, userInterfaceIdiom: .unspecified)
    }

    /// The traits, for logs.
    public var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), layoutDirection = \(layoutDirection), userInterfaceStyle = \(userInterfaceStyle), userInterfaceLevel = \(userInterfaceLevel)>"
    }
}
