import CWebKitBridge
import FrameKit
import Foundation
import Logging

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web page in a view, as WebKit's on iOS, rendered by WPE WebKit: the page runs in WebKit's own web process
/// (drawing with Mesa), each frame arrives as shared-memory pixels and is composited as this view's layer contents,
/// and the next frame is asked for only once that one is presented, so frames follow the display and an idle page costs none.
/// Loads report to the `navigationDelegate`; `evaluateJavaScript` runs scripts in the page. WebKit itself runs on
/// its own thread (`WebEngine`); what it reports reaches the view and its delegates on the main queue.
@MainActor
open class WKWebView: UIView {
    /// The settings it was made with.
    public let configuration: WKWebViewConfiguration
    /// Hears about navigations and decides which may happen.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Without one, a page's `window.open` gives null, as on iOS.
    open weak var uiDelegate: (any WKUIDelegate)? {
        didSet {
            let opens: Int32 = uiDelegate == nil ? 0 : 1
            withEngine { fk_web_view_set_opens_windows($0, opens) }
        }
    }
    /// Sent with each request instead of WPE's own (nil: WPE's).
    open var customUserAgent: String? {
        didSet { withEngine { fk_web_view_set_user_agent($0, customUserAgent) } }
    }

    /// Whether a finger swiping in from the view's leading side goes back, and from its trailing side forward, as
    /// Safari's pages do. FrameKit goes when the finger lifts, past a third of the view or with a flick; the page does
    /// not slide meanwhile. Off by default, as in UIKit.
    open var allowsBackForwardNavigationGestures = false

    /// Whether WebKit's Web Inspector may attach, as on iOS 16.4+ (off by default): WPE's remote inspector, served
    /// when the app starts with `WEBKIT_INSPECTOR_SERVER=ADDRESS:PORT` and opened from another machine's WebKit
    /// browser (Epiphany, or `inspector://ADDRESS:PORT` in a WebKitGTK browser).
    open var isInspectable = false {
        didSet {
            let inspectable: Int32 = isInspectable ? 1 : 0
            withEngine { fk_web_view_set_inspectable($0, inspectable) }
        }
    }

    /// The page's zoom factor (1: 100 %), as Safari's page zoom: text and layout grow together and the page reflows.
    open var pageZoom: CGFloat = 1 {
        didSet {
            let level = Double(max(0.1, pageZoom))
            withEngine { fk_web_view_set_zoom($0, level) }
        }
    }

    /// The page's scrolling as a scroll view (see `WebScrollView`).
    open var scrollView: UIScrollView { pageScroll }
    private lazy var pageScroll = WebScrollView(webView: self)

