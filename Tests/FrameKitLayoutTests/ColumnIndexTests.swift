import Testing
@testable import FrameKitLayout

@Suite struct ColumnIndexTests {
    /// A long column comes back in id order with every member's kind, and leaves the column empty and the scratch
    /// bits clear: a second long column taken after it holds exactly its own members.
    @Test func aLongColumnIsTakenInIdOrder() {
        let kinds: [Symbol.Kind] = [.external, .slack, .error, .dummy]
        let symbols = (0..<2_000).map { Symbol(id: Int32($0), kind: kinds[$0 % 4]) }
        let columns = ColumnIndex()
        symbols.forEach(columns.append)
        let (first, second) = (symbols[1], symbols[2])
        var rng = SplitMix(seed: 7)
        var members: [Set<Int32>] = [[], []]
        var shuffled = symbols
        for i in shuffled.indices.reversed() { shuffled.swapAt(i, rng.next(i + 1)) }
        for basic in shuffled {
            for (k, column) in [first, second].enumerated() where rng.next(3) > 0 {
                columns.add(column, inRowOf: basic)
                members[k].insert(basic.id)
            }
        }
        for (k, column) in [first, second].enumerated() {
            #expect(members[k].count >= ColumnIndex.orderedWalkLength)
            let taken = columns.takeInOrder(column)
            #expect(taken.map(\.id) == members[k].sorted())
            #expect(taken.allSatisfy { $0.kind == kinds[Int($0.id) % 4] })
            #expect(columns.count(containing: column) == 0 && columns.takeInOrder(column).isEmpty)
        }
    }
}
