import Foundation

/// An outlet collection an Interface Builder file fills, declared without `@IBOutlet`:
///
///     @OutletCollection var fields: [UITextField]
///
/// Every connection of the name, in the file's order, is one element; an object of another type fails the load with
/// the file and line.
@MainActor
@propertyWrapper
public struct OutletCollection<Element: AnyObject> {
    private let box = OutletBox<[Element]>()

    /// An outlet collection not yet connected.
    public init() {}

    /// The connected objects in the document's order; empty until connected.
    public var wrappedValue: [Element] {
        get { box.value ?? [] }
        nonmutating set { box.value = newValue }
    }
}

extension OutletCollection: OutletConnectable {
    var acceptedTypeName: String { "[\(Element.self)]" }
    var isCollection: Bool { true }

    func connect(_ object: AnyObject) -> Bool {
        guard let element = object as? Element else { return false }
        box.value = (box.value ?? []) + [element]
        return true
    }
}
