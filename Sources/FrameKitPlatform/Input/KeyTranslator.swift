/// What turns a keyboard's key codes into text and modifiers, as the keys go down and up (xkbcommon's `Keymap` on
/// Linux): the seam through which FrameKit's hardware keys and on-screen keyboard reach a layout, so the UI module
/// never imports the platform's implementation. Used on the main thread, where keys are routed.
public protocol KeyTranslator: AnyObject {
    /// The layout's name (`us`, `de`, …): the on-screen keyboard picks its currency key by it.
    var layout: String { get }
    /// The modifier keys in effect.
    var modifiers: KeyModifiers { get }
    /// Whether a compose sequence (a dead key) is under way.
    var isComposing: Bool { get }
    /// Tells the translator evdev key `code` went down or up.
    func update(code: Int, pressed: Bool)
    /// The text key `code` types now, compose sequences included (empty while one is under way).
    func typedText(code: Int) -> String
    /// The text of key `code` with Shift only as it is held (what UIKey's `charactersIgnoringModifiers` is).
    func textIgnoringModifiers(code: Int) -> String
    /// The text key `code` has at shift `level` (0 plain, 1 shifted) of the layout.
    func text(code: Int, level: Int) -> String
    /// Whether key `code` repeats while held.
    func repeats(code: Int) -> Bool
}

/// Modifier keys in effect.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// A Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// An Alt key, UIKit's alternate (option).
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// The Super/"Windows" key, UIKit's command.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
