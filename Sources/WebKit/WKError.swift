import Foundation

/// Why a load or a script failed, with WebKit's message.
public struct WKError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case javaScriptInvalidFrameTarget = 12
        /// A load failed (the page could not be reached or read).
        case loadFailed = 100
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
    public var localizedDescription: String { message }
}
