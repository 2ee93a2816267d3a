import Foundation

/// A web origin: scheme, host and port (0 for the scheme's default port, as WebKit reports it).
@MainActor
open class WKSecurityOrigin: NSObject {
    /// The scheme, without its colon: "https", "file".
    public let `protocol`: String
    /// The host; empty for file URLs and opaque origins.
    public let host: String
    /// The port, or 0 for the scheme's default.
    public let port: Int

    init(protocol: String, host: String, port: Int) {
        self.protocol = `protocol`
        self.host = host
        self.port = port
    }

    /// The origin of a document at `url`.
    convenience init(url: URL?) {
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        let scheme = components?.scheme?.lowercased() ?? ""
        let port = components?.port.flatMap { $0 == Self.defaultPorts[scheme] ? nil : $0 } ?? 0
        self.init(protocol: scheme, host: scheme == "file" ? "" : components?.host?.lowercased() ?? "", port: port)
    }

    /// An origin as a document serialises it (`window.origin`: "https://example.com:8443", "null" when opaque), or,
    /// when opaque, that of its URL's scheme alone (a file's document, a sandboxed frame).
    convenience init(serialized origin: String, url: URL?) {
        if origin != "null", let parsed = URL(string: origin), parsed.scheme != nil {
            self.init(url: parsed)
        } else {
            self.init(protocol: url?.scheme?.lowercased() ?? "", host: "", port: 0)
        }
    }

    private static let defaultPorts = ["http": 80, "https": 443, "ws": 80, "wss": 443]
}
