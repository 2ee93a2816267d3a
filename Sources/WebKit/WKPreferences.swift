import Foundation

/// A configuration's page settings.
@MainActor
open class WKPreferences: NSObject {
    /// Whether pages run JavaScript (iOS 14 moved this to `WKWebpagePreferences.allowsContentJavaScript`; both work).
    open var javaScriptEnabled = true
    /// Whether scripts may open windows without a user's tap (`window.open` outside a tap handler).
    open var javaScriptCanOpenWindowsAutomatically = false
    public override init() {}
}

/// The settings of pages a web view loads.
@MainActor
open class WKWebpagePreferences: NSObject {
    /// Whether pages run JavaScript.
    open var allowsContentJavaScript = true
    public override init() {}
}

/// Which media waits for a user gesture before it plays.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The types' bits.
    public let rawValue: UInt
    /// The types whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio waits for a gesture.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video waits for a gesture.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// All media waits for a gesture.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}
