import Foundation

/// The SF Symbols names FrameKit draws for `UIImage(systemName:)`: each is strokes and fills in a unit square, drawn
/// at the configuration's size with the weight's stroke width. Apple's glyphs cannot ship with FrameKit, so these are
/// its own drawings of the symbols kiosk apps use most; a name not here gives nil, as an unknown name does in UIKit.
public enum SystemSymbol {
    /// The names FrameKit draws.
    public static var names: [String] { shapes.keys.sorted() }

    /// `name` drawn in black at `configuration`, or nil for a name FrameKit does not draw.
    static func image(named name: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let shape = shapes[name] else { return nil }
        let side = (configuration.resolvedPointSize * configuration.scale.sideFactor).rounded()
        let pen = SymbolPen(side: side, lineWidth: configuration.resolvedPointSize * configuration.weight.strokeFraction)
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            shape(pen)
        }
    }

    private static let shapes: [String: @Sendable (SymbolPen) -> Void] = [
        "chevron.left": { $0.lines([(0.65, 0.12), (0.3, 0.5), (0.65, 0.88)]) },
        "chevron.right": { $0.lines([(0.35, 0.12), (0.7, 0.5), (0.35, 0.88)]) },
        "chevron.up": { $0.lines([(0.12, 0.65), (0.5, 0.3), (0.88, 0.65)]) },
        "chevron.down": { $0.lines([(0.12, 0.35), (0.5, 0.7), (0.88, 0.35)]) },
        "xmark": { pen in
            pen.lines([(0.18, 0.18), (0.82, 0.82)])
            pen.lines([(0.82, 0.18), (0.18, 0.82)])
        },
        "plus": { pen in
            pen.lines([(0.5, 0.12), (0.5, 0.88)])
            pen.lines([(0.12, 0.5), (0.88, 0.5)])
        },
        "minus": { $0.lines([(0.12, 0.5), (0.88, 0.5)]) },
        "checkmark": { $0.lines([(0.12, 0.55), (0.38, 0.82), (0.88, 0.18)]) },
        "star": { $0.polygon(SymbolPen.star, filled: false) },
        "star.fill": { $0.polygon(SymbolPen.star, filled: true) },
        "heart": { $0.heart(filled: false) },
        "heart.fill": { $0.heart(filled: true) },
        "magnifyingglass": { pen in
            pen.circle(0.42, 0.42, 0.28, filled: false)
            pen.lines([(0.63, 0.63), (0.88, 0.88)])
        },
        "house": { $0.house(filled: false) },
        "house.fill": { $0.house(filled: true) },
        "person": { $0.person(filled: false) },
        "person.fill": { $0.person(filled: true) },
        "circle": { $0.circle(0.5, 0.5, 0.4, filled: false) },
        "circle.fill": { $0.circle(0.5, 0.5, 0.42, filled: true) },
        "square": { $0.box(0.12, 0.12, 0.76, 0.76, radius: 0.12, filled: false) },
        "square.fill": { $0.box(0.1, 0.1, 0.8, 0.8, radius: 0.12, filled: true) },
        "info.circle": { pen in
            pen.circle(0.5, 0.5, 0.4, filled: false)
            pen.circle(0.5, 0.3, 0.05, filled: true)
            pen.lines([(0.5, 0.44), (0.5, 0.72)])
        },
        "exclamationmark.triangle": { pen in
            pen.polygon([(0.5, 0.1), (0.92, 0.86), (0.08, 0.86)], filled: false)
            pen.lines([(0.5, 0.36), (0.5, 0.6)])
            pen.circle(0.5, 0.72, 0.045, filled: true)
        },
        "trash": { pen in
            pen.lines([(0.12, 0.22), (0.88, 0.22)])
            pen.lines([(0.38, 0.22), (0.42, 0.1), (0.58, 0.1), (0.62, 0.22)])
            pen.polygon([(0.2, 0.22), (0.26, 0.9), (0.74, 0.9), (0.8, 0.22)], filled: false)
            pen.lines([(0.4, 0.38), (0.41, 0.76)])
            pen.lines([(0.6, 0.38), (0.59, 0.76)])
        },
        "gearshape": { pen in
            for tooth in 0..<8 {
                let angle = CGFloat(tooth) * .pi / 4
                pen.lines([(0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle)), (0.5 + 0.44 * cos(angle), 0.5 + 0.44 * sin(angle))])
            }
            pen.circle(0.5, 0.5, 0.3, filled: false)
            pen.circle(0.5, 0.5, 0.12, filled: false)
        },
        "arrow.left": { pen in
            pen.lines([(0.88, 0.5), (0.14, 0.5)])
            pen.lines([(0.42, 0.2), (0.12, 0.5), (0.42, 0.8)])
        },
        "arrow.right": { pen in
            pen.lines([(0.12, 0.5), (0.86, 0.5)])
            pen.lines([(0.58, 0.2), (0.88, 0.5), (0.58, 0.8)])
        },
        "arrow.up": { pen in
            pen.lines([(0.5, 0.88), (0.5, 0.14)])
            pen.lines([(0.2, 0.42), (0.5, 0.12), (0.8, 0.42)])
        },
        "arrow.down": { pen in
            pen.lines([(0.5, 0.12), (0.5, 0.86)])
            pen.lines([(0.2, 0.58), (0.5, 0.88), (0.8, 0.58)])
        },
        "arrow.clockwise": { pen in
            pen.arc(0.5, 0.55, 0.32, from: -0.35 * .pi, to: 1.35 * .pi)
            pen.lines([(0.55, 0.12), (0.76, 0.26), (0.58, 0.42)])
        },
        "square.and.arrow.up": { pen in
            pen.lines([(0.34, 0.42), (0.2, 0.42), (0.2, 0.9), (0.8, 0.9), (0.8, 0.42), (0.66, 0.42)])
            pen.lines([(0.5, 0.64), (0.5, 0.1)])
            pen.lines([(0.32, 0.26), (0.5, 0.08), (0.68, 0.26)])
        },
        "ellipsis": { pen in for x in [0.2, 0.5, 0.8] { pen.circle(x, 0.5, 0.08, filled: true) } },
        "line.3.horizontal": { pen in for y in [0.25, 0.5, 0.75] { pen.lines([(0.12, y), (0.88, y)]) } },
        "play.fill": { $0.polygon([(0.24, 0.12), (0.86, 0.5), (0.24, 0.88)], filled: true) },
        "pause.fill": { pen in
            pen.box(0.22, 0.12, 0.2, 0.76, radius: 0.04, filled: true)
            pen.box(0.58, 0.12, 0.2, 0.76, radius: 0.04, filled: true)
        },
        "stop.fill": { $0.box(0.16, 0.16, 0.68, 0.68, radius: 0.08, filled: true) },
        "clock": { pen in
            pen.circle(0.5, 0.5, 0.4, filled: false)
            pen.lines([(0.5, 0.24), (0.5, 0.5), (0.7, 0.62)])
        },
    ]
}

