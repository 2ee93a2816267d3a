import CWebKitBridge
import FrameKit
import Foundation
import Logging

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web page in a view, as WebKit's on iOS, rendered by WPE WebKit: the page runs in WebKit's own web process
/// (drawing with Mesa), each frame arrives as shared-memory pixels and is drawn as this view's content, and the next
/// frame is asked for only once that one is on screen, so frames follow the display and an idle page costs none.
/// Loads report to the `navigationDelegate`; `evaluateJavaScript` runs scripts in the page.
@MainActor
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// Sent with each request instead of WPE's own (nil: WPE's).
    open var customUserAgent: String? {
        didSet { if let handle { fk_web_view_set_user_agent(handle, customUserAgent) } }
    }

    private var handle: OpaquePointer?
    /// The WPE view, for the input extension.
    var engine: OpaquePointer? { handle }
    private lazy var touches = PageTouches(view: self)
    private var content: PixelBuffer?
    private var frameWaiting = false
    private var navigation: WKNavigation?
    private var committed = false
    /// The current load failed: WebKit still ends it with a "finished" event, which the delegate must not hear.
    private var failed = false
    static var logger: Logger { Logger(label: "framekit.webkit") }

    public init(frame: CGRect, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .white
        start()
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        start()
    }

    isolated deinit {
        if let handle { fk_web_view_destroy(handle) }
    }

    /// Makes the WPE view; without WPE the view stays white and says why once.
    private func start() {
        var message = [CChar](repeating: 0, count: 256)
        guard fk_webkit_initialize(&message, message.count) == 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return Self.logger.error("WKWebView cannot show pages: \(reason)")
        }
        var callbacks = fk_web_view_callbacks()
        callbacks.frame = { context, pixels, width, height, stride, opaque in
            MainActor.assumeIsolated { WKWebView.owner(context).received(pixels!, width, height, stride, opaque != 0) }
        }
        callbacks.load = { context, event in MainActor.assumeIsolated { WKWebView.owner(context).loadChanged(event) } }
        callbacks.failed = { context, provisional, _, message in
            MainActor.assumeIsolated {
                WKWebView.owner(context).loadFailed(provisional: provisional != 0, message: message.map { String(cString: $0) } ?? "")
            }
        }
        callbacks.changed = { _ in }
        callbacks.terminated = { context in MainActor.assumeIsolated { WKWebView.owner(context).processTerminated() } }
        callbacks.decide = { context, decision, kind, uri, type, gesture, frame, main, mime, status, supported in
            let question = PolicyQuestion(
                decision: decision!, isResponse: kind == 2, uri: uri.map { String(cString: $0) } ?? "",
                navigationType: type, userGesture: gesture != 0, frame: frame.map { String(cString: $0) }, mainFrame: main != 0,
                mime: mime.map { String(cString: $0) }, status: Int(status), supported: supported != 0)
            MainActor.assumeIsolated { WKWebView.owner(context).decide(question) }
        }
        callbacks.dialog = { context, dialog, kind, message, defaultText in
            let message = message.map { String(cString: $0) } ?? "", defaultText = defaultText.map { String(cString: $0) }
            MainActor.assumeIsolated { WKWebView.owner(context).showDialog(dialog!, kind: kind, message: message, defaultText: defaultText) }
        }
        callbacks.message = { context, name, json in
            let name = name.map { String(cString: $0) } ?? "", json = json.map { String(cString: $0) } ?? "null"
            MainActor.assumeIsolated { WKWebView.owner(context).received(message: json, name: name) }
        }
        let size = pixelSize
        handle = fk_web_view_create(
            Int32(size.width), Int32(size.height), configuration.websiteDataStore.isPersistent ? 0 : 1, &callbacks,
            Unmanaged.passUnretained(self).toOpaque())
        if let handle {
            let preferences = configuration.preferences
            fk_web_view_set_preferences(
                handle, preferences.javaScriptEnabled && configuration.defaultWebpagePreferences.allowsContentJavaScript ? 1 : 0,
                preferences.javaScriptCanOpenWindowsAutomatically ? 1 : 0,
                configuration.mediaTypesRequiringUserActionForPlayback.isEmpty ? 0 : 1)
        }
        configuration.userContentController.adopt(self)
        WebContentLoop.shared.start()
    }

    private static func owner(_ context: UnsafeMutableRawPointer?) -> WKWebView {
        Unmanaged<WKWebView>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The view's size in device pixels (at least 1×1), which the page is laid out and drawn at.
    private var pixelSize: (width: Int, height: Int) {
        let scale = window?.screen.scale ?? 1
        return (max(1, Int((bounds.width * scale).rounded())), max(1, Int((bounds.height * scale).rounded())))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let handle else { return }
        let size = pixelSize
        fk_web_view_resize(handle, Int32(size.width), Int32(size.height))
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.first.map(self.touches.began) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touches.first.map(self.touches.moved) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touches.first.map(self.touches.ended) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.cancelled() }

    // MARK: Loading

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        begin { fk_web_view_load_html($0, string, baseURL?.absoluteString) }
    }

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else {
            Self.logger.error("WKWebView.load: the request has no URL; nothing loads")
            return nil
        }
        return begin { fk_web_view_load_uri($0, url.absoluteString) }
    }

    /// Loads a file; WPE reads any file the app may read (`readAccessURL` is not a sandbox here).
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: url))
    }

    @discardableResult
    open func reload() -> WKNavigation? { begin { fk_web_view_reload($0) } }
    @discardableResult
    open func goBack() -> WKNavigation? { canGoBack ? begin { fk_web_view_go_back($0) } : nil }
    @discardableResult
    open func goForward() -> WKNavigation? { canGoForward ? begin { fk_web_view_go_forward($0) } : nil }
    open func stopLoading() { if let handle { fk_web_view_stop(handle) } }

    private func begin(_ start: (OpaquePointer) -> Void) -> WKNavigation? {
        guard let handle else { return nil }
        let next = WKNavigation()
        navigation = next
        committed = false
        start(handle)
        return next
    }

    open var isLoading: Bool { handle.map { fk_web_view_is_loading($0) != 0 } ?? false }
    open var estimatedProgress: Double { handle.map { fk_web_view_progress($0) } ?? 0 }
    open var canGoBack: Bool { handle.map { fk_web_view_can_go_back($0) != 0 } ?? false }
    open var canGoForward: Bool { handle.map { fk_web_view_can_go_forward($0) != 0 } ?? false }
    open var title: String? { handle.flatMap { Self.take(fk_web_view_title($0)) } }
    open var url: URL? { handle.flatMap { Self.take(fk_web_view_uri($0)) }.flatMap(URL.init(string:)) }

    private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    // MARK: Events from WPE

    private func loadChanged(_ event: Int32) {
        // A load WebKit started itself (a link, a redirect chain, history) gets a navigation of its own.
        if event == 0, navigation == nil || committed { (navigation, committed) = (WKNavigation(), false) }
        if event == 0 { failed = false }
        let current = navigation ?? WKNavigation()
        switch event {
        case 0: navigationDelegate?.webView(self, didStartProvisionalNavigation: current)
        case 2:
            committed = true
            navigationDelegate?.webView(self, didCommit: current)
        case 3:
            navigation = nil
            if failed { failed = false } else { navigationDelegate?.webView(self, didFinish: current) }
        default: break
        }
    }

    private func loadFailed(provisional: Bool, message: String) {
        let current = navigation ?? WKNavigation()
        failed = true
        let error = WKError(.loadFailed, message)
        if provisional {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: current, withError: error)
        } else {
            navigationDelegate?.webView(self, didFail: current, withError: error)
        }
    }

    /// Ends the web content process as a crash would (tests).
    func terminateWebContentProcess() { if let handle { fk_web_view_terminate(handle) } }

    private func processTerminated() {
        Self.logger.error("WKWebView: the web content process ended; the page is gone until it is loaded again")
        navigationDelegate?.webViewWebContentProcessDidTerminate(self)
    }

    /// A frame from the web process: kept as this view's content and drawn at the next frame.
    private func received(_ pixels: UnsafeRawPointer, _ width: Int32, _ height: Int32, _ stride: Int32, _ opaque: Bool) {
        // An opaque frame's alpha bytes are undefined: kept as RGB, which ignores them.
        let format: PixelFormat = opaque ? .xrgb8888 : .argb8888
        let frame = content.flatMap { $0.width == Int(width) && $0.height == Int(height) && $0.format == format ? $0 : nil }
            ?? PixelBuffer(width: Int(width), height: Int(height), format: format)
        let shared = PixelBuffer(
            wrapping: UnsafeMutableRawPointer(mutating: pixels), width: Int(width), height: Int(height), stride: Int(stride),
            format: format)
        frame.copy(frame.bounds, from: shared)
        content = frame
        frameWaiting = true
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        if let content, let context = UIGraphicsGetCurrentContext() { context.draw(content, in: bounds) }
        // This frame is on its way to the screen: the page may draw the next.
        if frameWaiting, let handle {
            frameWaiting = false
            fk_web_view_frame_done(handle)
        }
    }

    // MARK: Policy

    /// Asks the delegate whether a navigation or a response may go on; without a delegate it may.
    private func decide(_ question: PolicyQuestion) {
        let answer = PendingAnswer("a WKNavigationDelegate decision handler") { allow, _ in fk_policy_decide(question.decision, allow ? 1 : 0) }
        let url = URL(string: question.uri) ?? URL(string: "about:blank")!
        guard let navigationDelegate else { return answer.give(true) }
        if question.isResponse {
            // An HTTP response (it has a status) is an HTTPURLResponse, as on iOS; a file's or data's a URLResponse.
            let plain = URLResponse(url: url, mimeType: question.mime, expectedContentLength: -1, textEncodingName: nil)
            let response = question.status > 0
                ? HTTPURLResponse(url: url, statusCode: question.status, httpVersion: "HTTP/1.1",
                                  headerFields: question.mime.map { ["Content-Type": $0] } ?? [:]) ?? plain
                : plain
            let navigationResponse = WKNavigationResponse(response: response, isForMainFrame: question.mainFrame, canShowMIMEType: question.supported)
            navigationDelegate.webView(self, decidePolicyFor: navigationResponse) { answer.give($0 == .allow) }
        } else {
            let request = URLRequest(url: url)
            let frame = question.frame.map { _ in WKFrameInfo(isMainFrame: question.mainFrame, request: request) }
            let action = WKNavigationAction(
                request: request, navigationType: WKNavigationType(webKit: question.navigationType), targetFrame: frame,
                isUserGesture: question.userGesture)
            navigationDelegate.webView(self, decidePolicyFor: action) { answer.give($0 == .allow) }
        }
    }

    // MARK: Panels

    private func showDialog(_ dialog: UnsafeMutableRawPointer, kind: Int32, message: String, defaultText: String?) {
        let answer = PendingAnswer("a WKUIDelegate completion handler") { fk_dialog_answer(dialog, $0 ? 1 : 0, $1) }
        let frame = WKFrameInfo(isMainFrame: true, request: URLRequest(url: url ?? URL(string: "about:blank")!))
        guard let uiDelegate else { return answer.give(false) }
        switch kind {
        case 0: uiDelegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) { answer.give(true) }
        case 1: uiDelegate.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame) { answer.give($0) }
        default:
            uiDelegate.webView(self, runJavaScriptTextInputPanelWithPrompt: message, defaultText: defaultText, initiatedByFrame: frame) {
                answer.give($0 != nil, text: $0)
            }
        }
    }

    // MARK: User content

    func addUserScript(_ script: WKUserScript) {
        guard let handle else { return }
        fk_web_view_add_user_script(handle, script.source, script.injectionTime == .atDocumentEnd ? 1 : 0, script.isForMainFrameOnly ? 1 : 0)
    }

    func removeUserScripts() { if let handle { fk_web_view_remove_user_scripts(handle) } }
    func addMessageHandler(_ name: String) { if let handle { fk_web_view_add_message_handler(handle, name) } }
    func removeMessageHandler(_ name: String) { if let handle { fk_web_view_remove_message_handler(handle, name) } }

    private func received(message json: String, name: String) {
        let body = (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])) ?? NSNull()
        configuration.userContentController.deliver(WKScriptMessage(body: body, name: name, webView: self))
    }

    // MARK: Scripts

    /// Runs `javaScriptString` in the page; the handler gets its value as Foundation values (numbers, strings,
    /// arrays, dictionaries, `NSNull`; nil for undefined) or the error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        guard let handle else {
            completionHandler?(nil, WKError(.unknown, "WKWebView has no web engine (see the log)"))
            return
        }
        let box = Unmanaged.passRetained(ScriptCall(completionHandler)).toOpaque()
        fk_web_view_run_script(handle, javaScriptString, { context, json, error in
            let call = Unmanaged<ScriptCall>.fromOpaque(context!).takeRetainedValue()
            let result = ScriptCall.decode(json: json.map { String(cString: $0) }, error: error.map { String(cString: $0) })
            MainActor.assumeIsolated { call.finish(result) }
        }, box)
    }

    /// Runs `javaScriptString` in the page and returns its value (nil for undefined).
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        try await withCheckedThrowingContinuation { continuation in
            evaluateJavaScript(javaScriptString) { value, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: UncheckedValue(value).value) }
            }
        }
    }
}

