import CWebKitBridge
import Dispatch
import Foundation

/// GLib's main context, which WebKit's UI process runs on, driven from the app's main queue: the descriptors GLib
/// waits on are dispatch read/write sources and its next timeout a one-shot timer, so an idle page costs no wake-ups;
/// when one fires, what is due runs and the watch is set up again.
@MainActor
final class WebContentLoop {
    static let shared = WebContentLoop()

    private var readers: [Int32: any DispatchSourceProtocol] = [:]
    private var timer: (any DispatchSourceTimer)?
    private var started = false
    private static let capacity = 64

    /// Starts watching (once).
    func start() {
        guard !started else { return }
        started = true
        watch()
    }

    /// Runs what is due now, then watches again.
    private func turn() {
        fk_glib_dispatch()
        watch()
    }

    /// Asks GLib what to wait for and waits for it on the main queue.
    private func watch() {
        var fds = [Int32](repeating: -1, count: Self.capacity), events = [Int16](repeating: 0, count: Self.capacity)
        var timeout: Int32 = -1
        let count = Int(fk_glib_prepare(&fds, &events, Int32(Self.capacity), &timeout))
        // More descriptors than the watch holds: the rest are looked at every 10 ms.
        if count > Self.capacity { timeout = timeout < 0 ? 10 : min(timeout, 10) }
        var wanted: [Int32: Int16] = [:]
        for i in 0..<min(count, Self.capacity) { wanted[fds[i]] = events[i] }
        for (fd, source) in readers where wanted[fd] == nil {
            source.cancel()
            readers[fd] = nil
        }
        for (fd, mask) in wanted where readers[fd] == nil {
            let source: any DispatchSourceProtocol = mask & 4 != 0
                ? DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
                : DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { WebContentLoop.shared.turn() } }
            source.resume()
            readers[fd] = source
        }
        timer?.cancel()
        timer = nil
        guard timeout >= 0 else { return }
        let next = DispatchSource.makeTimerSource(queue: .main)
        next.schedule(deadline: .now() + .milliseconds(Int(timeout)), leeway: .milliseconds(1))
        next.setEventHandler { MainActor.assumeIsolated { WebContentLoop.shared.turn() } }
        next.resume()
        timer = next
    }

    /// Runs GLib for up to `seconds` of real time, returning as soon as `done` holds (tests and synchronous waits).
    func run(for seconds: TimeInterval, until done: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !done() {
            guard Date() < end else { return false }
            fk_glib_iterate(Int32(min(50, max(1, end.timeIntervalSinceNow * 1000))))
        }
        return true
    }
}
