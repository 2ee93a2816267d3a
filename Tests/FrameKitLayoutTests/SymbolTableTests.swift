import Testing
@testable import FrameKitLayout

@Suite struct SymbolTableTests {
    /// Random insertions, updates and removals agree with a Dictionary at every step: among many symbols (removal
    /// shifts later members of a probe run back; several growths), and among a few, where the table keeps emptying
    /// (keeping its small storage) and filling again.
    @Test(arguments: [(700, 60), (5, 3)])
    func agreesWithADictionary(symbols: (first: Int, then: Int)) {
        var rng = SplitMix(seed: 3)
        var map = SymbolTable<Double>(vacant: 0), model: [Int32: Double] = [:]
        for step in 0..<20_000 {
            let symbol = Symbol(id: Int32(rng.next(step < 10_000 ? symbols.first : symbols.then)), kind: .slack)
            switch rng.next(3) {
            case 0:
                #expect(map.removeValue(forKey: symbol) == model.removeValue(forKey: symbol.id))
            default:
                let value = Double(rng.next(1000))
                map[symbol] = value
                model[symbol.id] = value
            }
            #expect(map.count == model.count)
            if step % 7 == 0 {
                map.updateEach { _, value in value += 1 }
                for key in model.keys { model[key]! += 1 }
                var visited: [Int32: Double] = [:]
                map.forEachMember { symbol, value in visited[symbol.id] = value }
                #expect(visited == model && Dictionary(uniqueKeysWithValues: map.map { ($0.key.id, $0.value) }) == model)
                let threshold = Double(rng.next(1000))
                #expect(map.everyMember { _, value in value < threshold } == model.values.allSatisfy { $0 < threshold })
            }
        }
        for id in 0..<symbols.first { #expect(map[Symbol(id: Int32(id), kind: .slack)] == model[Int32(id)]) }
        #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key.id, $0.value) }) == model)
    }

    @Test func updatesInPlace() {
        var map = SymbolTable<Double>(vacant: 0)
        for id in 0..<10 { map[Symbol(id: Int32(id), kind: .error)] = Double(id) }
        map.updateEach { _, value in value *= 2 }
        #expect(map.map(\.value).sorted() == [0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
        map[Symbol(id: 4, kind: .error)] = nil
        #expect(map.count == 9 && map[Symbol(id: 4, kind: .error)] == nil)
    }
}
