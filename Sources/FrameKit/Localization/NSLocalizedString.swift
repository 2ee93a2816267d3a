import Foundation

/// The text for `key` in the preferred language from `bundle`'s strings tables (`.strings`, `.stringsdict`,
/// `.xcstrings`), as UIKit's: else the development language's, else `value` when it is not empty, else `key`.
/// FrameKit reads the tables itself because Foundation on Linux ignores the preferred languages. A text with plural
/// forms is formatted by `String.localizedStringWithFormat(_:_:)` (not `String(format:)`, which FrameKit cannot
/// reach).
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
    if let found = LocalizationStore.shared.entry(forKey: key, table: tableName, bundle: Bundle.appResources(bundle)) { return found.entry.text }
    return value.isEmpty ? key : value
}

extension String {
    /// `format` filled in with `arguments` in the app's locale; when `format` came from `NSLocalizedString` with
    /// plural forms, the forms are chosen by the numbers, as UIKit's.
    public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        let locale = Locale.app
        guard let (plural, language) = LocalizationStore.shared.format(returning: format) else {
            return FormatString(format).rendered(arguments, locale: locale)
        }
        return plural.formatted(arguments, language: language, locale: locale)
    }

    /// The localized text of `keyAndValue` (its key has `%lld`, `%@`… where it interpolates), formatted with its
    /// interpolated values and plural forms. `locale` formats the numbers; nil is the app's.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = Self.localized(keyAndValue.key, default: keyAndValue, table: table, bundle: bundle, locale: locale)
    }

    /// The localized text of `key`, or `defaultValue` when no table has it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = Self.localized("\(key)", default: defaultValue, table: table, bundle: bundle, locale: locale)
    }

    private static func localized(
        _ key: String, default value: LocalizationValue, table: String?, bundle: Bundle?, locale: Locale?
    ) -> String {
        let locale = locale ?? .app
        guard let (entry, language) = LocalizationStore.shared.entry(forKey: key, table: table, bundle: Bundle.appResources(bundle))
        else { return FormatString(value.key).rendered(value.arguments, locale: locale) }
        switch entry {
        case .text(let text): return FormatString(text).rendered(value.arguments, locale: locale)
        case .format(let format): return format.formatted(value.arguments, language: language, locale: locale)
        }
    }
}

extension Locale {
    /// The locale of the app's language (Foundation's `Locale.current` on Linux does not follow `LANG`).
    static var app: Locale { Locale(identifier: LocalizationStore.shared.language(of: .main)) }
}
