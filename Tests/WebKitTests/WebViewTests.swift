import CWebKitBridge
import Foundation
import FrameKit
import FrameKitTesting
import Testing

@testable import FrameKit
@testable import WebKit

/// A navigation delegate as an iOS app writes one, recording what it hears.
@MainActor
final class NavigationLog: WKNavigationDelegate {
    var events: [String] = []
    var navigations: [WKNavigation] = []
    var errors: [String] = []
    var blocked: String?
    /// Decisions held back, for the test to give later.
    var held: [() -> Void]?
    var actions: [(url: String, type: WKNavigationType, main: Bool?)] = []
    var responses: [(mime: String?, shows: Bool)] = []
    /// HTTP responses' status codes, in order.
    var statuses: [Int] = []
    var terminations = 0
    /// Written as iOS code writes it: the handler is `@escaping (WKNavigationActionPolicy) -> Void`, called later.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let url = navigationAction.request.url?.absoluteString ?? ""
        actions.append((url, navigationAction.navigationType, navigationAction.targetFrame?.isMainFrame))
        let allowed = blocked.map { !url.contains($0) } ?? true
        if held != nil { held?.append { decisionHandler(allowed ? .allow : .cancel) } } else { decisionHandler(allowed ? .allow : .cancel) }
    }
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        responses.append((navigationResponse.response.mimeType, navigationResponse.canShowMIMEType))
        if let http = navigationResponse.response as? HTTPURLResponse { statuses.append(http.statusCode) }
        decisionHandler(.allow)
    }
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) { terminations += 1 }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { note("start", navigation) }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { note("commit", navigation) }
    /// What `title`, `url` and `canGoBack` said inside each `didFinish`.
    var finishedWith: [(title: String?, url: URL?, canGoBack: Bool)] = []
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finishedWith.append((webView.title, webView.url, webView.canGoBack))
        note("finish", navigation)
    }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        note("fail provisional", navigation)
        errors.append("\(error)")
    }
    private func note(_ event: String, _ navigation: WKNavigation) {
        events.append(event)
        navigations.append(navigation)
    }
}

/// A message handler as an app writes one.
@MainActor
final class MessageLog: WKScriptMessageHandler {
    var messages: [WKScriptMessage] = []
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        messages.append(message)
    }
}

/// A UI delegate as an iOS app writes one: the page's confirm as a UIAlertController, its prompt answered in code.
@MainActor
final class Panels: WKUIDelegate {
    let presenter: UIViewController
    var shown: [String] = []
    init(presenter: UIViewController) { self.presenter = presenter }

    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (Bool) -> Void
    ) {
        shown.append(message)
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completionHandler(false) })
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler(true) })
        presenter.present(alert, animated: false)
    }

    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) {
        shown.append("\(prompt) [\(defaultText ?? "")]")
        completionHandler("Ada")
    }
}

/// A UI delegate that opens a page's windows as web views over the opener, or (`sameView`) loads them in place as
/// many kiosks do.
@MainActor
final class Windows: WKUIDelegate {
    let sameView: Bool
    var opened: [WKWebView] = []
    var asked: [(url: String, targetFrame: Bool)] = []
    var closed: [WKWebView] = []
    let log = NavigationLog()
    init(sameView: Bool) { self.sameView = sameView }

    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        asked.append((navigationAction.request.url?.absoluteString ?? "", navigationAction.targetFrame != nil))
        if sameView {
            webView.load(navigationAction.request)
            return nil
        }
        let popup = WKWebView(frame: webView.frame.insetBy(dx: 20, dy: 20), configuration: configuration)
        popup.navigationDelegate = log
        popup.uiDelegate = self
        webView.superview?.addSubview(popup)
        opened.append(popup)
        return popup
    }

    func webViewDidClose(_ webView: WKWebView) {
        closed.append(webView)
        webView.removeFromSuperview()
    }
}

