import Foundation
import Logging

/// Opening URLs, as UIKit's `open(_:options:completionHandler:)`. A kiosk runs no other apps: a URL of one of the app's
/// own schemes (`AppManifest.urlSchemes`, Info.plist's `CFBundleURLTypes`) goes to the app itself — its scene
/// delegate's `scene(_:openURLContexts:)`, or without scenes its delegate's `application(_:open:options:)` — and any
/// other to the program the operator names in `FRAMEKIT_OPEN_URL_COMMAND` (a browser on another screen, a script),
/// started with the URL as its one argument. Without one such a URL is not opened: the completion hears false, and
/// the log says how to open it. As in UIKit, the completion runs later on the main queue, never inside the call.
extension UIApplication {
    /// Keys of what comes with a URL the app opens (`application(_:open:options:)`).
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked (none on a kiosk).
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// What that app passed along.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether a file URL is to be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `true`: open the URL only if an app claims it as a universal link. On a kiosk none does, so such a URL is
        /// opened only when it is of the app's own schemes.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in the Settings app. A kiosk has no Settings app: it opens only through
    /// `FRAMEKIT_OPEN_URL_COMMAND`, as any URL not of the app's own schemes.
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url`; `completion` later hears whether it was opened (see above for where it goes).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let finish: @MainActor @Sendable (Bool) -> Void = { opened in completion?(opened) }
        if isOwnScheme(url) {
            Self.later { finish(self.deliver(url)) }
        } else if options[.universalLinksOnly] as? Bool == true {
            Self.later { finish(false) }
        } else {
            openElsewhere(url, finish)
        }
    }

    /// Opens `url` and returns whether it was opened (see `open(_:options:completionHandler:)`).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            open(url, options: options) { continuation.resume(returning: $0) }
        }
    }

    /// Whether `url` can be opened: one of the app's own schemes, or any URL when `FRAMEKIT_OPEN_URL_COMMAND` names a
    /// program to open it.
    public func canOpenURL(_ url: URL) -> Bool {
        isOwnScheme(url) || urlOpeningCommand != nil
    }

    private func isOwnScheme(_ url: URL) -> Bool {
        url.scheme.map { AppManifest.urlSchemes.contains($0.lowercased()) } ?? false
    }

    /// Hands `url`, of one of the app's own schemes, to the app: its first scene with a delegate, or its delegate.
    /// Whether it was taken.
    @discardableResult
    func deliver(_ url: URL) -> Bool {
        if let scene = scenes.first(where: { $0.delegate != nil }), let delegate = scene.delegate {
            delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
            return true
        }
        return delegate?.application(self, open: url, options: [:]) ?? false
    }

    /// Starts the operator's program with `url`; `finish` hears whether it ended successfully.
    private func openElsewhere(_ url: URL, _ finish: @escaping @MainActor @Sendable (Bool) -> Void) {
        guard let command = urlOpeningCommand else {
            Self.urlLogger.warning(
                "cannot open \(url.absoluteString): no program opens URLs on this kiosk; set FRAMEKIT_OPEN_URL_COMMAND to one (it gets the URL as its argument), or show the page in a WKWebView")
            Self.later { finish(false) }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = [url.absoluteString]
        process.terminationHandler = { ended in
            let opened = ended.terminationReason == .exit && ended.terminationStatus == 0
            if !opened {
                Self.urlLogger.warning("\(command) did not open \(url.absoluteString): it ended with status \(ended.terminationStatus)")
            }
            Self.later { finish(opened) }
        }
        do {
            try process.run()
        } catch {
            Self.urlLogger.error("cannot start FRAMEKIT_OPEN_URL_COMMAND \(command) to open \(url.absoluteString): \(error)")
            Self.later { finish(false) }
        }
    }

    /// Runs `body` on the main queue after what runs now, as UIKit calls an open's completion.
    nonisolated private static func later(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }

    nonisolated private static let urlLogger = Logger(label: "framekit.app")
}
