import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// The shared decorations: one image per look, small ones only, within the budget, least recently used out first.
@MainActor
@Suite struct DecorationCacheTests {
    private func look(_ colour: UIColor, width: CGFloat = 10) -> DecorationCache.Look {
        DecorationCache.Look(
            width: width, height: 10, scale: 1, cornerRadius: 2, maskedCorners: 15, background: colour, borderWidth: 0, borderColor: nil)
    }

    /// Draws stores of `width` × 10 pixels (400 bytes at width 10) and counts them.
    private final class Painter {
        var draws = 0
        func draw(width: CGFloat = 10) -> BackingStore {
            draws += 1
            return BackingStore(size: CGSize(width: width, height: 10), scale: 1)
        }
    }

    @Test func aLookIsDrawnOnce() {
        let cache = DecorationCache()
        let painter = Painter()
        let first = cache.store(for: look(.red), draw: { painter.draw() })
        let again = cache.store(for: look(.red), draw: { Issue.record("drawn twice"); return BackingStore(size: .zero, scale: 1) })
        let other = cache.store(for: look(.blue), draw: { painter.draw() })
        #expect(first === again && first !== other && painter.draws == 2)
        #expect(cache.store(for: look(.red, width: 11), draw: { painter.draw() }) !== first, "the size is part of the look")
    }

    @Test func theBudgetDropsTheLeastRecentlyUsed() {
        let cache = DecorationCache(budget: 1000)  // two 400-byte images fit, not three
        let painter = Painter()
        let red = cache.store(for: look(.red), draw: { painter.draw() })
        _ = cache.store(for: look(.green), draw: { painter.draw() })
        _ = cache.store(for: look(.red), draw: { painter.draw() })  // red is now the more recent
        _ = cache.store(for: look(.blue), draw: { painter.draw() })  // green goes
        #expect(painter.draws == 3)
        #expect(cache.store(for: look(.red), draw: { painter.draw() }) === red)
        _ = cache.store(for: look(.green), draw: { painter.draw() })
        #expect(painter.draws == 4, "green was dropped and drawn again")
        #expect(Array(cache.stores).count == 2)
    }

    @Test func largeImagesAreNotKept() {
        let cache = DecorationCache()
        let painter = Painter()
        let width = CGFloat(DecorationCache.largestShared / 40 + 1)  // just over the limit at 10 rows of 4 bytes
        let big = cache.store(for: look(.red, width: width), draw: { painter.draw(width: width) })
        #expect(big !== cache.store(for: look(.red, width: width), draw: { painter.draw(width: width) }))
        #expect(painter.draws == 2 && Array(cache.stores).isEmpty)
    }

    @Test func memoryWarningsEmptyIt() throws {
        let app = HeadlessApp(size: PixelSize(width: 100, height: 50))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        hidden.backgroundColor = .red
        hidden.layer.cornerRadius = 4
        app.window.addSubview(hidden)
        try app.runUntilIdle()
        let before = app.screen.backingStoreBytes
        #expect(before == 30 * 20 * 4)
        hidden.removeFromSuperview()
        try app.runUntilIdle()
        #expect(app.screen.purgeOffscreenBackingStores() == before)
        #expect(app.screen.backingStoreBytes == 0)
    }
}
