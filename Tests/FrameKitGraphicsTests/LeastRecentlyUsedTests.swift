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

    @Test func aLongRunOfUsesInsertionsAndRemovalsMatchesAListKeptInOrderOfUse() {
        var cache = LeastRecentlyUsed<Int, Int>(byteLimit: 60, countLimit: 8)
        var model: [(key: Int, value: Int, bytes: Int)] = []  // most recently used last
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for step in 0..<5000 {
            let key = next(20)
            switch next(3) {
            case 0:
                let found = model.firstIndex { $0.key == key }
                #expect(cache.use(key) == found.map { model[$0].value }, "step \(step)")
                if let found { model.append(model.remove(at: found)) }
            case 1:
                let bytes = 1 + next(15)
                model.removeAll { $0.key == key }
                model.append((key, step, bytes))
                var expected: [Int] = []
                while model.count > 1, model.count > 8 || model.reduce(0, { $0 + $1.bytes }) > 60 {
                    expected.append(model.removeFirst().value)
                }
                #expect(cache.insert(step, bytes: bytes, for: key) == expected, "step \(step)")
            default:
                let found = model.firstIndex { $0.key == key }
                #expect(cache.remove(key) == found.map { model.remove(at: $0).value }, "step \(step)")
            }
            #expect(cache.count == model.count && cache.bytes == model.reduce(0) { $0 + $1.bytes })
        }
        #expect(cache.values.sorted() == model.map(\.value).sorted())
    }
}
