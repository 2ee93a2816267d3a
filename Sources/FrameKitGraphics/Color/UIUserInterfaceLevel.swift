/// Base or elevated, UIKit's trait: content presented above other content (a sheet, a popover) is elevated, and the
/// dark appearance draws its backgrounds a step lighter there so layers stay apart without shadows.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// No level given: the base one is used.
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content presented above the base level.
    case elevated = 1
}
