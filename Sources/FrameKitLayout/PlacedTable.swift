/// An object a solver's tables keep: it remembers its place in the first table that holds it.
protocol TablePlaced: AnyObject {
    var place: (table: ObjectIdentifier, index: Int)? { get set }
}

/// The constraints or the variables a solver holds, each with the solver's value for it. A member remembers its place
/// in the first table that holds it, so finding it costs neither hashing nor a big table: a hash table of every
/// constraint was the largest allocation of a large build, made again at each doubling, and a hash table of every
/// variable made each new term of a 5,000-view chain a cache miss. A member held by a second solver at the same time
/// is found through a dictionary there instead.
final class PlacedTable<Member: TablePlaced, Value> {
    private struct Entry {
        var member: Member?
        var value: Value
    }

    // Unchecked for speed, as the tableau is: only the solver that owns the table uses it.
    @exclusivity(unchecked) private var entries: SegmentedArray<Entry>
    @exclusivity(unchecked) private var vacantPlaces: [Int] = []
    @exclusivity(unchecked) private var elsewhere: [ObjectIdentifier: Int] = [:]

    init(vacant: Value) {
        entries = SegmentedArray(filling: Entry(member: nil, value: vacant))
    }

    deinit { removeAll() }

    subscript(member: Member) -> Value? {
        get { place(of: member).map { entries[$0].value } }
        set {
            guard let newValue else {
                removeValue(forKey: member)
                return
            }
            if let index = place(of: member) {
                entries[index].value = newValue
            } else {
                insert(member, newValue)
            }
        }
    }

    @discardableResult
    func removeValue(forKey member: Member) -> Value? {
        guard let index = place(of: member) else { return nil }
        let value = entries[index].value
        release(index)
        return value
    }

    func removeAll() {
        for index in 0..<entries.count {
            if let member = entries[index].member { forget(member, at: index) }
        }
        entries.removeAll()
        vacantPlaces.removeAll()
    }

    var count: Int { entries.count - vacantPlaces.count }

    /// Calls `body` with every member and its value, in the order of their places.
    func forEach(_ body: (Member, Value) -> Void) {
        for index in 0..<entries.count {
            if let member = entries[index].member { body(member, entries[index].value) }
        }
    }

    /// Every member held, with its value, in no particular order.
    var members: [(member: Member, value: Value)] {
        (0..<entries.count).compactMap { index in entries[index].member.map { ($0, entries[index].value) } }
    }

    private func place(of member: Member) -> Int? {
        if let place = member.place, place.table == ObjectIdentifier(self), place.index < entries.count,
            entries[place.index].member === member
        {
            return place.index
        }
        return elsewhere.isEmpty ? nil : elsewhere[ObjectIdentifier(member)]
    }

    private func insert(_ member: Member, _ value: Value) {
        let index = vacantPlaces.popLast() ?? entries.count
        entries.grow(to: index + 1)
        entries[index] = Entry(member: member, value: value)
        if member.place == nil {
            member.place = (ObjectIdentifier(self), index)
        } else {
            elsewhere[ObjectIdentifier(member)] = index
        }
    }

    private func release(_ index: Int) {
        guard let member = entries[index].member else { return }
        forget(member, at: index)
        entries[index].member = nil
        vacantPlaces.append(index)
    }

    /// Unlinks the member from this table's place in it (its own `place`, or the dictionary).
    private func forget(_ member: Member, at index: Int) {
        if let place = member.place, place.table == ObjectIdentifier(self), place.index == index {
            member.place = nil
        } else {
            elsewhere[ObjectIdentifier(member)] = nil
        }
    }
}
