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

    /// The model map from this view's coordinates to its root's when a view on the way is turned in depth
    /// (a 3-D transform or a sublayer transform); nil when every step is affine, as `transformToRoot` then says.
    private var projectionToRoot: ProjectiveTransform? {
        var v: UIView = self
        var projected = false
        while let parent = v.superview {
            projected = projected || v.isProjectedInSuperview
            v = parent
        }
        guard projected else { return nil }
        var map = ProjectiveTransform.identity
        v = self
        while let parent = v.superview {
            map = map.concatenating(v.projectionToSuperview)
            v = parent
        }
        return map
    }

    /// The map from `from`'s coordinates (nil: the root's) to `to`'s, when either is turned in depth on the way to
    /// the root; nil when both are affine.
    private static func projection(from: UIView?, to: UIView?) -> ProjectiveTransform? {
        let source = from?.projectionToRoot, target = to?.projectionToRoot
        guard source != nil || target != nil else { return nil }
        let up = source ?? ProjectiveTransform(from?.transformToRoot ?? .identity)
        let down = target ?? ProjectiveTransform(to?.transformToRoot ?? .identity)
        return up.concatenating(down.inverted() ?? .identity)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's), through every `bounds.origin`
    /// and transform on the way, 3-D ones included.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let map = Self.projection(from: self, to: view) { return map.apply(point) }
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let map = Self.projection(from: view, to: self) { return map.apply(point) }
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// Converts a rectangle to `view`'s coordinates; the result is the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let map = Self.projection(from: self, to: view) { return map.boundingBox(of: rect) }
        var t = transformToRoot
        if let view { t = t.concatenating(view.transformToRoot.inverted()) }
        return rect.applying(t)
    }

    /// Converts a rectangle from `view`'s coordinates; the result is the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let map = Self.projection(from: view, to: self) { return map.boundingBox(of: rect) }
        var t = view?.transformToRoot ?? .identity
        t = t.concatenating(transformToRoot.inverted())
        return rect.applying(t)
    }
}
