import CCairo
import Foundation

/// A vector path of lines and cubic curves that fills and strokes into the current context, as in UIKit.
public final class UIBezierPath {
    package enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    package private(set) var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint = .zero

    /// The width `stroke()` draws with.
    public var lineWidth: CGFloat = 1
    /// The caps `stroke()` ends lines with.
    public var lineCapStyle: CGLineCap = .butt
    /// The joins `stroke()` turns corners with.
    public var lineJoinStyle: CGLineJoin = .miter
    /// Whether `fill()` uses the even-odd rule (else non-zero winding).
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let k: CGFloat = 0.552_284_749_8
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry), controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry), controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are circular of `cornerRadii.width` (clamped to half the shorter side), the
    /// others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else {
            self.init(rect: rect)
            return
        }
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let (topLeft, topRight) = (radius(.topLeft), radius(.topRight))
        let (bottomLeft, bottomRight) = (radius(.bottomLeft), radius(.bottomRight))
        self.init()
        move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        }
        close()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians, 0 along +x, clockwise on screen when `clockwise`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The point at `t` (0…1) of the cubic Bézier curve from `p0` to `p3` pulled by `c1` and `c2`.
    package static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    /// Whether it has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// Where the next segment starts (zero before any).
    public var currentPoint: CGPoint { current ?? .zero }

    /// Starts a new subpath at `p`.
    public func move(to p: CGPoint) {
        elements.append(.move(p))
        current = p
        subpathStart = p
    }

    /// Adds a straight line to `p`.
    public func addLine(to p: CGPoint) {
        if current == nil { move(to: p) } else { elements.append(.line(p)) }
        current = p
    }

    /// Adds a cubic Bézier curve to `p`.
    public func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        if current == nil { move(to: c1) }
        elements.append(.curve(p, c1, c2))
        current = p
    }

    /// Adds a quadratic Bézier curve to `p`.
    public func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) {
        let start = current ?? c
        addCurve(to: p, controlPoint1: start + (c - start) * (2.0 / 3.0), controlPoint2: p + (c - p) * (2.0 / 3.0))
    }

    /// Appends an arc; on a y-down screen `clockwise` is as seen, as in UIKit. Arcs become cubic curves of at most
    /// 90° each.
    public func addArc(withCenter c: CGPoint, radius r: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = endAngle - startAngle
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        let start = CGPoint(x: c.x + r * cos(startAngle), y: c.y + r * sin(startAngle))
        if current == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int(ceil(abs(sweep) / (.pi / 2) - 1e-9)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
            let p1 = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            addCurve(
                to: p1, controlPoint1: CGPoint(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0)),
                controlPoint2: CGPoint(x: p1.x + k * r * sin(a1), y: p1.y - k * r * cos(a1)))
            a0 = a1
        }
    }

    /// Closes the current subpath.
    public func close() {
        elements.append(.close)
        current = subpathStart
    }

    /// Adds `other`'s elements after its own.
    public func append(_ other: UIBezierPath) {
        elements += other.elements
        current = other.current ?? current
        if other.elements.contains(where: { if case .move = $0 { true } else { false } }) {
            subpathStart = other.subpathStart
        }
    }

    /// Empties the path.
    public func removeAllPoints() {
        elements.removeAll()
        current = nil
    }

    /// Transforms every point of the path.
    public func apply(_ t: CGAffineTransform) {
        elements = elements.map {
            switch $0 {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case .curve(let p, let c1, let c2): .curve(p.applying(t), c1.applying(t), c2.applying(t))
            case .close: .close
            }
        }
        current = current?.applying(t)
        subpathStart = subpathStart.applying(t)
    }

    /// The box around every point of the path, control points included, as UIKit's `bounds`.
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled area, under the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        let probe = PixelBuffer(width: 1, height: 1)
        let context = CGContext(buffer: probe)
        context.addPath(self)
        cairo_set_fill_rule(
            context.cairo, usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(context.cairo, Double(point.x), Double(point.y)) != 0
    }

    /// Fills the path with the context's fill colour (`UIColor.setFill()`).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(self)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour (`UIColor.setStroke()`) and this path's line style.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(self)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(self)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension UIColor {
    /// Makes this the current context's fill colour, which `UIBezierPath.fill()` and `UIRectFill` use (as in UIKit,
    /// the colour belongs to the context: each view's drawing starts from black).
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(self)
    }

    /// Makes this the current context's stroke colour, which `UIBezierPath.stroke()` uses.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(self)
    }

    /// Sets both fill and stroke colours.
    public func set() {
        setFill()
        setStroke()
    }
}

/// Fills `rect` in the current context with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIBezierPath {
    /// Each subpath as the points of its outline, curves flattened to 16 segments each; a closed subpath ends where
    /// it began.
    package func polylines() -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var line: [CGPoint] = []
        func finish() {
            if line.count > 1 { lines.append(line) }
            line = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                line = [p]
            case .line(let p): line.append(p)
            case .curve(let p, let c1, let c2):
                let p0 = line.last ?? .zero
                line += (1...16).map { Self.cubicPoint(p0, c1, c2, p, at: CGFloat($0) / 16) }
            case .close:
                if let first = line.first, line.last != first { line.append(first) }
                finish()
            }
        }
        finish()
        return lines
    }

    /// For each subpath, the horizontal span its outline covers between heights `y0` and `y1` (closed, curves
    /// flattened): what an exclusion path keeps clear on a line of text.
    package func horizontalExtents(between y0: CGFloat, and y1: CGFloat) -> [ClosedRange<CGFloat>] {
        polylines().compactMap { line in
            var span: ClosedRange<CGFloat>?
            for (a, b) in zip(line, line.dropFirst() + [line[0]]) {
                let (a, b) = a.y <= b.y ? (a, b) : (b, a)
                guard b.y >= y0, a.y <= y1 else { continue }
                func x(at y: CGFloat) -> CGFloat { b.y == a.y ? a.x : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y) }
                let xs = [x(at: max(a.y, y0)), x(at: min(b.y, y1))]
                let piece = xs.min()!...xs.max()!
                span = span.map { min($0.lowerBound, piece.lowerBound)...max($0.upperBound, piece.upperBound) } ?? piece
            }
            return span
        }
    }
}
