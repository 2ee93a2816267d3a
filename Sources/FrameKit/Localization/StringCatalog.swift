import Foundation

/// An Xcode String Catalog (`.xcstrings`, JSON) as Xcode 15 and later write it: per key, per language, a string
/// unit, plural (or device) variations, or substitutions of counted phrases. SwiftPM on Linux copies catalogs into
/// the resources uncompiled, so FrameKit reads the JSON.
struct StringCatalog: Decodable, Sendable {
    var sourceLanguage: String
    var strings: [String: Entry]

    struct Entry: Decodable, Sendable {
        var localizations: [String: Localization]?
    }

    struct Localization: Decodable, Sendable {
        var stringUnit: StringUnit?
        /// "plural" → category → form, or "device" → device → form.
        var variations: [String: [String: Localization]]?
        var substitutions: [String: Substitution]?
    }

    struct StringUnit: Decodable, Sendable {
        var value: String
    }

    struct Substitution: Decodable, Sendable {
        /// 1-based, as Xcode writes it.
        var argNum: Int?
        /// The conversion `%arg` stands for in the forms ("lld").
        var formatSpecifier: String?
        var variations: [String: [String: Localization]]?
    }

    /// The entries for `language`; keys with nothing for it are missing, except in the source language, where a
    /// key is its own text (Xcode writes no unit for those).
    func entries(for language: String) -> [String: LocalizedEntry] {
        var result: [String: LocalizedEntry] = [:]
        for (key, entry) in strings {
            if let localization = entry.localizations?[language], let value = Self.entry(localization) {
                result[key] = value
            } else if language == sourceLanguage {
                result[key] = .text(key)
            }
        }
        return result
    }

    private static func entry(_ localization: Localization) -> LocalizedEntry? {
        let localization = deviceFree(localization)
        if let plural = localization.variations?["plural"] {
            return .format(LocalizedFormat(shape: .whole(variants(plural, argument: nil))))
        }
        guard let value = localization.stringUnit?.value else { return nil }
        guard let substitutions = localization.substitutions, !substitutions.isEmpty else { return .text(value) }
        let counted = substitutions.compactMapValues { substitution in
            substitution.variations?["plural"].map {
                variants($0, argument: substitution.argNum.map { $0 - 1 }, arg: "%" + (substitution.formatSpecifier ?? "@"))
            }
        }
        return .format(LocalizedFormat(shape: .substituted(format: value, counted)))
    }

    /// A kiosk is no iPhone: of device variations, the "other" form.
    private static func deviceFree(_ localization: Localization) -> Localization {
        guard let devices = localization.variations?["device"], let other = devices["other"] ?? devices.values.first
        else { return localization }
        return deviceFree(other)
    }

    /// The forms of a plural variation; in a substitution's forms Xcode writes the number as `%arg`.
    private static func variants(_ forms: [String: Localization], argument: Int?, arg: String? = nil) -> LocalizedFormat.Variants {
        var result: [PluralCategory: String] = [:]
        for (name, form) in forms {
            guard let category = PluralCategory(rawValue: name), let value = form.stringUnit?.value else { continue }
            result[category] = arg.map { value.replacingOccurrences(of: "%arg", with: $0) } ?? value
        }
        return LocalizedFormat.Variants(forms: result, argument: argument)
    }
}
