import Foundation

/// A 2-D affine transform with Core Graphics' layout and semantics:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`; `concatenating(t2)` applies `self` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The matrix entries: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform from its six entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity.
    public init() { self = .identity }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (sx, sy) about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = CGAffineTransform.exactSinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform only translates: backing stores can then be copied without resampling.
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// `self` then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (x, y), then `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (x, y), then `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle`, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the transform is not invertible (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Sine and cosine that are exact for multiples of 90°, so rotated layouts land on whole pixels.
    package static func exactSinCos(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarter = angle / (.pi / 2)
        if quarter.isFinite, abs(quarter - quarter.rounded()) < 1e-12 {
            switch ((Int(quarter.rounded()) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Applies the linear part only, as Core Graphics does (the result may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        // Each output coordinate is a sum of one term in x and one in y, so its extremes are the sums of theirs.
        let xOfX = (t.a * r.minX, t.a * r.maxX), xOfY = (t.c * r.minY, t.c * r.maxY)
        let yOfX = (t.b * r.minX, t.b * r.maxX), yOfY = (t.d * r.minY, t.d * r.maxY)
        let minX = min(xOfX.0, xOfX.1) + min(xOfY.0, xOfY.1) + t.tx, maxX = max(xOfX.0, xOfX.1) + max(xOfY.0, xOfY.1) + t.tx
        let minY = min(yOfX.0, yOfX.1) + min(yOfY.0, yOfY.1) + t.ty, maxY = max(yOfX.0, yOfX.1) + max(yOfY.0, yOfY.1) + t.ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
