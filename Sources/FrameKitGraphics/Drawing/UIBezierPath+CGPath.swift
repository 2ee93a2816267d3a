import Foundation

/// Core Graphics' mutable path: the same type as `CGPath` and `UIBezierPath` in FrameKit.
public typealias CGMutablePath = UIBezierPath

/// Core Graphics' path API, as iOS code writes it (`CGPath(ellipseIn:transform:)`, `CGMutablePath()` built with
/// `addRect`, `addArc`, `addLines`…). One difference from UIBezierPath matters: on UIKit's y-down screen a Core
/// Graphics arc's `clockwise` is the reverse of what is seen (Core Graphics counts it in its own y-up space), while
/// UIBezierPath's is as seen; FrameKit keeps both, so code drawing either way looks as it does on iOS.
extension UIBezierPath {
    /// A path of the rectangle `rect`, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect)
        transform.map { apply($0.pointee) }
    }

    /// A path of the ellipse inscribed in `rect`, transformed by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ovalIn: rect)
        transform.map { apply($0.pointee) }
    }

    /// A path of `rect` with elliptical corners `cornerWidth` × `cornerHeight`, transformed by `transform` when given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        transform.map { apply($0.pointee) }
    }

    /// The box around the path's points, control points included.
    public var boundingBox: CGRect { bounds }

    /// The box around the path's curves themselves (control points that pull a curve do not widen it).
    public var boundingBoxOfPath: CGRect {
        var box: CGRect?
        var current = CGPoint.zero
        func include(_ p: CGPoint) { box = box?.union(CGRect(origin: p, size: .zero)) ?? CGRect(origin: p, size: .zero) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                include(p)
                current = p
            case .curve(let p, let c1, let c2):
                for i in 0...32 { include(Self.cubicPoint(current, c1, c2, p, at: CGFloat(i) / 32)) }
                current = p
            case .close: break
            }
        }
        return box ?? .null
    }

    /// A copy of the path.
    public func copy() -> CGPath {
        let copy = UIBezierPath()
        copy.append(self)
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }

    /// A copy of the path with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let result = copy()
        transform.map { result.apply($0.pointee) }
        return result
    }

    /// A mutable copy of the path (the same type here).
    public func mutableCopy() -> CGMutablePath? { copy() }

    /// Whether `point` is inside the path filled by `rule` (after `transform`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let probe = transformed(transform)
        probe.usesEvenOddFillRule = rule == .evenOdd
        return probe.contains(point)
    }

    // MARK: Building, as CGMutablePath

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform) { move(to: point.applying(transform)) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform) { addLine(to: point.applying(transform)) }

    /// Adds a cubic curve to `end` (Core Graphics' argument names).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform), controlPoint2: control2.applying(transform))
    }

    /// Adds a quadratic curve to `end` (Core Graphics' argument names).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(UIBezierPath(rect: rect).transformed(transform))
    }

    /// Adds a closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(UIBezierPath(ovalIn: rect).transformed(transform))
    }

    /// Adds `rect` with elliptical corners `cornerWidth` × `cornerHeight` as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        // A quarter ellipse as a cubic: the control points sit this far along the tangents.
        let k: CGFloat = 0.5522847498
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                      controlPoint1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        path.addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                      controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry), controlPoint2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                      controlPoint1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        path.addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                      controlPoint1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry), controlPoint2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        path.close()
        append(path.transformed(transform))
    }

    /// Adds an arc, preceded by a line from the current point to its start. `clockwise` is Core Graphics' (y up):
    /// on UIKit's y-down screen a `clockwise: true` arc turns counterclockwise, as on iOS.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard transform != .identity else {
            return addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
        let arc = UIBezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        arc.apply(transform)
        for (index, element) in arc.elements.enumerated() {
            switch element {
            // The arc's start joins the current subpath by a line, as Core Graphics joins it.
            case .move(let p): if index == 0 { addLine(to: p) } else { move(to: p) }
            case .line(let p): addLine(to: p)
            case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
            case .close: close()
            }
        }
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: counterclockwise in Core Graphics' y-up terms,
    /// clockwise as seen on UIKit's screen), preceded by a line from the current point.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }

    /// Adds a polyline through `points` as a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// Adds `path`'s subpaths.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { append(path.transformed(transform)) }

    /// Closes the current subpath (Core Graphics' name).
    public func closeSubpath() { close() }

    /// A copy of the path moved by `transform`.
    private func transformed(_ transform: CGAffineTransform) -> UIBezierPath {
        let result = copy()
        if transform != .identity { result.apply(transform) }
        return result
    }
}
