import Foundation
import Logging

/// The state of a list's data as identifiers: sections in order, each with its items in order. Apply one to a
/// diffable data source and the list changes to match, animating what moved, came and went. Identifiers must be
/// unique across the snapshot: a repeated one is logged and left out (UIKit stops the app).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Where each item is, as written; rebuilt after a change that shifts items (removal, insertion before others,
    /// moves) — except an outline's run of rows replaced in the middle of its section, which records a shift instead
    /// (rewriting every later row's entry made expanding one node of a 10,000-row outline cost milliseconds).
    private var itemLocations: [ItemIdentifierType: ItemLocation] = [:]
    /// Per section, the shifts since its last full index, oldest first.
    private var shifts: [[RowShift]] = []
    /// Items marked for reloading (their cells made again) when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked for reconfiguring (their cells updated in place) when the snapshot is applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked for reloading when the snapshot is applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    private static var logger: Logger { UITableView.logger }

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many sections it has.
    public var numberOfSections: Int { sections.count }
    /// How many items it has in all.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// How many items `identifier`'s section has (0 for a section it does not have).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The section holding the item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier].map { sections[$0.section] }
    }

    /// The item's index among all items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return items[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// Where an item is, as a section and row.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        location(of: identifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// Where an item is now: its written row moved by the shifts its section had since.
    private func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let written = itemLocations[identifier] else { return nil }
        var item = written.item
        for shift in shifts[written.section].dropFirst(written.generation) where item >= shift.from { item += shift.by }
        return (written.section, item)
    }

    /// The item at a section and row, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The section at an index, if there is one.
    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index] : nil }

    /// How many items the section at an index has (0 past the end).
    func numberOfItems(inSectionAt index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts empty sections before `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        guard let index = located(before, "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts empty sections after `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        guard let index = located(after, "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        sections = kept.map { sections[$0] }
        items = kept.map { items[$0] }
        reindex()
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        moveSection(identifier, relativeTo: before, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        moveSection(identifier, relativeTo: after, after: true)
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Appends items to a section (the last one when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map({ located($0, "appendItems(_:toSection:)") }) ?? (sections.isEmpty ? nil : sections.count - 1)
        else {
            return Self.logger.error("appendItems: the snapshot has no section to append to; call appendSections first")
        }
        let fresh = unique(identifiers, "appendItems(_:toSection:)")
        for (offset, item) in fresh.enumerated() {
            itemLocations[item] = ItemLocation(section: index, item: items[index].count + offset, generation: shifts[index].count)
        }
        items[index] += fresh
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: before, after: false)
    }

    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: after, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        items = items.map { $0.filter { !doomed.contains($0) } }
        reindex()
    }

    /// Makes `identifiers` the items of `section` (an outline section shown anew): the rows both lists start and end
    /// with stay, the run between is replaced, and the rows after it are shifted by one record rather than re-indexed.
    mutating func replaceItems(inSection section: SectionIdentifierType, with identifiers: [ItemIdentifierType]) {
        guard let index = located(section, "replaceItems(inSection:with:)") else { return }
        let (prefix, suffix) = items[index].commonEnds(with: identifiers)
        replaceItems(inSectionAt: index, subrange: prefix..<items[index].count - suffix, with: identifiers[prefix..<identifiers.count - suffix])
    }

    /// Replaces the run `subrange` of the section at `index` with `identifiers` (those already in the snapshot
    /// left out, logged); the rows after it are shifted by one record.
    mutating func replaceItems(
        inSectionAt index: Int, subrange: Range<Int>, with identifiers: some Collection<ItemIdentifierType>
    ) {
        let prefix = subrange.lowerBound
        for item in items[index][subrange] { itemLocations[item] = nil }
        let generation = shifts[index].count + 1
        var middle: [ItemIdentifierType] = []
        middle.reserveCapacity(identifiers.count)
        for item in identifiers {
            guard itemLocations[item] == nil else {
                Self.logger.error("an outline's item \(item) is already in the snapshot; left out")
                continue
            }
            itemLocations[item] = ItemLocation(section: index, item: prefix + middle.count, generation: generation)
            middle.append(item)
        }
        items[index].replaceSubrange(subrange, with: middle)
        shifts[index].append(RowShift(from: subrange.upperBound, by: middle.count - subrange.count))
        // Each read walks its section's shifts: past a few, one full index is cheaper.
        if shifts[index].count > Self.shiftsBeforeReindex { reindex() }
    }

    private static var shiftsBeforeReindex: Int { 16 }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        reindex()
    }

    /// Moves an item before another (across sections too).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        moveItem(identifier, relativeTo: before, after: false)
    }

    /// Moves an item after another (across sections too).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        moveItem(identifier, relativeTo: after, after: true)
    }

    /// Marks items whose cells must be made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { itemLocations[$0] != nil }
    }

    /// Marks items whose existing cells must be configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { itemLocations[$0] != nil }
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set(sections)
        let fresh = identifiers.filter { identifier in
            guard seen.insert(identifier).inserted else {
                Self.logger.error("section identifier \(identifier) is already in the snapshot; left out")
                return false
            }
            return true
        }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindex()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        guard let from = located(identifier, "moveSection"), located(other, "moveSection") != nil, identifier != other else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: other)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool) {
        guard let location = location(of: other) else {
            return Self.logger.error("insertItems: item \(other) is not in the snapshot; nothing inserted")
        }
        let fresh = unique(identifiers, "insertItems")
        items[location.section].insert(contentsOf: fresh, at: location.item + (after ? 1 : 0))
        reindex()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        guard let from = location(of: identifier), itemLocations[other] != nil, identifier != other else {
            return Self.logger.error("moveItem: \(identifier) or \(other) is not in the snapshot; nothing moved")
        }
        items[from.section].remove(at: from.item)
        reindex()
        let target = location(of: other)!
        items[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
        reindex()
    }

    private func located(_ section: SectionIdentifierType, _ call: String) -> Int? {
        guard let index = sectionIndex[section] else {
            Self.logger.error("\(call): section \(section) is not in the snapshot; ignored")
            return nil
        }
        return index
    }

    /// `identifiers` without those already in the snapshot or repeated, each logged.
    private func unique(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return identifiers.filter { item in
            guard itemLocations[item] == nil, seen.insert(item).inserted else {
                Self.logger.error("\(call): item identifier \(item) is already in the snapshot; left out")
                return false
            }
            return true
        }
    }

    private mutating func reindex() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        itemLocations.removeAll(keepingCapacity: true)
        shifts = Array(repeating: [], count: sections.count)
        for (section, list) in items.enumerated() {
            for (index, item) in list.enumerated() { itemLocations[item] = ItemLocation(section: section, item: index, generation: 0) }
        }
    }
}

/// An item's section and row as written, and how many of its section's shifts had happened then.
private struct ItemLocation: Sendable {
    let section: Int
    let item: Int
    let generation: Int
}

/// A run of rows replaced by a longer or shorter one: the rows from `from` on (as they were) move by `by`.
private struct RowShift: Sendable {
    let from: Int
    let by: Int
}
