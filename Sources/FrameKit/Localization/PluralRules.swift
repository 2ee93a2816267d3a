import CPlatformLibraries
import Foundation
import Logging
import Synchronization

/// CLDR's plural categories: which form of a counted phrase a language uses for a number ("1 Artikel",
/// "3 Artikel"; Arabic has all six).
enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// CLDR's plural rules through ICU (Debian's libicu, loaded by the first plural; FrameKit does not carry its own
/// copy of the rules for every language). Without ICU, English's rule is used and the reason is logged once.
enum PluralRules {
    private static let reportedFailure = Atomic<Bool>(false)
    private static var logger: Logger { Logger(label: "framekit.localization") }

    /// The category of `number` in `language` (a BCP 47 identifier).
    static func category(of number: Double, in language: String) -> PluralCategory {
        var name = [CChar](repeating: 0, count: 16), reason = [CChar](repeating: 0, count: 256)
        let locale = language.replacingOccurrences(of: "-", with: "_")
        guard fk_plural_category(locale, number, &name, name.count, &reason, reason.count) == 0,
            let category = PluralCategory(rawValue: text(name))
        else {
            if !reportedFailure.exchange(true, ordering: .relaxed) {
                logger.error(
                    "plural forms fall back to English's rule: \(text(reason)); install libicu72 (apt-get install -y libicu72)")
            }
            return number == 1 ? .one : .other
        }
        return category
    }

    /// A C string in `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }

    /// The number an argument counts, if it is one.
    static func number(_ argument: any CVarArg) -> Double? {
        switch argument {
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
