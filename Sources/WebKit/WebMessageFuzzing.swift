import Foundation

/// What WKWebView does with a frame's message over bytes a fuzzer made (Fuzz/, WebMessageFuzzer): the relay's JSON
/// read and checked, the frame's origin parsed, its body made Foundation values. Not for apps.
@_spi(Fuzzing) public enum WebMessageFuzzing {
    /// Reads `text` as the relay hands a message over and as a frame's origin and URL; the handler's name and the
    /// origin, or nil when the message is refused.
    @MainActor public static func read(_ text: String) -> (name: String, origin: String)? {
        _ = WKSecurityOrigin(serialized: text, url: URL(string: text))
        guard let posted = ScriptMessageRelay.posted(from: text) else { return nil }
        let origin = WKSecurityOrigin(serialized: posted.origin, url: posted.url)
        return (posted.name, "\(origin.protocol)://\(origin.host):\(origin.port)")
    }
}
