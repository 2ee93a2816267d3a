import Foundation
import FrameKitGraphics
import FrameKitPlatform

/// A display in memory: any size and rotation, two or three buffers behind a `SwapChain`, and a vsync that ticks
/// on the main loop's clock (virtual in tests). It exercises the same present paths as a real panel: drawn into
/// directly, as a DRM display whose driver does not prefer a shadow, or (`prefersShadow`) fed from a shadow buffer;
/// with `scanoutRotates`, frames come unturned and the simulated scanout turns them, as a rotating primary plane does.
@MainActor
public final class OffscreenDisplay: Display {
    /// The panel's size in pixels, as mounted (unturned).
    public private(set) var nativeSize: PixelSize
    /// How the picture is turned on the panel.
    public var rotation: DisplayRotation {
        didSet {
            let buffer = swapChain.buffers[0]
            if scanoutRotates, frameSize != PixelSize(width: buffer.width, height: buffer.height) { replaceBuffers() }
        }
    }
    /// How the panel is mounted, turned from its natural orientation.
    public let mounting: DisplayRotation
    /// Whether the simulated scanout turns the picture itself (`scanoutRotation` is then all of it).
    public let scanoutRotates: Bool
    /// The part of the turn the scanout does (a rotating plane); the compositor does the rest.
    public var scanoutRotation: DisplayRotation { scanoutRotates ? pictureRotation : .degrees0 }
    /// Seconds between vsyncs.
    public let refreshInterval: TimeInterval
    /// `OFFSCREEN-1` for the main one, `OFFSCREEN-2`… for the screens beside it.
    public let outputName: String
    /// The frame pipeline that hears of flips, stops and changes.
    public weak var events: (any DisplayEvents)?
    /// The buffers frames are drawn into and flipped between.
    public private(set) var swapChain: SwapChain
    /// A simulated cursor plane, for tests of what goes on a real display's; none by default (the compositor then
    /// draws the pointer's arrow into the frames).
    public var cursorPlane: OffscreenCursorPlane?
    /// The cursor plane, if the display has one.
    public var hardwareCursor: HardwareCursor? { cursorPlane }
    /// Whether frames go through a shadow buffer; ordinary memory has no need of one, so only tests of that path ask.
    public let prefersShadow: Bool
    private let bufferCount: Int
    private let vsync: SimulatedVsync
    /// The buffer last flipped to the screen.
    public private(set) var frontIndex: Int?
    /// Frames presented so far.
    public private(set) var presentedFrames = 0
    /// The region of its back buffer the last present brought up to date (copied from the shadow, or drawn directly).
    public private(set) var lastUpdatedRegion = Region()

    /// An offscreen display of `size` pixels, turned by `rotation` on a panel mounted at `mounting`, with
    /// `bufferCount` buffers (1…3) and a vsync of `refreshRate` on `loop`'s clock; `number` counts the offscreen
    /// outputs (its `outputName`).
    public init(
        size: PixelSize, rotation: DisplayRotation = .degrees0, mounting: DisplayRotation = .degrees0,
        bufferCount: Int = 2, refreshRate: Double = 60, prefersShadow: Bool = false, scanoutRotates: Bool = false,
        number: Int = 1, loop: MainLoop
    ) {
        outputName = "OFFSCREEN-\(number)"
        self.prefersShadow = prefersShadow
        self.scanoutRotates = scanoutRotates
        nativeSize = size
        self.rotation = rotation
        self.mounting = mounting
        refreshInterval = 1 / max(1, refreshRate)
        vsync = SimulatedVsync(loop: loop, refreshInterval: refreshInterval)
        self.bufferCount = min(max(bufferCount, 1), 3)
        let frameSize = (scanoutRotates ? rotation.adding(mounting) : .degrees0).logicalSize(forNative: size)
        swapChain = Self.swapChain(size: frameSize, count: self.bufferCount)
    }

    private static func swapChain(size: PixelSize, count: Int) -> SwapChain {
        SwapChain(buffers: (0..<count).map { _ in PixelBuffer(width: size.width, height: size.height, format: .xrgb8888) })
    }

    /// Plays a panel being unplugged and another (of `size`) plugged in, as a DRM hotplug does: new, empty
    /// buffers, then `displayDidChange()`.
    public func simulateReplug(size: PixelSize) {
        nativeSize = size
        replaceBuffers()
        flipsPending = 0
        events?.displayDidChange()
    }

    /// New, empty buffers of `frameSize`.
    private func replaceBuffers() {
        swapChain = Self.swapChain(size: frameSize, count: bufferCount)
        frontIndex = nil
    }

    /// How logs and `framekit probe` name it.
    public var name: String {
        "offscreen \(nativeSize) rotated \(rotation)" + (mounting == .degrees0 ? "" : ", panel mounted turned \(mounting)")
    }

    /// Whether a presented frame waits for its vsync: `frontBuffer` is still the one before it.
    public var isFlipPending: Bool { flipsPending > 0 }
    private var flipsPending = 0

    /// The buffer on screen now, as drawn (turned back by `scanoutRotation` from what the panel shows); nil before
    /// the first flip.
    public var frontBuffer: PixelBuffer? { frontIndex.map { swapChain.buffers[$0] } }

    /// What the panel shows now, in its native orientation: black while blanked; nil before the first flip.
    public var panelPicture: PixelBuffer? {
        guard !isBlanked else {
            let black = PixelBuffer(width: nativeSize.width, height: nativeSize.height, format: .xrgb8888)
            black.fill(0xFF00_0000)
            return black
        }
        return frontBuffer?.rotated(quarterTurns: scanoutRotation.quarterTurns)
    }

    /// Whether the panel is off (`setBlanked`): it shows black and no frames are made.
    public private(set) var isBlanked = false

    /// Turns the panel off with frames stopped, or on with everything redrawn, as DRM's DPMS does.
    public func setBlanked(_ blanked: Bool) throws(DisplayPowerError) {
        guard blanked != isBlanked else { return }
        isBlanked = blanked
        if blanked { events?.displayDidStop() } else { events?.displayDidChange() }
    }

    /// The back buffer to draw the next frame in, with what it missed since it was last drawn; nil when frames go through a shadow.
    public var directTarget: (buffer: PixelBuffer, missed: Region)? { prefersShadow ? nil : swapChain.backBuffer }

    /// Shows `frame` at the next vsync, copying (or flipping) only what `damage` covers; never blocks.
    @discardableResult
    public func present(_ frame: PixelBuffer, damage: Region) -> Bool {
        let (index, copied) = swapChain.present(from: frame, damage: damage)
        lastUpdatedRegion = copied
        presentedFrames += 1
        flipsPending += 1
        let chain = swapChain
        vsync.afterNextVsync { [weak self] time in
            guard let self else { return }
            self.flipsPending = max(0, self.flipsPending - 1)
            // Buffers replaced meanwhile (a replug, a turned scanout) show nothing of this frame.
            if self.swapChain === chain { self.frontIndex = index }
            self.events?.displayDidFlip(at: time)
        }
        return true
    }

    /// Nothing to give back.
    public func restore() {}

    /// Whether frames are held back by `suspend()`.
    public private(set) var isSuspended = false

    /// Frames stop until `resume()`, as a panel whose seat went to another session.
    public func suspend() {
        isSuspended = true
        events?.displayDidStop()
    }

    /// Frames flow again and everything is redrawn, since nothing of the old picture can be trusted.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        events?.displayDidChange()
    }
}
