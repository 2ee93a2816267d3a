import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What started a navigation, with WebKit's raw values.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}

/// The answer to `decidePolicyFor navigationAction`.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }

/// The answer to `decidePolicyFor navigationResponse`.
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }

/// A frame a navigation happens in, or a message or dialog came from.
@MainActor
open class WKFrameInfo: NSObject {
    /// Whether the frame is the page's main frame.
    public let isMainFrame: Bool
    /// The request the frame loaded or is loading.
    public let request: URLRequest
    /// The frame's origin: what a message handler checks before trusting what a frame posted.
    public let securityOrigin: WKSecurityOrigin
    /// The web view the frame is in.
    public private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, request: URLRequest, securityOrigin: WKSecurityOrigin? = nil, webView: WKWebView? = nil) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.securityOrigin = securityOrigin ?? WKSecurityOrigin(url: request.url)
        self.webView = webView
    }
}

/// A navigation about to happen: what is asked for, why, and where it would load (`targetFrame` nil: a new window).
@MainActor
open class WKNavigationAction: NSObject {
    /// What is asked for.
    public let request: URLRequest
    /// Why: a link, a form, back or forward, a reload, or other.
    public let navigationType: WKNavigationType
    /// The frame it would load in; nil when it asks for a new window.
    public let targetFrame: WKFrameInfo?
    /// Whether a user's tap or key started it (WPE's answer; iOS has no such property but its private one).
    let isUserGesture: Bool

    init(request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?, isUserGesture: Bool) {
        self.request = request
        self.navigationType = navigationType
        self.targetFrame = targetFrame
        self.isUserGesture = isUserGesture
    }
}

/// A response about to be shown.
@MainActor
open class WKNavigationResponse: NSObject {
    /// The response, an `HTTPURLResponse` for HTTP.
    public let response: URLResponse
    /// Whether it is for the main frame.
    public let isForMainFrame: Bool
    /// Whether the web view can show the response's MIME type.
    public let canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}
