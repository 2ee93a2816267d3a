import Foundation

/// A `CAKeyframeAnimation`'s path as the animated point travels it: each line and curve of the path is a segment
/// (a move starts the next without being travelled; a close returns to the subpath's start), with its length measured
/// along the curve, so a point and its direction can be found by segment and parameter or by distance travelled.
struct KeyframePath {
    /// One segment: a cubic from `from` to `to` (a line has its control points on it).
    struct Segment {
        let from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint
        /// The length, measured over 24 straight pieces.
        let length: CGFloat

        init(from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint) {
            (self.from, self.control1, self.control2, self.to) = (from, control1, control2, to)
            var length: CGFloat = 0
            var previous = from
            for i in 1...24 {
                let point = UIBezierPath.cubicPoint(from, control1, control2, to, at: CGFloat(i) / 24)
                length += hypot(point.x - previous.x, point.y - previous.y)
                previous = point
            }
            self.length = length
        }

        init(line from: CGPoint, to: CGPoint) {
            func along(_ share: CGFloat) -> CGPoint { CGPoint(x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share) }
            self.init(from: from, control1: along(1.0 / 3), control2: along(2.0 / 3), to: to)
        }

        func point(at t: CGFloat) -> CGPoint { UIBezierPath.cubicPoint(from, control1, control2, to, at: t) }

        /// The direction of travel at `t`, in radians from the x axis (y down, as the screen).
        func angle(at t: CGFloat) -> CGFloat {
            let u = 1 - t
            let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
            let dx = a * (control1.x - from.x) + b * (control2.x - control1.x) + c * (to.x - control2.x)
            let dy = a * (control1.y - from.y) + b * (control2.y - control1.y) + c * (to.y - control2.y)
            return dx == 0 && dy == 0 ? atan2(to.y - from.y, to.x - from.x) : atan2(dy, dx)
        }
    }

    let segments: [Segment]
    let length: CGFloat

    init(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                (current, start) = (p, p)
            case .line(let p):
                segments.append(Segment(line: current, to: p))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(Segment(from: current, control1: c1, control2: c2, to: p))
                current = p
            case .close:
                if current != start { segments.append(Segment(line: current, to: start)) }
                current = start
            }
        }
        self.segments = segments
        length = segments.reduce(0) { $0 + $1.length }
    }

    /// Where the point is, and which way it heads, `progress` (0…1) of the way: by segment (each the same share of
    /// the time, or its share of `keyTimes`), or by distance when `paced`.
    func position(at progress: Double, keyTimes: [Double]?, paced: Bool) -> (point: CGPoint, angle: CGFloat)? {
        guard !segments.isEmpty else { return nil }
        let (index, t) = paced ? locate(distance: CGFloat(progress) * length) : locate(progress, keyTimes: keyTimes)
        return (segments[index].point(at: t), segments[index].angle(at: t))
    }

    private func locate(_ progress: Double, keyTimes: [Double]?) -> (Int, CGFloat) {
        let times = keyTimes.flatMap { $0.count == segments.count + 1 ? $0 : nil }
            ?? (0...segments.count).map { Double($0) / Double(segments.count) }
        let index = max(0, min(times.lastIndex { $0 <= progress } ?? 0, segments.count - 1))
        let span = times[index + 1] - times[index]
        return (index, CGFloat(span > 0 ? min(max((progress - times[index]) / span, 0), 1) : 1))
    }

    /// The segment and parameter `distance` along the path (the parameter found along the curve's own measure).
    private func locate(distance: CGFloat) -> (Int, CGFloat) {
        var remaining = max(0, distance)
        for (index, segment) in segments.enumerated() {
            if remaining <= segment.length || index == segments.count - 1 {
                return (index, segment.length > 0 ? parameter(of: segment, at: min(remaining, segment.length)) : 1)
            }
            remaining -= segment.length
        }
        return (segments.count - 1, 1)
    }

    /// The parameter at which `distance` along `segment` is reached, by its 24 measured pieces.
    private func parameter(of segment: Segment, at distance: CGFloat) -> CGFloat {
        var travelled: CGFloat = 0
        var previous = segment.from
        for i in 1...24 {
            let point = segment.point(at: CGFloat(i) / 24)
            let piece = hypot(point.x - previous.x, point.y - previous.y)
            if travelled + piece >= distance, piece > 0 { return (CGFloat(i - 1) + (distance - travelled) / piece) / 24 }
            travelled += piece
            previous = point
        }
        return 1
    }
}
