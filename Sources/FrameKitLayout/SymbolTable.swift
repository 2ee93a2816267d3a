/// A hash table keyed by symbol for the rows and columns of the tableau: open addressing with linear probing and
/// Fibonacci hashing of the symbol's id, which is already unique. Rows and columns are looked up millions of times
/// per solve; this skips the seeded SipHash a `Dictionary` spends most of its time in.
struct SymbolTable<Value>: Sequence {
    private struct Entry {
        var key: Symbol?
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
    var keys: LazyMapSequence<SymbolTable, Symbol> { lazy.map { $0.key } }
    private var vacant: Entry { Entry(key: nil, value: vacantValue) }

    subscript(key: Symbol) -> Value? {
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

    /// Whether `predicate` holds for every member, stopping at the first that fails. Reads the table in place, as
    /// `forEachMember` does, where a `for` loop would iterate a copy.
    func everyMember(_ predicate: (Symbol, Value) -> Bool) -> Bool {
        for entry in slots {
            if let key = entry.key, !predicate(key, entry.value) { return false }
        }
        return true
    }

    func forEachMember(_ body: (Symbol, Value) -> Void) {
        for entry in slots {
            if let key = entry.key { body(key, entry.value) }
        }
    }

    mutating func updateEach(_ change: (Symbol, inout Value) -> Void) {
        for slot in slots.indices {
            if let key = slots[slot].key { change(key, &slots[slot].value) }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Value? {
        guard !slots.isEmpty else { return nil }
        var hole = find(key)
        guard slots[hole].key != nil else { return nil }
        let value = slots[hole].value
        count -= 1
        // A small emptied table keeps its storage: a substitution that empties a row usually refills it at once,
        // and freeing thousands of small buffers only to allocate them again sends the allocator through its
        // scattered free lists (most of a large build's cache misses). A large one lets its storage go.
        guard count > 0 || slots.count <= 8 else {
            removeAll()
            return value
        }
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
        slots[hole] = vacant
        return value
    }

    mutating func removeAll() { self = SymbolTable(vacant: vacantValue) }

    func makeIterator() -> Iterator { Iterator(table: self) }

    struct Iterator: IteratorProtocol {
        let table: SymbolTable
        var slot = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while slot < table.slots.count {
                defer { slot += 1 }
                if let key = table.slots[slot].key { return (key, table.slots[slot].value) }
            }
            return nil
        }
    }

    var underestimatedCount: Int { count }

    // MARK: Probing

    private func home(of key: Symbol) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key.id)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    /// The slot holding `key`, or the vacant slot where it would go.
    private func find(_ key: Symbol) -> Int {
        let mask = slots.count - 1
        var slot = home(of: key)
        while let other = slots[slot].key, other != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        // Not `Array(repeating:count:)`: that allocates through the standard library's unspecialised code, which
        // looks up the array's type metadata at run time on every call (a tenth of W1's instructions).
        slots = []
        slots.reserveCapacity(1 << bits)
        slots.append(contentsOf: repeatElement(vacant, count: 1 << bits))
        count = 0
        for entry in old {
            if let key = entry.key { self[key] = entry.value }
        }
    }
}
