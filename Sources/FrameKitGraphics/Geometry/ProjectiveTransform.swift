import Foundation

/// A plane-to-plane perspective map (a homography) in `CGAffineTransform`'s row layout: a point (x, y) maps to
/// ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with w = x·m13 + y·m23 + m33. It is what a 3-D layer
/// transform does to the layer's flat plane once depth is dropped, so layers that flatten their sublayers (every
/// `CALayer` does) compose by multiplying these. `concatenating(t2)` applies `self` first, then `t2`.
public struct ProjectiveTransform: Equatable, Sendable {
    /// The first row: what x contributes to x′, y′ and w.
    public var m11: Double, m12: Double, m13: Double
    /// The second row: what y contributes.
    public var m21: Double, m22: Double, m23: Double
    /// The third row: the constant parts (translation, and the weight).
    public var m31: Double, m32: Double, m33: Double

    /// A map from its nine entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The same map as `t`.
    public init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m13: 0, m21: Double(t.c), m22: Double(t.d), m23: 0,
            m31: Double(t.tx), m32: Double(t.ty), m33: 1)
    }

    /// The map that changes nothing.
    public static let identity = ProjectiveTransform(CGAffineTransform.identity)

    /// Whether no perspective is left (w is the same everywhere), so `affine` is the whole map.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The map as an affine transform; exact when `isAffine`.
    public var affine: CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(m11 / m33), b: CGFloat(m12 / m33), c: CGFloat(m21 / m33), d: CGFloat(m22 / m33),
            tx: CGFloat(m31 / m33), ty: CGFloat(m32 / m33))
    }

    /// `self` then `t2`.
    public func concatenating(_ t2: ProjectiveTransform) -> ProjectiveTransform {
        let a = self, b = t2
        return ProjectiveTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// `self` then the affine `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> ProjectiveTransform { concatenating(ProjectiveTransform(t2)) }

    /// The inverse map, or nil when the plane is seen edge-on (the map is singular).
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let det = m11 * c11 + m21 * c12 + m31 * c13
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let k = 1 / det
        return ProjectiveTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// The homogeneous weight of `p`'s image: positive in front of the eye, zero or less at or behind it.
    public func weight(of p: CGPoint) -> Double { Double(p.x) * m13 + Double(p.y) * m23 + m33 }

    /// Where `p` lands; meaningful only where `weight(of:)` is positive.
    public func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m13 + y * m23 + m33
        return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
    }

    /// The outline of `rect`'s image: its corners' images in order, with the part of the rectangle at or behind the
    /// eye (weight below `minimumWeight`) cut away first, so what is left projects to a proper polygon. Empty when
    /// all of it is behind the eye.
    public func outline(of rect: CGRect, minimumWeight: Double = 1e-3) -> [CGPoint] {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        var kept: [CGPoint] = []
        for (i, p) in corners.enumerated() {
            let q = corners[(i + 1) % 4]
            let wp = weight(of: p), wq = weight(of: q)
            if wp >= minimumWeight { kept.append(p) }
            if (wp >= minimumWeight) != (wq >= minimumWeight) {
                let t = CGFloat((minimumWeight - wp) / (wq - wp))
                kept.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
            }
        }
        return kept.map(apply)
    }

    /// The box around `rect`'s outline through the map (less what lies behind the eye); `.null` when none of it is in
    /// front of the eye or a corner lands at infinity.
    public func boundingBox(of rect: CGRect) -> CGRect { Self.boundingBox(ofOutline: outline(of: rect)) }

    /// The box around an outline `outline(of:)` made; `.null` when it is empty or a point lies at infinity.
    public static func boundingBox(ofOutline outline: [CGPoint]) -> CGRect {
        guard let first = outline.first else { return .null }
        let box = outline.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        return [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) ? box : .null
    }
}
