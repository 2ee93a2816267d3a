import Foundation

/// UIKit's and Core Animation's boxing of geometry in `NSValue`, as notifications' user info and animations'
/// `fromValue`/`toValue` carry it. Points, sizes and rectangles use Foundation's own boxes; the other kinds are
/// boxed as arrays of doubles (`[16d]` for a 3-D transform), because Foundation on Linux cannot box a structure by
/// its Objective-C type encoding. Reading a box of another kind gives zeros.
extension NSValue {
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle boxed.
    public var cgRectValue: CGRect { rectValue }

    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point boxed.
    public var cgPointValue: CGPoint { pointValue }

    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size boxed.
    public var cgSizeValue: CGSize { sizeValue }

    /// Boxes a vector.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [vector.dx, vector.dy]) }
    /// The vector boxed (zero for another kind of box).
    public var cgVectorValue: CGVector {
        let d = doubles(2)
        return CGVector(dx: d[0], dy: d[1])
    }

    /// Boxes an affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    /// The affine transform boxed (all zeros for another kind of box).
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// Boxes edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }
    /// The insets boxed (zero for another kind of box).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// Boxes a 3-D transform, as `CABasicAnimation(keyPath: "transform")` values are given.
    public convenience init(caTransform3D t: CATransform3D) { self.init(doubles: t.rows.flatMap { $0 }) }
    /// The 3-D transform boxed (all zeros for another kind of box).
    public var caTransform3DValue: CATransform3D {
        let d = doubles(16)
        return CATransform3D(rows: (0..<4).map { Array(d[($0 * 4)..<($0 * 4 + 4)]) })
    }

    /// The geometry boxed, as the structure it is (a point, size, rectangle or transform), for code that takes a
    /// value of any kind (animations' `fromValue`); nil for another kind of box.
    var unboxedGeometry: Any? {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") { return pointValue }
        if type.hasPrefix("{CGSize") { return sizeValue }
        if type.hasPrefix("{CGRect") { return rectValue }
        switch type {
        case "[16d]": return caTransform3DValue
        case "[6d]": return cgAffineTransformValue
        default: return nil
        }
    }

    private convenience init(doubles values: [CGFloat]) {
        let numbers = values.map(Double.init)
        self.init(bytes: numbers, objCType: "[\(numbers.count)d]")
    }

    /// The `count` doubles boxed, or zeros for a box of another kind.
    private func doubles(_ count: Int) -> [CGFloat] {
        guard String(cString: objCType) == "[\(count)d]" else { return Array(repeating: 0, count: count) }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
