import Foundation

/// Core Animation's name for the keyframe calculation modes.
public typealias CAAnimationCalculationMode = CAKeyframeAnimation.CalculationMode

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`): `values` at `keyTimes`
/// (fractions of the duration; evenly spread when nil), each segment eased by its `timingFunctions` entry — or, for a
/// point property such as `position`, along a `path`, optionally turning the layer to the path's direction.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// How values between keyframes are computed.
    public struct CalculationMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Straight blends between neighbouring values.
        public static let linear = CalculationMode(rawValue: "linear")
        /// Each value held until the next key time.
        public static let discrete = CalculationMode(rawValue: "discrete")
        /// An even speed over the whole animation: key times and timing functions are ignored.
        public static let paced = CalculationMode(rawValue: "paced")
        /// A smooth curve through the values (Catmull–Rom, tightened by `tensionValues`).
        public static let cubic = CalculationMode(rawValue: "cubic")
        /// The smooth curve at an even speed.
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")

        var isPaced: Bool { self == .paced || self == .cubicPaced }
        var isCubic: Bool { self == .cubic || self == .cubicPaced }
    }

    /// The values to pass through, in order.
    open var values: [Any]?
    /// When each value is reached, 0…1 of the duration (evenly spaced when nil or of another count).
    open var keyTimes: [NSNumber]?
    /// The timing of each segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are found.
    open var calculationMode: CalculationMode = .linear
    /// The path a point property travels instead of `values` (each line or curve one keyframe segment).
    open var path: CGPath? { didSet { travelled = path.map(KeyframePath.init) } }
    /// Whether the layer turns to follow `path` (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?
    /// For the cubic modes, how tight the curve is at each value (1 straight, 0 Catmull–Rom, −1 loose).
    open var tensionValues: [NSNumber]?

    private var travelled: KeyframePath?
    private static let rotationKeyPath = "transform.rotation.z"

    override var keyPaths: [String] {
        super.keyPaths + (travelled != nil && rotationMode != nil ? [Self.rotationKeyPath] : [])
    }

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard let linear = cycleProgress(at: local) else { return nil }
        let eased = Double((timingFunction?.curve ?? .linear).value(at: CGFloat(linear)))
        if let travelled {
            let times = keyTimes.map { $0.map(\.doubleValue) }
            guard let (point, angle) = travelled.position(at: eased, keyTimes: times, paced: calculationMode.isPaced) else { return nil }
            if keyPath == Self.rotationKeyPath, rotationMode != nil, keyPath != self.keyPath {
                return angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
            }
            return keyPath == self.keyPath ? applied(point, over: model) : nil
        }
        guard keyPath == self.keyPath, let values, !values.isEmpty else { return nil }
        guard values.count > 1 else { return applied(values[0], over: model) }
        let times = calculationMode.isPaced ? pacedTimes(values) : keyTimes.flatMap { $0.count == values.count ? $0.map(\.doubleValue) : nil }
            ?? values.indices.map { Double($0) / Double(values.count - 1) }
        let progress = calculationMode.isPaced ? linear : eased
        if calculationMode == .discrete {
            return applied(values[times.lastIndex { $0 <= progress } ?? 0], over: model)
        }
        let segment = max(0, min(times.lastIndex { $0 <= progress } ?? 0, values.count - 2))
        let span = times[segment + 1] - times[segment]
        var t = span > 0 ? min(max((progress - times[segment]) / span, 0), 1) : 1
        if !calculationMode.isPaced, let functions = timingFunctions, segment < functions.count {
            t = Double(functions[segment].curve.value(at: CGFloat(t)))
        }
        if calculationMode.isCubic, let curved = cubic(values, segment: segment, t: t) { return applied(curved, over: model) }
        return applied(LayerValue.interpolate(values[segment], values[segment + 1], t), over: model)
    }

    /// Key times that give each stretch between values its share of the whole distance (numbers and points).
    private func pacedTimes(_ values: [Any]) -> [Double] {
        let steps = zip(values, values.dropFirst()).map { Self.distance($0, $1) }
        let total = steps.reduce(0, +)
        guard total > 0 else { return values.indices.map { Double($0) / Double(values.count - 1) } }
        var times = [0.0]
        for step in steps { times.append(times.last! + step / total) }
        return times
    }

    private static func distance(_ a: Any, _ b: Any) -> Double {
        switch (LayerValue.unboxed(a), LayerValue.unboxed(b)) {
        case let (p as CGPoint, q as CGPoint): Double(hypot(q.x - p.x, q.y - p.y))
        default: LayerValue.number(a).flatMap { x in LayerValue.number(b).map { abs($0 - x) } } ?? 1
        }
    }

    /// The Catmull–Rom (Kochanek–Bartels with tension) curve through values `segment` and `segment + 1`, for numbers
    /// and points; nil for other values, which blend straight.
    private func cubic(_ values: [Any], segment: Int, t: Double) -> Any? {
        let indices = [max(segment - 1, 0), segment, segment + 1, min(segment + 2, values.count - 1)]
        let tension = { (index: Int) in 1 - (self.tensionValues.flatMap { $0.count == values.count ? $0[index].doubleValue : nil } ?? 0) }
        let (m1, m2) = (tension(segment) / 2, tension(segment + 1) / 2)
        func curve(_ p: [Double]) -> Double {
            let (t2, t3) = (t * t, t * t * t)
            let (tangent1, tangent2) = (m1 * (p[2] - p[0]), m2 * (p[3] - p[1]))
            return (2 * t3 - 3 * t2 + 1) * p[1] + (t3 - 2 * t2 + t) * tangent1 + (-2 * t3 + 3 * t2) * p[2] + (t3 - t2) * tangent2
        }
        let unboxed = indices.map { LayerValue.unboxed(values[$0]) }
        if let points = unboxed as? [CGPoint] {
            return CGPoint(x: curve(points.map { Double($0.x) }), y: curve(points.map { Double($0.y) }))
        }
        let numbers = indices.compactMap { LayerValue.number(values[$0]) }
        return numbers.count == 4 ? CGFloat(curve(numbers)) : nil
    }
}
