import Foundation

/// How a web view is set up, fixed when it is made.
@MainActor
open class WKWebViewConfiguration: NSObject {
    /// Where cookies, storage and caches live: the default store keeps them, a non-persistent one forgets them with
    /// its web views.
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Media that waits for a tap before it plays (all, as on iOS, unless a kiosk clears it for an attract loop).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    public override init() {}
}

/// A web view's cookies, storage and caches.
@MainActor
open class WKWebsiteDataStore: NSObject {
    public let isPersistent: Bool
    private init(persistent: Bool) { isPersistent = persistent }
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true) }
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}
