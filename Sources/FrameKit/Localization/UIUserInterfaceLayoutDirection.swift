/// Which way the interface reads, with UIKit's raw values: leading is left in `.leftToRight`, right in
/// `.rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: English, German.
    case leftToRight = 0
    /// Right to left: Arabic, Hebrew.
    case rightToLeft = 1
}
