import Foundation

extension String {
    /// A localizable string literal: the key is the text with each interpolation written as its format
    /// conversion (`"\(count) items"` → `"%lld items"`), as Xcode extracts it, and the values are kept to format
    /// the translation with.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
        /// The key looked up: the text, `%` doubled, with a format conversion where each value was interpolated.
        public let key: String
        private let values: [Argument]

        /// An interpolated value, kept as a Sendable value until it is formatted.
        enum Argument: Sendable, Equatable {
            case signed(Int64), unsigned(UInt64), double(Double), float(Float), text(String)

            var cVarArg: any CVarArg {
                switch self {
                case .signed(let value): value
                case .unsigned(let value): value
                case .double(let value): value
                case .float(let value): value
                case .text(let value): NSString(string: value)
                }
            }
        }

        var arguments: [any CVarArg] { values.map(\.cVarArg) }

        /// A plain string as the key (no values).
        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            values = []
        }

        /// A literal as the key.
        public init(stringLiteral value: String) { self.init(value) }

        /// An interpolated literal: its key and its values.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            values = stringInterpolation.values
        }

        /// Builds a key and its values from an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var values: [Argument] = []

            /// An empty key.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Adds literal text (its `%` doubled).
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// An integer: `%lld` (`%llu` unsigned).
            public mutating func appendInterpolation<Number: BinaryInteger & Sendable>(_ value: Number) {
                if Number.isSigned {
                    append("%lld", .signed(Int64(truncatingIfNeeded: value)))
                } else {
                    append("%llu", .unsigned(UInt64(truncatingIfNeeded: value)))
                }
            }

            /// A double: `%lf`.
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            /// A float: `%f`.
            public mutating func appendInterpolation(_ value: Float) { append("%f", .float(value)) }
            /// A string: `%@`.
            public mutating func appendInterpolation(_ value: String) { append("%@", .text(value)) }

            /// Any other value, as its description: `%@`.
            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                append("%@", .text(value.description))
            }

            private mutating func append(_ conversion: String, _ argument: Argument) {
                key += conversion
                values.append(argument)
            }
        }
    }
}
