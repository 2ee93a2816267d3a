/// Which way the interface reads, with UIKit's raw values: leading is left in `.leftToRight`, right in
/// `.rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}
