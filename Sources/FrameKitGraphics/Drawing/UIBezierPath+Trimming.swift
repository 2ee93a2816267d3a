import Foundation

/// Core Graphics' path type: iOS code hands `UIBezierPath(...).cgPath` to shape layers; FrameKit's paths are one type.
public typealias CGPath = UIBezierPath

extension UIBezierPath {
    /// The path itself: FrameKit's UIBezierPath and CGPath are one type.
    public var cgPath: CGPath { self }

    /// The path as straight segments (curves divided in 24), each marked when it starts a subpath.
    private func segments() -> [(from: CGPoint, to: CGPoint, startsSubpath: Bool)] {
        var result: [(CGPoint, CGPoint, Bool)] = []
        var current = CGPoint.zero, start = CGPoint.zero, fresh = true
        func add(_ to: CGPoint) {
            result.append((current, to, fresh))
            fresh = false
            current = to
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                fresh = true
            case .line(let p): add(p)
            case .curve(let p, let c1, let c2):
                let from = current
                for i in 1...24 { add(Self.cubicPoint(from, c1, c2, p, at: CGFloat(i) / 24)) }
            case .close:
                add(start)
                fresh = true
            }
        }
        return result
    }

    /// The part of the path from `start` to `end`, fractions of its length (`CAShapeLayer`'s `strokeStart` and
    /// `strokeEnd`): curves come back as the short segments they were measured by.
    public func trimmed(from start: CGFloat, to end: CGFloat) -> UIBezierPath {
        let trimmed = UIBezierPath()
        trimmed.lineWidth = lineWidth
        trimmed.lineCapStyle = lineCapStyle
        trimmed.lineJoinStyle = lineJoinStyle
        let pieces = segments()
        let total = pieces.reduce(0) { $0 + hypot($1.to.x - $1.from.x, $1.to.y - $1.from.y) }
        let (lower, upper) = (max(min(start, end), 0) * total, min(max(start, end), 1) * total)
        guard total > 0, upper > lower else { return trimmed }
        var walked: CGFloat = 0
        var drawing = false
        for piece in pieces {
            let length = hypot(piece.to.x - piece.from.x, piece.to.y - piece.from.y)
            defer { walked += length }
            if piece.startsSubpath { drawing = false }
            guard walked + length > lower, walked < upper, length > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(max((distance - walked) / length, 0), 1)
                return CGPoint(x: piece.from.x + (piece.to.x - piece.from.x) * t, y: piece.from.y + (piece.to.y - piece.from.y) * t)
            }
            if !drawing {
                trimmed.move(to: point(at: max(lower, walked)))
                drawing = true
            }
            trimmed.addLine(to: point(at: min(upper, walked + length)))
        }
        return trimmed
    }
}
