import Foundation

/// An outlet a scene file connects, declared in Swift without `@IBOutlet` (which needs the Objective-C runtime):
///
///     @Outlet var titleLabel: UILabel!
///
/// The storyboard finds outlets by property name (through `Mirror`), checks the connected object's type, and sets
/// them after `init(coder:)` and before `awakeFromNib()`. Held strongly.
@MainActor
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    private let box = OutletBox<Value>()

    /// An outlet not yet connected.
    public init() {}

    /// The connected object; nil until the storyboard or nib connects it.
    public var wrappedValue: Value! {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// Where an outlet's value lives, shared by every copy of the wrapper so the storyboard can set it through a mirror.
@MainActor
final class OutletBox<Value> {
    var value: Value?
}

/// What the storyboard sees of an outlet of any type.
@MainActor
protocol OutletConnectable {
    /// The name of the type the outlet accepts.
    var acceptedTypeName: String { get }
    /// Whether it collects every connection of its name (`OutletCollection`).
    var isCollection: Bool { get }
    /// Sets the outlet (adds to a collection); false if `object` is not of the accepted type.
    func connect(_ object: AnyObject) -> Bool
}

extension Outlet: OutletConnectable {
    var acceptedTypeName: String { String(describing: Value.self) }
    var isCollection: Bool { false }

    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        box.value = value
        return true
    }
}

@MainActor
enum Outlets {
    /// The outlets `object` declares (its class and superclasses), by property name.
    static func of(_ object: AnyObject) -> [String: OutletConnectable] {
        var result: [String: OutletConnectable] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let outlet = child.value as? OutletConnectable else {
                    continue
                }
                result[String(label.dropFirst())] = result[String(label.dropFirst())] ?? outlet
            }
            mirror = current.superclassMirror
        }
        for (key, property) in ObjCClass.of(object).properties where property.kind != .value && result[key] == nil {
            result[key] = ObjCOutlet(owner: object, property: property)
        }
        return result
    }
}

/// An `@IBOutlet` of the app's class, set through its translated member table.
@MainActor
struct ObjCOutlet: OutletConnectable {
    let owner: AnyObject
    let property: ObjCProperty

    var acceptedTypeName: String { property.typeName }
    var isCollection: Bool { property.kind == .outletCollection }

    func connect(_ object: AnyObject) -> Bool {
        guard let set = property.set else { return false }
        guard isCollection else { return set(owner, object) }
        let current = property.get(owner) as? [Any] ?? []
        return set(owner, current + [object])
    }
}
