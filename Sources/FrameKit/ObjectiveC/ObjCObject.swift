import Foundation

/// An object iOS code sends Objective-C messages to: `responds(to:)`, `perform(_:)`, key-value coding, delayed
/// performs. `NSObject` and FrameKit's root classes (`UIResponder`, `CALayer`, `UIGestureRecognizer`,
/// `UIBarButtonItem`) are ones; the methods and keys an object has are its class's `@objc` members.
@MainActor
public protocol ObjCObject: AnyObject {}

extension ObjCObject {
    /// The object's class, as `NSCoder` archives it: iOS code names reuse identifiers and logs with it
    /// (`String(describing: cell.classForCoder)`). NSObject's own answers for its subclasses.
    public var classForCoder: AnyClass { type(of: self) }

    /// The class itself, as `NSCoder` archives it (`String(describing: MyCell.classForCoder())`).
    public static func classForCoder() -> AnyClass { self }

    /// Whether the object has a method of `selector` (an `@objc` or `@IBAction` method of its class or a
    /// superclass).
    public func responds(to selector: Selector?) -> Bool {
        guard let selector else { return false }
        return ObjCMessage.responds(self, to: selector)
    }

    /// Calls the method of `selector`; what it returns, as on iOS (nil for a method returning nothing). A selector
    /// the object has no method for is logged and returns nil.
    @discardableResult
    public func perform(_ selector: Selector!) -> Unmanaged<AnyObject>! { perform(selector, withArguments: []) }

    /// Calls the method of `selector` with one argument.
    @discardableResult
    public func perform(_ selector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        perform(selector, withArguments: [object])
    }

    /// Calls the method of `selector` with two arguments.
    @discardableResult
    public func perform(_ selector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        perform(selector, withArguments: [object1, object2])
    }

    private func perform(_ selector: Selector, withArguments arguments: [Any?]) -> Unmanaged<AnyObject>? {
        do {
            let result = try ObjCMessage.send(selector, to: self, with: arguments).map { $0 as AnyObject }
            // Unretained, as on iOS; held until the next perform, as an autorelease pool would hold it (a value type's
            // box would otherwise be freed before the caller reads it).
            ObjCMessage.lastResult = result
            return result.flatMap { $0 is NSNull ? nil : Unmanaged.passUnretained($0) }
        } catch {
            ObjCMessage.logger.error("\(error)")
            return nil
        }
    }

    /// Calls the method of `selector` with `argument` after `delay` seconds, on the main loop; the object is held
    /// until then, as on iOS.
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerforms.schedule(selector, on: self, with: argument, after: delay)
    }

    /// Cancels every delayed perform of `target` (`perform(_:with:afterDelay:)`).
    public static func cancelPreviousPerformRequests(withTarget target: Any) {
        DelayedPerforms.cancel(target: target as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the delayed performs of `target` with this selector and argument (compared with `==` where the
    /// argument is `Equatable` and `===` where it is an object, as `isEqual:` would).
    public static func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        DelayedPerforms.cancel(target: target as AnyObject, selector: selector, argument: .some(argument))
    }

    // MARK: Key-value coding

    /// The value of the property `key` (an `@objc`, `@IBOutlet` or `@IBInspectable` property); nil, with a log line,
    /// for a key the class does not have (where iOS would raise `NSUnknownKeyException`).
    public func value(forKey key: String) -> Any? {
        guard let property = ObjCClass.of(self).properties[key] else {
            ObjCMessage.logger.error("\(type(of: self)) has no key '\(key)'; declare the property @objc")
            return nil
        }
        return property.get(self)
    }

    /// Sets the property `key`; a key the class does not have, or a value of the wrong type, is logged and ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        if let problem = ObjCKeyValueCoding.set(value, forKey: key, of: self) {
            ObjCMessage.logger.error("\(problem)")
        }
    }

    /// The value at a dotted key path (`"layer.cornerRadius"`), each key read as `value(forKey:)`.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".") {
            guard let object = current as? ObjCObject else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }

    /// Sets the value at a dotted key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.last else { return }
        guard let owner = keys.dropLast().isEmpty ? self : self.value(forKeyPath: keys.dropLast().joined(separator: ".")) as? ObjCObject
        else {
            ObjCMessage.logger.error("\(type(of: self)) has no object at '\(keyPath)'")
            return
        }
        owner.setValue(value, forKey: last)
    }
}

@MainActor
enum ObjCKeyValueCoding {
    /// Sets the property `key` of `object`; what went wrong, if anything.
    static func set(_ value: Any?, forKey key: String, of object: AnyObject) -> String? {
        guard let property = ObjCClass.of(object).properties[key] else {
            return "\(type(of: object)) has no key '\(key)'; declare the property @objc (or @IBInspectable)"
        }
        guard let set = property.set else { return "'\(key)' of \(type(of: object)) is read-only" }
        guard set(object, value) else {
            return "'\(key)' of \(type(of: object)) takes \(property.typeName), not \(value.map { "\(type(of: $0))" } ?? "nil")"
        }
        return nil
    }
}

extension NSObject: ObjCObject {}
extension UIResponder: ObjCObject {}
extension CALayer: ObjCObject {}
extension UIGestureRecognizer: ObjCObject {}
extension UIBarButtonItem: ObjCObject {}
