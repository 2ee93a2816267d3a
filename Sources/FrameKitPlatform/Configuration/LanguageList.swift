/// The languages an app's text is looked up in, most preferred first, as BCP 47 identifiers ("de-DE", "ar",
/// "zh-Hant-TW"). Made from `FRAMEKIT_LOCALE` ("ar", "de_DE.UTF-8", "de-CH,fr") or else from the POSIX locale
/// variables in their order of precedence (`LC_ALL`, `LC_MESSAGES`, `LANG`), whose "C" and "POSIX" name no language.
public enum LanguageList {
    /// The identifiers in `text` (separated by commas or colons), or nil when one is not a language.
    public static func parse(_ text: String) -> [String]? {
        var languages: [String] = []
        for item in text.split(whereSeparator: { $0 == "," || $0 == ":" }) {
            let name = String(item.prefix { $0 != "." && $0 != "@" }).trimmingCharacters(in: .whitespaces)
            if name == "C" || name == "POSIX" { continue }
            guard let identifier = identifier(name) else { return nil }
            if !languages.contains(identifier) { languages.append(identifier) }
        }
        return languages
    }

    /// The languages `environment` asks for; `FRAMEKIT_LOCALE` is checked by `Configuration`, the POSIX variables
    /// are taken as the C library takes them (one it cannot read names no language).
    static func posix(_ environment: [String: String]) -> [String] {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting.flatMap(parse) ?? []
    }

    /// `de_de` → "de-DE", `zh_hant_tw` → "zh-Hant-TW"; nil for anything that is not language[-script][-region].
    public static func identifier(_ name: String) -> String? {
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter),
            parts.count <= 3
        else { return nil }
        var result = [language.lowercased()]
        for part in parts.dropFirst() {
            switch part.count {
            case 4 where part.allSatisfy(\.isASCIILetter): result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            case 2 where part.allSatisfy(\.isASCIILetter): result.append(part.uppercased())
            case 3 where part.allSatisfy(\.isNumber): result.append(part)
            default: return nil
            }
        }
        return result.joined(separator: "-")
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
