/// The layout direction a trait collection carries, with UIKit's raw values; `.unspecified` in traits made without
/// one.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known yet: the view is not in a window.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1

    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
