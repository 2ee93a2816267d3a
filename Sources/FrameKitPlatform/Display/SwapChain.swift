import Foundation
import FrameKitGraphics

/// The present path every display shares: two or three scanout buffers, fed from the shadow buffer or drawn into
/// directly (`backBuffer`). Each present brings the back buffer up to date with the frame's damage plus whatever it
/// missed while others were on screen (its buffer age): copied from the shadow, whose scanout memory is then only
/// ever written, never read; or, drawn directly, already redrawn by the compositor.
public final class SwapChain {
    /// The scanout buffers, in the order they are presented.
    public let buffers: [PixelBuffer]
    private var missed: [Region]
    /// The buffer the next present writes into.
    public private(set) var backIndex = 0

    /// A chain presenting `buffers` in turn (at least one).
    public init(buffers: [PixelBuffer]) {
        precondition(!buffers.isEmpty, "a swap chain needs at least one buffer")
        self.buffers = buffers
        missed = buffers.map { Region($0.bounds) }
    }

    /// The buffer the next present shows, and what it misses of the current picture: a compositor that draws into
    /// it directly redraws that region as well as the frame's damage.
    public var backBuffer: (buffer: PixelBuffer, missed: Region) { (buffers[backIndex], missed[backIndex]) }

    /// Brings the back buffer up to date — `damage` and its missed damage copied from `frame`, unless `frame` is
    /// the back buffer itself, drawn directly — then makes it the next front buffer. Returns the index to scan out
    /// and the region that changed in it.
    @discardableResult
    public func present(from frame: PixelBuffer, damage: Region) -> (index: Int, copied: Region) {
        let index = backIndex
        let copied = missed[index].union(damage).intersection(buffers[index].bounds)
        if frame !== buffers[index] { buffers[index].copy(copied, from: frame) }
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
