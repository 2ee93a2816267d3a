import FrameKitGraphics

/// Insets by leading and trailing edge: leading is left in a left-to-right interface, right in a right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The insets; leading and trailing follow the layout direction.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    init(_ insets: UIEdgeInsets, rightToLeft: Bool = false) {
        let (leading, trailing) = rightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
        self.init(top: insets.top, leading: leading, bottom: insets.bottom, trailing: trailing)
    }

    /// The physical insets in a left-to-right or right-to-left interface.
    func edgeInsets(rightToLeft: Bool = false) -> UIEdgeInsets {
        let (left, right) = rightToLeft ? (trailing, leading) : (leading, trailing)
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
    var edgeInsets: UIEdgeInsets { edgeInsets() }
}
