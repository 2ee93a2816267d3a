import Dispatch
import Foundation
import FrameKitPlatform

/// Delivers SIGTERM, SIGINT and SIGHUP on the main queue instead of killing the process, so the app can restore the
/// display and console and call `applicationWillTerminate` before it exits.
@MainActor
public final class SignalWatcher {
    private var sources: [DispatchSourceSignal] = []

    /// Delivers `signals` to `handler` on the main queue until the watcher is released.
    public init(signals: [Int32] = [SIGTERM, SIGINT, SIGHUP], handler: @escaping @MainActor (Int32) -> Void) {
        for sig in signals {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler(sig) } }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching and gives the signals their default action back.
    public func cancel() {
        for source in sources {
            source.cancel()
            signal(Int32(source.handle), SIG_DFL)
        }
        sources.removeAll()
    }
}
