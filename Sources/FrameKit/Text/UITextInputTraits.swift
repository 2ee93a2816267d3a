import Foundation

/// Which keys the on-screen keyboard offers, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the on-screen keyboard turns shift on by itself, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether typed words are corrected, with UIKit's raw values (FrameKit has no correction dictionary: kept for the
/// keyboard and source compatibility).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
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
