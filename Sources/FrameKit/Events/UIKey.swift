import Foundation

/// Modifier keys held with a key, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard as it was pressed: what it typed, what it would type without modifiers, the
/// modifiers, and its HID usage.
public struct UIKey: Hashable, Sendable {
    /// The text the key produced with its modifiers.
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage
    /// The Linux evdev code the key came with.
    public let evdevCode: Int

    public init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage, evdevCode: Int
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        self.evdevCode = evdevCode
    }
}

/// USB HID keyboard usages (UIKit's `UIKeyboardHIDUsage`), with the ones a kiosk meets named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = Self(rawValue: 0x04)
    public static let keyboard1 = Self(rawValue: 0x1E)
    public static let keyboard0 = Self(rawValue: 0x27)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    public static let keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    public static let keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    public static let keyboardF1 = Self(rawValue: 0x3A)
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    public static let keyboardHome = Self(rawValue: 0x4A)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    public static let keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    public static let keyboardLeftGUI = Self(rawValue: 0xE3)
    /// A key with no HID usage (for example the rotate-display key).
    public static let unknown = Self(rawValue: 0)

    /// The usage of a Linux evdev key code: the physical key, whatever the layout types with it.
    public init(evdevCode code: Int) {
        self = KeyCodes.hidUsage(evdevCode: code).map(Self.init(rawValue:)) ?? .unknown
    }
}
