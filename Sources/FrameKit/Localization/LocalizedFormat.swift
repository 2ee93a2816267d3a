import Foundation

/// A localized string whose words change with a number: from a `.stringsdict` entry or a String Catalog's plural
/// variations.
struct LocalizedFormat: Equatable, Sendable {
    /// One counted phrase: its text per plural category, and the argument that counts (nil: where its placeholder
    /// stands in the format).
    struct Variants: Equatable, Sendable {
        var forms: [PluralCategory: String]
        var argument: Int?

        /// The form for `number`: an explicit "zero" form for 0 in any language (as Apple's rules have it), else the
        /// language's category, else "other".
        func form(for number: Double, language: String) -> String {
            if number == 0, let zero = forms[.zero] { return zero }
            return forms[PluralRules.category(of: number, in: language)] ?? forms[.other] ?? ""
        }
    }

    enum Shape: Equatable, Sendable {
        /// The whole string varies (a String Catalog's plural variations): the first number in it chooses.
        case whole(Variants)
        /// `%#@name@` placeholders in `format` stand for counted phrases.
        case substituted(format: String, [String: Variants])
    }

    let shape: Shape

    /// The text a caller sees before formatting (what `NSLocalizedString` returns): the "other" form or the format.
    var text: String {
        switch shape {
        case .whole(let variants): variants.forms[.other] ?? ""
        case .substituted(let format, _): format
        }
    }

    /// Every text it formats: the format and each plural form, a substitution's forms reading the argument that
    /// counts.
    var formats: [FormatString] {
        switch shape {
        case .whole(let variants): return variants.forms.values.map { FormatString($0) }
        case .substituted(let format, let substitutions):
            let outer = FormatString(format)
            var formats = [outer]
            for case .substitution(let name, let position) in outer.pieces {
                guard let variants = substitutions[name] else { continue }
                formats += variants.forms.values.map { FormatString($0).taking(argument: variants.argument ?? position) }
            }
            return formats
        }
    }

    /// The string for `arguments` in `language`, numbers formatted for `locale`.
    func formatted(_ arguments: [any CVarArg], language: String, locale: Locale?) -> String {
        switch shape {
        case .whole(let variants):
            let other = FormatString(variants.forms[.other] ?? "")
            let counted = other.firstNumericArgument.flatMap { $0 < arguments.count ? PluralRules.number(arguments[$0]) : nil }
            let form = counted.map { variants.form(for: $0, language: language) } ?? variants.forms[.other] ?? ""
            return FormatString(form).rendered(arguments, locale: locale)
        case .substituted(let format, let substitutions):
            return FormatString(format).rendered(arguments, locale: locale) { name, position in
                guard let variants = substitutions[name] else { return "%#@\(name)@" }
                let argument = variants.argument ?? position
                guard argument < arguments.count, let number = PluralRules.number(arguments[argument]) else { return "" }
                return FormatString(variants.form(for: number, language: language)).taking(argument: argument)
                    .rendered(arguments, locale: locale)
            }
        }
    }
}
