/// Values kept within a byte budget and a count, the least recently used released first: the shape of FrameKit's
/// caches (decorations, decoded images, text layouts). The values are a list from the most recently used to the
/// least, linked by position in one array, so a use, an insertion and each release are O(1) (a scan for the oldest
/// on every insertion into a full cache made laying out 1,000 new labels quadratic).
package struct LeastRecentlyUsed<Key: Hashable, Value> {
    /// Each key's node.
    private var positions = HashMap<Key, Int>()
    /// The list's nodes; a released node's place is reused.
    private var nodes: [Node] = []
    private var unusedPositions: [Int] = []
    private var newest = Self.none, oldest = Self.none
    /// The bytes the kept values account for.
    package private(set) var bytes = 0
    /// The most bytes kept (values are released when an insertion passes it).
    package var byteLimit: Int
    /// The most values kept.
    package let countLimit: Int

    private static var none: Int { -1 }

    private struct Node {
        /// Nil once released (so that the array does not keep the value alive).
        var entry: (key: Key, value: Value, bytes: Int)?
        var newer: Int
        var older: Int
    }

    package init(byteLimit: Int, countLimit: Int = .max) {
        self.byteLimit = byteLimit
        self.countLimit = countLimit
    }

    package var count: Int { positions.count }
    /// The kept values, in no particular order.
    package var values: [Value] { nodes.compactMap { $0.entry?.value } }

    /// The value for `key`, which becomes the most recently used.
    package mutating func use(_ key: Key) -> Value? {
        guard let position = positions[key] else { return nil }
        unlink(position)
        linkAsNewest(position)
        return nodes[position].entry?.value
    }

    /// Keeps `value` as the most recently used; returns the values released to stay within the limits, oldest
    /// first (never `value` itself, even when it alone passes them).
    @discardableResult
    package mutating func insert(_ value: Value, bytes: Int, for key: Key) -> [Value] {
        remove(key)
        let node = Node(entry: (key, value, bytes), newer: Self.none, older: Self.none)
        let position: Int
        if let reused = unusedPositions.popLast() {
            position = reused
            nodes[position] = node
        } else {
            position = nodes.count
            nodes.append(node)
        }
        positions[key] = position
        linkAsNewest(position)
        self.bytes += bytes
        var released: [Value] = []
        while count > 1, count > countLimit || self.bytes > byteLimit, let key = nodes[oldest].entry?.key,
            let value = remove(key)
        {
            released.append(value)
        }
        return released
    }

    /// Forgets `key`'s value; returns it.
    @discardableResult
    package mutating func remove(_ key: Key) -> Value? {
        guard let position = positions[key], let entry = nodes[position].entry else { return nil }
        positions[key] = nil
        unlink(position)
        nodes[position].entry = nil
        unusedPositions.append(position)
        bytes -= entry.bytes
        return entry.value
    }

    /// Forgets every value; returns them.
    @discardableResult
    package mutating func removeAll() -> [Value] {
        defer { self = LeastRecentlyUsed(byteLimit: byteLimit, countLimit: countLimit) }
        return values
    }

    private mutating func unlink(_ position: Int) {
        let (newer, older) = (nodes[position].newer, nodes[position].older)
        if newer == Self.none { newest = older } else { nodes[newer].older = older }
        if older == Self.none { oldest = newer } else { nodes[older].newer = newer }
    }

    private mutating func linkAsNewest(_ position: Int) {
        nodes[position].newer = Self.none
        nodes[position].older = newest
        if newest == Self.none { oldest = position } else { nodes[newest].newer = position }
        newest = position
    }
}
