import Testing

@testable import FrameKit

/// The running totals tables keep row positions in and text layout paragraphs' starts and tops, against sums taken
/// the slow way.
@Suite struct PrefixSumsTests {
    @Test func sumsAndSearchesMatchTheListAfterRandomChanges() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 7, 64, 300] {
            var reference = (0..<count).map { _ in Int.random(in: 0...5, using: &generator) }
            var sums = PrefixSums(reference)
            for step in 0..<400 {
                if count > 0, step % 2 == 0 {
                    let index = Int.random(in: 0..<count, using: &generator)
                    let value = Int.random(in: 0...5, using: &generator)  // zeros too: empty paragraphs
                    reference[index] = value
                    sums.set(index, to: value)
                }
                let index = Int.random(in: 0...count, using: &generator)
                #expect(sums.sum(before: index) == reference[..<index].reduce(0, +))
                let limit = Int.random(in: -1...(count * 5 + 1), using: &generator)
                #expect(sums.index(containing: limit) == (count == 0 ? nil : Self.lastIndex(reference, limit)))
            }
            #expect(sums.total == reference.reduce(0, +))
            #expect((0..<count).allSatisfy { sums[$0] == reference[$0] })
        }
    }

    @Test func fractionalHeightsSumAsTheyAddUp() {
        let heights: [Double] = [19.5, 20, 0, 39.75, 20]
        let sums = PrefixSums(heights)
        #expect((0...5).map { sums.sum(before: $0) } == [0, 19.5, 39.5, 39.5, 79.25, 99.25])
        #expect(sums.index(containing: 39.5) == 3)  // the empty one at 39.5 is passed over
        #expect(sums.index(containing: 39.4) == 1)
        #expect(sums.index(containing: 1000) == 4)
    }

    /// The last index whose start is at most `limit`, 0 when none is.
    private static func lastIndex(_ values: [Int], _ limit: Int) -> Int {
        var start = 0, found = 0
        for (index, value) in values.enumerated() {
            if start <= limit { found = index }
            start += value
        }
        return found
    }
}
