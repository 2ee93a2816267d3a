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
    /// Lets WebKit's reports reach the main queue and runs the app's frames until `done` holds, for at most `limit`
    /// of real time (less when the test's time limit cancels it).
    func wait(for limit: Duration = .seconds(30), _ done: () -> Bool) async -> Bool {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end, !Task.isCancelled {
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

    /// A script's value, or nil when the page has not given one within `limit`.
    func value(_ web: WKWebView, _ script: String, within limit: Duration = .seconds(30)) async -> Any? {
        var result: Any?, done = false
        web.evaluateJavaScript(script) { value, _ in (result, done) = (value, true) }
        _ = await wait(for: limit) { done }
        return result
    }

    /// What an async WebKit call gives, waiting at most `limit` while the app runs its frames: a reply that never comes
    /// (a web process that died in the middle of the call) fails the test instead of holding the whole run for good.
    func within<Value>(_ limit: Duration = .seconds(30), _ call: @escaping @MainActor () async throws -> Value) async throws -> Value {
        let outcome = Outcome<Value>()
        Task { @MainActor in
            do { outcome.result = .success(try await call()) } catch { outcome.result = .failure(error) }
        }
        guard await wait(for: limit, { outcome.result != nil }), let result = outcome.result else {
            throw NoReply(limit: limit)
        }
        return try result.get()
    }

    /// Waits until `script` gives `expected` (as a string), for at most 20 seconds in all.
    func until(_ web: WKWebView, _ script: String, is expected: String) async -> Bool {
        let end = ContinuousClock.now + .seconds(20)
        while case let left = end - ContinuousClock.now, left > .zero, !Task.isCancelled {
            if let value = await value(web, script, within: left), "\(value)" == expected { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}

/// Where an async call's result lands.
@MainActor
private final class Outcome<Value> {
    var result: Result<Value, any Error>?
}

/// WebKit gave no reply within the test's limit.
struct NoReply: Error, CustomStringConvertible {
    let limit: Duration
    var description: String { "WebKit gave no reply within \(limit)" }
}
