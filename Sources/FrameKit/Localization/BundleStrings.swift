import Foundation

/// A bundle's localized strings: the languages it has, the one chosen for the preferred languages, and its tables
/// as they are read.
struct BundleStrings: Sendable {
    let directories: [String]
    let available: Set<String>
    let developmentLanguage: String
    /// The language strings are looked up in, falling back to `developmentLanguage`.
    let language: String
    private var tables: [String: StringsTable] = [:]

    init(_ bundle: Bundle, preferring languages: [String]) {
        directories = Self.directories(of: bundle)
        available = StringsTable.languages(in: directories)
        // (Foundation's developmentLocalization traps on a bundle without an Info.plist, such as a test runner's.)
        developmentLanguage = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String ?? "en"
        language = Self.match(languages, in: available) ?? developmentLanguage
    }

    /// The entry for `key` in `table`, in the chosen language or else the development language.
    mutating func entry(forKey key: String, table: String) -> (entry: LocalizedEntry, language: String)? {
        for language in [language, developmentLanguage] {
            if let entry = self.table(table, in: language).entries[key] { return (entry, language) }
        }
        return nil
    }

    /// `table` in `language`, read on first use; a translation that would read its arguments otherwise than the
    /// development language's text is left out (and logged), so that text is shown instead.
    private mutating func table(_ table: String, in language: String) -> StringsTable {
        let name = "\(table)\u{1F}\(language)"
        if let known = tables[name] { return known }
        var strings = StringsTable(named: table, language: language, in: directories)
        if language != developmentLanguage {
            strings.removeEntries(misreading: self.table(table, in: developmentLanguage), table: table, language: language)
        }
        tables[name] = strings
        return strings
    }

    /// The first preferred language the bundle has: exactly, as its base language ("de" for "de-AT"), or as a
    /// regional variant of it ("pt-BR" for "pt").
    static func match(_ preferred: [String], in available: Set<String>) -> String? {
        let normalized = Dictionary(available.compactMap { name in LanguageList.identifier(name).map { ($0, name) } }) { a, _ in a }
        for wanted in preferred {
            let base = String(wanted.prefix { $0 != "-" })
            if let name = normalized[wanted] ?? normalized[base] { return name }
            if let variant = normalized.keys.sorted().first(where: { $0.hasPrefix(base + "-") }) { return normalized[variant] }
        }
        return nil
    }

    /// Where a bundle's strings are. For the main bundle, also the resource bundles beside the executable: a SwiftPM
    /// app's resources are in `App_App.resources`, where `NSLocalizedString` without a bundle finds them as iOS
    /// finds an Xcode app's.
    private static func directories(of bundle: Bundle) -> [String] {
        var directories = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        if bundle == Bundle.main, let folder = Bundle.main.executableURL?.deletingLastPathComponent().path {
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            directories += siblings.filter { $0.hasSuffix(".resources") }.sorted().map { "\(folder)/\($0)" }
        }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0).inserted }
    }
}
