import Foundation

/// One section's items as an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`): items with children, each
/// parent expanded or collapsed. The section shows its `visibleItems` — the root items and, under each expanded
/// parent, its children — when applied with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)`.
/// An item appears once in the outline.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    // MARK: Reading

    /// Every item, each parent before its children (depth first), expanded or not.
    public var items: [ItemIdentifierType] { walk(roots, onlyVisible: false) }
    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items shown: the roots and the children of expanded parents whose own parents are shown.
    public var visibleItems: [ItemIdentifierType] { walk(roots, onlyVisible: true) }

    private func walk(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(onlyVisible ? level.count : members.count)
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item), let kids = children[item] { stack.append(contentsOf: kids.reversed()) }
        }
        return result
    }

    /// The items shown under `item` when it is expanded (its children and, under expanded ones, theirs).
    func visibleDescendants(of item: ItemIdentifierType) -> [ItemIdentifierType] { walk(children[item] ?? [], onlyVisible: true) }

    /// Whether `item` is in the outline.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    /// Whether `item` is expanded (its children shown when it is).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` is shown: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parents[parent]
        }
        return true
    }
    /// How deep `item` is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var depth = 0, current = parents[item]
        while let parent = current {
            depth += 1
            current = parents[parent]
        }
        return depth
    }
    /// `item`'s parent, nil for a root item.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }
    /// Where `item` is in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { members.contains(item) ? items.firstIndex(of: item) : nil }

    /// The outline under `parent` (its children and their descendants as roots, with their expansion), and `parent`
    /// itself as the root above them when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard members.contains(parent) else { return result }
        if includingParent {
            result.append([parent])
            result.copyDescendants(of: parent, from: self, under: parent)
            if expanded.contains(parent) { result.expanded.insert(parent) }
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] { result.copyDescendants(of: child, from: self, under: child) }
        }
        return result
    }

    private mutating func copyDescendants(of item: ItemIdentifierType, from other: Self, under parent: ItemIdentifierType) {
        if other.expanded.contains(item) { expanded.insert(item) }
        guard let kids = other.children[item] else { return }
        append(kids, to: parent)
        for kid in kids { copyDescendants(of: kid, from: other, under: kid) }
    }

    // MARK: Changing

    /// Adds `items` at the end of `parent`'s children (or of the roots). Items already in the outline are skipped,
    /// with a log line, as UIKit refuses duplicates.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else { return roots.append(contentsOf: admit(items)) }
        guard members.contains(parent) else { return reportMissing("append(_:to:)") }
        let fresh = admit(items)
        children[parent, default: []].append(contentsOf: fresh)
        for item in fresh { parents[item] = parent }
    }

    /// Adds `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, beside: item, after: false) }
    /// Adds `items` just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, beside: item, after: true) }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        guard members.contains(item) else { return reportMissing(after ? "insert(_:after:)" : "insert(_:before:)") }
        let fresh = admit(items)
        let parent = parents[item]
        var siblings = parent.map { children[$0] ?? [] } ?? roots
        let index = siblings.firstIndex(of: item)! + (after ? 1 : 0)
        siblings.insert(contentsOf: fresh, at: index)
        if let parent {
            children[parent] = siblings
            for new in fresh { parents[new] = parent }
        } else {
            roots = siblings
        }
    }

    /// Adds `snapshot`'s outline under `parent` (or as roots), with its expansion.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        graft(snapshot)
    }

    /// Adds `snapshot`'s outline just before `item`, as its siblings.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.roots, before: item)
        graft(snapshot)
    }

    /// Adds `snapshot`'s outline just after `item`, as its siblings.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.roots, after: item)
        graft(snapshot)
    }

    private mutating func graft(_ snapshot: Self) {
        for root in snapshot.roots where members.contains(root) { copyDescendants(of: root, from: snapshot, under: root) }
    }

    /// Replaces `parent`'s children with `snapshot`'s outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard members.contains(parent) else { return reportMissing("replace(childrenOf:using:)") }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for gone in walk([item], onlyVisible: false) {
                members.remove(gone)
                expanded.remove(gone)
                children[gone] = nil
                if gone != item { parents[gone] = nil }
            }
            if let parent = parents.removeValue(forKey: item) {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Shows the children of `items` (where their parents are shown).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(members.contains))
    }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// The outline as indented lines, a `+` before expanded parents and a `-` before collapsed ones: for debugging.
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item] == nil ? " " : (expanded.contains(item) ? "+" : "-")
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    private mutating func admit(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var fresh: [ItemIdentifierType] = []
        for item in items {
            if members.insert(item).inserted {
                fresh.append(item)
            } else {
                UITableView.logger.error("NSDiffableDataSourceSectionSnapshot: \(item) is already in the outline: not added again")
            }
        }
        return fresh
    }

    private func reportMissing(_ call: String) {
        UITableView.logger.error("NSDiffableDataSourceSectionSnapshot.\(call): the item named is not in the outline: nothing changed")
    }
}
