import Foundation

/// The items of a behaviour that holds a list of them (gravity, collision, push, item properties, fields), with
/// UIKit's `addItem`/`removeItem` rules: an item once, by identity.
@MainActor
struct ItemList {
    private(set) var items: [UIDynamicItem]

    init(_ items: [UIDynamicItem]) { self.items = uniqueItems(items) }

    /// Adds `item` unless it is already there; whether it was added.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; whether it was there.
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
