import Testing
@testable import FrameKitLayout

@Suite struct IdentityTableTests {
    /// Random insertions, updates and removals (removal shifts later members of a probe run back) agree with a
    /// Dictionary at every step, through several growths.
    @Test func agreesWithADictionary() {
        var rng = SplitMix(seed: 3)
        var map = IdentityTable<Symbol, Double>(vacant: 0), model: [Int32: Double] = [:]
        for step in 0..<20_000 {
            let symbol = Symbol(id: Int32(rng.next(step < 10_000 ? 700 : 60)), kind: .slack)
            switch rng.next(3) {
            case 0:
                #expect(map.removeValue(forKey: symbol) == model.removeValue(forKey: symbol.id))
            default:
                let value = Double(rng.next(1000))
                map[symbol] = value
                model[symbol.id] = value
            }
            #expect(map.count == model.count)
        }
        for id in 0..<700 { #expect(map[Symbol(id: Int32(id), kind: .slack)] == model[Int32(id)]) }
        #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key.id, $0.value) }) == model)
    }

    @Test func updatesInPlace() {
        var map = IdentityTable<Symbol, Double>(vacant: 0)
        for id in 0..<10 { map[Symbol(id: Int32(id), kind: .error)] = Double(id) }
        map.updateEach { _, value in value *= 2 }
        #expect(map.map(\.value).sorted() == [0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
        map[Symbol(id: 4, kind: .error)] = nil
        #expect(map.count == 9 && map[Symbol(id: 4, kind: .error)] == nil)
    }
}
