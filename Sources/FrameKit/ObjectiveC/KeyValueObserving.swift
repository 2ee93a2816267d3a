import Foundation
import Logging

/// What a key-value observer is told: `.new` and `.old` add the values to the change, `.initial` sends one change
/// at once with the current value.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Accepted; FrameKit sends no notification before a change (it learns of changes after them).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change; FrameKit's are all `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// A change as `observe(_:options:changeHandler:)` reports it.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    /// The new value, when `.new` was asked for.
    public let newValue: Value?
    /// The old value, when `.old` was asked for.
    public let oldValue: Value?
    public let indexes: IndexSet? = nil
    public let isPrior: Bool = false
}

/// An observation `observe(_:options:changeHandler:)` made: it lasts until `invalidate()` or until it is released,
/// as on iOS.
@MainActor
public final class NSKeyValueObservation {
    fileprivate let registration: ObjCKeyValueObserving.Registration

    fileprivate init(_ registration: ObjCKeyValueObserving.Registration) { self.registration = registration }

    /// Ends the observation.
    public func invalidate() { ObjCKeyValueObserving.remove(registration) }

    isolated deinit { ObjCKeyValueObserving.remove(registration) }
}

/// The observers of every object's keys, and the changes the app's `@objc dynamic` properties (through their
/// translated `didSet`) and FrameKit's observable properties report.
public enum ObjCKeyValueObserving {
    @MainActor
    final class Registration {
        weak var object: AnyObject?
        let objectID: ObjectIdentifier
        let key: String
        let options: NSKeyValueObservingOptions
        /// The `addObserver` form's observer and context, to remove it by them.
        weak var observer: AnyObject?
        let context: UnsafeMutableRawPointer?
        let notify: @MainActor (AnyObject, _ old: Any?, _ new: Any?) -> Void

        init(
            object: AnyObject, key: String, options: NSKeyValueObservingOptions, observer: AnyObject?,
            context: UnsafeMutableRawPointer?, notify: @escaping @MainActor (AnyObject, Any?, Any?) -> Void
        ) {
            self.object = object
            objectID = ObjectIdentifier(object)
            self.key = key
            self.options = options
            self.observer = observer
            self.context = context
            self.notify = notify
        }
    }

    @MainActor private static var registrations: [ObjectIdentifier: [Registration]] = [:]
    /// Whether any observer exists, read from any thread so that a change nobody observes costs a load.
    private static let anyObserver = AtomicFlag()

    /// Tells the observers of `key` that it changed from `oldValue`. Called by the translated `didSet` of an app's
    /// `@objc dynamic` property and by FrameKit's observable properties; a change made off the main thread is
    /// reported on the main thread shortly after.
    nonisolated public static func didChange(_ object: AnyObject, key: String, from oldValue: Any?) {
        guard anyObserver.isSet else { return }
        // The object and value reach the main thread as iOS code expects of KVO: unchecked.
        let change = UncheckedChange(object: object, oldValue: oldValue)
        MainQueue.run { report(change.object, key: key, old: change.oldValue) }
    }

    /// Tells the observers of `key` of FrameKit's own `object` that it changed from `oldValue`: on the main actor, and
    /// costing one dictionary lookup when nothing observes the object (FrameKit's setters call it on every change).
    @MainActor public static func changed(_ object: AnyObject, key: String, from oldValue: @autoclosure () -> Any?) {
        guard isObserved(object) else { return }
        report(object, key: key, old: oldValue())
    }

    /// Whether anything observes `object` (to skip gathering values nobody watches).
    @MainActor public static func isObserved(_ object: AnyObject) -> Bool {
        !registrations.isEmpty && registrations[ObjectIdentifier(object)] != nil
    }

    @MainActor private static func report(_ object: AnyObject, key: String, old: Any?) {
        guard let list = registrations[ObjectIdentifier(object)] else { return }
        for registration in list where registration.key == key && registration.object === object {
            registration.notify(object, old, ObjCClass.of(object).properties[key]?.get(object))
        }
    }

    @MainActor static func add(_ registration: Registration) {
        registrations[registration.objectID, default: []].append(registration)
        anyObserver.set()
        if registration.options.contains(.initial), let object = registration.object {
            registration.notify(object, nil, ObjCClass.of(object).properties[registration.key]?.get(object))
        }
    }

    @MainActor static func remove(_ registration: Registration) {
        registrations[registration.objectID]?.removeAll { $0 === registration }
        if registrations[registration.objectID]?.isEmpty == true { registrations[registration.objectID] = nil }
    }

