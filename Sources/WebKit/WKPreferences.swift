import Foundation

/// A configuration's page settings.
@MainActor
open class WKPreferences: NSObject {
    /// Whether pages run JavaScript (iOS 14 moved this to `WKWebpagePreferences.allowsContentJavaScript`; both work).
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    public override init() {}
}

/// The settings of pages a web view loads.
@MainActor
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    public override init() {}
}

/// Which media waits for a user gesture before it plays.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}
