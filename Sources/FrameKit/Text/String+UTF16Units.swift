extension String {
    /// The string of UTF-16 `units`, a lone surrogate becoming U+FFFD as `String(decoding:as:)` makes it. Written
    /// out because the standard library's UTF-16 decoding is a generic path it does not specialize (~600
    /// instructions a character; a text view decodes every paragraph it lays out), where this loop takes a few.
    init(utf16Units units: UnsafeBufferPointer<UInt16>) {
        // At most three UTF-8 bytes per unit: a surrogate pair's two units make four.
        self.init(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var out = 0
            func put(_ byte: UInt32) {
                bytes[out] = UInt8(truncatingIfNeeded: byte)
                out += 1
            }
            var i = 0
            while i < units.count {
                let unit = UInt32(units[i])
                i += 1
                switch unit {
                case 0..<0x80:
                    put(unit)
                case 0x80..<0x800:
                    put(0xC0 | unit >> 6)
                    put(0x80 | unit & 0x3F)
                case 0xD800..<0xDC00 where i < units.count && (0xDC00..<0xE000).contains(units[i]):
                    let scalar = 0x10000 + ((unit - 0xD800) << 10 | (UInt32(units[i]) - 0xDC00))
                    i += 1
                    put(0xF0 | scalar >> 18)
                    put(0x80 | scalar >> 12 & 0x3F)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                default:
                    let scalar = (0xD800..<0xE000).contains(unit) ? 0xFFFD : unit
                    put(0xE0 | scalar >> 12)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                }
            }
            return out
        }
    }
}
