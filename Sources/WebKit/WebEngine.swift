import CWebKitBridge
import Dispatch

/// WPE WebKit's thread: WebKit must always be called from the one thread it first ran on, and on Linux the main
/// queue hops between libdispatch's workers, so WebKit lives on a thread of its own running GLib's main context
/// (asleep while pages are idle). The main actor calls into it synchronously with `run`; what WebKit reports comes
/// back to the main queue (see `WKWebView`'s callbacks).
enum WebEngine {
    /// Starts the thread and WPE on it (once): nil, or why web views cannot show pages.
    static func start() -> String? {
        var message = [CChar](repeating: 0, count: 256)
        guard fk_webkit_start(&message, message.count) != 0 else { return nil }
        return message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Runs `body` on WebKit's thread and returns its result; the caller waits, so what `body` uses stays its own.
    static func run<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            var result: Result?
            var job: () -> Void = { result = body() }
            withUnsafeMutablePointer(to: &job) { job in
                fk_webkit_run({ $0!.assumingMemoryBound(to: (() -> Void).self).pointee() }, job)
            }
            return result!
        }
    }
}