    private var handle: OpaquePointer?
    /// The observer that drops the web processes' memory caches (as WebKit does on iOS) and the spare frame buffer on a
    /// memory warning.
    private var memoryWarnings: (any NSObjectProtocol)?
    private(set) var link: WebViewLink?
    private lazy var touches = PageTouches(view: self)
    /// Takes the mouse wheel's and touchpad's scrolling (no touches) for the page.
    private lazy var wheel: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.allowedTouchTypes = []
        pan.allowedScrollTypesMask = .all
        pan.addTarget(self.touches, action: PageTouches.wheel)
        return pan
    }()
    /// First responder while an editable element of the page has focus.
    private(set) lazy var pageInput = PageInput(webView: self)
    /// Whether the page has the keyboard focus (it follows first responder).
    private var pageFocused = false
    /// Hardware keys sent to the page while down: their keysyms by evdev code, for their release.
    private var keysDown: [Int: UInt32] = [:]
    /// Bumped by each focus report, so a late "focus left" does not undo a newer "focus came".
    private var focusReports = 0
    /// The page's last frame, in the view's pixels.
    private(set) var content: PixelBuffer?
    private var frameWaiting = false
    private var navigation: WKNavigation?
    private var committed = false
    /// The current load failed: WebKit still ends it with a "finished" event, which the delegate must not hear.
    private var failed = false
    static var logger: Logger { Logger(label: "framekit.webkit") }

    /// A web view with no size yet and the default configuration, as `WKWebView()` makes on iOS (for Auto Layout).
    public convenience init() { self.init(frame: .zero) }

    /// A web view at `frame`, its page made at once (an error is logged when WebKit cannot start).
    public init(frame: CGRect, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .white
        start()
    }

    /// Made by a storyboard, with the default configuration.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        start()
    }

    isolated deinit {
        if let memoryWarnings { NotificationCenter.default.removeObserver(memoryWarnings) }
        guard let handle, let link else { return }
        WebEngine.run { fk_web_view_destroy(handle) }
        // Reports already on their way hold the link themselves and find no view.
        Unmanaged.passUnretained(link).release()
    }

    /// Makes the WPE view; without WPE the view stays white and says why once.
    private func start() {
        if let reason = WebEngine.start() ?? WebContentSandbox.current.refusal { return Self.logger.error("WKWebView cannot show pages: \(reason)") }
        if let (handle, link) = configuration.openedWindow?.take(by: self) {
            // A window a page opened: WebKit made its view already.
            (self.handle, self.link) = (handle, link)
        } else {
            let link = WebViewLink(self)
            self.link = link
            let (size, ephemeral) = (pageSize, configuration.websiteDataStore.isPersistent ? Int32(0) : 1)
            let context = Unmanaged.passRetained(link).toOpaque()
            let sandbox = WebContentSandbox.current
            let (sandboxed, readable) = (sandbox.isRequested ? Int32(1) : 0, sandbox.readableDirectories.joined(separator: "\n"))
            if !Self.sandboxLogged {
                Self.sandboxLogged = true
                Self.logger.notice("\(sandbox.description)")
            }
            handle = WebEngine.run {
                var callbacks = Self.callbacks
                return fk_web_view_create(Int32(size.width), Int32(size.height), ephemeral, sandboxed, readable, &callbacks, context)
            }
        }
        let preferences = configuration.preferences
        let javaScript: Int32 = preferences.javaScriptEnabled && configuration.defaultWebpagePreferences.allowsContentJavaScript ? 1 : 0
        let openWindows: Int32 = preferences.javaScriptCanOpenWindowsAutomatically ? 1 : 0
        let mediaNeedsGesture: Int32 = configuration.mediaTypesRequiringUserActionForPlayback.isEmpty ? 0 : 1
        withEngine { fk_web_view_set_preferences($0, javaScript, openWindows, mediaNeedsGesture) }
        configuration.userContentController.adopt(self)
        addSubview(pageScroll)
        addSubview(pageInput)
        addGestureRecognizer(wheel)
        addGestureRecognizer(UIHoverGestureRecognizer(target: touches, action: PageTouches.hover))
        memoryWarnings = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                _ = self?.withEngine { fk_web_view_release_memory($0) }
                // The buffer kept for the next frame is a whole frame's pixels; the next frame makes one again.
                self?.link?.releaseSpare()
            }
        }
        isMultipleTouchEnabled = true
    }

    /// Whether WPE started for this view (without it the view stays white and scripts fail).
    var engineAvailable: Bool { handle != nil }

    /// Runs `body` with the WPE view on WebKit's thread (nothing without one).
    @discardableResult
    func withEngine<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
        guard let handle else { return nil }
        return WebEngine.run { body(handle) }
    }

    /// What WebKit reports, on WebKit's thread: copied out of the call and handed to the main queue.
    nonisolated private static let callbacks: fk_web_view_callbacks = {
        var callbacks = fk_web_view_callbacks()
        callbacks.frame = { context, pixels, width, height, stride, opaque in
            let link = WebViewLink.from(context)
            // WebKit draws the page over the view's opaque background (WPE's default white, which FrameKit keeps),
            // so every frame is opaque whatever its format says: kept as RGB, which ignores the alpha bytes (an XRGB
            // frame's are undefined), and composited as a copy rather than blended.
            let format: PixelFormat? = opaque < 0 ? nil : .xrgb8888
            guard let (frame, damage) = link.copy(pixels!, width: Int(width), height: Int(height), stride: Int(stride), format: format) else {
                return 1  // Nothing changed: the page may draw its next frame at once.
            }
            link.deliver { view in
                if let view { view.show(frame, damage: damage) } else { link.recycle(frame) }
            }
            return 0
        }
        callbacks.load = { context, event in WebViewLink.from(context).deliver { $0?.loadChanged(event) } }
        callbacks.failed = { context, provisional, _, message in
            let message = message.map { String(cString: $0) } ?? ""
            WebViewLink.from(context).deliver { $0?.loadFailed(provisional: provisional != 0, message: message) }
        }
        callbacks.changed = { context in WebViewLink.from(context).deliver { $0?.reportObservedValues() } }
        callbacks.terminated = { context in WebViewLink.from(context).deliver { $0?.processTerminated() } }
        callbacks.decide = { context, decision, kind, uri, type, gesture, frame, main, mime, status, supported in
            let question = PolicyQuestion(
                decision: EngineObject(decision!), isResponse: kind == 2, uri: uri.map { String(cString: $0) } ?? "",
                navigationType: type, userGesture: gesture != 0, frame: frame.map { String(cString: $0) }, mainFrame: main != 0,
                mime: mime.map { String(cString: $0) }, status: Int(status), supported: supported != 0)
            WebViewLink.from(context).deliver { WKWebView.decide(question, in: $0) }
        }
        callbacks.dialog = { context, dialog, kind, message, defaultText in
            let message = message.map { String(cString: $0) } ?? "", defaultText = defaultText.map { String(cString: $0) }
            let dialog = EngineObject(dialog!)
            WebViewLink.from(context).deliver { WKWebView.showDialog(dialog, kind: kind, message: message, defaultText: defaultText, in: $0) }
        }
        callbacks.focus = { context, json in
            let json = json.map { String(cString: $0) } ?? "false"
            WebViewLink.from(context).deliver { $0?.pageFocusChanged(json) }
        }
        callbacks.scrolled = { context, x, y, width, height in
            WebViewLink.from(context).deliver { $0?.pageScrolled(to: CGPoint(x: x, y: y), size: CGSize(width: width, height: height)) }
        }
        callbacks.create = { context, view, uri, type, gesture in
            let link = WebViewLink()
            let (uri, handle) = (uri.map { String(cString: $0) } ?? "", EngineObject(UnsafeMutableRawPointer(view!)))
            WebViewLink.from(context).deliver { opener in
                WKWebView.openWindow(OpenedWindow(handle: OpaquePointer(handle.pointer), link: link), uri: uri, type: type, gesture: gesture != 0, from: opener)
            }
            return Unmanaged.passRetained(link).toOpaque()
        }
        callbacks.closed = { context in WebViewLink.from(context).deliver { $0?.closedByPage() } }
        callbacks.responsive = { context, responsive in
            WebViewLink.from(context).deliver { $0?.responsivenessChanged(responsive != 0) }
        }
        callbacks.message = { context, json in
            let json = json.map { String(cString: $0) } ?? ""
            WebViewLink.from(context).deliver { $0?.received(message: json) }
        }
        return callbacks
    }()

    /// The view's size in points (at least 1×1), which the page is laid out at: a CSS pixel is a point at zoom 1, as
    /// on iOS, and the page draws at the screen's scale.
    private var pageSize: (width: Int, height: Int) {
        (max(1, Int(bounds.width.rounded())), max(1, Int(bounds.height.rounded())))
    }

    /// The size and scale WebKit was last given.
    private var givenSize: (width: Int, height: Int, scale: Double)?

    /// Tells WebKit the page's size and the screen's scale when they changed.
    private func updatePageSize() {
        let (size, scale) = (pageSize, Double(window?.screen.scale ?? 1))
        guard givenSize.map({ $0 != (size.width, size.height, scale) }) ?? true else { return }
        givenSize = (size.width, size.height, scale)
        withEngine { fk_web_view_resize($0, Int32(size.width), Int32(size.height), scale) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pageScroll.frame = bounds
        updatePageSize()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updatePageSize()
        if frameWaiting { askForNextFrameOncePresented() }
    }

    // MARK: Scrolling

    /// Points per CSS pixel of the page.
    private var pointsPerCSSPixel: CGFloat { max(0.1, pageZoom) }

    /// Whether the current document has laid out and reported its scroll position: WPE drops scroll events that
    /// reach a page before its first rendering update is done (a drag started the instant a page appears), so until
    /// then a finger's scrolling is held back (see `PageTouches`). A page without scripts never reports: it counts as
    /// ready.
    var pageScrollsNow: Bool {
        scrollReported || !(configuration.preferences.javaScriptEnabled && configuration.defaultWebpagePreferences.allowsContentJavaScript)
    }
    private var scrollReported = false

    private func pageScrolled(to offset: CGPoint, size: CGSize) {
        if !scrollReported {
            scrollReported = true
            touches.pageBecameScrollable()
        }
        let factor = pointsPerCSSPixel
        pageScroll.follow(
            offset: CGPoint(x: offset.x * factor, y: offset.y * factor),
            size: CGSize(width: size.width * factor, height: size.height * factor))
    }

    /// Scrolls the main frame so `offset` (points) is at the view's top left; `done` once the page has.
    func scrollPage(to offset: CGPoint, done: @escaping @MainActor () -> Void) {
        let factor = pointsPerCSSPixel
        let script = "window.scrollTo(\(Double(offset.x / factor)), \(Double(offset.y / factor)))"
        runScript({ _, _ in done() }) { fk_web_view_call_async($0, script, "framekit", $1, $2) }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.began(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.moved(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.ended(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.cancelled(touches) }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { handle != nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        updatePageFocus()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        // Focus may only be passing to the page's input (or back): look once the change is done.
        DispatchQueue.main.async { [weak self] in self?.updatePageFocus() }
        return true
    }

    /// The page has the keyboard focus while the web view or its page input is first responder; when the focus goes
    /// elsewhere in the app, the page's focused element is blurred, as on iOS.
    func updatePageFocus() {
        let focused = isFirstResponder || pageInput.isFirstResponder
        guard focused != pageFocused else { return }
        pageFocused = focused
        withEngine { fk_web_view_set_focused($0, focused ? 1 : 0) }
        if !focused { evaluateJavaScript("document.activeElement && document.activeElement.blur()", completionHandler: nil) }
    }

    /// A finger on the page takes the keyboard focus to it, as a tap on a web view does on iOS.
    func pageTouched() {
        if !isFirstResponder, !pageInput.isFirstResponder { becomeFirstResponder() }
    }

    /// An editable element of the page gained focus (the page input takes first responder, with its traits) or lost
    /// it (the web view takes first responder back, and the on-screen keyboard goes). A page cannot take the focus
    /// from the app's own fields.
    private func pageFocusChanged(_ json: String) {
        focusReports += 1
        let report = focusReports
        let element = (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])) as? [String: Any]
        if let element {
            guard pageFocused else { return }
            pageInput.adopt(
                type: element["type"] as? String ?? "text", inputMode: element["inputMode"] as? String ?? "",
                enterKeyHint: element["enterKeyHint"] as? String ?? "")
            pageInput.becomeFirstResponder()
        } else {
            // Focus moving from one field to the next says "left" just before "came": wait for it a moment.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
                guard let self, self.focusReports == report, self.pageInput.isFirstResponder else { return }
                self.becomeFirstResponder()
            }
        }
    }

    /// Text from the on-screen keyboard (or typed while a page field has focus): each character a key press.
    func typeIntoPage(_ text: String) {
        for scalar in text.unicodeScalars { pressOnPage(PageKeys.keysym(typing: scalar)) }
    }

    /// A key pressed and released on the page.
    func pressOnPage(_ keysym: UInt32) {
        let time = Self.milliseconds
        withEngine {
            fk_web_view_key($0, keysym, 0, 1, 0, time)
            fk_web_view_key($0, keysym, 0, 0, 0, time)
        }
    }

    /// Hardware keys reach the page as they are, but typed text and backspace while a page field has focus, which
    /// come through the page input (`UIKeyInput`) like the on-screen keyboard's.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let keysym = keysym(for: key) else { return super.pressesBegan(presses, with: event) }
        keysDown[key.evdevCode] = keysym
        send(key, keysym, pressed: true)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let keysym = keysDown.removeValue(forKey: key.evdevCode) else {
            return super.pressesEnded(presses, with: event)
        }
        send(key, keysym, pressed: false)
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { pressesEnded(presses, with: event) }

    /// What a hardware key sends to the page; nil when the page input types it (text, return, tab, a plain
    /// backspace into a focused page field: the keyboard router hands those to `UIKeyInput`).
    private func keysym(for key: UIKey) -> UInt32? {
        let typed = pageInput.isFirstResponder && key.modifierFlags.isDisjoint(with: [.control, .command])
        if let special = PageKeys.keysym(of: key.keyCode) {
            let typedByInput = key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardTab
                || key.keyCode == .keyboardDeleteOrBackspace && !key.modifierFlags.contains(.alternate)
            return typed && typedByInput ? nil : special
        }
        if typed { return nil }
        let shortcut = !key.modifierFlags.isDisjoint(with: [.control, .command])
        return (shortcut ? key.charactersIgnoringModifiers : key.characters).unicodeScalars.first.map(PageKeys.keysym(typing:))
    }

    private func send(_ key: UIKey, _ keysym: UInt32, pressed: Bool) {
        let (hardware, modifiers, time) = (UInt32(key.evdevCode + 8), PageKeys.modifiers(key.modifierFlags), Self.milliseconds)
        withEngine { fk_web_view_key($0, keysym, hardware, pressed ? 1 : 0, modifiers, time) }
    }

    /// The process's monotonic clock in milliseconds, for the events the page gets.
    static var milliseconds: UInt32 { UInt32(truncatingIfNeeded: Int64(ProcessInfo.processInfo.systemUptime * 1000)) }

    // MARK: Loading

    /// Shows `string` as an HTML page; relative links resolve against `baseURL`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        begin { fk_web_view_load_html($0, string, baseURL?.absoluteString) }
    }

    /// Loads the page at the request's URL.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else {
            Self.logger.error("WKWebView.load: the request has no URL; nothing loads")
            return nil
        }
        return begin { fk_web_view_load_uri($0, url.absoluteString) }
    }

    /// Loads a file inside `readAccessURL` (a file, or a directory whose files the page may load). The web process
    /// reads only the app's container (its bundle, Documents, Application Support, Caches and temporary directories:
    /// see `WebContentSandbox`); a file outside `readAccessURL` or the container fails the provisional navigation
    /// with `NSURLErrorNoPermissionsToReadFile`.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        let inside = WebContentSandbox.path(url.standardizedFileURL.path, isWithin: readAccessURL.standardizedFileURL.path)
        guard url.isFileURL, readAccessURL.isFileURL, inside, WebContentSandbox.current.allowsReading(readAccessURL) else {
            let reason = !url.isFileURL || !readAccessURL.isFileURL ? "not a file URL"
                : inside ? "outside the app's container, which is all the web content process may read (\(Self.readableList))"
                : "outside the read access URL \(readAccessURL.path)"
            return refuse(url, reason: reason)
        }
        return load(URLRequest(url: url))
    }

    /// Whether the sandbox's one log line was written.
    private static var sandboxLogged = false

    private static var readableList: String { WebContentSandbox.current.readableDirectories.joined(separator: ", ") }

    /// A load that cannot start: a navigation that fails provisionally on the next turn of the main loop, as WebKit's
    /// own refusals do, and one log line naming the file and why.
    private func refuse(_ url: URL, reason: String) -> WKNavigation? {
        guard handle != nil else { return nil }
        Self.logger.error("WKWebView.loadFileURL: \(url.path): \(reason); nothing loads")
        let refused = WKNavigation()
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorNoPermissionsToReadFile, userInfo: [
            NSLocalizedDescriptionKey: "\(url.path) is \(reason)", NSURLErrorFailingURLErrorKey: url,
        ])
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            navigationDelegate?.webView(self, didStartProvisionalNavigation: refused)
            navigationDelegate?.webView(self, didFailProvisionalNavigation: refused, withError: error)
        }
        return refused
    }

    /// Loads the current page again.
    @discardableResult
    open func reload() -> WKNavigation? { begin { fk_web_view_reload($0) } }
    /// Goes back in the page history; nil when there is nowhere to go.
    @discardableResult
    open func goBack() -> WKNavigation? { canGoBack ? begin { fk_web_view_go_back($0) } : nil }
    /// Goes forward in the page history; nil when there is nowhere to go.
    @discardableResult
    open func goForward() -> WKNavigation? { canGoForward ? begin { fk_web_view_go_forward($0) } : nil }
    /// Stops the load in progress.
    open func stopLoading() { withEngine { fk_web_view_stop($0) } }

    private func begin(_ start: (OpaquePointer) -> Void) -> WKNavigation? {
        guard handle != nil else { return nil }
        let next = WKNavigation()
        navigation = next
        committed = false
        withEngine(start)
        return next
    }

    /// Whether a page is loading.
    open var isLoading: Bool { withEngine { fk_web_view_is_loading($0) != 0 } ?? false }
    /// How far the load is, 0…1.
    open var estimatedProgress: Double { withEngine { fk_web_view_progress($0) } ?? 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { withEngine { fk_web_view_can_go_back($0) != 0 } ?? false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { withEngine { fk_web_view_can_go_forward($0) != 0 } ?? false }
    /// The page's title.
    open var title: String? { withEngine { Self.take(fk_web_view_title($0)) } ?? nil }
    /// The page's address.
    open var url: URL? { (withEngine { Self.take(fk_web_view_uri($0)) } ?? nil).flatMap(URL.init(string:)) }

    private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    // MARK: Events from WPE

    /// The observable values as last reported to key-value observers.
    private var reportedValues: [String: AnyHashable] = [:]

    /// Tells key-value observers which of the page's values changed (WebKit reports the title, the URL, the progress
    /// and the history changing, and loads starting and ending); gathered only while something observes the view.
    private func reportObservedValues() {
        guard ObjCKeyValueObserving.isObserved(self) else { return }
        let (url, isLoading) = (self.url, self.isLoading)
        let current: [String: AnyHashable] = [
            "title": title, "URL": url, "url": url, "estimatedProgress": estimatedProgress, "loading": isLoading,
            "isLoading": isLoading, "canGoBack": canGoBack, "canGoForward": canGoForward,
        ]
        let previous = reportedValues
        reportedValues = current
        for (key, value) in current where previous[key] != value {
            ObjCKeyValueObserving.changed(self, key: key, from: previous[key]?.base)
        }
    }

    private func loadChanged(_ event: Int32) {
        defer { reportObservedValues() }
        // A load WebKit started itself (a link, a redirect chain, history) gets a navigation of its own.
        if event == 0, navigation == nil || committed { (navigation, committed) = (WKNavigation(), false) }
        if event == 0 { failed = false }
        let current = navigation ?? WKNavigation()
        switch event {
        case 0: navigationDelegate?.webView(self, didStartProvisionalNavigation: current)
        case 2:
            committed = true
            scrollReported = false
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

    /// How many origins have resources in the web processes' memory caches (tests).
    func memoryCacheOrigins() async -> Int {
        await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(CacheCount(continuation)).toOpaque()
            if withEngine({ fk_web_view_count_memory_cache($0, Self.cacheCounted, box) }) == nil {
                Unmanaged<CacheCount>.fromOpaque(box).takeRetainedValue().continuation.resume(returning: 0)
            }
        }
    }

    /// The count's end, on WebKit's thread.
    nonisolated private static let cacheCounted: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void = { context, origins in
        Unmanaged<CacheCount>.fromOpaque(context!).takeRetainedValue().continuation.resume(returning: Int(origins))
    }

    /// How long the web process may go without answering (WebKit says so after 3 s of silence to input or a load)
    /// before FrameKit ends it: a page stuck in a script would otherwise hold the kiosk for good, since no new page can
    /// load into a process that never answers.
    var unresponsiveLimit: TimeInterval = 10
    /// Bumped at each change of the web process's responsiveness, so a stale deadline does nothing.
    private var responsiveness = 0

    /// The web process stopped answering or answers again: silent past `unresponsiveLimit`, it is ended, and the
    /// delegate hears `webViewWebContentProcessDidTerminate` (where an app loads its page again).
    private func responsivenessChanged(_ responsive: Bool) {
        responsiveness += 1
        guard !responsive else { return }
        let change = responsiveness
        DispatchQueue.main.asyncAfter(deadline: .now() + unresponsiveLimit) { [weak self] in
            guard let self, self.responsiveness == change else { return }
            Self.logger.error("WKWebView: the web content process did not answer for \(self.unresponsiveLimit) s (a script that never ends?); it is ended")
            self.terminateWebContentProcess()
        }
    }

    /// Ends the web content process as a crash would (tests, and a process that stopped answering).
    func terminateWebContentProcess() { withEngine { fk_web_view_terminate($0) } }

    private func processTerminated() {
        Self.logger.error("WKWebView: the web content process ended; the page is gone until it is loaded again")
        navigationDelegate?.webViewWebContentProcessDidTerminate(self)
    }

    /// A frame from the web process: shown as the layer's contents, composited straight from its pixels (only those
    /// that changed, `damage`); the one it replaces takes the next frame. The page draws its next frame once this one
    /// has been presented, so frames follow the display.
    private func show(_ frame: PixelBuffer, damage: PixelRect) {
        if let content { link?.recycle(content) }
        content = frame
        layer.replaceContents(with: CGImage(pixels: frame), changed: damage)
        guard !frameWaiting else { return }
        frameWaiting = true
        askForNextFrameOncePresented()
    }

    /// Lets the page draw its next frame after the next frame presented; in no window, once the view is in one.
    private func askForNextFrameOncePresented() {
        afterNextPresentedFrame { [weak self] in
            guard let self, frameWaiting else { return }
            frameWaiting = false
            withEngine { fk_web_view_frame_done($0) }
        }
    }

    // MARK: Policy

    /// Asks the delegate whether a navigation or a response may go on; without a delegate it may, and with the view
    /// gone it may not.
    private static func decide(_ question: PolicyQuestion, in view: WKWebView?) {
        let decision = question.decision
        let answer = PendingAnswer("a WKNavigationDelegate decision handler") { allow, _ in
            WebEngine.run { fk_policy_decide(decision.pointer, allow ? 1 : 0) }
        }
        guard let view else { return answer.give(false) }
        view.decide(question, answer: answer)
    }

    private func decide(_ question: PolicyQuestion, answer: PendingAnswer) {
        // A URL Foundation cannot read cannot be shown to the delegate as what it is, so it cannot be allowed: an
        // allow-list must not see it as something else (it was about:blank once).
        guard let url = URL(string: question.uri) else {
            Self.logger.error("refused a navigation to \(question.uri.debugDescription): not a URL Foundation can read")
            return answer.give(false)
        }
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

    /// Shows a page's panel through the UI delegate; with the view gone, the panel is cancelled.
    private static func showDialog(_ dialog: EngineObject, kind: Int32, message: String, defaultText: String?, in view: WKWebView?) {
        let answer = PendingAnswer("a WKUIDelegate completion handler") { confirmed, text in
            WebEngine.run { fk_dialog_answer(dialog.pointer, confirmed ? 1 : 0, text) }
        }
        guard let view else { return answer.give(false) }
        view.showDialog(kind: kind, message: message, defaultText: defaultText, answer: answer)
    }

    private func showDialog(kind: Int32, message: String, defaultText: String?, answer: PendingAnswer) {
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

    // MARK: Windows

    /// A page opened a window: the UI delegate may make a web view for it with the configuration given; otherwise
    /// (or with the opener gone) WebKit's view for it is destroyed and the page's window closes.
    private static func openWindow(_ window: OpenedWindow, uri: String, type: Int32, gesture: Bool, from opener: WKWebView?) {
        if uri.isEmpty || URL(string: uri) == nil {
            logger.error("a page opened a window at \(uri.debugDescription), not a URL Foundation can read: the window is closed")
        } else if let opener, let uiDelegate = opener.uiDelegate {
            let configuration = opener.configuration.forWindow(window)
            let action = WKNavigationAction(
                request: URLRequest(url: URL(string: uri)!), navigationType: WKNavigationType(webKit: type),
                targetFrame: nil, isUserGesture: gesture)
            let made = uiDelegate.webView(opener, createWebViewWith: configuration, for: action, windowFeatures: WKWindowFeatures())
            if let made, made.configuration !== configuration {
                logger.error("createWebViewWith returned a web view not made with the configuration WebKit passed; the page's window is closed")
            }
        }
        guard window.isTaken else {
            WebEngine.run { fk_web_view_destroy(window.handle) }
            window.link.attach(nil)
            Unmanaged.passUnretained(window.link).release()
            return
        }
        window.link.attach(window.adopter)
    }

    private func closedByPage() { uiDelegate?.webViewDidClose(self) }

    // MARK: User content

    func addUserScript(_ script: WKUserScript) {
        let (atEnd, mainFrameOnly): (Int32, Int32) = (script.injectionTime == .atDocumentEnd ? 1 : 0, script.isForMainFrameOnly ? 1 : 0)
        withEngine { fk_web_view_add_user_script($0, script.source, atEnd, mainFrameOnly) }
    }

    func removeUserScripts() { withEngine { fk_web_view_remove_user_scripts($0) } }
    /// Pages may post to `names` (and no others) from now on, the page shown included.
    func setMessageHandlers(_ names: [String]) {
        withEngine { fk_web_view_set_message_handlers($0, ScriptMessageRelay.pageScript(names: names)) }
    }

    private func received(message json: String) {
        let controller = configuration.userContentController
        guard let posted = ScriptMessageRelay.posted(from: json), controller.hasHandler(named: posted.name) else { return }
        let request = URLRequest(url: posted.url ?? URL(string: "about:blank")!)
        let origin = WKSecurityOrigin(serialized: posted.origin, url: posted.url)
        let frame = WKFrameInfo(isMainFrame: posted.isMainFrame, request: request, securityOrigin: origin, webView: self)
        controller.deliver(WKScriptMessage(body: posted.body, name: posted.name, webView: self, frameInfo: frame))
    }

    // MARK: Scripts

    /// Runs `javaScriptString` in the page; the handler gets its value as Foundation values (numbers, strings,
    /// arrays, dictionaries, `NSNull`; nil for undefined) or the error.
    public final func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        guard handle != nil else {
            completionHandler?(nil, WKError(.unknown, "WKWebView has no web engine (see the log)"))
            return
        }
        runScript(completionHandler) { fk_web_view_run_script($0, javaScriptString, $1, $2) }
    }

    /// Starts a script through `start` (given the WPE view, the C completion and its context); `handler` gets its
    /// value on the main actor.
    func runScript(
        _ handler: (@MainActor (Any?, (any Error)?) -> Void)?,
        _ start: (OpaquePointer, fk_script_done, UnsafeMutableRawPointer) -> Void
    ) {
        let box = Unmanaged.passRetained(ScriptCall(handler)).toOpaque()
        withEngine { start($0, Self.scriptFinished, box) }
    }

    /// A script's end, on WebKit's thread: its value goes to the main queue.
    nonisolated private static let scriptFinished: fk_script_done = { context, json, error in
        let call = Unmanaged<ScriptCall>.fromOpaque(context!).takeRetainedValue()
        let (json, error) = (json.map { String(cString: $0) }, error.map { String(cString: $0) })
        DispatchQueue.main.async { MainActor.assumeIsolated { call.finish(json: json, error: error) } }
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
private final class ScriptCall: Sendable {
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

    @MainActor func finish(json: String?, error: String?) {
        let (value, error) = Self.decode(json: json, error: error)
        handler?(value, error)
    }
}

/// A memory cache count on its way back from WebKit's thread.
private final class CacheCount: Sendable {
    let continuation: CheckedContinuation<Int, Never>
    init(_ continuation: CheckedContinuation<Int, Never>) { self.continuation = continuation }
}

/// A script's value crossing into an async caller: JSON-made Foundation values, never shared mutably.
struct UncheckedValue: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}

/// An object of WebKit's (a policy decision, a dialog) that WebKit's thread handed to the main queue, which only
/// passes it back there.
private struct EngineObject: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}

/// A policy question from WebKit, copied out of the C call.
private struct PolicyQuestion: Sendable {
    let decision: EngineObject
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
