import Foundation
import FrameKitGraphics
import Logging

/// One strings table (`Localizable` unless the caller names another) in one language, read from a bundle's
/// resource folders: `LANG.lproj/TABLE.strings`, `LANG.lproj/TABLE.stringsdict` (plurals, winning over the same
/// key in the `.strings`) and the String Catalog `TABLE.xcstrings`. A file that cannot be read is logged with its
/// path and the line at fault, and left out; the other files still count.
struct StringsTable: Sendable {
    private(set) var entries: [String: LocalizedEntry] = [:]

    private static var logger: Logger { Logger(label: "framekit.localization") }

    init(named table: String, language: String, in directories: [String]) {
        for directory in directories {
            let folder = "\(directory)/\(language).lproj"
            if let strings = Self.propertyList(at: "\(folder)/\(table).strings") as? [String: Any] {
                for case (let key, let value as String) in strings { entries[key] = .text(value) }
            }
            if let plurals = Self.propertyList(at: "\(folder)/\(table).stringsdict") as? [String: Any] {
                for case (let key, let value as [String: Any]) in plurals {
                    if let format = Self.pluralFormat(value) { entries[key] = .format(format) }
                }
            }
            if let catalog = Self.catalog(at: "\(directory)/\(table).xcstrings") {
                entries.merge(catalog.entries(for: language)) { old, _ in old }
            }
        }
    }

    /// Leaves out each entry that would read its arguments otherwise than `reference`'s entry for the key does,
    /// with one error line each.
    mutating func removeEntries(misreading reference: StringsTable, table: String, language: String) {
        for (key, entry) in entries {
            guard let expected = reference.entries[key], !entry.readsArguments(like: expected) else { continue }
            entries[key] = nil
            Self.logger.error(
                "\(table) (\(language)): the translation \"\(entry.text)\" of \"\(key)\" does not take the arguments \"\(expected.text)\" takes (the same conversions, %@, %lld…, for the same arguments); the development language's text is shown instead — fix the translation")
        }
    }

    /// The languages the folders hold strings for: their `.lproj` folders and the languages of their catalogs.
    static func languages(in directories: [String]) -> Set<String> {
        var languages: Set<String> = []
        for directory in directories {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                if name.hasSuffix(".lproj"), name != "Base.lproj" { languages.insert(String(name.dropLast(6))) }
                if name.hasSuffix(".xcstrings"), let catalog = catalog(at: "\(directory)/\(name)") {
                    languages.insert(catalog.sourceLanguage)
                    for keys in catalog.strings.values.compactMap({ $0.localizations?.keys }) { languages.formUnion(keys) }
                }
            }
        }
        return languages
    }

    private static func propertyList(at path: String) -> Any? {
        guard let data = FileManager.default.readContents(atPath: path) else { return nil }
        do {
            return try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            logger.error("cannot read \(path): \(reason(error)); its strings are left out — fix the file (\"key\" = \"value\"; per line)")
            return nil
        }
    }

    /// Foundation's message for the old-style parser, which names the line ("Unexpected character '0x3b' at line
    /// 2"); on Linux it is an unbridged CFError, so its description is read.
    private static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let inner = error.userInfo["kCFPropertyListOldStyleParsingError"] {
            let text = String(describing: inner)
            if let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") {
                return String(text[text.index(after: open)..<close])
            }
        }
        return error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }

    private static func catalog(at path: String) -> StringCatalog? {
        guard let data = FileManager.default.readContents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(StringCatalog.self, from: data)
        } catch {
            logger.error("cannot read the String Catalog \(path): \(catalogReason(error)); its strings are left out")
            return nil
        }
    }

    private static func catalogReason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        default: return "\(error)"
        }
    }

    /// A `.stringsdict` entry: `NSStringLocalizedFormatKey` and, per `%#@name@`, a plural rule dictionary.
    private static func pluralFormat(_ entry: [String: Any]) -> LocalizedFormat? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var substitutions: [String: LocalizedFormat.Variants] = [:]
        for case (let name, let rule as [String: Any]) in entry where rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" {
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases { forms[category] = rule[category.rawValue] as? String }
            substitutions[name] = LocalizedFormat.Variants(forms: forms, argument: nil)
        }
        return LocalizedFormat(shape: .substituted(format: format, substitutions))
    }
}
