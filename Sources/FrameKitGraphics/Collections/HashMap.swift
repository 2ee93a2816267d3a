/// A hash map for the caches FrameKit fills while it starts up. `Dictionary`'s type requires `Key: Hashable`, so the
/// first time a process makes a dictionary (or set) of a new key type, the Swift runtime proves that conformance by
/// scanning every conformance record in the executable: 5,500 in a statically linked FrameKit app, whose descriptors
/// lie across about 1 MB of Foundation's read-only data (grid200's first frame had 320 KB more of the binary resident
/// for it). Here only the operations require `Hashable`, so making one of these costs no scan.
///
/// Open addressing with linear probing over a power-of-two slot table at most half full; the entries themselves are
/// kept dense (a removal moves the last one into the gap), so iterating walks two arrays.
package struct HashMap<Key, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    private var hashes: [Int] = []
    /// Each slot holds the index of its entry plus one, or 0 when empty.
    private var slots: [Int32] = []

    package init() {}

    package var count: Int { keys.count }
    package var isEmpty: Bool { keys.isEmpty }
    /// The keys and values, in no particular order.
    package var entries: Zip2Sequence<[Key], [Value]> { zip(keys, values) }
    /// The values, in no particular order.
    package var allValues: [Value] { values }

    package mutating func removeAll() { self = HashMap() }
}

extension HashMap where Key: Hashable {
    package subscript(key: Key) -> Value? {
        get { find(key, hash: key.hashValue).entry.map { values[$0] } }
        set {
            let hash = key.hashValue
            let (slot, entry) = find(key, hash: hash)
            switch (entry, newValue) {
            case let (entry?, value?): values[entry] = value
            case let (entry?, nil): remove(entry, at: slot)
            case let (nil, value?): insert(key, value, hash: hash, at: slot)
            case (nil, nil): break
            }
        }
    }

    /// The slot that holds `key`, with its entry, or the empty slot where it would go.
    private func find(_ key: Key, hash: Int) -> (slot: Int, entry: Int?) {
        guard !slots.isEmpty else { return (0, nil) }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if hashes[entry] == hash && keys[entry] == key { return (slot, entry) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    private mutating func insert(_ key: Key, _ value: Value, hash: Int, at slot: Int) {
        var slot = slot
        if (keys.count + 1) * 2 > slots.count {
            rehash(slotCount: max(8, slots.count * 2))
            slot = find(key, hash: hash).slot
        }
        slots[slot] = Int32(keys.count + 1)
        keys.append(key)
        values.append(value)
        hashes.append(hash)
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }

    private mutating func remove(_ entry: Int, at slot: Int) {
        let mask = slots.count - 1
        // Backward-shift deletion: later members of the probe run move up into the hole, so that a lookup never
        // stops at it early and no tombstones build up.
        var hole = slot
        var next = (slot + 1) & mask
        while slots[next] != 0 {
            let home = hashes[Int(slots[next]) - 1] & mask
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        let last = keys.count - 1
        if entry != last {
            var moved = hashes[last] & mask
            while Int(slots[moved]) != last + 1 { moved = (moved + 1) & mask }
            slots[moved] = Int32(entry + 1)
            keys.swapAt(entry, last)
            values.swapAt(entry, last)
            hashes.swapAt(entry, last)
        }
        keys.removeLast()
        values.removeLast()
        hashes.removeLast()
    }
}
