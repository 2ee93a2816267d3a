import Foundation

/// Core Animation's 4 × 4 layer transform, in its row-vector layout: a point (x, y, z, 1) times the matrix, the
/// translation in `m41`…`m43`. `m34 = -1/d` adds perspective as seen from `d` points in front of the layer. Every
/// layer flattens what it draws into its own plane (as `CALayer` does on iOS; there is no `CATransformLayer`), so
/// on screen a transform acts through the 3 × 3 map it gives that plane (`projective`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// The first row: where the x axis goes (and, in m14, how x changes w).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: where the y axis goes (m24: how y changes w).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: where the z axis goes (m34 = -1/d: perspective from d points away).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation, and m44 the homogeneous weight.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity, as `CATransform3DIdentity`.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// Whether every entry is a finite number (`m34 = -1/0` is not).
    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    /// `self` then `other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows, b = other.rows
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } })
    }

    /// What the transform does to the layer's own plane (z = 0), depth dropped: rows and columns x, y and w.
    var projective: ProjectiveTransform {
        ProjectiveTransform(
            m11: Double(m11), m12: Double(m12), m13: Double(m14), m21: Double(m21), m22: Double(m22),
            m23: Double(m24), m31: Double(m41), m32: Double(m42), m33: Double(m44))
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); about (0, 0, 1) it is `CGAffineTransform(rotationAngle:)`.
/// A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = CGAffineTransform.exactSinCos(angle)  // quarter turns exact: a half flip is exactly edge-on
    let k = 1 - c
    return CATransform3D(
        m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `b` after `a`: a point goes through `a` first.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation by (tx, ty, tz), then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale by (sx, sy, sz), then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation by `angle` about (x, y, z), then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation returns).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan with partial pivoting on [t | I].
    var a = t.rows.enumerated().map { i, row in row + (0..<4).map { $0 == i ? CGFloat(1) : 0 } }
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
            abs(a[pivot][column]) > 1e-12
        else { return t }
        a.swapAt(column, pivot)
        let p = a[column][column]
        a[column] = a[column].map { $0 / p }
        for row in 0..<4 where row != column {
            let f = a[row][column]
            if f != 0 { a[row] = zip(a[row], a[column]).map { $0 - f * $1 } }
        }
    }
    return CATransform3D(rows: a.map { Array($0[4...]) })
}

/// The 3-D transform doing what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` maps the plane as an affine transform would: no depth in or out, no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (exact when `CATransform3DIsAffine(t)`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
