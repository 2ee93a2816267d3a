/// The Objective-C members of one class — its `@objc` and `@IBAction` methods and its `@objc`, `@IBOutlet` and
/// `@IBInspectable` properties — as the translation of an app's sources writes them, nested in the class as
/// `FrameKitObjCMembers`. FrameKit finds the table from an object's class at run time (`ObjCClass`), so a class needs no
/// registration. Written by FrameKit's source translation, not by hand.
@MainActor
public protocol ObjCMembers {
    /// The methods the class declares itself (not those it inherits).
    static var methods: [ObjCMethod] { get }
    /// The properties the class declares itself.
    static var properties: [ObjCProperty] { get }
}

/// A generic class's `FrameKitObjCMembers`, which the runtime cannot find by name: the translation makes each generic
/// class with Objective-C members adopt this, naming itself (a subclass inherits the adoption but not the table).
public protocol ObjCGenericMembers: AnyObject {
    /// The generic class that owns the table, and the table.
    static var frameKitObjCMembers: (owner: AnyClass, table: any ObjCMembers.Type) { get }
}

/// A method Objective-C code can name by selector.
@MainActor
public struct ObjCMethod {
    /// The method's selector.
    public let selector: Selector
    /// Calls the method on an instance of its class with the message's arguments; what it returns, nil for none.
    let invoke: @MainActor (AnyObject, ObjCArguments) throws -> Any?

    /// The method `selector`, called by `invoke`.
    public init(_ selector: Selector, _ invoke: @escaping @MainActor (AnyObject, ObjCArguments) throws -> Any?) {
        self.selector = selector
        self.invoke = invoke
    }
}

/// The arguments of a message, converted to what the method's parameters take.
public struct ObjCArguments {
    /// The selector sent, for messages.
    let selector: Selector
    /// The arguments, nil where none was given.
    let values: [Any?]

    /// Argument `index` as the parameter's type: a missing argument is nil for an optional or `Any` parameter, and
    /// numbers convert between Swift's numeric types as `NSNumber` does.
    public func at<Value>(_ index: Int, as type: Value.Type = Value.self) throws -> Value {
        let value = index < values.count ? values[index] : nil
        guard let converted = ObjCValue.convert(value, to: Value.self) else {
            throw ObjCMessageError.argumentMismatch(
                selector: selector, index: index, expected: "\(Value.self)", given: value.map { "\(Swift.type(of: $0))" } ?? "nil")
        }
        return converted
    }
}

/// A property Objective-C code reaches by key: an outlet, an inspectable, an `@objc` property.
@MainActor
public struct ObjCProperty {
    /// What kind of declaration the property is.
    public enum Kind: Sendable {
        /// An `@IBOutlet`.
        case outlet
        /// An `@IBOutlet` of an array: an outlet collection.
        case outletCollection
        /// An `@objc`, `@objc dynamic` or `@IBInspectable` property.
        case value
    }

    /// The property's key: its name, or its `@objc(name)`.
    public let key: String
    /// The kind of declaration.
    public let kind: Kind
    /// The key path the property stands for, to match `observe(\.property)` to its key.
    let keyPath: AnyKeyPath
    /// The name of the type the property holds, for messages.
    let typeName: String
    /// Reads the property of an instance of its class.
    let get: @MainActor (AnyObject) -> Any?
    /// Sets it; false when the value is not of its type. Nil for a read-only property.
    private(set) var set: (@MainActor (AnyObject, Any?) -> Bool)?

    /// A read-write property.
    public init<Root: AnyObject, Value>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, kind: Kind = .value) {
        self.init(key, keyPath as KeyPath<Root, Value>, kind: kind)
        set = { object, value in
            guard let converted = ObjCValue.convert(value, to: Value.self) else { return false }
            (object as! Root)[keyPath: keyPath] = converted
            return true
        }
    }

    /// A read-only property.
    public init<Root: AnyObject, Value>(_ key: String, _ keyPath: KeyPath<Root, Value>, kind: Kind = .value) {
        self.key = key
        self.kind = kind
        self.keyPath = keyPath
        typeName = "\(Value.self)"
        get = { ($0 as! Root)[keyPath: keyPath] }
        set = nil
    }
}

/// Why a message could not be delivered.
public enum ObjCMessageError: Error, CustomStringConvertible {
    /// The receiver has no method of the selector.
    case unrecognizedSelector(Selector, receiver: String)
    /// An argument is not of the type the method takes.
    case argumentMismatch(selector: Selector, index: Int, expected: String, given: String)

    public var description: String {
        switch self {
        case .unrecognizedSelector(let selector, let receiver):
            "unrecognized selector '\(selector)' sent to \(receiver); declare the method @objc (or @IBAction) in the class or a superclass"
        case .argumentMismatch(let selector, let index, let expected, let given):
            "'\(selector)' takes \(expected) as argument \(index + 1), but was sent \(given)"
        }
    }
}
