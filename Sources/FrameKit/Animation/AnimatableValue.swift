import Foundation

/// The view properties `UIView.animate` animates.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, transform3D, alpha, backgroundColor

    /// Geometry and opacity move or fade the whole subtree; colour only the view.
    var affectsSubtree: Bool { self != .backgroundColor }
}

/// A value of an animatable property, with the arithmetic additive animations need.
enum AnimatableValue {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    /// Boxed: 128 bytes inline would make every value of every property that size, copied on each presentation read.
    indirect case transform3D(CATransform3D)
    case scalar(CGFloat)
    case color(UIColor)

    private var components: [CGFloat] {
        switch self {
        case .point(let p): [p.x, p.y]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .transform(let t): TransformParts(t).components
        case .transform3D(let t): TransformComponents3D(t).components
        case .scalar(let v): [v]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        }
    }

    private func with(_ c: [CGFloat]) -> AnimatableValue {
        switch self {
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(TransformParts(components: c).transform)
        case .transform3D: .transform3D(TransformComponents3D(components: c).transform)
        case .scalar: .scalar(c[0])
        case .color: .color(UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }

    /// `self − other`, component by component; kept as components because a difference of transforms is no
    /// transform.
    func minus(_ other: AnimatableValue) -> AnimationOffset {
        AnimationOffset(components: zip(components, other.components).map { $0 - $1 })
    }

    /// `self + k·offset`, component by component.
    func adding(_ offset: AnimationOffset, times k: CGFloat) -> AnimatableValue {
        with(zip(components, offset.components).map { $0 + k * $1 })
    }
}

/// The difference between two values of one property, in the components animations blend.
struct AnimationOffset {
    let components: [CGFloat]
}

/// An affine transform as translation, rotation, shear and scale, the parts Core Animation interpolates: blending
/// matrix entries would shrink a quarter turn to 71 % at its midpoint instead of turning it.
private struct TransformParts {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, shear: CGFloat, sx: CGFloat, sy: CGFloat

    /// Solves [a c; b d] = R(angle) · [1 shear; 0 1] · diag(sx, sy); a reflection shows as a negative `sy`.
    init(_ t: CGAffineTransform) {
        (tx, ty) = (t.tx, t.ty)
        sx = hypot(t.a, t.b)
        angle = sx == 0 ? 0 : atan2(t.b, t.a)
        let (cosine, sine) = (cos(angle), sin(angle))
        sy = t.d * cosine - t.c * sine
        shear = sy == 0 ? 0 : (t.c * cosine + t.d * sine) / sy
    }

    init(components c: [CGFloat]) {
        (tx, ty, angle, shear, sx, sy) = (c[0], c[1], c[2], c[3], c[4], c[5])
    }

    var components: [CGFloat] { [tx, ty, angle, shear, sx, sy] }

    var transform: CGAffineTransform {
        let (cosine, sine) = (cos(angle), sin(angle))
        return CGAffineTransform(
            a: cosine * sx, b: sine * sx, c: (cosine * shear - sine) * sy, d: (sine * shear + cosine) * sy, tx: tx, ty: ty)
    }
}
