/// What a view's content means for mirroring, with UIKit's raw values. `.unspecified` views follow the app's
/// layout direction; playback controls and spatial content (a map, a D-pad) never mirror; the forced values pin a
/// direction. As in UIKit, the attribute is the view's own: subviews do not inherit it.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