/// A script's completion handler, kept alive while WebKit runs the script.
private final class ScriptCall {
    let handler: (@MainActor (Any?, (any Error)?) -> Void)?
    init(_ handler: (@MainActor (Any?, (any Error)?) -> Void)?) { self.handler = handler }

    static func decode(json: String?, error: String?) -> (Any?, WKError?) {
        if let error { return (nil, WKError(.javaScriptExceptionOccurred, error)) }
        guard let json else { return (nil, nil) }
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return (nil, WKError(.javaScriptResultTypeIsUnsupported, "the script's value cannot be made into Foundation values"))
        }
        return (value, nil)
    }

    @MainActor func finish(_ result: (Any?, WKError?)) { handler?(result.0, result.1) }
}

/// A script's value crossing into an async caller: JSON-made Foundation values, never shared mutably.
private struct UncheckedValue: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}

/// A policy question from WebKit, copied out of the C call.
private struct PolicyQuestion {
    let decision: UnsafeMutableRawPointer
    let isResponse: Bool
    let uri: String
    let navigationType: Int32
    let userGesture: Bool
    let frame: String?
    let mainFrame: Bool
    let mime: String?
    let status: Int
    let supported: Bool
}

/// A question WebKit waits on (a navigation's policy, a page's dialog): answered once; dropped unanswered, it is
/// answered as a cancel and logged (iOS raises an exception).
@MainActor
final class PendingAnswer {
    private var answer: ((Bool, String?) -> Void)?
    private let handler: String

    /// `handler` names the app's handler in messages.
    init(_ handler: String, _ answer: @escaping (Bool, String?) -> Void) {
        self.handler = handler
        self.answer = answer
    }

    func give(_ yes: Bool, text: String? = nil) {
        guard let answer else { return WKWebView.logger.error("\(handler) was called twice; the second call is ignored") }
        self.answer = nil
        answer(yes, text)
    }

    isolated deinit {
        guard let answer else { return }
        WKWebView.logger.error("\(handler) was dropped without being called; WebKit's question is answered as a cancel")
        answer(false, nil)
    }
}

extension WKNavigationType {
    /// WebKit's navigation type (link, form, back/forward, reload, resubmit, other) as iOS's.
    init(webKit value: Int32) { self = WKNavigationType(rawValue: Int(value)) ?? .other }
}
