import Foundation

/// How a page's `window.webkit.messageHandlers.NAME.postMessage(x)` reaches the app with the frame it came from.
///
/// WPE 2.38 tells a native handler nothing about the posting frame, and WebKit's own handlers would answer posts from
/// any frame of any origin alike. So the page world's `messageHandlers` is FrameKit's script (`pageScript`), whose
/// `postMessage` dispatches the message on the frame's document; a listener in FrameKit's script world, which the
/// page cannot reach, adds what the frame itself says of where it is and posts that to one native handler
/// (CWebKitBridge's relay). A frame can only post as itself: DOM events stay in their document.
enum ScriptMessageRelay {
    /// A message as it arrived: the handler's name, the body as Foundation values, and the posting frame.
    struct Posted {
        let name: String
        let body: Any
        let isMainFrame: Bool
        let origin: String
        let url: URL?
    }

    /// The page world's script for handlers `names`: defines `window.webkit.messageHandlers` with those names (and
    /// drops the ones gone) — run in every document at its start and once in the one shown when the names change.
    /// A body goes as JSON, as WebKit's conversion to Foundation values would (a value JSON cannot hold throws in the
    /// page, as WebKit's structured clone does).
    static func pageScript(names: [String]) -> String {
        let list = (try? JSONSerialization.data(withJSONObject: names)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return """
            (function (names) {
              if (!names.length && !window.webkit) return;
              if (!window.webkit || typeof window.webkit.messageHandlers !== 'object') {
                Object.defineProperty(window, 'webkit', {value: {messageHandlers: {}}, configurable: true, writable: true});
              }
              var handlers = window.webkit.messageHandlers;
              Object.keys(handlers).forEach(function (name) { if (names.indexOf(name) < 0) delete handlers[name]; });
              names.forEach(function (name) {
                if (handlers[name]) return;
                handlers[name] = {postMessage: function (body) {
                  var message = JSON.stringify({name: name, body: body === undefined ? null : body});
                  document.dispatchEvent(new CustomEvent('framekit-message', {detail: message}));
                }};
              });
            })(\(list));
            """
    }

    /// The message in the relay's JSON (`{"message": …, "main": …, "origin": …, "url": …}`), or nil when it is not
    /// one: a page can dispatch the event itself with any detail, so every field is checked.
    static func posted(from json: String) -> Posted? {
        guard let envelope = object(json) as? [String: Any], let message = envelope["message"] as? String,
            let isMainFrame = envelope["main"] as? Bool, let origin = envelope["origin"] as? String,
            let url = envelope["url"] as? String, let inner = object(message) as? [String: Any],
            let name = inner["name"] as? String
        else { return nil }
        return Posted(name: name, body: inner["body"] ?? NSNull(), isMainFrame: isMainFrame, origin: origin, url: URL(string: url))
    }

    private static func object(_ json: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }
}
