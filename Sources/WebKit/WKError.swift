import Foundation

/// Why a load or a script failed, with WebKit's message.
public struct WKError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, with WebKit's codes.
    public enum Code: Int, Sendable {
        /// Something else.
        case unknown = 1
        /// The web process ended.
        case webContentProcessTerminated = 2
        /// A script threw.
        case javaScriptExceptionOccurred = 4
        /// A script's result cannot be returned as a Foundation value.
        case javaScriptResultTypeIsUnsupported = 5
        /// The frame a script was for is gone.
        case javaScriptInvalidFrameTarget = 12
        /// A load failed (the page could not be reached or read).
        case loadFailed = 100
    }

    /// What went wrong.
    public let code: Code
    /// WebKit's message.
    public let message: String

    /// An error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
    /// The message.
    public var localizedDescription: String { message }
}