    @MainActor static func remove(observer: AnyObject, from object: AnyObject, key: String, context: UnsafeMutableRawPointer?) {
        registrations[ObjectIdentifier(object)]?.removeAll {
            $0.observer === observer && $0.key == key && (context == nil || $0.context == context)
        }
    }

    /// The key `keyPath` stands for in `object`'s class; a key path to a property that is not observable is reported
    /// with the caller's file and line.
    @MainActor static func key(for keyPath: AnyKeyPath, of object: AnyObject, file: StaticString, line: UInt) -> String? {
        if let key = ObjCClass.of(object).key(for: keyPath) { return key }
        ObjCMessage.logger.error(
            "\(file):\(line): \(describe(keyPath, of: object)) is not observable: observe an @objc dynamic property of the app's, or one FrameKit publishes (docs: Porting from UIKit)")
        return nil
    }

    /// `\UIView.alpha` where the runtime knows the property's name; a computed property's key path names only its
    /// address, so then the class and the value's type.
    private static func describe(_ keyPath: AnyKeyPath, of object: AnyObject) -> String {
        let description = "\(keyPath)"
        if !description.contains("<computed") { return description }
        return "a key path of \(type(of: object)) to \(type(of: keyPath).valueType)"
    }

    /// What `super.observeValue(forKeyPath:of:change:context:)` does in an observer whose superclass is `NSObject`
    /// (the translation calls this instead, NSObject on Linux having no such method): a change the observer passed on
    /// is logged, where iOS would raise an exception.
    nonisolated public static func unhandledChange(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        Logger(label: "framekit.objc").warning("a change of '\(keyPath ?? "?")' of \(object.map { "\(type(of: $0))" } ?? "nil") reached NSObject's observeValue: no observer handled it")
    }

    @MainActor static func has(key: String, in object: AnyObject) -> Bool { ObjCClass.of(object).properties[key] != nil }
}

private struct UncheckedChange: @unchecked Sendable {
    let object: AnyObject
    let oldValue: Any?
}

/// A flag set once, read from any thread.
private final class AtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

extension ObjCObject {
    /// Observes the property at `keyPath` (an `@objc dynamic` property, or one of FrameKit's observable properties:
    /// WKWebView's `estimatedProgress`, `title`, `url`, `isLoading`, `canGoBack`, `canGoForward`; UIScrollView's
    /// `contentOffset` and `contentSize`; UIView's `frame`, `bounds`, `center` and `isHidden`; UIViewController's
    /// `preferredContentSize`). The handler runs on the main thread after each change.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSKeyValueObservation {
        let key = ObjCKeyValueObserving.key(for: keyPath, of: self, file: file, line: line) ?? "\(keyPath)"
        let registration = ObjCKeyValueObserving.Registration(
            object: self, key: key, options: options, observer: nil, context: nil
        ) { object, old, new in
            changeHandler(
                object as! Self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? new as? Value : nil,
                    oldValue: options.contains(.old) ? old as? Value : nil))
        }
        ObjCKeyValueObserving.add(registration)
        return NSKeyValueObservation(registration)
    }

    /// Registers `observer` for changes of `keyPath` (a key of this object): it hears them in its
    /// `observeValue(forKeyPath:of:change:context:)`, until `removeObserver(_:forKeyPath:)`.
    public func addObserver(
        _ observer: ObjCKeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?, file: StaticString = #fileID, line: UInt = #line
    ) {
        if !ObjCKeyValueObserving.has(key: keyPath, in: self) {
            ObjCMessage.logger.error(
                "\(file):\(line): \(type(of: self)) has no observable key '\(keyPath)': observe an @objc dynamic property, or one FrameKit publishes")
        }
        let registration = ObjCKeyValueObserving.Registration(
            object: self, key: keyPath, options: options, observer: observer, context: context
        ) { [weak observer] object, old, new in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let new { change[.newKey] = new }
            if options.contains(.old), let old { change[.oldKey] = old }
            observer?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        ObjCKeyValueObserving.add(registration)
    }

    /// Stops `observer` hearing changes of `keyPath`.
    public func removeObserver(_ observer: ObjCKeyValueObserver, forKeyPath keyPath: String) {
        ObjCKeyValueObserving.remove(observer: observer, from: self, key: keyPath, context: nil)
    }

    /// Stops `observer` hearing changes of `keyPath` registered with `context`.
    public func removeObserver(_ observer: ObjCKeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        ObjCKeyValueObserving.remove(observer: observer, from: self, key: keyPath, context: context)
    }
}

/// An object that hears the changes it registered for with `addObserver(_:forKeyPath:options:context:)`.
@MainActor
public protocol ObjCKeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}
extension UIResponder: ObjCKeyValueObserver {}
