import Foundation

/// A printf-style format (as `String(format:)` takes) split into literal text, conversions and the `%#@name@`
/// placeholders of plural rules, each conversion with the argument it takes. FrameKit formats each conversion on its
/// own: Foundation on Linux mis-assigns positional arguments (`%2$lld`) when an earlier position goes unused, which a
/// plural variant such as "one item" does.
struct FormatString: Equatable, Sendable {
    enum Piece: Equatable, Sendable {
        case literal(String)
        /// A conversion such as `%lld` or `%.2f` (written without its position) taking argument `argument` (0-based).
        case conversion(String, argument: Int)
        /// `%#@name@`: the text of substitution `name`, chosen by argument `argument`.
        case substitution(String, argument: Int)
    }

    let pieces: [Piece]

    init(_ format: String) {
        var pieces: [Piece] = [], literal = "", next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                literal += "%"
                rest = rest.dropFirst()
                continue
            }
            guard let (piece, remainder) = Self.conversion(in: rest, next: &next) else {
                literal += "%"  // not a conversion: kept as written, as Foundation does
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(piece)
            rest = remainder
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The conversion at the start of `text` (after its `%`) and the text after it.
    private static func conversion(in text: Substring, next: inout Int) -> (Piece, Substring)? {
        var rest = text
        var argument: Int?
        let digits = rest.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(digits), position > 0 {
            argument = position - 1
            rest = rest.dropFirst(digits.count + 1)
        }
        if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
            let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
            return (.substitution(name, argument: take(argument, &next)), rest[rest.index(after: end)...])
        }
        let flags = rest.prefix { "-+ #0'".contains($0) }
        rest = rest.dropFirst(flags.count)
        let width = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(width.count)
        var precision = Substring()
        if rest.first == "." {
            precision = "." + rest.dropFirst().prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(precision.count)
        }
        let length = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].first { rest.hasPrefix($0) } ?? ""
        rest = rest.dropFirst(length.count)
        guard let type = rest.first, "diouxXeEfFgGaAcCsSp@".contains(type) else { return nil }
        let spec = "%" + flags + width + precision + length + String(type)
        return (.conversion(spec, argument: take(argument, &next)), rest.dropFirst())
    }

    /// A written position, or the next one in order; either way the following unnumbered one comes after it.
    private static func take(_ written: Int?, _ next: inout Int) -> Int {
        let argument = written ?? next
        next = argument + 1
        return argument
    }

    /// The text with each conversion applied to its argument in `locale`; `substitute` gives a placeholder's text
    /// (itself formatted). A missing argument, or one the conversion cannot take (`%@` given a number would make
    /// `String(format:)` read the number as an object's address), leaves its conversion as written.
    func rendered(
        _ arguments: [any CVarArg], locale: Locale?, substitute: (String, Int) -> String = { _, _ in "" }
    ) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .conversion(let spec, let argument):
                argument < arguments.count && ArgumentKind(spec).accepts(arguments[argument])
                    ? String(format: spec, locale: locale, arguments: [arguments[argument]]) : spec
            case .substitution(let name, let argument): substitute(name, argument)
            }
        }.joined()
    }

    /// The argument of the first numeric conversion: what a string that varies as a whole counts.
    var firstNumericArgument: Int? {
        for case .conversion(let spec, let argument) in pieces where "diouxXeEfFgGaA".contains(spec.last!) {
            return argument
        }
        return nil
    }

    /// A copy whose conversions all take `argument`: a plural variant's `%d` is the number that chose it.
    func taking(argument: Int) -> FormatString {
        FormatString(pieces: pieces.map {
            if case .conversion(let spec, _) = $0 { return .conversion(spec, argument: argument) }
            return $0
        })
    }

    private init(pieces: [Piece]) { self.pieces = pieces }

    /// What each argument of `formats` must be, by position; a `%#@name@` placeholder counts a number. Nil when
    /// two conversions read one argument as different kinds.
    static func argumentKinds(of formats: [FormatString]) -> [Int: ArgumentKind]? {
        var kinds: [Int: ArgumentKind] = [:]
        for piece in formats.flatMap(\.pieces) {
            let (kind, argument): (ArgumentKind, Int)
            switch piece {
            case .literal: continue
            case .conversion(let spec, let position): (kind, argument) = (ArgumentKind(spec), position)
            case .substitution(_, let position): (kind, argument) = (.integer, position)
            }
            if let known = kinds[argument], known != kind { return nil }
            kinds[argument] = kind
        }
        return kinds
    }
}
