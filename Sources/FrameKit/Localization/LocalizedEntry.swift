/// One key's text in one language: plain, or varying with a number.
enum LocalizedEntry: Equatable, Sendable {
    case text(String)
    case format(LocalizedFormat)

    var text: String {
        switch self {
        case .text(let text): text
        case .format(let format): format.text
        }
    }

    /// Every text the entry can format (each plural form too).
    var formats: [FormatString] {
        switch self {
        case .text(let text): [FormatString(text)]
        case .format(let format): format.formats
        }
    }

    /// Whether formatting this entry reads the arguments a caller passes for `reference` as `reference` reads them:
    /// it uses no argument `reference` lacks, and each as the same kind (a translation's `%@` where the key has
    /// `%lld` would have `String(format:)` take the number for an object's address).
    func readsArguments(like reference: LocalizedEntry) -> Bool {
        guard let expected = FormatString.argumentKinds(of: reference.formats) else { return true }
        guard let kinds = FormatString.argumentKinds(of: formats) else { return false }
        return kinds.allSatisfy { expected[$0.key] == $0.value }
    }
}
