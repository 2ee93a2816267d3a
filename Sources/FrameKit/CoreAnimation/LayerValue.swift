import Foundation

/// The arithmetic explicit animations do on the values layers animate: numbers (however they are boxed), points,
/// sizes, rectangles, colours, lists of colours and 3-D transforms — given plainly or boxed in `NSValue`.
enum LayerValue {
    /// The value itself for one boxed in an `NSValue` (a point, rectangle, transform…); any other value as it is.
    static func unboxed(_ value: Any?) -> Any? {
        guard let box = value as? NSValue, !(value is NSNumber) else { return value }
        return box.unboxedGeometry ?? value
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// `a + (b − a)·t`; nil when the two are not of one animatable kind.
    static func interpolate(_ a: Any?, _ b: Any?, _ t: Double) -> Any? {
        let (a, b) = (unboxed(a), unboxed(b))
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        if let x = number(a), let y = number(b) { return CGFloat(x + (y - x) * t) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y))
        case let (p as CGSize, q as CGSize): return CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height))
        case let (p as CGRect, q as CGRect):
            return CGRect(x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width), height: mix(p.height, q.height))
        case let (p as UIColor, q as UIColor):
            return UIColor(red: mix(p.red, q.red), green: mix(p.green, q.green), blue: mix(p.blue, q.blue), alpha: mix(p.alpha, q.alpha))
        case let (p as CATransform3D, q as CATransform3D):
            let (x, y) = (TransformComponents3D(p).components, TransformComponents3D(q).components)
            return TransformComponents3D(components: zip(x, y).map { mix($0, $1) }).transform
        case let (p as [Any], q as [Any]) where p.count == q.count:
            let mixed = zip(p, q).map { interpolate($0, $1, t) }
            return mixed.contains { $0 == nil } ? nil : mixed.map { $0! }
        default: return nil
        }
    }

    /// `a + b`, for `byValue` and additive animations; for transforms, `a` then `b`.
    static func add(_ a: Any?, _ b: Any?) -> Any? {
        let (a, b) = (unboxed(a), unboxed(b))
        if case let (p as CATransform3D, q as CATransform3D) = (a, b) { return p.concatenating(q) }
        if let x = number(a), let y = number(b) { return CGFloat(x + y) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x + q.x, y: p.y + q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width + q.width, height: p.height + q.height)
        case let (p as CGRect, q as CGRect):
            return CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height)
        default: return nil
        }
    }

    /// `a − b`.
    static func subtract(_ a: Any?, _ b: Any?) -> Any? {
        guard let negated = negate(b) else { return nil }
        return add(a, negated)
    }

    private static func negate(_ value: Any?) -> Any? {
        let value = unboxed(value)
        if let t = value as? CATransform3D { return CATransform3DInvert(t) }
        if let x = number(value) { return CGFloat(-x) }
        switch value {
        case let p as CGPoint: return CGPoint(x: -p.x, y: -p.y)
        case let s as CGSize: return CGSize(width: -s.width, height: -s.height)
        case let r as CGRect: return CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height)
        default: return nil
        }
    }
}
