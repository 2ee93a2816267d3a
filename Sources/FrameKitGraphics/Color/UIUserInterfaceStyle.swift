/// Light or dark appearance, UIKit's trait: which value a dynamic colour (`UIColor.label`, `systemBackground`, a colour
/// made with `UIColor(dynamicProvider:)`, an asset catalog colour set with a dark variant) takes, and which variant of
/// an asset catalog's images is picked. A screen is light unless `FRAMEKIT_APPEARANCE=dark` (or the control socket's
/// `appearance dark`) says otherwise; `overrideUserInterfaceStyle` changes it for a window, a view or a controller.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance given: the light one is used.
    case unspecified = 0
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
