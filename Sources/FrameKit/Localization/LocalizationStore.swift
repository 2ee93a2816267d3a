import Foundation
import Synchronization

/// The app's preferred languages and the strings read for them, shared by every thread that localizes text.
final class LocalizationStore: Sendable {
    static let shared = LocalizationStore()

    private struct State {
        var languages: [String] = []
        var bundles: [String: BundleStrings] = [:]
        /// Texts `NSLocalizedString` returned that vary with a number, for `localizedStringWithFormat` to format.
        var formats: [String: (format: LocalizedFormat, language: String)] = [:]
        /// The main bundle's language is right to left (worked out once per set of languages: views ask often).
        var mainIsRightToLeft: Bool?
    }

    private let state = Mutex(State())

    /// Setting them forgets the strings read for the old ones.
    var languages: [String] {
        get { state.withLock { $0.languages } }
        set { state.withLock { $0 = State(languages: newValue) } }
    }

    /// `key`'s entry in `table` of `bundle`, with the language it was found in.
    func entry(forKey key: String, table: String?, bundle: Bundle) -> (entry: LocalizedEntry, language: String)? {
        state.withLock { state in
            let path = bundle.bundlePath
            var strings = state.bundles[path] ?? BundleStrings(bundle, preferring: state.languages)
            let found = strings.entry(forKey: key, table: table ?? "Localizable")
            state.bundles[path] = strings
            if let found, case .format(let format) = found.entry { state.formats[format.text] = (format, found.language) }
            return found
        }
    }

    /// The language `bundle`'s strings are shown in.
    func language(of bundle: Bundle) -> String {
        state.withLock { Self.language(of: bundle, in: &$0) }
    }

    /// Whether the app's own strings are in a language written right to left.
    var mainIsRightToLeft: Bool {
        state.withLock { state in
            if let known = state.mainIsRightToLeft { return known }
            let language = Self.language(of: .main, in: &state)
            let rightToLeft = Locale.Language(identifier: language).characterDirection == .rightToLeft
            state.mainIsRightToLeft = rightToLeft
            return rightToLeft
        }
    }

    private static func language(of bundle: Bundle, in state: inout State) -> String {
        let strings = state.bundles[bundle.bundlePath] ?? BundleStrings(bundle, preferring: state.languages)
        state.bundles[bundle.bundlePath] = strings
        return strings.language
    }

    /// The plural rules behind a text `NSLocalizedString` returned; the latest lookup wins when two keys share one.
    func format(returning text: String) -> (format: LocalizedFormat, language: String)? {
        state.withLock { $0.formats[text] }
    }
}
