import Foundation

/// The vsync of a display with no vblank of its own to report (offscreen, a desktop window): a frame handed over is on
/// screen at the next multiple of the refresh interval on the loop's clock.
@MainActor
public struct SimulatedVsync {
    private let loop: MainLoop
    /// Seconds between vsyncs.
    public var refreshInterval: TimeInterval

    /// Vsyncs every `refreshInterval` seconds of `loop`'s clock.
    public init(loop: MainLoop, refreshInterval: TimeInterval) {
        self.loop = loop
        self.refreshInterval = refreshInterval
    }

    /// Runs `shown` at the next vsync, with its time.
    public func afterNextVsync(_ shown: @escaping @MainActor (MonotonicInstant) -> Void) {
        let interval = Int64((refreshInterval * 1e9).rounded())
        let vsync = MonotonicInstant(nanoseconds: (loop.now.nanoseconds / interval + 1) * interval)
        _ = loop.schedule(at: vsync) { shown(vsync) }
    }
}
