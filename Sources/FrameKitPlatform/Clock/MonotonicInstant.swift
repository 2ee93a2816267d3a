import Foundation

/// A point on a monotonic clock in nanoseconds: `CLOCK_MONOTONIC` on a real loop, virtual time in tests. Integer
/// nanoseconds keep vsync arithmetic exact over months of uptime.
public struct MonotonicInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's start.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the clock's start.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The clock's start.
    public static let zero = MonotonicInstant(nanoseconds: 0)

    /// Now on `CLOCK_MONOTONIC`.
    public static func now() -> MonotonicInstant {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return MonotonicInstant(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }

    /// Seconds, as `UITouch.timestamp` and `CACurrentMediaTime()` report time.
    public var seconds: TimeInterval { TimeInterval(nanoseconds) / 1e9 }

    /// The instant `seconds` later (earlier when negative), rounded to the nanosecond.
    public func adding(seconds: TimeInterval) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: nanoseconds + Int64((seconds * 1e9).rounded()))
    }

    /// Whether `l` comes before `r`.
    public static func < (l: MonotonicInstant, r: MonotonicInstant) -> Bool { l.nanoseconds < r.nanoseconds }
    public var description: String { String(format: "%.6fs", seconds) }
}