/// Draws in a unit square scaled to a symbol's side, stroking with the weight's line width (round caps and joins).
struct SymbolPen: Sendable {
    let side: CGFloat
    let lineWidth: CGFloat

    static let star: [(CGFloat, CGFloat)] = (0..<10).map { index in
        let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
        let radius: CGFloat = index.isMultiple(of: 2) ? 0.44 : 0.18
        return (0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
    }

    private func point(_ p: (CGFloat, CGFloat)) -> CGPoint { CGPoint(x: p.0 * side, y: p.1 * side) }

    private func finish(_ path: UIBezierPath, filled: Bool) {
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        if filled { path.fill() } else { path.stroke() }
    }

    func lines(_ points: [(CGFloat, CGFloat)]) {
        let path = UIBezierPath()
        path.move(to: point(points[0]))
        for p in points.dropFirst() { path.addLine(to: point(p)) }
        finish(path, filled: false)
    }

    func polygon(_ points: [(CGFloat, CGFloat)], filled: Bool) {
        let path = UIBezierPath()
        path.move(to: point(points[0]))
        for p in points.dropFirst() { path.addLine(to: point(p)) }
        path.close()
        finish(path, filled: filled)
    }

    func circle(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, filled: Bool) {
        finish(UIBezierPath(ovalIn: CGRect(x: (x - radius) * side, y: (y - radius) * side, width: 2 * radius * side, height: 2 * radius * side)), filled: filled)
    }

    func arc(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, from start: CGFloat, to end: CGFloat) {
        finish(UIBezierPath(arcCenter: point((x, y)), radius: radius * side, startAngle: start, endAngle: end, clockwise: true), filled: false)
    }

    func box(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius: CGFloat, filled: Bool) {
        let rect = CGRect(x: x * side, y: y * side, width: width * side, height: height * side)
        finish(UIBezierPath(roundedRect: rect, cornerRadius: radius * side), filled: filled)
    }

    func heart(filled: Bool) {
        let path = UIBezierPath()
        path.move(to: point((0.5, 0.86)))
        path.addCurve(to: point((0.1, 0.36)), controlPoint1: point((0.3, 0.7)), controlPoint2: point((0.1, 0.55)))
        path.addArc(withCenter: point((0.3, 0.32)), radius: 0.2 * side, startAngle: .pi * 1.05, endAngle: 0, clockwise: true)
        path.addArc(withCenter: point((0.7, 0.32)), radius: 0.2 * side, startAngle: .pi, endAngle: -0.05 * .pi, clockwise: true)
        path.addCurve(to: point((0.5, 0.86)), controlPoint1: point((0.9, 0.55)), controlPoint2: point((0.7, 0.7)))
        path.close()
        finish(path, filled: filled)
    }

    func house(filled: Bool) {
        polygon([(0.5, 0.1), (0.9, 0.46), (0.8, 0.46), (0.8, 0.88), (0.2, 0.88), (0.2, 0.46), (0.1, 0.46)], filled: filled)
    }

    func person(filled: Bool) {
        circle(0.5, 0.3, 0.18, filled: filled)
        let body = UIBezierPath(arcCenter: point((0.5, 0.9)), radius: 0.36 * side, startAngle: .pi, endAngle: 0, clockwise: true)
        body.close()
        finish(body, filled: filled)
    }
}
