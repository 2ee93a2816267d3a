import Foundation

/// Which keys the on-screen keyboard offers, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// Letters, with numbers and punctuation a key away.
    case `default` = 0
    /// Letters of the ASCII range only.
    case asciiCapable
    /// Numbers and punctuation first.
    case numbersAndPunctuation
    /// Letters with `.`, `/` and `.com` for web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// Digits with `*`, `#` and `+`.
    case phonePad
    /// Letters, and digits for a phone number.
    case namePhonePad
    /// Letters with `@` and `.` for e-mail addresses.
    case emailAddress
    /// Digits and the locale's decimal separator.
    case decimalPad
    /// Letters with `@` and `#`.
    case twitter
    /// Letters with a Go key for search terms.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// The title of the keyboard's return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go
    /// "Search" (Google).
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Search" (Yahoo).
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// When the on-screen keyboard turns shift on by itself, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of every word.
    case words
    /// At the start of every sentence.
    case sentences
    /// For every letter.
    case allCharacters
}

/// Whether typed words are corrected, with UIKit's raw values (FrameKit has no correction dictionary: kept for the
/// keyboard and source compatibility).
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the input's default.
    case `default` = 0
    /// No corrections.
    case no
    /// Corrections offered.
    case yes
}

/// What a text input asks of the keyboard, as UIKit's UITextInputTraits.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// Which on-screen keyboard layout edits the text.
    var keyboardType: UIKeyboardType { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// When the keyboard turns to capitals by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the keyboard offers corrections.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether the text is hidden as it is typed (a password).
    var isSecureTextEntry: Bool { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
}

/// A text input that can tell the keyboard what comes before the caret (UIKit's `documentContextBeforeInput`), for
/// automatic capitals.
@MainActor
protocol TextDocumentContext: AnyObject {
    var documentContextBeforeInput: String? { get }
}

/// A place in a text input's text: a UTF-16 offset.
@MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
    /// Whether `object` is a position at the same offset.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
}

/// A range of a text input's text, between two positions.
@MainActor
open class UITextRange: NSObject {
    /// Where the range starts.
    public let start: UITextPosition
    /// Where the range ends.
    public let end: UITextPosition
    init(_ range: NSRange) {
        start = UITextPosition(offset: range.location)
        end = UITextPosition(offset: NSMaxRange(range))
    }
    /// Whether the range holds no characters.
    open var isEmpty: Bool { start.offset == end.offset }
    var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}
