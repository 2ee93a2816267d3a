/// What a view's content means for mirroring, with UIKit's raw values. `.unspecified` views follow the app's
/// layout direction; playback controls and spatial content (a map, a D-pad) never mirror; the forced values pin a
/// direction. As in UIKit, the attribute is the view's own: subviews do not inherit it.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the app's layout direction: mirrored in right-to-left languages.
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward): never mirrored.
    case playback
    /// Controls laid out by direction in space (a D-pad, a map's compass): never mirrored.
    case spatial
    /// Always laid out left to right.
    case forceLeftToRight
    /// Always laid out right to left.
    case forceRightToLeft
}
