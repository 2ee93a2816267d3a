/// Light or dark appearance, UIKit's trait: which variant of an asset catalog's images and colours is picked.
/// FrameKit draws its own interface in the light appearance, as a kiosk does; dark variants are reached by asking
/// with dark traits (`UIImage(named:in:compatibleWith:)`, `UIColor(named:in:compatibleWith:)`).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance given: the light one is used.
    case unspecified = 0
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
