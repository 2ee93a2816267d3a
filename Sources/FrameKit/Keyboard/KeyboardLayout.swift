import Foundation

/// The rows of each keyboard page for one xkb layout and keyboard type. Letter rows come from the layout itself
/// (the keys of the three letter rows whose first level is a letter: qwertz and ü ö ä for de, azerty for fr, ñ for
/// es), so every xkb layout gets its own letters; the number, symbol and pad pages are UIKit's.
struct KeyboardLayout: Equatable {
    /// The letters of the three rows, unshifted and shifted.
    let letterRows: [[(String, String)]]
    let keyboardType: UIKeyboardType
    /// The local currency sign, first on the numbers page.
    let currency: String
    let decimalSeparator: String

    static func == (a: KeyboardLayout, b: KeyboardLayout) -> Bool {
        a.keyboardType == b.keyboardType && a.currency == b.currency && a.decimalSeparator == b.decimalSeparator
            && a.letterRows.map { $0.map(\.0) } == b.letterRows.map { $0.map(\.0) }
    }

    /// evdev codes of the physical letter rows: Q…], A…', Z…/.
    private static let physicalRows = [Array(16...27), Array(30...40), Array(44...53)]
    /// Layouts of the euro area among xkb's names.
    private static let euroLayouts: Set<String> = ["de", "fr", "es", "it", "nl", "pt", "at", "be", "fi", "ie", "gr", "sk", "si", "ee", "lv", "lt"]
    /// What the US layout's letter rows are, when no keymap can be made.
    private static let fallbackRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map { (String($0), $0.uppercased()) } }

    init(keymap: (any KeyTranslator)?, keyboardType: UIKeyboardType, locale: Locale = .current) {
        var rows = keymap.map(Self.letterRows(of:)) ?? Self.fallbackRows
        if rows.contains(where: \.isEmpty) { rows = Self.fallbackRows }
        if keyboardType == .asciiCapable || keyboardType == .emailAddress || keyboardType == .URL {
            let ascii = rows.map { $0.filter { $0.0.unicodeScalars.allSatisfy(\.isASCII) } }
            rows = ascii.contains(where: \.isEmpty) ? Self.fallbackRows : ascii
        }
        letterRows = rows
        self.keyboardType = keyboardType
        currency = Self.euroLayouts.contains(keymap?.layout ?? "us") ? "€" : keymap?.layout == "gb" ? "£" : "$"
        decimalSeparator = locale.decimalSeparator ?? "."
    }

    private static func letterRows(of keymap: any KeyTranslator) -> [[(String, String)]] {
        physicalRows.map { codes in
            codes.compactMap { code in
                let lower = keymap.text(code: code, level: 0)
                guard lower.count == 1, lower.unicodeScalars.first?.properties.isAlphabetic == true else { return nil }
                let upper = keymap.text(code: code, level: 1)
                return (lower, upper.isEmpty ? lower.uppercased() : upper)
            }
        }
    }

    /// The page a keyboard of this type opens on.
    var firstPage: KeyboardPage {
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    func rows(for page: KeyboardPage) -> [[KeyboardKey]] {
        switch page {
        case .letters: letterPage()
        case .numbers: symbolPage(["1234567890", "-/:;()\(currency)&@\""].map(Self.characters), toggle: .symbols, title: "#+=")
        case .symbols: symbolPage(["[]{}#%^*+=", "_\\|~<>" + otherCurrencies + "•"].map(Self.characters), toggle: .numbers, title: "123")
        case .numberPad: pad(corner: KeyboardKey(action: .gap))
        case .decimalPad: pad(corner: .character(decimalSeparator))
        case .phonePad: pad(corner: .character("+"), letters: true)
        }
    }

    private var otherCurrencies: String { ["€", "£", "¥", "$"].filter { $0 != currency }.prefix(3).joined() }

    private static func characters(_ row: String) -> [KeyboardKey] { row.map { .character(String($0)) } }

    private func letterPage() -> [[KeyboardKey]] {
        let keys = letterRows.map { $0.map { KeyboardKey(action: .character($0.0, shifted: $0.1)) } }
        return [
            keys[0], keys[1],
            [KeyboardKey(action: .shift, width: .flexible)] + keys[2] + [KeyboardKey(action: .delete, width: .flexible)],
            bottomRow(page: .numbers, title: "123"),
        ]
    }

    private func symbolPage(_ rows: [[KeyboardKey]], toggle: KeyboardPage, title: String) -> [[KeyboardKey]] {
        let punctuation = ".,?!'".map { KeyboardKey.character(String($0), width: .units(1.4)) }
        return rows + [
            [KeyboardKey(action: .page(toggle), width: .flexible)] + punctuation
                + [KeyboardKey(action: .delete, width: .flexible)],
            bottomRow(page: .letters, title: "ABC"),
        ]
    }

    /// The mode key, space (or the URL keys) and return; e-mail and URL keyboards add their characters.
    private func bottomRow(page: KeyboardPage, title: String) -> [KeyboardKey] {
        let mode = KeyboardKey(action: .page(page), width: .units(1.5))
        let enter = KeyboardKey(action: .return, width: .units(2.5))
        switch keyboardType {
        case .emailAddress:
            return [mode, KeyboardKey(action: .space, width: .flexible), .character("@"), .character("."), enter]
        case .URL:
            return [mode, .character(".", width: .units(1.5)), .character("/", width: .units(1.5)),
                    KeyboardKey(action: .string(".com"), width: .flexible), enter]
        default:
            return [mode, KeyboardKey(action: .space, width: .flexible), enter]
        }
    }

    /// Three columns of digits, UIKit's number pad; `corner` fills the bottom left; a phone pad shows the letters
    /// of each digit.
    private func pad(corner: KeyboardKey, letters: Bool = false) -> [[KeyboardKey]] {
        let subtitles = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var rows: [[KeyboardKey]] = (0..<3).map { row in
            (1...3).map { column in
                let digit = row * 3 + column
                return .character("\(digit)", width: .flexible, subtitle: letters ? subtitles[digit - 1] : nil)
            }
        }
        var cornerKey = corner
        cornerKey.width = .flexible
        rows.append([cornerKey, .character("0", width: .flexible, subtitle: letters ? "+" : nil),
                     KeyboardKey(action: .delete, width: .flexible)])
        return rows
    }
}
