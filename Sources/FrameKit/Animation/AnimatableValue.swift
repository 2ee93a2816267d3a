import Foundation

/// The view properties `UIView.animate` animates.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor

    /// Geometry and opacity move or fade the whole subtree; colour only the view.
    var affectsSubtree: Bool { self != .backgroundColor }
}

/// A value of an animatable property, with the arithmetic additive animations need.
enum AnimatableValue {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(UIColor)

    private var components: [CGFloat] {
        switch self {
        case .point(let p): [p.x, p.y]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .transform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
        case .scalar(let v): [v]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        }
    }

    private func with(_ c: [CGFloat]) -> AnimatableValue {
        switch self {
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
        case .scalar: .scalar(c[0])
        case .color: .color(UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }

    /// `self − other`, component by component.
    func minus(_ other: AnimatableValue) -> AnimatableValue {
        with(zip(components, other.components).map { $0 - $1 })
    }

    /// `self + k·offset`, component by component.
    func adding(_ offset: AnimatableValue, times k: CGFloat) -> AnimatableValue {
        with(zip(components, offset.components).map { $0 + k * $1 })
    }
}
