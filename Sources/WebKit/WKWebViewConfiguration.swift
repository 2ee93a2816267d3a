import Foundation

/// How a web view is set up, fixed when it is made.
@MainActor
open class WKWebViewConfiguration: NSObject {
    /// Where cookies, storage and caches live: the default store keeps them, a non-persistent one forgets them with
    /// its web views.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// User scripts and message handlers for the page.
    open var userContentController = WKUserContentController()
    /// Preferences for the page (JavaScript, pop-ups).
    open var preferences = WKPreferences()
    /// Per-page preferences (content JavaScript).
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Media that waits for a tap before it plays (all, as on iOS, unless a kiosk clears it for an attract loop).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The window a page opened, for the web view made with this configuration to take.
    var openedWindow: OpenedWindow?
    public override init() {}

    /// The configuration WebKit passes for a window a page of a web view with this one opens: the same store,
    /// content controller and preferences, carrying the window.
    func forWindow(_ window: OpenedWindow) -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.websiteDataStore = websiteDataStore
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.openedWindow = window
        return copy
    }
}

/// A window a page opened: WebKit's view made already (WebKit needs it at once), waiting for the app's web view.
@MainActor
final class OpenedWindow {
    nonisolated(unsafe) let handle: OpaquePointer
    let link: WebViewLink
    /// The web view that took it.
    weak var adopter: WKWebView?
    private(set) var isTaken = false

    init(handle: OpaquePointer, link: WebViewLink) {
        self.handle = handle
        self.link = link
    }

    /// The WPE view, once, for the web view being made.
    func take(by view: WKWebView) -> (OpaquePointer, WebViewLink)? {
        guard !isTaken else { return nil }
        isTaken = true
        adopter = view
        return (handle, link)
    }
}

/// A web view's cookies, storage and caches.
@MainActor
open class WKWebsiteDataStore: NSObject {
    /// Whether cookies and storage survive the process (kept in the unit's state directory).
    public let isPersistent: Bool
    private init(persistent: Bool) { isPersistent = persistent }
    /// A store kept on disk.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true) }
    /// A store in memory only, forgotten when the app ends.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}
