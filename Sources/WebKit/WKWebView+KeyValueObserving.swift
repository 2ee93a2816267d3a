import FrameKit

// The web view's keys iOS code observes (`observe(\.estimatedProgress)`) and the navigation methods it names by
// selector (`#selector(WKWebView.goBack)` for a bar button).
extension WKWebView {
    enum FrameKitObjCMembers: ObjCMembers {
        static var methods: [ObjCMethod] {
            [
                ObjCMethod("goBack") { target, _ in (target as! WKWebView).goBack() },
                ObjCMethod("goForward") { target, _ in (target as! WKWebView).goForward() },
                ObjCMethod("reload") { target, _ in (target as! WKWebView).reload() },
                ObjCMethod("stopLoading") { target, _ in (target as! WKWebView).stopLoading(); return nil },
            ]
        }
        static var properties: [ObjCProperty] {
            [
                // By their Objective-C keys (`URL`, `loading`), as `addObserver(_:forKeyPath:)` callers spell them, and
                // by their Swift names, as `#keyPath(WKWebView.isLoading)` is translated.
                ObjCProperty("title", \WKWebView.title), ObjCProperty("URL", \WKWebView.url), ObjCProperty("url", \WKWebView.url),
                ObjCProperty("estimatedProgress", \WKWebView.estimatedProgress),
                ObjCProperty("loading", \WKWebView.isLoading), ObjCProperty("isLoading", \WKWebView.isLoading),
                ObjCProperty("canGoBack", \WKWebView.canGoBack), ObjCProperty("canGoForward", \WKWebView.canGoForward),
            ]
        }
    }
}
