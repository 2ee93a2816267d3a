import Foundation

/// One key of the on-screen keyboard: what it does and how much of its row it takes.
struct KeyboardKey: Equatable {
    enum Action: Equatable {
        /// Types `text`; a letter types `shifted` while shift or caps lock is on.
        case character(String, shifted: String)
        case shift
        case delete
        /// Turns to another page (123, #+=, ABC).
        case page(KeyboardPage)
        case space
        case `return`
        /// Types a fixed string regardless of shift (".com").
        case string(String)
        /// Takes room and does nothing (the number pad's empty corner).
        case gap
    }

    enum Width: Equatable {
        /// A multiple of the row's letter-key width.
        case units(CGFloat)
        /// An equal share of what the fixed keys leave.
        case flexible
    }

    var action: Action
    var width: Width = .units(1)
    /// Small text under the title (a phone pad's "ABC").
    var subtitle: String?

    static func character(_ text: String, width: Width = .units(1), subtitle: String? = nil) -> KeyboardKey {
        KeyboardKey(action: .character(text, shifted: text), width: width, subtitle: subtitle)
    }

    /// Keys drawn on the darker function-key face.
    var isFunctionKey: Bool {
        switch action {
        case .shift, .delete, .page, .return: true
        case .character, .space, .string, .gap: false
        }
    }

    /// Keys that show a magnified preview above them while held (the ones that type one character).
    var showsPreview: Bool {
        if case .character = action { return true }
        return false
    }
}

/// A set of rows the keyboard shows at one time.
enum KeyboardPage: Equatable {
    case letters, numbers, symbols, numberPad, decimalPad, phonePad
}
