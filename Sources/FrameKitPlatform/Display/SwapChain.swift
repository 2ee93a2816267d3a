import Foundation
import FrameKitGraphics

/// The present path every display shares: two or three scanout buffers fed from the shadow buffer. Each present
/// copies the frame's damage plus whatever that buffer missed while others were on screen (its buffer age), so no
/// buffer ever shows stale pixels, and the scanout memory is only ever written, never read.
public final class SwapChain {
    public let buffers: [PixelBuffer]
    private var missed: [Region]
    /// The buffer the next present writes into.
    public private(set) var backIndex = 0

    public init(buffers: [PixelBuffer]) {
        precondition(!buffers.isEmpty, "a swap chain needs at least one buffer")
        self.buffers = buffers
        missed = buffers.map { Region($0.bounds) }
    }

    /// Copies `damage` and the back buffer's missed damage from `shadow`, then makes it the next front buffer.
    /// Returns the index to scan out and the region that was copied.
    @discardableResult
    public func present(from shadow: PixelBuffer, damage: Region) -> (index: Int, copied: Region) {
        let index = backIndex
        let copied = missed[index].union(damage).intersection(buffers[index].bounds)
        buffers[index].copy(copied, from: shadow)
        for i in buffers.indices where i != index { missed[i].formUnion(damage) }
        missed[index].removeAll()
        backIndex = (index + 1) % buffers.count
        return (index, copied)
    }

    /// Forgets what every buffer holds, so the next presents copy everything (after a modeset or VT switch).
    public func invalidateAll() {
        missed = buffers.map { Region($0.bounds) }
    }
}
