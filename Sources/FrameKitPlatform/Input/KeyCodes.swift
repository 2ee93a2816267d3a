/// Linux evdev key codes and the USB HID keyboard usages of the same physical keys, from the kernel's
/// `input-event-codes.h` and the USB HID usage tables: `UIKey.keyCode` is the usage of the evdev code libinput gives,
/// and the desktop window, whose keys arrive as usages (SDL's scancodes), hands them on as evdev codes.
public enum KeyCodes {
    /// evdev's KEY_ROTATE_DISPLAY, which turns the interface to the next allowed orientation.
    public static let rotateDisplay = 153

    /// The HID usage of an evdev key code; nil for a key without one (the rotate-display key).
    public static func hidUsage(evdevCode: Int) -> Int? { evdevToUsage[evdevCode] }

    /// The evdev key code of a HID usage; nil for a usage FrameKit has no key for.
    public static func evdevCode(hidUsage: Int) -> Int? { usageToEvdev[hidUsage] }

    private static let evdevToUsage: [Int: Int] = {
        var table: [Int: Int] = [
            1: 0x29, 14: 0x2A, 15: 0x2B, 28: 0x28, 57: 0x2C, 12: 0x2D, 13: 0x2E, 26: 0x2F, 27: 0x30, 43: 0x31,
            39: 0x33, 40: 0x34, 41: 0x35, 51: 0x36, 52: 0x37, 53: 0x38, 58: 0x39, 87: 0x44, 88: 0x45, 110: 0x49,
            102: 0x4A, 104: 0x4B, 111: 0x4C, 107: 0x4D, 109: 0x4E, 106: 0x4F, 105: 0x50, 108: 0x51, 103: 0x52,
            29: 0xE0, 42: 0xE1, 56: 0xE2, 125: 0xE3, 97: 0xE4, 54: 0xE5, 100: 0xE6, 126: 0xE7, 96: 0x58,
        ]
        // The letter rows in evdev order, as they sit on a US keyboard; digits 1…9, 0; F1…F10.
        for (row, start) in [("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)] {
            for (i, letter) in row.unicodeScalars.enumerated() {
                table[start + i] = 0x04 + Int(letter.value - UnicodeScalar("a").value)
            }
        }
        for i in 0..<10 { table[2 + i] = 0x1E + i }
        for i in 0..<10 { table[59 + i] = 0x3A + i }
        return table
    }()

    private static let usageToEvdev = Dictionary(evdevToUsage.map { ($1, $0) }, uniquingKeysWith: min)
}
