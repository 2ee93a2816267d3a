import Foundation

/// A point on a monotonic clock in nanoseconds: `CLOCK_MONOTONIC` on a real loop, virtual time in tests. Integer
/// nanoseconds keep vsync arithmetic exact over months of uptime.
public struct MonotonicInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let zero = MonotonicInstant(nanoseconds: 0)

    /// Now on `CLOCK_MONOTONIC`.
    public static func now() -> MonotonicInstant {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return MonotonicInstant(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }

    /// Seconds, as `UITouch.timestamp` and `CACurrentMediaTime()` report time.
    public var seconds: TimeInterval { TimeInterval(nanoseconds) / 1e9 }

    public func adding(seconds: TimeInterval) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: nanoseconds + Int64((seconds * 1e9).rounded()))
    }

    public static func < (l: MonotonicInstant, r: MonotonicInstant) -> Bool { l.nanoseconds < r.nanoseconds }
    public var description: String { String(format: "%.6fs", seconds) }
}
