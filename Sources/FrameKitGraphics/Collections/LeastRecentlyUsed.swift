/// Values kept within a byte budget and a count, the least recently used released first: the shape of FrameKit's
/// caches (decorations, decoded images, text layouts). Releasing is a scan for the oldest entry, done only when a
/// limit is passed; a use only stamps the entry.
package struct LeastRecentlyUsed<Key: Hashable, Value> {
    private var entries = HashMap<Key, Entry>()
    private var clock: UInt64 = 0
    /// The bytes the kept values account for.
    package private(set) var bytes = 0
    /// The most bytes kept (values are released when an insertion passes it).
    package var byteLimit: Int
    /// The most values kept.
    package let countLimit: Int

    private struct Entry {
        let value: Value
        let bytes: Int
        var lastUse: UInt64
    }

    package init(byteLimit: Int, countLimit: Int = .max) {
        self.byteLimit = byteLimit
        self.countLimit = countLimit
    }

    package var count: Int { entries.count }
    /// The kept values, in no particular order.
    package var values: [Value] { entries.allValues.map(\.value) }

    /// The value for `key`, which becomes the most recently used.
    package mutating func use(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.lastUse = clock
        return entry.value
    }

    /// Keeps `value` as the most recently used; returns the values released to stay within the limits (never
    /// `value` itself, even when it alone passes them).
    @discardableResult
    package mutating func insert(_ value: Value, bytes: Int, for key: Key) -> [Value] {
        remove(key)
        clock += 1
        entries[key] = Entry(value: value, bytes: bytes, lastUse: clock)
        self.bytes += bytes
        var released: [Value] = []
        while entries.count > 1, entries.count > countLimit || self.bytes > byteLimit,
            let oldest = entries.entries.filter({ $0.0 != key }).min(by: { $0.1.lastUse < $1.1.lastUse }) {
            released.append(oldest.1.value)
            remove(oldest.0)
        }
        return released
    }

    /// Forgets `key`'s value; returns it.
    @discardableResult
    package mutating func remove(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        entries[key] = nil
        bytes -= entry.bytes
        return entry.value
    }

    /// Forgets every value; returns them.
    @discardableResult
    package mutating func removeAll() -> [Value] {
        defer {
            entries.removeAll()
            bytes = 0
        }
        return values
    }
}
