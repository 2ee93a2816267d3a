import Foundation

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`): `values` at `keyTimes`
/// (fractions of the duration; evenly spread when nil), each segment eased by its `timingFunctions` entry.
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
        /// Drawn as linear on FrameKit.
        public static let paced = CalculationMode(rawValue: "paced")
        /// Smooth curves through the values (FrameKit blends them linearly).
        public static let cubic = CalculationMode(rawValue: "cubic")
        /// Smooth and evenly paced (FrameKit blends linearly by key time).
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
    }

    /// The values to pass through, in order.
    open var values: [Any]?
    /// When each value is reached, 0…1 of the duration (evenly spaced when nil or of another count).
    open var keyTimes: [NSNumber]?
    /// The timing of each segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are found.
    open var calculationMode: CalculationMode = .linear

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard keyPath == self.keyPath, let values, !values.isEmpty, let linear = cycleProgress(at: local) else { return nil }
        guard values.count > 1 else { return applied(values[0], over: model) }
        let progress = Double((timingFunction?.curve ?? .linear).value(at: CGFloat(linear)))
        let times = keyTimes.flatMap { $0.count == values.count ? $0.map(\.doubleValue) : nil }
            ?? values.indices.map { Double($0) / Double(values.count - 1) }
        let segment = max(0, min(times.lastIndex { $0 <= progress } ?? 0, values.count - 2))
        if calculationMode == .discrete {
            return applied(values[times.lastIndex { $0 <= progress } ?? 0], over: model)
        }
        let span = times[segment + 1] - times[segment]
        var t = span > 0 ? min(max((progress - times[segment]) / span, 0), 1) : 1
        if let functions = timingFunctions, segment < functions.count {
            t = Double(functions[segment].curve.value(at: CGFloat(t)))
        }
        return applied(LayerValue.interpolate(values[segment], values[segment + 1], t), over: model)
    }
}
