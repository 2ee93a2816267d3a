import Foundation
import FrameKitTesting
import Testing

@testable import WebKit

/// What the web view's test suites share: a headless app, waiting for WebKit's reports, web views in the window,
/// scripts' values.
@MainActor
protocol WebPageTest {
    var app: HeadlessApp { get }
}

extension WebPageTest {
    /// Lets WebKit's reports reach the main queue and runs the app's frames until `done` holds, for at most 30 seconds
    /// of real time.
    func wait(_ done: () -> Bool) async -> Bool {
        let end = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < end {
            try? app.runUntilIdle()
            if done() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    func page(_ log: NavigationLog? = nil, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) throws -> WKWebView {
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), configuration: configuration)
        web.navigationDelegate = log
        app.window.addSubview(web)
        try app.runUntilIdle()
        return web
    }

    func value(_ web: WKWebView, _ script: String) async -> Any? {
        var result: Any?, done = false
        web.evaluateJavaScript(script) { value, _ in (result, done) = (value, true) }
        _ = await wait { done }
        return result
    }

    /// Waits until `script` gives `expected` (as a string), for at most 10 seconds.
    func until(_ web: WKWebView, _ script: String, is expected: String) async -> Bool {
        for _ in 0..<200 {
            if let value = await value(web, script), "\(value)" == expected { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
