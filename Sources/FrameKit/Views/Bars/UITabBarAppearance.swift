import Foundation

/// How a tab bar looks: the background, the hairline along its top, and its items' colours in each state.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with their title under the icon (the layout FrameKit's tab bar uses).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon (kept: FrameKit stacks them).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Inline items in compact widths (kept).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// A tab bar item's look in its three states.
@MainActor
open class UITabBarItemAppearance {
    /// Not selected.
    open var normal = UITabBarItemStateAppearance()
    /// Selected.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled.
    open var disabled = UITabBarItemStateAppearance()

    /// An appearance with every state unset: the bar's tint and unselected colours apply.
    public init() {}
}

/// A tab bar item's look in one state: the title's attributes and the icon's colour.
@MainActor
open class UITabBarItemStateAppearance {
    /// The title's font and colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour (and the title's, when its attributes give none).
    open var iconColor: UIColor?
    /// The badge's background colour (kept: FrameKit shows badges in the title).
    open var badgeBackgroundColor: UIColor?

    init() {}

    /// The colour this state gives the item's title: its attributes' foreground colour, else the icon colour.
    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor ?? iconColor }
}
