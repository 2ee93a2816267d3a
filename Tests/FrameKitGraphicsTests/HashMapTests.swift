import Foundation
import Testing
@testable import FrameKitGraphics

@Suite struct HashMapTests {
    /// A key whose hash takes only a few values, so that probe runs are long, wrap around the table and get
    /// removals in their middle.
    struct Crowded: Hashable {
        let id: Int
        func hash(into hasher: inout Hasher) { hasher.combine(id % 5) }
    }

    /// Thousands of random inserts, overwrites and removals agree with `Dictionary` after every step: the values
    /// found, the count, and the entries listed.
    @Test func agreesWithDictionaryThroughInsertsOverwritesAndRemovals() {
        var map = HashMap<Crowded, Int>(), reference: [Crowded: Int] = [:]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for step in 0..<6_000 {
            let key = Crowded(id: random(40))
            if random(3) == 0 {
                map[key] = nil
                reference[key] = nil
            } else {
                map[key] = step
                reference[key] = step
            }
            #expect(map.count == reference.count)
            for id in 0..<40 where map[Crowded(id: id)] != reference[Crowded(id: id)] {
                Issue.record("step \(step): key \(id) holds \(String(describing: map[Crowded(id: id)])), not \(String(describing: reference[Crowded(id: id)]))")
            }
        }
        #expect(Dictionary(uniqueKeysWithValues: Array(map.entries)) == reference)
        #expect(map.allValues.sorted() == reference.values.sorted())
    }

    @Test func growsPastItsFirstTableAndEmpties() {
        var map = HashMap<Int, String>()
        #expect(map.isEmpty && map[7] == nil)
        for i in 0..<1_000 { map[i] = "\(i)" }
        #expect(map.count == 1_000)
        #expect((0..<1_000).allSatisfy { map[$0] == "\($0)" })
        #expect(map[1_000] == nil)
        map.removeAll()
        #expect(map.isEmpty && map[3] == nil)
        map[3] = "three"
        #expect(map[3] == "three" && map.count == 1)
    }
}
