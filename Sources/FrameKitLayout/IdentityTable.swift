/// A key the solver's tables hash without a `Hasher`: a symbol's id.
protocol IdentityKey: Equatable {
    var identityHash: UInt64 { get }
}

extension Symbol: IdentityKey {
    var identityHash: UInt64 { UInt64(UInt32(bitPattern: id)) }
}

/// A hash table for the solver: open addressing with linear probing and Fibonacci hashing of a key that is already
/// unique (a symbol's id). Rows, columns and the solver's indexes are looked up millions of times
/// per solve; this skips the seeded SipHash a `Dictionary` spends most of its time in.
struct IdentityTable<Key: IdentityKey, Value>: Sequence {
    private struct Entry {
        var key: Key?
        var value: Value
    }

    /// Keys and values side by side: one array to probe and one uniqueness check per change. Empty until the first
    /// insertion, as many columns of the tableau never hold anything.
    private var slots: [Entry] = []
    private(set) var count = 0
    /// log2 of the capacity, for the hash's shift.
    private var bits = 1
    /// What vacant slots hold (a placeholder never read), so values need no optional.
    private let vacantValue: Value

    init(vacant: Value) {
        vacantValue = vacant
    }

    var isEmpty: Bool { count == 0 }
    var keys: LazyMapSequence<IdentityTable, Key> { lazy.map { $0.key } }

    subscript(key: Key) -> Value? {
        get {
            guard !slots.isEmpty else { return nil }
            let slot = find(key)
            return slots[slot].key == nil ? nil : slots[slot].value
        }
        set {
            guard let newValue else {
                removeValue(forKey: key)
                return
            }
            if slots.isEmpty { grow() }
            let slot = find(key)
            if slots[slot].key == nil { count += 1 }
            slots[slot] = Entry(key: key, value: newValue)
            // Small tables (most rows and columns) fill to three quarters, large ones to half, keeping probes short.
            if count > (slots.count <= 8 ? slots.count * 3 / 4 : slots.count / 2) { grow() }
        }
    }

    mutating func updateEach(_ change: (Key, inout Value) -> Void) {
        for slot in slots.indices {
            if let key = slots[slot].key { change(key, &slots[slot].value) }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard !slots.isEmpty else { return nil }
        var hole = find(key)
        guard slots[hole].key != nil else { return nil }
        let value = slots[hole].value
        // An emptied table lets its storage go: most rows of a solved layout end up holding only a constant.
        guard count > 1 else {
            removeAll()
            return value
        }
        count -= 1
        // Backward-shift deletion: later members of the probe run move into the hole, so no tombstones are needed.
        let mask = slots.count - 1
        var next = (hole + 1) & mask
        while let moving = slots[next].key {
            if (next - home(of: moving)) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Entry(key: nil, value: vacantValue)
        return value
    }

    mutating func removeAll() { self = IdentityTable(vacant: vacantValue) }

    func makeIterator() -> Iterator { Iterator(table: self) }

    struct Iterator: IteratorProtocol {
        let table: IdentityTable
        var slot = 0

        mutating func next() -> (key: Key, value: Value)? {
            while slot < table.slots.count {
                defer { slot += 1 }
                if let key = table.slots[slot].key { return (key, table.slots[slot].value) }
            }
            return nil
        }
    }

    var underestimatedCount: Int { count }

    // MARK: Probing

    private func home(of key: Key) -> Int {
        Int(truncatingIfNeeded: (key.identityHash &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    /// The slot holding `key`, or the vacant slot where it would go.
    private func find(_ key: Key) -> Int {
        let mask = slots.count - 1
        var slot = home(of: key)
        while let other = slots[slot].key, other != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: Entry(key: nil, value: vacantValue), count: 1 << bits)
        count = 0
        for entry in old {
            if let key = entry.key { self[key] = entry.value }
        }
    }
}
