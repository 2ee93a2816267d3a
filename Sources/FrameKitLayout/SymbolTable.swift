/// A hash table keyed by symbol for the rows and columns of the tableau: its first few members live inline, and
/// beyond those, open addressing with linear probing and Fibonacci hashing of the symbol's id (already unique).
/// Rows and columns are looked up millions of times per solve; this skips the seeded SipHash a `Dictionary` spends
/// most of its time in.
struct SymbolTable<Value>: Sequence {
    private struct Entry {
        var key: Symbol?
        var value: Value
    }

    /// The first three members, unhashed, in the order they came, while `slots` is empty. Most rows and columns of
    /// a tableau hold one to three symbols: an allocation for each (and its free when the row empties) cost more
    /// than all their lookups, and on a large build glibc's walks over those freed chunks missed the cache at every
    /// one.
    private var first: Entry, second: Entry, third: Entry
    /// Keys and values side by side once there are more than three members: one array to probe and one uniqueness
    /// check per change.
    private var slots: [Entry] = []
    private(set) var count = 0
    /// log2 of the capacity of `slots`, for the hash's shift.
    private var bits = 2
    /// What vacant entries hold (a placeholder never read), so values need no optional.
    private let vacantValue: Value

    init(vacant: Value) {
        vacantValue = vacant
        first = Entry(key: nil, value: vacant)
        (second, third) = (first, first)
    }

    var isEmpty: Bool { count == 0 }
    var keys: LazyMapSequence<SymbolTable, Symbol> { lazy.map { $0.key } }
    private var isInline: Bool { slots.isEmpty }
    private var vacant: Entry { Entry(key: nil, value: vacantValue) }

    subscript(key: Symbol) -> Value? {
        get {
            if isInline {
                if first.key == key { return first.value }
                if second.key == key { return second.value }
                return third.key == key ? third.value : nil
            }
            let slot = find(key)
            return slots[slot].key == nil ? nil : slots[slot].value
        }
        set {
            guard let newValue else {
                removeValue(forKey: key)
                return
            }
            guard isInline else { return insertHashed(Entry(key: key, value: newValue)) }
            if first.key == key {
                first.value = newValue
            } else if second.key == key {
                second.value = newValue
            } else if third.key == key {
                third.value = newValue
            } else {
                appendInline(Entry(key: key, value: newValue))
            }
        }
    }

    /// Whether `predicate` holds for every member, stopping at the first that fails. Reads the table in place,
    /// as `forEachMember` does: a `for` loop iterates a copy, and copies of this generic struct go through its value
    /// witness, which cost the solver's re-solves 7 % more instructions.
    func everyMember(_ predicate: (Symbol, Value) -> Bool) -> Bool {
        guard isInline else {
            for entry in slots {
                if let key = entry.key, !predicate(key, entry.value) { return false }
            }
            return true
        }
        if let key = first.key, !predicate(key, first.value) { return false }
        if let key = second.key, !predicate(key, second.value) { return false }
        if let key = third.key, !predicate(key, third.value) { return false }
        return true
    }

    func forEachMember(_ body: (Symbol, Value) -> Void) {
        _ = everyMember { key, value in
            body(key, value)
            return true
        }
    }

    mutating func updateEach(_ change: (Symbol, inout Value) -> Void) {
        guard isInline else {
            for slot in slots.indices {
                if let key = slots[slot].key { change(key, &slots[slot].value) }
            }
            return
        }
        if let key = first.key { change(key, &first.value) }
        if let key = second.key { change(key, &second.value) }
        if let key = third.key { change(key, &third.value) }
    }

    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Value? {
        if isInline { return removeInline(key) }
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
        slots[hole] = vacant
        return value
    }

    mutating func removeAll() { self = SymbolTable(vacant: vacantValue) }

    func makeIterator() -> Iterator { Iterator(table: self) }

    struct Iterator: IteratorProtocol {
        let table: SymbolTable
        var position = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            guard table.isInline else {
                while position < table.slots.count {
                    defer { position += 1 }
                    if let key = table.slots[position].key { return (key, table.slots[position].value) }
                }
                return nil
            }
            defer { position += 1 }
            switch position {
            case 0: return table.first.key.map { ($0, table.first.value) }
            case 1: return table.second.key.map { ($0, table.second.value) }
            case 2: return table.third.key.map { ($0, table.third.value) }
            default: return nil
            }
        }
    }

    var underestimatedCount: Int { count }

    // MARK: Inline members

    /// Removes an inline member, keeping the others in order at the front.
    private mutating func removeInline(_ key: Symbol) -> Value? {
        let value: Value
        if first.key == key {
            (value, first, second) = (first.value, second, third)
        } else if second.key == key {
            (value, second) = (second.value, third)
        } else if third.key == key {
            value = third.value
        } else {
            return nil
        }
        third = vacant
        count -= 1
        return value
    }

    private mutating func appendInline(_ entry: Entry) {
        switch count {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        default:
            // The fourth member moves them all into a hashed table.
            let inline = (first, second, third)
            (first, second, third) = (vacant, vacant, vacant)
            count = 0
            grow()
            insertHashed(inline.0)
            insertHashed(inline.1)
            insertHashed(inline.2)
            insertHashed(entry)
            return
        }
        count += 1
    }

    // MARK: Probing

    private mutating func insertHashed(_ entry: Entry) {
        let slot = find(entry.key!)
        if slots[slot].key == nil { count += 1 }
        slots[slot] = entry
        // Fill to half, keeping probes short.
        if count > slots.count / 2 { grow() }
    }

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

    /// Doubles the hashed table (or makes its first one: eight slots) and rehashes what it held.
    private mutating func grow() {
        let old = slots
        bits += 1
        // Not `Array(repeating:count:)`: that allocates through the standard library's unspecialised code, which
        // looks up the array's type metadata at run time on every call.
        slots = []
        slots.reserveCapacity(1 << bits)
        slots.append(contentsOf: repeatElement(vacant, count: 1 << bits))
        count = 0
        for entry in old where entry.key != nil { insertHashed(entry) }
    }
}
