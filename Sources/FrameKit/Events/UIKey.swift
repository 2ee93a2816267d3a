import Foundation

/// Modifier keys held with a key, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits, UIKit's values.
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Super key (Command on a Mac keyboard) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard as it was pressed: what it typed, what it would type without modifiers, the
/// modifiers, and its HID usage.
public struct UIKey: Hashable, Sendable {
    /// The text the key produced with its modifiers.
    public let characters: String
    /// The text the key would produce with no modifier held.
    public let charactersIgnoringModifiers: String
    /// The modifiers held when the key went down.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage, whatever the layout.
    public let keyCode: UIKeyboardHIDUsage
    /// The Linux evdev code the key came with.
    public let evdevCode: Int

    /// A key as the keyboard router makes it from a libinput or window event.
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
    /// The usage number (USB HID usage page 7).
    public let rawValue: Int
    /// A usage from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A (the letters follow: B is 0x05 … Z is 0x1D).
    public static let keyboardA = Self(rawValue: 0x04)
    /// 1 on the top row (2 … 9 follow).
    public static let keyboard1 = Self(rawValue: 0x1E)
    /// 0 on the top row.
    public static let keyboard0 = Self(rawValue: 0x27)
    /// Return.
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = Self(rawValue: 0x29)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = Self(rawValue: 0x2B)
    /// The space bar.
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    /// F1 (F2 … F12 follow).
    public static let keyboardF1 = Self(rawValue: 0x3A)
    /// The right arrow.
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    /// The left arrow.
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    /// The down arrow.
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    /// The up arrow.
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    /// Home.
    public static let keyboardHome = Self(rawValue: 0x4A)
    /// Delete (forward).
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    /// End.
    public static let keyboardEnd = Self(rawValue: 0x4D)
    /// Page Up.
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    /// Page Down.
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    /// The left Control key.
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    /// The left Shift key.
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    /// The left Alt key.
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    /// The left Super (Windows, Command) key.
    public static let keyboardLeftGUI = Self(rawValue: 0xE3)
    /// A key with no HID usage (for example the rotate-display key).
    public static let unknown = Self(rawValue: 0)

    /// The usage of a Linux evdev key code: the physical key, whatever the layout types with it.
    public init(evdevCode code: Int) {
        self = KeyCodes.hidUsage(evdevCode: code).map(Self.init(rawValue:)) ?? .unknown
    }
}
