import Foundation

/// Converting a message's untyped values to the types Swift declarations take, as the Objective-C bridge would: any
/// number to any numeric type (Interface Builder's numbers reach a `CGFloat` or an `Int` property), nil to an
/// optional, an array to an array of the elements' type.
enum ObjCValue {
    static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        if let optional = Value.self as? any ObjCOptional.Type {
            guard let value else { return (optional.nothing as! Value) }
            return optional.wrapping(value).map { $0 as! Value }
        }
        guard let value else { return nil }
        if let number = ObjCNumber(value), let numeric = Value.self as? any ObjCNumberConvertible.Type {
            return numeric.init(objcNumber: number) as? Value
        }
        return nil
    }
}

/// `Optional`, seen without its wrapped type.
protocol ObjCOptional {
    static var nothing: Self { get }
    /// `value` wrapped, converted to the wrapped type; nil when it cannot be.
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: ObjCOptional {
    static var nothing: Self { nil }
    static func wrapping(_ value: Any) -> Self? {
        ObjCValue.convert(value, to: Wrapped.self).map { .some($0) }
    }
}

/// A number of any Swift numeric type (or a Bool, which Objective-C keeps as a number).
enum ObjCNumber {
    case integer(Int64)
    case floating(Double)

    init?(_ value: Any) {
        switch value {
        case let value as Bool: self = .integer(value ? 1 : 0)
        case let value as any BinaryInteger: self = .integer(Int64(truncatingIfNeeded: value))
        case let value as any BinaryFloatingPoint: self = .floating(Double(value))
        case let value as NSNumber: self = .floating(value.doubleValue)
        default: return nil
        }
    }
}

/// A numeric type a number converts to.
protocol ObjCNumberConvertible {
    init(objcNumber: ObjCNumber)
}

extension ObjCNumberConvertible where Self: BinaryInteger {
    init(objcNumber: ObjCNumber) {
        switch objcNumber {
        case .integer(let value): self.init(truncatingIfNeeded: value)
        case .floating(let value): self.init(truncatingIfNeeded: Int64(exactly: value.rounded(.towardZero)) ?? 0)
        }
    }
}

extension ObjCNumberConvertible where Self: BinaryFloatingPoint {
    init(objcNumber: ObjCNumber) {
        switch objcNumber {
        case .integer(let value): self.init(value)
        case .floating(let value): self.init(value)
        }
    }
}

extension Int: ObjCNumberConvertible {}
extension Int8: ObjCNumberConvertible {}
extension Int16: ObjCNumberConvertible {}
extension Int32: ObjCNumberConvertible {}
extension Int64: ObjCNumberConvertible {}
extension UInt: ObjCNumberConvertible {}
extension UInt8: ObjCNumberConvertible {}
extension UInt16: ObjCNumberConvertible {}
extension UInt32: ObjCNumberConvertible {}
extension UInt64: ObjCNumberConvertible {}
extension Double: ObjCNumberConvertible {}
extension Float: ObjCNumberConvertible {}
extension CGFloat: ObjCNumberConvertible {}

extension Bool: ObjCNumberConvertible {
    init(objcNumber: ObjCNumber) {
        switch objcNumber {
        case .integer(let value): self = value != 0
        case .floating(let value): self = value != 0
        }
    }
}
