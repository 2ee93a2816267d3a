import Testing
@testable import FrameKitLayout

@Suite struct ColumnIndexTests {
    /// A long column comes back in id order, and leaves the column empty and the scratch bits clear: a second long
    /// column taken after it holds exactly its own members.
    @Test func aLongColumnIsTakenInIdOrder() {
        let symbols = (0..<2_000).map { Symbol(id: Int32($0), kind: .slack) }
        let columns = ColumnIndex()
        columns.grow(to: symbols.count)
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
            #expect(taken == members[k].sorted().map(Int.init))
            #expect(columns.count(containing: column) == 0 && columns.takeInOrder(column).isEmpty)
        }
    }
}