/// WKWebView on WPE WebKit: real pages in WebKit's web process, drawn into the view on the headless screen.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2))) struct WebViewTests: WebPageTest {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    @Test func aPageLoadsTellsItsDelegateAndShowsInTheView() async throws {
        let log = NavigationLog()
        let web = try page(log)
        let navigation = web.loadHTMLString(
            "<html><head><title>Kiosk</title></head><body style='margin:0;background:#ff0000'>"
                + "<div style='width:100px;height:100px;background:#0000ff'></div></body></html>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        #expect(log.events == ["start", "commit", "finish"])
        #expect(log.navigations.allSatisfy { $0 === navigation }, "one navigation object from start to finish")
        #expect(!web.isLoading)
        #expect(await wait { web.title == "Kiosk" }, "the title comes from the web process as the page reads it")
        #expect(web.estimatedProgress == 1)
        // The page's pixels are the view's: red body, a blue square at the top left.
        #expect(await wait { app.pixel(x: 200, y: 200) == 0xFF0000 })
        #expect(app.pixel(x: 50, y: 50) == 0x0000FF)
    }

    @Test func scriptsReturnFoundationValuesAndErrors() async throws {
        let web = try page()
        web.loadHTMLString("<body>script</body>", baseURL: nil)
        #expect(await wait { !web.isLoading && web.estimatedProgress == 1 })
        var results: [String] = []
        web.evaluateJavaScript("[1, 'two', {three: 3}, null]") { value, error in
            let array = value as? [Any]
            results.append("\(array?.count ?? -1) \(array?[1] as? String ?? "") \((array?[2] as? [String: Any])?["three"] as? Int ?? 0) \(array?[3] is NSNull) \(error == nil)")
        }
        web.evaluateJavaScript("undefined") { value, error in results.append("\(value == nil) \(error == nil)") }
        web.evaluateJavaScript("throw new Error('boom')") { value, error in results.append("\(value == nil) \(error.map { "\($0)" } ?? "")") }
        #expect(await wait { results.count == 3 })
        #expect(results[0] == "4 two 3 true true")
        #expect(results[1] == "true true")
        #expect(results[2].hasPrefix("true") && results[2].contains("boom"))
    }

    @Test func aPageThatCannotBeReachedFailsProvisionally() async throws {
        let log = NavigationLog()
        let web = try page(log)
        web.load(URLRequest(url: URL(fileURLWithPath: "/nonexistent/kiosk/page.html")))
        #expect(await wait { log.events.last == "fail provisional" }, "\(log.events)")
        _ = await wait { !web.isLoading }
        try app.runUntilIdle()
        #expect(log.events == ["start", "fail provisional"], "no finish for the failed load, and no error page")
        #expect(log.errors.first?.contains("No such file") == true)
    }

    @Test func userScriptsRunInEveryPageAndPagesPostMessagesToNamedHandlers() async throws {
        let configuration = WKWebViewConfiguration()
        let controller = configuration.userContentController
        controller.addUserScript(WKUserScript(source: "window.kiosk = 42;", injectionTime: .atDocumentStart, forMainFrameOnly: true))
        controller.addUserScript(WKUserScript(
            source: "document.body.style.background = '#00ff00';", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let checkout = MessageLog()
        controller.add(checkout, name: "checkout")
        let web = try page(configuration: configuration)
        // Added after the web view was made: it still reaches it.
        let analytics = MessageLog()
        controller.add(analytics, name: "analytics")
        web.loadHTMLString("""
            <body><script>
            window.webkit.messageHandlers.checkout.postMessage({items: [1, 2], total: 9.5, paid: false, note: null});
            window.webkit.messageHandlers.analytics.postMessage("seen " + window.kiosk);
            </script></body>
            """, baseURL: nil)
        #expect(await wait { checkout.messages.count == 1 && analytics.messages.count == 1 })
        let message = try #require(checkout.messages.first)
        let body = try #require(message.body as? [String: Any])
        #expect(message.name == "checkout" && message.webView === web)
        #expect(body["items"] as? [Int] == [1, 2] && body["total"] as? Double == 9.5 && body["paid"] as? Bool == false)
        #expect(body["note"] is NSNull)
        #expect(analytics.messages.first?.body as? String == "seen 42", "the document-start script ran before the page's")
        #expect(await wait { app.pixel(x: 160, y: 200) == 0x00FF00 }, "the document-end script coloured the page")
        // A handler removed: the page's messaging object is gone with it.
        controller.removeScriptMessageHandler(forName: "analytics")
        var posted: String?
        web.evaluateJavaScript("typeof window.webkit.messageHandlers.analytics") { value, _ in posted = value as? String }
        #expect(await wait { posted != nil })
        #expect(posted == "undefined")
    }

    @Test func aMessageSaysWhichFrameAndOriginPostedItAndAFrameCannotPostAsAnother() async throws {
        // An embedded frame of another site posts to the same handler, and tries to pass for the main frame.
        let server = try LoopbackHTTPServer(pages: ["/ad": .init(body: """
            <script>
            window.webkit.messageHandlers.kiosk.postMessage('from the frame');
            var forged = JSON.stringify({name: 'kiosk', body: 'forged'});
            document.dispatchEvent(new CustomEvent('framekit-message', {detail: forged}));
            window.top.document.dispatchEvent(new CustomEvent('framekit-message', {detail: forged}));
            </script>
            """)])
        defer { server.stop() }
        let configuration = WKWebViewConfiguration()
        let kiosk = MessageLog()
        configuration.userContentController.add(kiosk, name: "kiosk")
        let web = try page(configuration: configuration)
        web.loadHTMLString("""
            <body><script>window.webkit.messageHandlers.kiosk.postMessage('from the page');</script>
            <iframe src="\(server.url.appendingPathComponent("ad").absoluteString)"></iframe></body>
            """, baseURL: URL(string: "http://kiosk.example:8443/menu/"))
        #expect(await wait { kiosk.messages.count == 3 })
        try await Task.sleep(for: .milliseconds(300))
        let page = try #require(kiosk.messages.first { $0.body as? String == "from the page" })
        #expect(page.frameInfo.isMainFrame && page.frameInfo.webView === web && page.world === WKContentWorld.page)
        #expect(page.frameInfo.securityOrigin.protocol == "http" && page.frameInfo.securityOrigin.host == "kiosk.example")
        #expect(page.frameInfo.securityOrigin.port == 8443 && page.frameInfo.request.url?.absoluteString == "http://kiosk.example:8443/menu/")
        let framed = kiosk.messages.filter { $0.body as? String != "from the page" }
        #expect(framed.map { $0.body as? String } == ["from the frame", "forged"], "the cross-origin top document is out of the frame's reach")
        for message in framed {
            let origin = message.frameInfo.securityOrigin
            #expect(!message.frameInfo.isMainFrame)
            #expect(origin.protocol == "http" && origin.host == "127.0.0.1" && origin.port == Int(server.port))
            #expect(message.frameInfo.request.url?.lastPathComponent == "ad")
        }
    }

    @Test func securityOriginsAreWhatWebKitReports() {
        let https = WKSecurityOrigin(serialized: "https://shop.example", url: URL(string: "https://shop.example/a"))
        #expect((https.protocol, https.host, https.port) == ("https", "shop.example", 0), "the default port is 0")
        let http = WKSecurityOrigin(serialized: "http://127.0.0.1:8080", url: nil)
        #expect((http.protocol, http.host, http.port) == ("http", "127.0.0.1", 8080))
        let file = WKSecurityOrigin(serialized: "null", url: URL(fileURLWithPath: "/opt/site/index.html"))
        #expect((file.protocol, file.host, file.port) == ("file", "", 0))
        let opaque = WKSecurityOrigin(serialized: "null", url: nil)
        #expect((opaque.protocol, opaque.host, opaque.port) == ("", "", 0))
        // Whatever a page dispatches itself, only well-formed relay messages become messages.
        #expect(ScriptMessageRelay.posted(from: "{\"message\": 3, \"main\": true, \"origin\": \"x\", \"url\": \"y\"}") == nil)
        #expect(ScriptMessageRelay.posted(from: "{\"message\": \"{}\", \"main\": true, \"origin\": \"x\", \"url\": \"y\"}") == nil)
        #expect(ScriptMessageRelay.posted(from: "[]") == nil && ScriptMessageRelay.posted(from: "") == nil)
        let posted = ScriptMessageRelay.posted(
            from: "{\"message\": \"{\\\"name\\\": \\\"a\\\"}\", \"main\": false, \"origin\": \"null\", \"url\": \"about:blank\"}")
        #expect(posted?.name == "a" && posted?.body is NSNull && posted?.isMainFrame == false)
    }

    @Test func titleURLAndHistoryAreCurrentWhenDidFinishArrives() async throws {
        // UIKit code reads them in didFinish; WebKit reports the load's end before it commits the title it parsed.
        let (folder, start) = try twoPages(linking: "<head><title>Start</title></head><a id='go' href='next.html'>next</a>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = NavigationLog()
        let web = try page(log)
        for round in 1...6 {
            web.loadFileURL(start, allowingReadAccessTo: folder)
            #expect(await wait { log.finishedWith.count == 2 * round - 1 })
            web.evaluateJavaScript("document.getElementById('go').click()", completionHandler: nil)
            #expect(await wait { log.finishedWith.count == 2 * round })
        }
        #expect(log.finishedWith.map(\.title) == Array(repeating: ["Start", "Next"], count: 6).flatMap { $0 })
        #expect(log.finishedWith.map { $0.url?.lastPathComponent } == Array(repeating: ["start.html", "next.html"], count: 6).flatMap { $0 })
        #expect(log.finishedWith.map(\.canGoBack) == [false] + Array(repeating: true, count: 11))
    }

    @Test func withJavaScriptOffThePagesScriptsDoNotRun() async throws {
        let configuration = WKWebViewConfiguration()
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
        let log = NavigationLog()
        let web = try page(log, configuration: configuration)
        web.loadHTMLString("<head><title>Static</title></head><body><script>document.title = 'Scripted';</script></body>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" && web.title != nil })
        #expect(web.title == "Static")
    }

    /// A folder of two pages: start.html holding `links`, and next.html titled "Next".
    private func twoPages(linking links: String) throws -> (folder: URL, start: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let start = folder.appendingPathComponent("start.html")
        try links.write(to: start, atomically: true, encoding: .utf8)
        try "<head><title>Next</title></head>".write(to: folder.appendingPathComponent("next.html"), atomically: true, encoding: .utf8)
        return (folder, start)
    }

    @Test func theDelegateDecidesNavigationsLaterAndALinkIsALinkActivation() async throws {
        let (folder, start) = try twoPages(linking: "<a id='go' href='next.html'>next</a> <a id='shop' href='blocked.html'>shop</a>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = NavigationLog()
        log.blocked = "blocked"
        log.held = []
        let web = try page(log)
        web.loadFileURL(start, allowingReadAccessTo: folder)
        // The delegate keeps the handler and answers after WebKit has moved on.
        #expect(await wait { log.held?.count == 1 })
        #expect(log.events.isEmpty, "nothing starts before the answer")
        log.held?.removeFirst()()
        log.held = nil
        #expect(await wait { log.events.last == "finish" })
        #expect(log.actions.first?.type == .other && log.actions.first?.main == true)
        #expect(log.responses.first?.mime == "text/html" && log.responses.first?.shows == true)
        // The blocked link goes nowhere; the other one is a link activation and loads.
        web.evaluateJavaScript("document.getElementById('shop').click()", completionHandler: nil)
        #expect(await wait { log.actions.count == 2 })
        web.evaluateJavaScript("document.getElementById('go').click()", completionHandler: nil)
        #expect(await wait { web.title == "Next" })
        #expect(log.actions.map(\.type) == [.other, .linkActivated, .linkActivated])
        #expect(log.actions[1].url.hasSuffix("blocked.html") && web.url?.lastPathComponent == "next.html")
        #expect(web.canGoBack)
    }

    @Test func aLinkToAURLFoundationCannotReadIsRefusedWithoutAskingTheDelegate() async throws {
        // A custom scheme whose host WebKit keeps and Foundation cannot read: an allow-list must never see it as
        // something else.
        let (folder, start) = try twoPages(linking: "<a id='odd' href='kiosk://menu{1}/x'>odd</a> <a id='go' href='next.html'>next</a>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = NavigationLog()
        let web = try page(log)
        web.loadFileURL(start, allowingReadAccessTo: folder)
        #expect(await wait { log.events.last == "finish" })
        web.evaluateJavaScript("document.getElementById('odd').click()", completionHandler: nil)
        for _ in 0..<3 { _ = await value(web, "1") }
        web.evaluateJavaScript("document.getElementById('go').click()", completionHandler: nil)
        #expect(await wait { web.title == "Next" })
        #expect(log.actions.map { URL(string: $0.url)?.lastPathComponent ?? $0.url } == ["start.html", "next.html"])
    }

    @Test func aFileOutsideItsReadAccessURLOrTheAppsContainerFailsToLoadWithoutReadPermission() async throws {
        let (folder, start) = try twoPages(linking: "<head><title>Start</title></head>")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A system directory, outside the app's container (bundle, Documents, Caches, temporary directory) wherever the
        // package is checked out.
        let outside = URL(fileURLWithPath: "/etc")
        try #require(!WebContentSandbox.current.allowsReading(outside))
        let log = NavigationLog()
        let web = try page(log)
        let refused = web.loadFileURL(start, allowingReadAccessTo: folder.appendingPathComponent("next.html"))
        #expect(refused != nil)
        #expect(await wait { log.events == ["start", "fail provisional"] })
        #expect(log.navigations.allSatisfy { $0 === refused })
        #expect(log.errors.first?.contains("outside the read access URL") == true)
        web.loadFileURL(outside.appendingPathComponent("os-release"), allowingReadAccessTo: outside)
        #expect(await wait { log.events.count == 4 })
        #expect(log.events.suffix(2) == ["start", "fail provisional"])
        #expect(log.errors.last?.contains("outside the app's container") == true)
        // Inside both: the page loads.
        web.loadFileURL(start, allowingReadAccessTo: folder)
        #expect(await wait { web.title == "Start" })
    }

    @Test func theSandboxNeverHandsThePageTheRootTheDevicesOrTheRuntimeDirectories() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exists: (String) -> Bool = { _ in true }
        let sandbox = WebContentSandbox(
            environment: [:], fileExists: exists,
            containerDirectories: ["/", "/dev/input", "/run/framekit-App", "/proc", "relative", folder.path, folder.path + "/", "/no/such/directory"])
        #expect(sandbox.readableDirectories == [folder.resolvingSymlinksInPath().path])
        #expect(sandbox.allowsReading(folder.appendingPathComponent("a/b.html")))
        #expect(!sandbox.allowsReading(URL(fileURLWithPath: folder.path + "-sibling")), "a sibling that shares the prefix is outside")
        #expect(!sandbox.allowsReading(folder.appendingPathComponent("../..")))
        // Why it is on or off, from the environment and the file system.
        #expect(WebContentSandbox(environment: ["FRAMEKIT_WEB_SANDBOX": "off"], fileExists: exists, containerDirectories: []).state == .turnedOff)
        #expect(WebContentSandbox(environment: [:], fileExists: { $0 != "/usr/bin/bwrap" }, containerDirectories: []).state == .noBubblewrap)
        #expect(WebContentSandbox(environment: [:], fileExists: { $0 == "/usr/bin/bwrap" }, containerDirectories: []).state == .on)
        #expect(WebContentSandbox(environment: [:], fileExists: exists, containerDirectories: []).state == .inContainer)
        // bubblewrap that cannot make its namespaces (a unit without the web drop-in): pages are refused, not run bare.
        let denied = WebContentSandbox(
            environment: [:], fileExists: { $0 == "/usr/bin/bwrap" }, containerDirectories: [],
            check: { "No permissions to create new namespace" })
        #expect(denied.state == .cannotStart("No permissions to create new namespace") && !denied.isRequested)
        #expect(denied.refusal?.contains("framekit-web-kiosk.conf") == true && denied.refusal?.contains("FRAMEKIT_WEB_SANDBOX=off") == true)
        #expect(WebContentSandbox(environment: [:], fileExists: { $0 == "/usr/bin/bwrap" }, containerDirectories: []).refusal == nil)
        let unconfined = WebContentSandbox(environment: ["FRAMEKIT_WEB_SANDBOX": "off"], fileExists: exists, containerDirectories: [])
        #expect(unconfined.allowsReading(URL(fileURLWithPath: "/etc")), "with the sandbox off, the app's own permissions decide")
    }

    @Test func aFrameTheWebProcessDescribesBeyondItsBufferIsNotRead() {
        let link = WebViewLink()
        let pixels = [UInt8](repeating: 0x80, count: 16 * 4 * 4)
        pixels.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            // Wayland checks the stride only against the width in pixels: 16 bytes for 16 pixels passes there.
            #expect(link.copy(base, width: 16, height: 4, stride: 16, format: .argb8888) == nil)
            #expect(link.copy(base, width: 16, height: 4, stride: 64, format: nil) == nil, "not a pixel format FrameKit reads")
            #expect(link.copy(base, width: 100_000, height: 1, stride: 400_000, format: .argb8888) == nil)
            #expect(link.copy(base, width: 16, height: 4, stride: 64, format: .argb8888)?.frame.width == 16)
        }
    }

    @Test func aCrashedWebProcessIsReportedAndTheViewLoadsAgain() async throws {
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString("<body style='background:#ff0000'></body>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        web.terminateWebContentProcess()
        #expect(await wait { log.terminations == 1 })
        web.loadHTMLString("<head><title>Back</title></head><body></body>", baseURL: nil)
        #expect(await wait { web.title == "Back" }, "the app stays up and a new web process loads the page")
    }

    @Test func aTapClicksWhereTheFingerLiftsAndADragScrollsThePage() async throws {
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString("""
            <body style='margin:0;height:3000px'>
            <button id='pay' style='position:absolute;left:20px;top:20px;width:120px;height:60px'
              onclick="document.title = 'paid ' + (window.clicks = (window.clicks || 0) + 1)">Pay</button>
            </body>
            """, baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        _ = await wait { app.pixel(x: 300, y: 200) == 0xFFFFFF }
        try app.tap(at: CGPoint(x: 80, y: 50))
        #expect(await wait { web.title == "paid 1" }, "the button took the tap as a click")
        // A drag up by 150 points scrolls the page down by as much, and clicks nothing.
        try app.touchDown(at: CGPoint(x: 80, y: 220))
        for y in stride(from: 200, through: 70, by: -10) {
            app.advance(by: 1.0 / 60)
            try app.touchMove(to: CGPoint(x: 80, y: CGFloat(y)))
        }
        try app.touchUp()
        var scrolled = false
        for _ in 0..<60 where !scrolled {
            scrolled = (await value(web, "window.scrollY") as? Int ?? 0) >= 140
            if !scrolled { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(scrolled, "the page did not scroll")
        #expect(await value(web, "window.clicks") as? Int == 1)
    }

    /// evdev codes of the keys the keyboard tests press.
    enum Key {
        static let a = 30, d = 32, x = 45, z = 44, q = 16, backspace = 14, left = 105, control = 29
    }

    @Test func aTappedPageFieldTakesTheKeyboardFocusAndHardwareKeysReachThePage() async throws {
        try app.connectKeyboard()
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString("""
            <body style='margin:0' onkeydown="window.keys = (window.keys || '') + event.key">
            <input id='name' style='position:absolute;left:10px;top:10px;width:200px;height:30px'>
            </body>
            """, baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        try app.tap(at: CGPoint(x: 60, y: 25))
        #expect(await wait { app.window.firstResponder === web.pageInput }, "the page's field has the focus")
        for key in [Key.a, Key.d, Key.a] { app.tapKey(key) }
        #expect(await until(web, "document.getElementById('name').value", is: "ada"))
        app.tapKey(Key.backspace)
        app.tapKey(Key.left)
        app.tapKey(Key.x)
        #expect(await until(web, "document.getElementById('name').value", is: "axd"), "backspace, an arrow, a letter")
        app.tapKey(Key.a, modifiers: [Key.control])
        app.tapKey(Key.z)
        #expect(await until(web, "document.getElementById('name').value", is: "z"), "control-A selected all")
        // The page takes its field's focus away: the web view keeps the keyboard focus, and keys still reach the page.
        web.evaluateJavaScript("document.getElementById('name').blur(); window.keys = ''", completionHandler: nil)
        #expect(await wait { app.window.firstResponder === web })
        app.tapKey(Key.q)
        #expect(await until(web, "window.keys", is: "q"))
    }

    @Test func anEmailFieldBringsUpTheEmailKeysWhichTypeIntoItAndAnAppFieldTakesTheFocusBack() async throws {
        let log = NavigationLog()
        let web = try page(log)
        let appField = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        app.window.addSubview(appField)
        web.loadHTMLString("""
            <body style='margin:0'><input id='mail' type='email' style='position:absolute;left:10px;top:60px;width:200px;height:30px'></body>
            """, baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        try app.tap(at: CGPoint(x: 60, y: 75))
        #expect(await wait { app.screen.keyboard.keyboardView != nil && app.window.firstResponder === web.pageInput })
        #expect(web.pageInput.keyboardType == .emailAddress)
        let keyboard = try #require(app.screen.keyboard.keyboardView)
        try #require(keyboard.faceOfKey(typing: "@") != nil, "the e-mail layout has an @ key")
        for letter in ["h", "i", "@"] {
            let face = try #require(keyboard.faceOfKey(typing: letter))
            let center = keyboard.convert(CGPoint(x: face.midX, y: face.midY), to: nil)
            try app.tap(at: center)
        }
        #expect(await until(web, "document.getElementById('mail').value", is: "hi@"))
        // The app's own field becomes first responder: the page loses the focus, and its field with it.
        appField.becomeFirstResponder()
        #expect(await until(web, "String(document.activeElement === document.getElementById('mail'))", is: "false"))
        #expect(app.window.firstResponder === appField)
    }

    @Test func aSnapshotIsWhatTheViewShowsAndPageZoomScalesThePage() async throws {
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString(
            "<body style='margin:0;background:#ff0000'><div style='width:100px;height:100px;background:#0000ff'></div></body>",
            baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        #expect(await wait { app.pixel(x: 150, y: 50) == 0xFF0000 && app.pixel(x: 50, y: 50) == 0x0000FF })
        // The top-left 200×200 points taken 100 points wide: the square is the image's top-left quarter.
        let configuration = WKSnapshotConfiguration()
        configuration.rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        configuration.snapshotWidth = 100
        let image = try await within { try await web.takeSnapshot(configuration: configuration) }
        #expect(image.size == CGSize(width: 100, height: 100))
        let pixels = PixelBuffer(width: 100, height: 100)
        CGContext(buffer: pixels).draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        pixels.flush()
        #expect(pixels[25, 25] == 0xFF00_00FF && pixels[75, 75] == 0xFFFF_0000 && pixels[75, 25] == 0xFFFF_0000)
        web.pageZoom = 2
        #expect(await wait { app.pixel(x: 150, y: 150) == 0x0000FF }, "at 200 % the square is 200 points wide")
        #expect(app.pixel(x: 250, y: 50) == 0xFF0000)
    }

    @Test func asyncFunctionsTakeArgumentsAwaitPromisesAndKeepToTheirWorld() async throws {
        let log = NavigationLog()
        let web = try page(log)
        web.loadHTMLString("<body><script>window.secret = 'page'</script></body>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        let sum = try await within {
            try await web.callAsyncJavaScript(
                "return await new Promise(resolve => setTimeout(() => resolve(a + b.length), 10))", arguments: ["a": 40, "b": [1, 2]],
                contentWorld: .page)
        }
        #expect(sum as? Int == 42)
        #expect(try await within { try await web.callAsyncJavaScript("return window.secret", contentWorld: .page) } as? String == "page")
        #expect(
            try await within { try await web.callAsyncJavaScript("return typeof window.secret", contentWorld: .defaultClient) } as? String
                == "undefined")
        await #expect(throws: WKError.self) {
            _ = try await within { try await web.callAsyncJavaScript("throw new Error('no')", contentWorld: .page) }
        }
        var failure: String?
        web.callAsyncJavaScript("return 1", arguments: ["not a name": 1], in: nil, in: .page) { result in
            if case .failure(let error) = result { failure = "\(error)" }
        }
        #expect(await wait { failure != nil })
        #expect(failure?.contains("not a name") == true)
    }

    @Test func pagesFromALoopbackServerReportTheirStatusAndHistoryGoesBackAndForth() async throws {
        let server = try LoopbackHTTPServer(pages: [
            "/": .init(body: "<head><title>Home</title></head><body><a id='next' href='/next'>next</a></body>"),
            "/next": .init(body: "<head><title>Next</title></head><body>next</body>"),
        ])
        defer { server.stop() }
        let log = NavigationLog()
        let web = try page(log)
        web.load(URLRequest(url: server.url))
        #expect(await wait { log.events.last == "finish" && web.title == "Home" })
        #expect(log.statuses == [200] && log.responses.first?.mime == "text/html")
        web.evaluateJavaScript("document.getElementById('next').click()", completionHandler: nil)
        #expect(await wait { web.title == "Next" })
        // A path the server does not have: its 404 page shows, and the delegate saw the status.
        web.load(URLRequest(url: server.url.appendingPathComponent("missing")))
        #expect(await wait { web.title == "Not found" })
        #expect(log.statuses == [200, 200, 404])
        #expect(web.canGoBack && !web.canGoForward)
        web.goBack()
        #expect(await wait { web.title == "Next" })
        web.goBack()
        #expect(await wait { web.title == "Home" })
        #expect(!web.canGoBack && web.canGoForward)
        web.goForward()
        #expect(await wait { web.title == "Next" && web.url?.path == "/next" })
        #expect(server.requestedPaths.starts(with: ["/", "/next", "/missing"]))
    }

    @Test func windowsAPageOpensGoToTheUIDelegate() async throws {
        let server = try LoopbackHTTPServer(pages: [
            "/": .init(body: "<head><title>Opener</title></head><body style='margin:0'>"
                + "<a id='new' href='/popup' target='_blank' style='display:block;width:320px;height:240px'>open</a></body>"),
            "/popup": .init(body: "<head><title>Popup</title></head><body style='background:#00ff00'>"
                + "<button id='close' onclick='window.close()'>close</button></body>"),
        ])
        defer { server.stop() }
        // No UI delegate: window.open gives null, as on iOS.
        let log = NavigationLog()
        let web = try page(log)
        web.load(URLRequest(url: server.url))
        #expect(await wait { log.events.last == "finish" && web.title == "Opener" })
        #expect(await value(web, "window.open('/popup') === null") as? Bool == true)
        // A delegate that makes a web view: a tapped link with a new target opens in it, with the configuration given.
        let windows = Windows(sameView: false)
        web.uiDelegate = windows
        try app.tap(at: CGPoint(x: 160, y: 120))
        #expect(await wait { windows.opened.first?.title == "Popup" })
        #expect(windows.asked.map(\.url) == [server.url.appendingPathComponent("popup").absoluteString])
        #expect(windows.asked.first?.targetFrame == false, "a new window's action has no target frame")
        let popup = try #require(windows.opened.first)
        #expect(popup.configuration.userContentController === web.configuration.userContentController)
        #expect(await wait { windows.log.events.last == "finish" }, "the popup's own delegate hears its load: \(windows.log.events)")
        #expect(await wait { app.pixel(x: 160, y: 120) == 0x00FF00 }, "the popup shows its page over the opener")
        #expect(await value(popup, "window.opener") is NSNull, "a link's new target opens without an opener")
        // A window a script opens can reach its opener (same process); closing itself reaches the delegate.
        web.evaluateJavaScript("window.open('/popup')", completionHandler: nil)
        #expect(await wait { windows.opened.count == 2 && windows.opened[1].title == "Popup" })
        let scripted = windows.opened[1]
        #expect(await value(scripted, "window.opener.document.title") as? String == "Opener")
        scripted.evaluateJavaScript("document.getElementById('close').click()", completionHandler: nil)
        #expect(await wait { windows.closed.first === scripted })
        // A kiosk's delegate loads the new window's page in the same view instead.
        let inPlace = Windows(sameView: true)
        web.uiDelegate = inPlace
        web.evaluateJavaScript("window.open('/popup')", completionHandler: nil)
        #expect(await wait { web.title == "Popup" })
        #expect(inPlace.opened.isEmpty && inPlace.asked.count == 1)
    }

    @Test func isInspectableLetsWebKitsInspectorAttach() async throws {
        let web = try page()
        #expect(web.withEngine { fk_web_view_is_inspectable($0) } == 0, "off by default, as on iOS")
        web.isInspectable = true
        #expect(web.withEngine { fk_web_view_is_inspectable($0) } == 1, "WebKit's developer extras are on")
    }

    @Test func aMemoryWarningEmptiesTheWebProcessesMemoryCachesAndTheSpareFrame() async throws {
        let server = try LoopbackHTTPServer(pages: [
            "/": .init(body: "<head><link rel='stylesheet' href='/style.css'><script src='/app.js'></script></head><body>cached</body>"),
            "/style.css": .init(type: "text/css", body: "body { background: #123456 }"),
            "/app.js": .init(type: "text/javascript", body: "document.title = 'scripted'"),
        ])
        defer { server.stop() }
        let log = NavigationLog()
        // A store of its own, so the memory cache holds this page's origin alone.
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = .nonPersistent()
        let web = try page(log, configuration: configuration)
        web.load(URLRequest(url: server.url))
        #expect(await wait { log.events.last == "finish" && web.title == "scripted" && app.pixel(x: 300, y: 200) == 0x123456 })
        #expect(try await within { await web.memoryCacheOrigins() } == 1, "the page's style sheet and script are in the memory cache")
        // A second frame: the page may have been drawn once, complete, and a spare is kept only once a frame is replaced.
        #expect(await value(web, "document.body.append(' again'); 1") as? Int == 1)
        #expect(await wait { web.link?.hasSpare == true }, "a replaced frame is kept for the next")
        UIApplication.shared.simulateMemoryWarning()
        #expect(web.link?.hasSpare == false, "the memory warning let the spare frame go")
        var origins = -1
        for _ in 0..<100 where origins != 0 {
            origins = try await within { await web.memoryCacheOrigins() }
            if origins != 0 { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(origins == 0, "the memory warning emptied the memory cache")
        #expect(app.pixel(x: 300, y: 200) == 0x123456, "the page is still shown")
    }

    @Test func badInputFailsThroughTheDelegateAndTheAppStaysResponsive() async throws {
        let log = NavigationLog()
        let web = try page(log)
        // A scheme nobody handles: a provisional failure naming it.
        web.load(URLRequest(url: URL(string: "nosuchscheme://kiosk/page")!))
        #expect(await wait { log.events.last == "fail provisional" })
        #expect(log.errors.last?.isEmpty == false)
        // Malformed HTML still loads, as browsers repair it.
        web.loadHTMLString("<html><body><p>unclosed <b>tags <div><title>Broken</title>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" && web.title == "Broken" })
        // A page whose script never ends: the app's own frames and views carry on.
        web.evaluateJavaScript("while (true) {}", completionHandler: nil)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        app.window.addSubview(label)
        label.backgroundColor = .green
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 5) == 0x00FF00, "the app drew while the page is stuck")
        // No page can load into a process that never answers: once WebKit finds it silent (3 s after a load is asked
        // for) and it stays so past the limit, the process is ended and the delegate told, and the next load works.
        web.unresponsiveLimit = 1
        web.loadHTMLString("<head><title>Stuck</title></head><body>never</body>", baseURL: nil)
        #expect(await wait { log.terminations == 1 })
        web.loadHTMLString("<head><title>Unstuck</title></head><body>fresh</body>", baseURL: nil)
        #expect(await wait { web.title == "Unstuck" })
    }

    @Test func aFiftyMegabytePageLoadsWhileTheAppKeepsDrawing() async throws {
        // 50,000 paragraphs of a kilobyte each, and a last line to find.
        let paragraph = "<p>" + String(repeating: "Departures, arrivals and platform changes. ", count: 24) + "</p>\n"
        let body = "<head><title>Big</title></head><body>" + String(repeating: paragraph, count: 50_000) + "<p id='end'>end</p></body>"
        #expect(body.utf8.count > 50_000_000)
        let server = try LoopbackHTTPServer(pages: ["/": .init(body: body)])
        defer { server.stop() }
        let log = NavigationLog()
        let web = try page(log)
        web.load(URLRequest(url: server.url))
        // While WebKit takes the page in, the app's own views still draw.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        app.window.addSubview(label)
        for (colour, pixel) in [(UIColor.green, 0x00FF00), (.red, 0xFF0000), (.blue, 0x0000FF)] as [(UIColor, UInt32)] {
            label.backgroundColor = colour
            try app.runUntilIdle()
            #expect(app.pixel(x: 5, y: 5) == pixel)
        }
        var finished = false
        for _ in 0..<4 where !finished { finished = await wait { log.events.last == "finish" } }
        #expect(finished && log.errors.isEmpty, "events: \(log.events), errors: \(log.errors)")
        #expect(await value(web, "document.getElementsByTagName('p').length") as? Int == 50_001)
        #expect(await value(web, "document.getElementById('end').textContent") as? String == "end")
    }

    @Test func pagePanelsGoToTheUIDelegateAndWithoutOneShowNothing() async throws {
        let root = UIViewController()
        app.window.rootViewController = root
        let log = NavigationLog()
        let web = try page(log)
        root.view.addSubview(web)
        let panels = Panels(presenter: root)
        web.uiDelegate = panels
        web.loadHTMLString("<body>panels</body>", baseURL: nil)
        #expect(await wait { log.events.last == "finish" })
        var answer: Any?
        web.evaluateJavaScript("document.title = confirm('Pay 9.50?') ? 'yes' : 'no'") { value, _ in answer = value }
        #expect(await wait { root.presentedViewController is UIAlertController })
        // The user taps OK on the alert: the page's confirm returns true.
        let alert = try #require(root.presentedViewController as? UIAlertController)
        var ok: CGRect?
        alert.view.forEachInSubtree { view in
            if let button = view as? AlertActionButton, button.action.title == "OK" { ok = button.convert(button.bounds, to: app.window) }
        }
        let button = try #require(ok)
        try app.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(await wait { answer as? String == "yes" })
        #expect(panels.shown.first == "Pay 9.50?")
        web.evaluateJavaScript("prompt('Name?', 'guest')") { value, _ in answer = value }
        #expect(await wait { answer as? String == "Ada" })
        #expect(panels.shown.last == "Name? [guest]")
        // No UI delegate: nothing shows, and the page carries on at once (confirm is false, prompt null).
        web.uiDelegate = nil
        web.evaluateJavaScript("[confirm('x'), prompt('y')]") { value, _ in answer = value }
        #expect(await wait { (answer as? [Any])?.count == 2 })
        #expect((answer as? [Any])?[0] as? Bool == false && (answer as? [Any])?[1] is NSNull)
    }
}
