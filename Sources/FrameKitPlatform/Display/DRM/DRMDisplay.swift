import Dispatch
import FrameKitGraphics
import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// A panel driven through DRM/KMS: the card and connector from the configuration (else the first with a display
/// connected), its preferred mode (or `FRAMEKIT_DRM_MODE`; the mode already on screen is kept when it matches, so a
/// boot splash hands over without a black flash), two or three dumb buffers fed by the shared `SwapChain` (only
/// damaged rows are copied), and non-blocking page flips whose completion events, read on the main queue, drive the
/// frame clock with the kernel's timestamps. Atomic modesetting when a test-only commit accepts the configuration
/// (flips then carry FB_DAMAGE_CLIPS where the plane takes them), legacy otherwise; the CRTC's previous
/// configuration comes back on `restore()`.
@MainActor
public final class DRMDisplay: Display {
    public let nativeSize: PixelSize
    public var rotation: DisplayRotation
    public let refreshInterval: TimeInterval
    public var frameHandler: (@MainActor (FrameTiming) -> Void)?
    public var flipHandler: (@MainActor () -> Void)?
    public let name: String

    private let device: DRMDevice
    private let connector: DRMConnector
    private let modesetting: Modesetting
    private let saved: SavedCrtc?
    private let buffers: [DumbBuffer]
    private let cursor: DRMCursor?
    private let swapChain: SwapChain
    private let loop: MainLoop
    private var eventSource: DispatchSourceRead?
    private let pacer: FramePacer
    private var modeSet = false
    private var restored = false
    private let logger = Logger(label: "framekit.drm")

