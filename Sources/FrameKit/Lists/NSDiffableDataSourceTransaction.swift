import Foundation

/// What a diffable data source's reordering changed (`reorderingHandlers`): the snapshots before and after, their
/// difference — apply it to the app's own array (`items.applying(transaction.difference)`) — and each changed
/// section's own transaction.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data source's snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Its snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// How the items changed, all sections' items in order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The sections whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The change from `initialSnapshot` to `finalSnapshot`; sections shown as outlines have their section
    /// snapshots in `initialOutlines` and `finalOutlines` (a section's transaction carries its outline).
    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        initialOutlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:],
        finalOutlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.outline(of: section, in: initialOutlines)
            let after = finalSnapshot.outline(of: section, in: finalOutlines)
            guard before.items != after.items || before.items.contains(where: { before.parent(of: $0) != after.parent(of: $0) })
            else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after)
        }
    }
}

/// What a reordering changed in one section.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// How its items changed.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        sectionIdentifier: SectionIdentifierType, initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        (self.initialSnapshot, self.finalSnapshot) = (initialSnapshot, finalSnapshot)
        difference = finalSnapshot.items.difference(from: initialSnapshot.items)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// `section`'s outline: the one in `outlines`, or its items as root items (none when it is not in the snapshot).
    func outline(of section: SectionIdentifierType, in outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>])
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if indexOfSection(section) != nil { flat.append(itemIdentifiers(inSection: section)) }
        return flat
    }
}
