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
}
