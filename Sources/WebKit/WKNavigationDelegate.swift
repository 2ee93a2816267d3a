/// Does nothing by default.
import Foundation

/// What happens to a web view's loads, as WebKit's delegate hears it: whether a navigation and then its response
/// may go on (the decision handler may be called later, exactly once; a handler dropped uncalled is logged and
/// cancels), started, committed (the first bytes of the new page arrived), finished, or failed before
/// (`didFailProvisionalNavigation`) or after committing; and the web content process ending. Every method is
/// optional. The decision handlers are written as iOS code writes them, `@escaping (Policy) -> Void`.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Every navigation is allowed, by default.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Every response is shown, by default.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Does nothing by default.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing by default.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing by default.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing by default.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing by default.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing by default (the view shows nothing until it loads again).
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
