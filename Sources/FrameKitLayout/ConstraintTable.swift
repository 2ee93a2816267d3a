/// The constraints a solver holds, each with the solver's tag for it. A constraint remembers its place in the first
/// table that holds it, so finding it costs neither hashing nor a big table: a hash table of every constraint was the
/// largest allocation of a large build, made again at each doubling. A constraint held by a second solver at the
/// same time is found through a dictionary there instead.
final class ConstraintTable {
    typealias Tag = Solver.Tag

    private struct Entry {
        var constraint: Constraint?
        var tag: Tag
    }

    // Unchecked for speed, as the tableau is: only the solver that owns the table uses it.
    @exclusivity(unchecked) private var entries: SegmentedArray<Entry>
    @exclusivity(unchecked) private var vacantPlaces: [Int] = []
    @exclusivity(unchecked) private var elsewhere: [ObjectIdentifier: Int] = [:]

    init(vacant: Tag) {
        entries = SegmentedArray(filling: Entry(constraint: nil, tag: vacant))
    }

    deinit { removeAll() }

    subscript(constraint: Constraint) -> Tag? {
        get { place(of: constraint).map { entries[$0].tag } }
        set {
            guard let newValue else {
                removeValue(forKey: constraint)
                return
            }
            if let index = place(of: constraint) {
                entries[index].tag = newValue
            } else {
                insert(constraint, newValue)
            }
        }
    }

    @discardableResult
    func removeValue(forKey constraint: Constraint) -> Tag? {
        guard let index = place(of: constraint) else { return nil }
        let tag = entries[index].tag
        release(index)
        return tag
    }

    func removeAll() {
        for index in 0..<entries.count {
            if let constraint = entries[index].constraint { forget(constraint, at: index) }
        }
        entries.removeAll()
        vacantPlaces.removeAll()
    }

    /// Every constraint held, with its tag, in no particular order.
    var members: [(constraint: Constraint, tag: Tag)] {
        (0..<entries.count).compactMap { index in entries[index].constraint.map { ($0, entries[index].tag) } }
    }

    private func place(of constraint: Constraint) -> Int? {
        if let place = constraint.place, place.table == ObjectIdentifier(self), place.index < entries.count,
            entries[place.index].constraint === constraint
        {
            return place.index
        }
        return elsewhere.isEmpty ? nil : elsewhere[ObjectIdentifier(constraint)]
    }

    private func insert(_ constraint: Constraint, _ tag: Tag) {
        let index = vacantPlaces.popLast() ?? entries.count
        entries.grow(to: index + 1)
        entries[index] = Entry(constraint: constraint, tag: tag)
        if constraint.place == nil {
            constraint.place = (ObjectIdentifier(self), index)
        } else {
            elsewhere[ObjectIdentifier(constraint)] = index
        }
    }

    private func release(_ index: Int) {
        guard let constraint = entries[index].constraint else { return }
        forget(constraint, at: index)
        entries[index].constraint = nil
        vacantPlaces.append(index)
    }

    /// Unlinks the constraint from this table's place in it (its own `place`, or the dictionary).
    private func forget(_ constraint: Constraint, at index: Int) {
        if let place = constraint.place, place.table == ObjectIdentifier(self), place.index == index {
            constraint.place = nil
        } else {
            elsewhere[ObjectIdentifier(constraint)] = nil
        }
    }
}