    /// Opens the display the configuration names (or the first card with a connected display).
    public init(configuration: Configuration, loop: MainLoop, bufferCount: Int = 2) throws(DRMError) {
        let (device, connectors) = try Self.openCard(configured: configuration.drmDevice)
        try device.becomeMaster()
        guard device.supportsDumbBuffers else { throw .noDumbBuffers(path: device.path) }
        let names = connectors.map(\.description)
        let connector: DRMConnector
        if let wanted = configuration.drmConnector {
            guard let found = connectors.first(where: { $0.name == wanted }) else {
                throw .unknownConnector(card: device.path, name: wanted, connectors: names)
            }
            connector = found
        } else {
            guard let found = connectors.first(where: { $0.isConnected && !$0.modes.isEmpty }) else {
                throw .noConnectedConnector(card: device.path, connectors: names)
            }
            connector = found
        }
        let requested = configuration.drmMode.flatMap(DRMModeRequest.init)
        guard var mode = DRMMode.select(from: connector.modes, requested: requested) else {
            throw .noMatchingMode(
                connector: connector.name, requested: configuration.drmMode ?? "", modes: connector.modes.map(\.description))
        }
        guard let crtc = connector.possibleCrtcs.first else { throw .noCrtc(connector: connector.name) }
        let saved = device.savedCrtc(connector.currentCrtc != 0 ? connector.currentCrtc : crtc)
        if requested == nil, let current = saved.flatMap(device.currentMode), let same = connector.modes.first(where: { $0.matches(current) }) {
            mode = same
        }
        var buffers: [DumbBuffer] = []
        do {
            for _ in 0..<min(max(bufferCount, 2), 3) { buffers.append(try device.createDumbBuffer(width: mode.width, height: mode.height)) }
        } catch {
            for buffer in buffers { device.destroy(buffer) }
            throw error
        }
        let atomic = device.crtcIndex(crtc).flatMap {
            AtomicModesetting(
                device: device, crtc: crtc, crtcIndex: $0, connector: connector.id, modeIndex: mode.index,
                width: mode.width, height: mode.height)
        }
        if let atomic, atomic.accepts(buffers[0].framebuffer) {
            modesetting = atomic
        } else {
            if atomic != nil { device.dropAtomic() }
            modesetting = LegacyModesetting(device: device, crtc: crtc, connector: connector.id, modeIndex: mode.index)
        }
        self.device = device
        self.connector = connector
        self.saved = saved
        self.buffers = buffers
        cursor = try? DRMCursor(device: device, crtc: crtc)
        self.loop = loop
        nativeSize = PixelSize(width: mode.width, height: mode.height)
        rotation = configuration.rotation
        refreshInterval = 1 / Double(max(mode.refresh, 1))
        pacer = FramePacer(loop: loop, refreshInterval: refreshInterval)
        swapChain = SwapChain(buffers: buffers.map {
            PixelBuffer(wrapping: $0.memory, width: mode.width, height: mode.height, stride: $0.pitch, format: .xrgb8888)
        })
        name = "DRM \(device.name) \(connector.name) \(mode.width)x\(mode.height)@\(mode.refresh)"
        device.onFlip = { [weak self] seconds, microseconds in
            MainActor.assumeIsolated { self?.flipCompleted(seconds: seconds, microseconds: microseconds) }
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: device.fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.device.handleEvents() } }
        source.resume()
        eventSource = source
        logger.info("\(name) (\(modesetting.name), \(buffers.count) dumb buffers\(device.prefersShadow ? ", shadow preferred" : ""))")
    }

    /// `FRAMEKIT_DRM_DEVICE`, else the first `/dev/dri/card*` with a connected display; with its connectors.
    static func openCard(configured: String?) throws(DRMError) -> (DRMDevice, [DRMConnector]) {
        if let configured {
            let device = try DRMDevice(path: configured)
            return (device, try device.connectors())
        }
        var firstError: DRMError?
        for path in cardPaths() {
            do throws(DRMError) {
                let device = try DRMDevice(path: path)
                let connectors = try device.connectors()
                if connectors.contains(where: { $0.isConnected && !$0.modes.isEmpty }) { return (device, connectors) }
                firstError = firstError ?? .noConnectedConnector(card: path, connectors: connectors.map(\.description))
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? .noCard
    }

    private static func cardPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return names.filter { $0.hasPrefix("card") }.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
            .map { "/dev/dri/\($0)" }
    }

    // MARK: Frames

    public func requestFrame() { pacer.requestFrame(for: self) }

    public var hardwareCursor: HardwareCursor? { cursor }

    public var frameBudget: TimeInterval {
        get { pacer.budget }
        set { pacer.budget = newValue }
    }

    public func present(_ shadow: PixelBuffer, damage: Region) {
        guard !restored else { return }
        let (index, copied) = swapChain.present(from: shadow, damage: damage)
        let framebuffer = buffers[index].framebuffer
        do {
            if !modeSet {
                try modesetting.showFirst(framebuffer)
                modeSet = true
                pacer.flipStarted()
                loop.post { [weak self] in
                    guard let self else { return }
                    self.pacer.flipCompleted(on: self, at: nil)
                }
                return
            }
            try modesetting.flip(to: framebuffer, damage: copied.rects)
            pacer.flipStarted()
        } catch {
            logger.error("\(error); the frame is dropped")
            swapChain.invalidateAll()
        }
    }

    private func flipCompleted(seconds: UInt32, microseconds: UInt32) {
        let nanoseconds = Int64(seconds) * 1_000_000_000 + Int64(microseconds) * 1000
        pacer.flipCompleted(on: self, at: device.monotonicTimestamps && nanoseconds > 0 ? MonotonicInstant(nanoseconds: nanoseconds) : nil)
    }

    // MARK: Exit

    /// Puts the console's configuration back and releases the card; later frames are dropped.
    public func restore() {
        guard !restored else { return }
        restored = true
        pacer.isStopped = true
        eventSource?.cancel()
        eventSource = nil
        cursor?.release()
        if let saved { device.restore(saved, connector: connector.id) }
        for buffer in buffers { device.destroy(buffer) }
        device.dropMaster()
        logger.info("restored \(device.path) to its previous configuration")
    }
}
