import FrameKit

/// Keys as WPE takes them: X keysyms (WebKit turns a keysym back into the typed text with xkbcommon) and WPE's
/// modifier bits.
enum PageKeys {
    static let backspace: UInt32 = 0xFF08, tab: UInt32 = 0xFF09, returnKey: UInt32 = 0xFF0D

    /// The keysym of a key that types no text (arrows, Home, End, Escape…), nil for the others.
    static func keysym(of code: UIKeyboardHIDUsage) -> UInt32? {
        switch code {
        case .keyboardLeftArrow: 0xFF51
        case .keyboardUpArrow: 0xFF52
        case .keyboardRightArrow: 0xFF53
        case .keyboardDownArrow: 0xFF54
        case .keyboardHome: 0xFF50
        case .keyboardEnd: 0xFF57
        case .keyboardPageUp: 0xFF55
        case .keyboardPageDown: 0xFF56
        case .keyboardDeleteForward: 0xFFFF
        case .keyboardEscape: 0xFF1B
        case .keyboardDeleteOrBackspace: backspace
        case .keyboardTab: tab
        case .keyboardReturnOrEnter: returnKey
        default: nil
        }
    }

    /// The keysym typing `scalar`: Latin-1 characters are their own keysyms, every other character is 0x01000000 plus
    /// its code point (xkbcommon's rule, which WebKit reads back).
    static func keysym(typing scalar: Unicode.Scalar) -> UInt32 {
        switch scalar {
        case "\n", "\r": returnKey
        case "\t": tab
        case "\u{20}"..."\u{7E}", "\u{A0}"..."\u{FF}": scalar.value
        default: 0x0100_0000 + scalar.value
        }
    }

    /// WPE's modifier bits for UIKit's flags.
    static func modifiers(_ flags: UIKeyModifierFlags) -> UInt32 {
        (flags.contains(.control) ? 1 : 0) | (flags.contains(.shift) ? 2 : 0) | (flags.contains(.alternate) ? 4 : 0)
            | (flags.contains(.command) ? 8 : 0)
    }
}
