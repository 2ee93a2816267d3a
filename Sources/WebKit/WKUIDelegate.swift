import Foundation

/// The page's own panels, as WebKit asks the app for them: `alert`, `confirm` and `prompt`. The completion handler
/// answers the page (later, once; a handler dropped uncalled answers as a cancel would and is logged). As on iOS,
/// a web view with no UI delegate, or one that does not implement a panel, shows nothing: an alert returns at once,
/// a confirm is false, a prompt null. An app presents its own `UIAlertController`.
///
/// A page opening a window (`window.open`, a link with a target) asks `createWebViewWith`: return a new web view made
/// with the configuration given (the page loads into it) or nil (no window opens; a kiosk often loads
/// `navigationAction.request` into the same view instead). `webViewDidClose` is the page's `window.close()`.
@MainActor
public protocol WKUIDelegate: AnyObject {
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping () -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (Bool) -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void)
}

extension WKUIDelegate {
    /// Nil by default: the page's `window.open` gives null.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }
    /// Does nothing by default.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Answers at once by default: nothing is shown.
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping () -> Void
    ) { completionHandler() }
    /// Answers false (cancel) by default: nothing is shown.
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// Answers nil (cancel) by default: nothing is shown.
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) { completionHandler(nil) }
}
