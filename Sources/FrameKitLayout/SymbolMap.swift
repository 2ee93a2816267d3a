/// A hash table keyed by symbol: open addressing with linear probing and Fibonacci hashing of the symbol's id.
/// Rows and columns of the tableau are looked up millions of times per solve; a symbol id is already a good hash,
/// so this skips the seeded SipHash a `Dictionary` spends most of its time in.
struct SymbolMap<Value>: Sequence {
    private static var vacant: Symbol { Symbol(id: -1, kind: .external) }

    private struct Entry {
        var symbol: Symbol
        var value: Value
    }

    /// Symbols and values side by side: one array to probe and one uniqueness check per change. Empty until the
    /// first insertion, as many columns of the tableau never hold anything.
    private var slots: [Entry] = []
    private(set) var count = 0
    /// log2 of the capacity, for the hash's shift.
    private var bits = 1
    /// What vacant slots hold (a placeholder never read), so entries need no optional.
    private let vacantValue: Value

    init(vacant: Value) {
        vacantValue = vacant
    }

    var isEmpty: Bool { count == 0 }
    var keys: LazyMapSequence<SymbolMap<Value>, Symbol> { lazy.map { $0.key } }

    subscript(symbol: Symbol) -> Value? {
        get {
            guard !slots.isEmpty else { return nil }
            let slot = find(symbol)
            return slots[slot].symbol.id == symbol.id ? slots[slot].value : nil
        }
        set {
            guard let newValue else {
                removeValue(forKey: symbol)
                return
            }
            if slots.isEmpty { grow() }
            let slot = find(symbol)
            if slots[slot].symbol.id != symbol.id { count += 1 }
            slots[slot] = Entry(symbol: symbol, value: newValue)
            if count * 2 > slots.count { grow() }
        }
    }

    mutating func updateEach(_ change: (Symbol, inout Value) -> Void) {
        for slot in slots.indices where slots[slot].symbol.id >= 0 { change(slots[slot].symbol, &slots[slot].value) }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        guard !slots.isEmpty else { return nil }
        var hole = find(symbol)
        guard slots[hole].symbol.id == symbol.id else { return nil }
        let value = slots[hole].value
        count -= 1
        // Backward-shift deletion: later members of the probe run move into the hole, so no tombstones are needed.
        let mask = slots.count - 1
        var next = (hole + 1) & mask
        while slots[next].symbol.id >= 0 {
            let home = self.home(of: slots[next].symbol)
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Entry(symbol: Self.vacant, value: vacantValue)
        return value
    }

    func makeIterator() -> Iterator { Iterator(map: self) }

    struct Iterator: IteratorProtocol {
        let map: SymbolMap
        var slot = 0

        mutating func next() -> (key: Symbol, value: Value)? {
            while slot < map.slots.count {
                defer { slot += 1 }
                let entry = map.slots[slot]
                if entry.symbol.id >= 0 { return (entry.symbol, entry.value) }
            }
            return nil
        }
    }

    var underestimatedCount: Int { count }

    // MARK: Probing

    private func home(of symbol: Symbol) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: symbol.id)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
    }

    /// The slot holding `symbol`, or the vacant slot where it would go.
    private func find(_ symbol: Symbol) -> Int {
        let mask = slots.count - 1
        var slot = home(of: symbol)
        while slots[slot].symbol.id >= 0 && slots[slot].symbol.id != symbol.id { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: Entry(symbol: Self.vacant, value: vacantValue), count: 1 << bits)
        count = 0
        for entry in old where entry.symbol.id >= 0 { self[entry.symbol] = entry.value }
    }
}
