import Foundation

/// A 3-D transform taken apart into what animations blend and key paths name (`transform.rotation.y`,
/// `transform.scale`, …): scale, then rotation about x, y and z, then translation, then perspective. Blending the
/// parts, not the matrix entries, turns a flip instead of shrinking it. The matrix M splits as A·P, where
/// A = [L 0; t 1] is the affine part (L = scale · rotation) and P = [I p; 0 q] the perspective left over, which
/// stays the same while a layer turns under a fixed `m34`. Rotation is kept as Euler angles, so turning about one
/// axis — what iOS code animates — blends exactly; turns about several axes blend by angle, not along the shortest
/// arc, and a matrix with shear loses it.
struct TransformComponents3D: Equatable {
    var translation: [CGFloat] = [0, 0, 0]
    var rotation: [CGFloat] = [0, 0, 0]
    var scale: [CGFloat] = [1, 1, 1]
    /// p (three entries) and q.
    var perspective: [CGFloat] = [0, 0, 0, 1]

    init() {}

    init(_ m: CATransform3D) {
        let rows = m.rows
        var linear = rows[0..<3].map { Array($0[0..<3]) }
        translation = Array(rows[3][0..<3])
        let column = rows[0..<3].map { $0[3] }
        let p = Self.solve(linear, column) ?? column
        perspective = p + [rows[3][3] - zip(translation, p).reduce(0) { $0 + $1.0 * $1.1 }]
        scale = linear.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        if Self.determinant(linear) < 0 { scale[0] = -scale[0] }
        for i in 0..<3 where scale[i] != 0 { linear[i] = linear[i].map { $0 / scale[i] } }
        rotation = Self.eulerAngles(of: linear)
    }

    /// The matrix again: S · Rx · Ry · Rz, translated, then P.
    var transform: CATransform3D {
        var a = CATransform3DMakeScale(scale[0], scale[1], scale[2])
        a = a.concatenating(CATransform3DMakeRotation(rotation[0], 1, 0, 0))
        a = a.concatenating(CATransform3DMakeRotation(rotation[1], 0, 1, 0))
        a = a.concatenating(CATransform3DMakeRotation(rotation[2], 0, 0, 1))
        (a.m41, a.m42, a.m43) = (translation[0], translation[1], translation[2])
        var p = CATransform3DIdentity
        (p.m14, p.m24, p.m34, p.m44) = (perspective[0], perspective[1], perspective[2], perspective[3])
        return a.concatenating(p)
    }

    /// All thirteen numbers, for blending component by component.
    var components: [CGFloat] { translation + rotation + scale + perspective }

    init(components c: [CGFloat]) {
        translation = Array(c[0..<3])
        rotation = Array(c[3..<6])
        scale = Array(c[6..<9])
        perspective = Array(c[9..<13])
    }

    // MARK: Key paths

    /// The part a `transform.…` key path names (`rotation` alone is about z, `scale` alone the mean of x and y, as
    /// Core Animation reads them), or nil for another key path.
    func value(forKeyPath keyPath: String) -> CGFloat? {
        guard let (part, axis) = Self.parse(keyPath) else { return nil }
        switch (part, axis) {
        case ("scale", nil): return (scale[0] + scale[1]) / 2
        case ("rotation", nil): return rotation[2]
        case ("translation", nil): return nil
        case let (part, axis?): return self[part][axis]
        default: return nil
        }
    }

    /// Sets the part a `transform.…` key path names; false for another key path. `scale` alone sets all three,
    /// `rotation` alone the turn about z.
    mutating func setValue(_ value: CGFloat, forKeyPath keyPath: String) -> Bool {
        guard let (part, axis) = Self.parse(keyPath) else { return false }
        switch (part, axis) {
        case ("scale", nil): scale = [value, value, value]
        case ("rotation", nil): rotation[2] = value
        case let (part, axis?): self[part][axis] = value
        default: return false
        }
        return true
    }

    /// `transform.translation` as a size (x and y), the one compound component key path.
    var translationSize: CGSize {
        get { CGSize(width: translation[0], height: translation[1]) }
        set { (translation[0], translation[1]) = (newValue.width, newValue.height) }
    }

    private subscript(part: String) -> [CGFloat] {
        get { part == "rotation" ? rotation : part == "scale" ? scale : translation }
        set {
            switch part {
            case "rotation": rotation = newValue
            case "scale": scale = newValue
            default: translation = newValue
            }
        }
    }

    /// ("rotation", 1) for "transform.rotation.y"; nil unless the key path names a part.
    private static func parse(_ keyPath: String) -> (String, Int?)? {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count == 2 || parts.count == 3, parts[0] == "transform",
            ["rotation", "scale", "translation"].contains(parts[1])
        else { return nil }
        guard parts.count == 3 else { return (parts[1], nil) }
        guard let axis = ["x", "y", "z"].firstIndex(of: parts[2]) else { return nil }
        return (parts[1], axis)
    }

    // MARK: Linear algebra

    /// x with a·x = b (a's rows), or nil when a is singular.
    private static func solve(_ a: [[CGFloat]], _ b: [CGFloat]) -> [CGFloat]? {
        let det = determinant(a)
        guard abs(det) > 1e-12 else { return nil }
        return (0..<3).map { column in
            var m = a
            for row in 0..<3 { m[row][column] = b[row] }
            return determinant(m) / det
        }
    }

    private static func determinant(_ m: [[CGFloat]]) -> CGFloat {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// (a, b, c) with r = Rx(a) · Ry(b) · Rz(c) in the row layout; when b is a quarter turn, c is 0.
    private static func eulerAngles(of r: [[CGFloat]]) -> [CGFloat] {
        let b = asin(min(max(-r[0][2], -1), 1))
        guard abs(cos(b)) > 1e-9 else { return [atan2(-r[2][1], r[1][1]), b, 0] }
        return [atan2(r[1][2], r[2][2]), b, atan2(r[0][1], r[0][0])]
    }
}
