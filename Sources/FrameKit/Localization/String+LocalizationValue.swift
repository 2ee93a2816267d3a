import Foundation

extension String {
    /// A localizable string literal: the key is the text with each interpolation written as its format
    /// conversion (`"\(count) items"` → `"%lld items"`), as Xcode extracts it, and the values are kept to format
    /// the translation with.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
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

        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            values = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            values = stringInterpolation.values
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var values: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation<Number: BinaryInteger & Sendable>(_ value: Number) {
                if Number.isSigned {
                    append("%lld", .signed(Int64(truncatingIfNeeded: value)))
                } else {
                    append("%llu", .unsigned(UInt64(truncatingIfNeeded: value)))
                }
            }

            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .float(value)) }
            public mutating func appendInterpolation(_ value: String) { append("%@", .text(value)) }

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
