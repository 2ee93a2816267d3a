import Foundation

/// Velocity from the samples of the last 100 ms, so a finger that stops before it lifts ends with none.
struct VelocityTracker {
    static let window: TimeInterval = 0.1
    private var samples: [(time: TimeInterval, value: CGPoint)] = []

    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        samples.append((time, value))
        samples.removeAll { $0.time < time - Self.window }
    }

    /// Change per second over the window; zero with fewer than two samples in it.
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }

    mutating func removeAll() { samples.removeAll() }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}
