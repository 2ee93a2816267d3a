extension UIView {
    /// The direction `attribute` lays a view out in, given the app's direction (UIKit's class method).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction `attribute` lays a view out in when the surrounding direction is `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view lays out its leading and trailing edges, stack views and natural text in: its
    /// `semanticContentAttribute` applied to the app's direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `.natural` text starts at the leading edge: the right one in a right-to-left view. (In a left-to-right view
    /// it stays natural: each paragraph then follows its own first strong character, as TextKit does.)
    func resolvedAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
        alignment == .natural && isRightToLeft ? .right : alignment
    }

    /// In a right-to-left view, moves `views`, just laid out left to right, to their mirror images in the bounds:
    /// views that place their subviews by hand lay out once and mirror.
    func mirrorForLayoutDirection(_ views: [UIView?]) {
        guard isRightToLeft else { return }
        for case let view? in views { view.frame = view.frame.mirrored(in: bounds) }
    }

    /// The view's direction changed (its attribute, or the app's languages): constraints on leading and trailing
    /// edges are solved again and the view redraws what depends on it.
    func layoutDirectionDidChange() {
        layoutEngine?.layoutDirectionDidChange()
        setNeedsLayout()
        setNeedsDisplay()
        effectiveLayoutDirectionDidChange()
    }

    /// The app's direction changed: every view that follows it (`.unspecified`) takes the new one.
    func appLayoutDirectionDidChange() {
        if semanticContentAttribute == .unspecified { layoutDirectionDidChange() }
        for subview in subviews { subview.appLayoutDirectionDidChange() }
    }
}

extension CGRect {
    /// The rectangle reflected in the vertical centre line of an area `width` wide that starts at x = 0.
    func mirrored(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }

    /// The rectangle reflected in the vertical centre line of `area`.
    func mirrored(in area: CGRect) -> CGRect {
        CGRect(x: area.minX + area.maxX - maxX, y: minY, width: width, height: height)
    }
}
