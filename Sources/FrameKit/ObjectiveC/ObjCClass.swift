import Logging

/// A class's Objective-C members, its own and its superclasses', found from the `FrameKitObjCMembers` tables that the
/// translated sources nest in each class. The table of class `C` is the type `C.FrameKitObjCMembers`, which the Swift
/// runtime finds by its mangled name (the class's own, plus the nested type's), so no class registers itself and a
/// class without a table simply inherits its superclass's members.
@MainActor
final class ObjCClass {
    /// The methods by selector, a subclass's over its superclass's.
    let methods: [Selector: ObjCMethod]
    /// The properties by key, a subclass's over its superclass's.
    let properties: [String: ObjCProperty]

    private init(methods: [Selector: ObjCMethod], properties: [String: ObjCProperty]) {
        self.methods = methods
        self.properties = properties
    }

    private static var known: [ObjectIdentifier: ObjCClass] = [:]
    private static let empty = ObjCClass(methods: [:], properties: [:])

    /// The members of `type` and its superclasses.
    static func of(_ type: AnyClass) -> ObjCClass {
        if let found = known[ObjectIdentifier(type)] { return found }
        let inherited = _getSuperclass(type).map(of) ?? empty
        let table = ownTable(of: type)
        let result = table.map { table in
            ObjCClass(
                methods: inherited.methods.merging(table.methods.map { ($0.selector, $0) }) { $1 },
                properties: inherited.properties.merging(table.properties.map { ($0.key, $0) }) { $1 })
        } ?? inherited
        known[ObjectIdentifier(type)] = result
        return result
    }

    /// The members of `object`'s class.
    static func of(_ object: AnyObject) -> ObjCClass { of(Swift.type(of: object)) }

    /// The table nested in `type` itself, if it has one.
    private static func ownTable(of type: AnyClass) -> (any ObjCMembers.Type)? {
        if let generic = type as? any ObjCGenericMembers.Type {
            let members = generic.frameKitObjCMembers
            // A subclass inherits the adoption; only the generic class itself owns the table.
            if members.owner == type { return members.table }
        }
        guard let name = _mangledTypeName(type), !name.contains("$") else { return nil }
        let nested = "FrameKitObjCMembers"
        return _typeByName(name + "\(nested.utf8.count)\(nested)O") as? any ObjCMembers.Type
    }

    /// The property of `key` whose key path is `keyPath`, to turn `observe(\.title)` into the key `title`.
    func key(for keyPath: AnyKeyPath) -> String? {
        properties.first { $0.value.keyPath == keyPath }?.key
    }
}

/// Sending messages by selector.
@MainActor
enum ObjCMessage {
    static let logger = Logger(label: "framekit.objc")
    /// The object the last `perform(_:)` returned, kept alive for its caller.
    static var lastResult: AnyObject?

    /// Whether `object` has a method of `selector`.
    static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        ObjCClass.of(object).methods[selector] != nil
    }

    /// Calls `selector` on `target` with `arguments`; what the method returns.
    @discardableResult
    static func send(_ selector: Selector, to target: AnyObject, with arguments: [Any?]) throws -> Any? {
        guard let method = ObjCClass.of(target).methods[selector] else {
            throw ObjCMessageError.unrecognizedSelector(selector, receiver: "\(type(of: target))")
        }
        return try method.invoke(target, ObjCArguments(selector: selector, values: arguments))
    }

    /// Calls `selector` on `target`, logging a message that cannot be delivered (a control's action, a timer's, a
    /// notification's: iOS would end the app with "unrecognized selector"; a kiosk logs it and goes on).
    static func deliver(_ selector: Selector, to target: AnyObject, with arguments: [Any?]) {
        do {
            try send(selector, to: target, with: arguments)
        } catch {
            logger.error("\(error)")
        }
    }
}
