import Foundation

/// The scripts a configuration's web views run in every page and the names pages post messages to, as WebKit's:
/// `window.webkit.messageHandlers.NAME.postMessage(x)` in a page reaches the handler added under NAME with `x` as
/// Foundation values. Changes reach the web views already made with it. Handlers are kept strongly, as on iOS.
@MainActor
open class WKUserContentController: NSObject {
    /// The scripts added to every page.
    public private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    private var webViews: [WeakWebView] = []

    private struct WeakWebView {
        weak var view: WKWebView?
    }

    public override init() {}

    /// Adds a script to every page loaded from now on.
    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
        each { $0.addUserScript(userScript) }
    }

    /// Removes every user script.
    open func removeAllUserScripts() {
        userScripts = []
        each { $0.removeUserScripts() }
    }

    /// Pages may post to `name` from now on. A name already taken is logged and kept (iOS raises an exception).
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else {
            return WKWebView.logger.error(
                "WKUserContentController.add(_:name:): a handler named \"\(name)\" exists already; remove it first")
        }
        handlers[name] = scriptMessageHandler
        each { $0.setMessageHandlers(names) }
    }

    /// Stops receiving `window.webkit.messageHandlers.<name>` messages.
    open func removeScriptMessageHandler(forName name: String) {
        guard handlers.removeValue(forKey: name) != nil else { return }
        each { $0.setMessageHandlers(names) }
    }

    /// Removes every message handler.
    open func removeAllScriptMessageHandlers() {
        for name in handlers.keys { removeScriptMessageHandler(forName: name) }
    }

    /// A web view made with this controller: it gets the scripts and handlers now and every change later.
    func adopt(_ webView: WKWebView) {
        webViews.removeAll { $0.view == nil }
        webViews.append(WeakWebView(view: webView))
        userScripts.forEach(webView.addUserScript)
        if !handlers.isEmpty { webView.setMessageHandlers(names) }
    }

    /// The handlers' names, as pages see them.
    private var names: [String] { handlers.keys.sorted() }

    /// Whether a handler has `name` (a frame may post to one removed since its document loaded: WebKit drops those).
    func hasHandler(named name: String) -> Bool { handlers[name] != nil }

    func deliver(_ message: WKScriptMessage) {
        handlers[message.name]?.userContentController(self, didReceive: message)
    }

    private func each(_ body: (WKWebView) -> Void) {
        webViews.compactMap(\.view).forEach(body)
    }
}

/// Receives what pages post to its name.
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page posted: its body as Foundation values (numbers, strings, arrays, dictionaries, `NSNull`), the
/// handler's name, and the web view and frame it came from.
@MainActor
open class WKScriptMessage: NSObject {
    /// What the page posted, as Foundation values (numbers, strings, arrays, dictionaries, NSNull).
    public let body: Any
    /// The handler's name the page posted to.
    public let name: String
    /// The web view whose page posted it.
    public private(set) weak var webView: WKWebView?
    /// The frame that posted it: whether it is the main frame, its URL and origin — what a handler checks before it
    /// acts on a message (an embedded frame of another site can post to the same handlers).
    public let frameInfo: WKFrameInfo
    /// The script world the handler was added in: the page's.
    public let world: WKContentWorld = .page

    init(body: Any, name: String, webView: WKWebView, frameInfo: WKFrameInfo) {
        self.body = body
        self.name = name
        self.webView = webView
        self.frameInfo = frameInfo
    }
}

/// A script that runs in every page, at the document's start (before the page's own scripts) or end.
@MainActor
open class WKUserScript: NSObject {
    /// When a user script runs: before the page's own scripts, or once the document has loaded.
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

    /// The JavaScript.
    public let source: String
    /// When it runs.
    public let injectionTime: InjectionTime
    /// Whether it runs only in the main frame.
    public let isForMainFrameOnly: Bool

    /// A user script.
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}
