import Foundation

extension UIView {
    /// The model transform from this view's coordinates to its root's (the window's) coordinates.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView = self
        while let parent = v.superview {
            t = t.concatenating(v.transformToSuperview)
            v = parent
        }
        return t
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's), through every `bounds.origin`
    /// and transform on the way.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// Converts a rectangle to `view`'s coordinates; the result is the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var t = transformToRoot
        if let view { t = t.concatenating(view.transformToRoot.inverted()) }
        return rect.applying(t)
    }

    /// Converts a rectangle from `view`'s coordinates; the result is the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        var t = view?.transformToRoot ?? .identity
        t = t.concatenating(transformToRoot.inverted())
        return rect.applying(t)
    }
}
