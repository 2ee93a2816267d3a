import Testing

@testable import FrameKitGraphics

/// The caches' shape: a byte budget and a count, the least recently used released first.
@Suite struct LeastRecentlyUsedTests {
    @Test func theLeastRecentlyUsedGoFirstWhenTheBytesPassTheBudget() {
        var cache = LeastRecentlyUsed<String, Int>(byteLimit: 300)
        #expect(cache.insert(1, bytes: 100, for: "a").isEmpty)
        #expect(cache.insert(2, bytes: 100, for: "b").isEmpty)
        #expect(cache.insert(3, bytes: 100, for: "c").isEmpty)
        #expect(cache.use("a") == 1)  // "b" is now the oldest
        #expect(cache.insert(4, bytes: 150, for: "d") == [2, 3])
        #expect(cache.bytes == 250 && cache.count == 2)
        #expect(cache.use("b") == nil && cache.use("a") == 1)
    }

    @Test func theCountIsBoundedAndAValueLargerThanTheBudgetStaysAlone() {
        var cache = LeastRecentlyUsed<Int, Int>(byteLimit: 1000, countLimit: 2)
        cache.insert(1, bytes: 1, for: 1)
        cache.insert(2, bytes: 1, for: 2)
        #expect(cache.insert(3, bytes: 1, for: 3) == [1])
        #expect(cache.insert(4, bytes: 5000, for: 4).sorted() == [2, 3])
        #expect(cache.values == [4] && cache.bytes == 5000)
        #expect(cache.insert(5, bytes: 10, for: 4).isEmpty, "a key kept again replaces its value and bytes")
        #expect(cache.bytes == 10)
        #expect(cache.removeAll() == [5] && cache.count == 0 && cache.bytes == 0)
    }
}
