import CWebKitBridge
import Foundation

extension WKWebView {
    /// Runs `functionBody` as the body of an async JavaScript function whose parameters are `arguments` (names and
    /// values that JSON can carry: numbers, strings, booleans, arrays, dictionaries, `NSNull`), in `contentWorld`, and
    /// gives the value it returns — a promise's once it settles — as Foundation values, or the error it throws. Only
    /// the main frame is supported (`frame` must be nil or a main frame's).
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        let finish: @MainActor (Any?, (any Error)?) -> Void = { value, error in
            completionHandler?(error.map { .failure($0) } ?? .success(value ?? NSNull()))
        }
        if let frame, !frame.isMainFrame {
            return finish(nil, WKError(.javaScriptInvalidFrameTarget, "callAsyncJavaScript: only the main frame is supported"))
        }
        let body: String
        do { body = try Self.wrap(functionBody, arguments: arguments) } catch { return finish(nil, error) }
        guard engineAvailable else { return finish(nil, WKError(.unknown, "WKWebView has no web engine (see the log)")) }
        let world = contentWorld.name
        runScript(finish) { fk_web_view_call_async($0, body, world, $1, $2) }
    }

    /// The async form: the function's value, or nil for undefined.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        try await withCheckedThrowingContinuation { continuation in
            callAsyncJavaScript(functionBody, arguments: arguments, in: frame, in: contentWorld) { result in
                switch result {
                case .success(let value): continuation.resume(returning: UncheckedValue(value is NSNull ? nil : value).value)
                case .failure(let error): continuation.resume(throwing: error)
                }
            }
        }
    }

    /// The body with its arguments as the parameters of an inner async function, their values written as JSON.
    private static func wrap(_ body: String, arguments: [String: Any]) throws -> String {
        let names = arguments.keys.sorted()
        var values: [String] = []
        for name in names {
            guard name.first.map({ $0.isLetter || $0 == "_" || $0 == "$" }) == true,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            else { throw WKError(.unknown, "callAsyncJavaScript: the argument name \"\(name)\" is not a JavaScript identifier") }
            let value = arguments[name]!
            guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) else {
                throw WKError(.unknown, "callAsyncJavaScript: the argument \(name) (\(type(of: value))) cannot be passed to JavaScript")
            }
            values.append(String(decoding: data, as: UTF8.self))
        }
        return "return (async function (\(names.joined(separator: ", "))) {\n\(body)\n}).apply(this, [\(values.joined(separator: ", "))]);"
    }
}
