/// What holding a key offers, as UIKit's keyboard does for Latin letters and common symbols: accented letters
/// (é è ê ë…), typographic punctuation and other currencies. The key's own character comes first.
enum KeyboardAlternates {
    private static let table: [String: String] = [
        "a": "aàáâäæãåā", "c": "cçćč", "e": "eèéêëēėę", "i": "iîïíīįì", "l": "lł", "n": "nñń",
        "o": "oôöòóœøōõ", "s": "sßśš", "u": "uûüùúū", "y": "yÿ", "z": "zžźż",
        "-": "-–—•", "/": "/\\", "$": "$€£¥₩₽¢", "€": "€$£¥₩₽¢", "&": "&§", ".": ".…", "?": "?¿", "!": "!¡",
        "'": "'‘’`", "\"": "\"„“”«»", "%": "%‰", "0": "0°", "+": "+*#,;",
    ]

    /// The characters `character` offers when held (`shifted`: in capitals); empty when it offers none.
    static func alternates(for character: String, shifted: Bool) -> [String] {
        guard let entry = table[character.lowercased()] else { return [] }
        let options = entry.map(String.init)
        return shifted ? options.map { $0 == "ß" ? "ẞ" : $0.uppercased() } : options
    }
}
