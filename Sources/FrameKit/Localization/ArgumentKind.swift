import Foundation

/// The kind of value a conversion reads from its argument.
enum ArgumentKind: Sendable {
    case integer, floatingPoint, object, cString, pointer
    /// A field or precision over `maximumWidth` (a translator's `%999999999d` would make a gigabyte of spaces): read
    /// as nothing, so it is left as written.
    case tooWide

    /// The widest field or precision a conversion may ask for.
    static let maximumWidth = 1024

    /// The kind `spec` (a conversion such as `%lld`) reads.
    init(_ spec: String) {
        if spec.split(whereSeparator: { !$0.isASCIIDigit }).contains(where: { Int($0) ?? .max > Self.maximumWidth }) {
            self = .tooWide
            return
        }
        switch spec.last {
        case "e", "E", "f", "F", "g", "G", "a", "A": self = .floatingPoint
        case "@": self = .object
        case "s", "S": self = .cString
        case "p": self = .pointer
        default: self = .integer
        }
    }

    /// Whether `String(format:)` can read `argument` as this kind without reading something else.
    func accepts(_ argument: any CVarArg) -> Bool {
        switch self {
        case .integer: argument is any BinaryInteger
        case .floatingPoint: argument is any BinaryFloatingPoint
        case .object: argument is String || type(of: argument) is AnyClass
        case .cString: argument is UnsafePointer<CChar> || argument is UnsafeMutablePointer<CChar>
            || argument is UnsafePointer<UInt16> || argument is UnsafeMutablePointer<UInt16>
        case .pointer: !(argument is any BinaryFloatingPoint)
        case .tooWide: false
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
