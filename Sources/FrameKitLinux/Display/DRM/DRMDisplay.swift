import Dispatch
import FrameKitGraphics
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// A panel driven through DRM/KMS: the card and connector from the configuration (else the first with a display
/// connected), its preferred mode (or `FRAMEKIT_DRM_MODE`; the mode already on screen is kept when it matches, so a
/// boot splash hands over without a black flash), two or three dumb buffers fed by the shared `SwapChain` (only
/// damaged rows are copied), and non-blocking page flips whose completion events, read on the main queue, drive the
/// frame clock with the kernel's timestamps. Atomic modesetting when a test-only commit accepts the configuration
/// (flips then carry FB_DAMAGE_CLIPS where the plane takes them), legacy otherwise. A rotation goes to the primary
/// plane when a test commit accepts it (frames are then drawn unturned, in buffers of the turned size), else the
/// compositor turns the picture; either way no extra copy. The CRTC's previous configuration comes back on
/// `restore()`. The card's udev monitor (`DRMCard`, shared with the other panels on the card) follows hotplug:
/// unplugging the panel stops frames
/// (the app keeps running), plugging one in (the same or another mode) sets the mode again and asks for a full
/// redraw (`displayDidStop()`, then `displayDidChange()`).
@MainActor
public final class DRMDisplay: Display {
    /// The panel's size in pixels, as mounted (unturned): the mode's.
    public var nativeSize: PixelSize { PixelSize(width: output.mode.width, height: output.mode.height) }
    /// How the picture is turned on the panel.
    public var rotation: DisplayRotation {
        didSet { if rotation != oldValue { pictureTurned() } }
    }
    /// How the panel is mounted, turned from its natural orientation.
    public private(set) var mounting: DisplayRotation
    /// The part of the turn the scanout does (a rotating plane); the compositor does the rest.
    public var scanoutRotation: DisplayRotation { output.scanoutRotation }
    /// Seconds between vsyncs: the mode's refresh rate.
    public var refreshInterval: TimeInterval { 1 / Double(max(output.mode.refresh, 1)) }
    /// The frame pipeline that hears of flips, stops and changes.
    public weak var events: (any DisplayEvents)?
    /// The connector's name ("HDMI-A-1"), as udev's `WL_OUTPUT` and `FRAMEKIT_TOUCH_OUTPUT` name it; on a card
    /// besides the main display's, with the card's ("card1-HDMI-A-1").
    public var outputName: String { card.outputName(of: connector) }
    /// The connector's directory name under /sys/class/drm ("card0-eDP-1"), where a built-in panel's backlight sits.
    public var sysfsConnectorName: String { "\(device.name)-\(connector.name)" }
    /// How logs and `framekit probe` name it.
    public var name: String {
        "DRM \(device.name) \(connector.name) \(output.mode.width)x\(output.mode.height)@\(output.mode.refresh)"
    }

    private let card: DRMCard
    private var device: DRMDevice { card.device }
    private let connector: DRMConnector
    private let crtc: UInt32
    private let requestedMode: DRMModeRequest?
    /// What is being shown: the mode, its buffers and how it is set; replaced when another panel is plugged in or
    /// the plane's rotation changes.
    private var output: Output
    /// The output `output` replaced while that was on screen: freed once the new one shows, so the switch never
    /// goes dark.
    private var retired: Output?
    private let planeRotation: DRMPlaneRotationChoice
    private let saved: SavedCrtc?
    private let cursor: DRMCursor?
    /// Whether frames are drawn into a shadow buffer and copied, rather than straight into the dumb buffers.
    private let usesShadow: Bool
    private let loop: MainLoop
    /// The panel is not connected now: no frame is shown until it is back.
    public private(set) var isUnplugged = false
    /// Whether this is the main screen's panel (the app waits for it when it is unplugged; another one's screen goes).
    private let isMain: Bool
    /// The seat went to another session: the card is not ours until it comes back.
    private var suspended = false
    private var restored = false
    private let logger = Logger(label: "framekit.drm")

    /// Opens the display the configuration names (or the first card with a connected display), through the seat
    /// manager when there is one: the main screen's panel — on the connector `preferring` names when that one is
    /// connected (the touch panel's), else the first connected. Other panels on its card join with `init(sharing:...)`.
    public convenience init(configuration: Configuration, loop: MainLoop, seat: SeatSession? = nil, preferring: String? = nil)
        throws(DRMError)
    {
        let (device, connectors) = try Self.openCard(configured: configuration.drmDevice, seat: seat)
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
            let usable = connectors.filter { $0.isConnected && !$0.modes.isEmpty }
            guard let found = usable.first(where: { $0.name == preferring }) ?? usable.first else {
                throw .noConnectedConnector(card: device.path, connectors: names)
            }
            connector = found
        }
        try self.init(
            card: DRMCard(device: device, seatManaged: seat != nil, isMainCard: true, loop: loop), connector: connector,
            requested: configuration.drmMode, rotation: configuration.rotation(ofOutput: connector.name, isMain: true),
            configuration: configuration, loop: loop,
            isMain: true)
    }

    /// A further panel on the card `main` drives (the second HDMI port): its own CRTC, its preferred mode, turned as
    /// `FRAMEKIT_ROTATION` names it (upright by default); the buffers, shadow and plane settings of the configuration.
    public convenience init(sharing main: DRMDisplay, connector: DRMConnector, configuration: Configuration) throws(DRMError) {
        try self.init(
            card: main.card, connector: connector, requested: nil,
            rotation: configuration.rotation(ofOutput: main.card.outputName(of: connector), isMain: false),
            configuration: configuration,
            loop: main.loop, isMain: false)
    }

    /// A display for each panel connected to the card at `path` (a second GPU, a USB display adapter) besides the
    /// main display's, which it opens (through the seat manager when there is one): preferred modes, turned as
    /// `FRAMEKIT_ROTATION` names their outputs. Empty when the card drives no panel (a render-only GPU).
    public static func open(
        otherCard path: String, configuration: Configuration, loop: MainLoop, seat: SeatSession?
    ) throws(DRMError) -> [DRMDisplay] {
        let device = try open(path, seat: seat)
        // A render-only GPU (a Pi 5's v3d) has no connectors to read.
        let connectors = ((try? device.connectors()) ?? []).filter { $0.isConnected && !$0.modes.isEmpty }
        guard !connectors.isEmpty else { return [] }
        try device.becomeMaster()
        guard device.supportsDumbBuffers else { throw .noDumbBuffers(path: device.path) }
        let card = DRMCard(device: device, seatManaged: seat != nil, isMainCard: false, loop: loop)
        var displays: [DRMDisplay] = []
        for connector in connectors where card.freeCrtc(for: connector) != nil {
            displays.append(try DRMDisplay(
                card: card, connector: connector, requested: nil,
                rotation: configuration.rotation(ofOutput: card.outputName(of: connector), isMain: false),
                configuration: configuration, loop: loop, isMain: false))
        }
        return displays
    }

    /// The path of the card the display is on.
    public var cardPath: String { device.path }

    /// The other displays on this display's card.
    public var displaysOnCard: [DRMDisplay] { card.displays.filter { $0 !== self } }

    /// The connectors of `main`'s card with a panel connected that no display drives and a CRTC free for it.
    public static func unclaimedConnectors(besides main: DRMDisplay, driving others: [DRMDisplay]) -> [DRMConnector] {
        let driven = Set(([main] + others).map(\.connector.id))
        let connectors = (try? main.device.connectors()) ?? []
        return connectors.filter {
            $0.isConnected && !$0.modes.isEmpty && !driven.contains($0.id) && main.card.freeCrtc(for: $0) != nil
        }
    }

    /// Runs after the card's connectors changed and every display on it has heard (the platform looks for panels
    /// plugged in here).
    public var connectorsChangedOnCard: (@MainActor () -> Void)? {
        get { card.connectorsChanged }
        set { card.connectorsChanged = newValue }
    }

    private init(
        card: DRMCard, connector: DRMConnector, requested wanted: String?, rotation: DisplayRotation,
        configuration: Configuration, loop: MainLoop, isMain: Bool
    ) throws(DRMError) {
        let device = card.device
        let requested = wanted.flatMap(DRMModeRequest.init)
        guard var mode = DRMMode.select(from: connector.modes, requested: requested) else {
            throw .noMatchingMode(connector: connector.name, requested: wanted ?? "", modes: connector.modes.map(\.description))
        }
        guard let crtc = card.freeCrtc(for: connector) else { throw .noCrtc(connector: connector.name) }
        let saved = device.savedCrtc(connector.currentCrtc != 0 ? connector.currentCrtc : crtc)
        if requested == nil, let current = saved.flatMap(device.currentMode), let same = connector.modes.first(where: { $0.matches(current) }) {
            mode = same
        }
        let mounting = connector.panelOrientation?.compensation ?? .degrees0
        let turn = configuration.drmPlaneRotation == .auto ? rotation.adding(mounting) : .degrees0
        let output = try Output(
            device: device, crtc: crtc, connector: connector.id, mode: mode, bufferCount: configuration.drmBuffers,
            atomic: configuration.drmModesetting == .auto, planeRotation: turn)
        self.output = output
        self.card = card
        self.connector = connector
        self.crtc = crtc
        requestedMode = requested
        self.saved = saved
        cursor = try? DRMCursor(device: device, crtc: crtc)
        usesShadow = configuration.drmShadow == .auto ? device.prefersShadow : configuration.drmShadow == .on
        self.loop = loop
        self.rotation = rotation
        self.mounting = mounting
        planeRotation = configuration.drmPlaneRotation
        self.isMain = isMain
        card.add(self, crtc: crtc)
        let drawing = usesShadow ? "through a shadow buffer" : "drawn directly"
        logger.info(
            "\(name) (\(output.modesetting.name), \(output.buffers.count) dumb buffers \(drawing); the driver \(device.prefersShadow ? "prefers" : "does not prefer") a shadow)")
        if let orientation = connector.panelOrientation, orientation != .normal {
            logger.info("panel mounted \(orientation): the picture is turned \(mounting) to stand upright")
        }
        logRotation()
    }

    // MARK: Session

    /// The seat or the console went to another session: nothing is shown until `resume()`. Under a seat manager the
    /// manager takes DRM master itself; without one, master is dropped here so the other VT's console (or program)
    /// can show.
    public func suspend() {
        guard !suspended else { return }
        suspended = true
        events?.displayDidStop()
        if !card.seatManaged { device.dropMaster() }
    }

    /// The seat or console is back: master again (without a seat manager), whatever changed meanwhile is picked up,
    /// the mode set again with the next frame, and everything redrawn (another session drew over the panel).
    public func resume() {
        guard suspended else { return }
        if !card.seatManaged {
            do {
                try device.becomeMaster()
            } catch {
                return logger.error("back from another VT but \(error); the picture stays away")
            }
        }
        suspended = false
        guard !connectorsChanged(), !isUnplugged else { return }
        output.isShown = false
        output.swapChain.invalidateAll()
        // A turn asked for while away could not be tried on the plane (the card was not ours).
        if output.scanoutRotation != wantedScanoutRotation { pictureTurned() }
        showAgain()
    }

    // MARK: Power

    /// Whether the panel is off through `setBlanked`.
    public private(set) var isBlanked = false

    /// Off: the CRTC's ACTIVE property off (legacy: the connector's DPMS) and frames stopped. On: the mode set again
    /// with the next frame, which redraws everything.
    public func setBlanked(_ blanked: Bool) throws(DisplayPowerError) {
        guard blanked != isBlanked, !restored else { return }
        if blanked {
            if output.isShown, !suspended, !isUnplugged {
                do { try output.modesetting.turnOff() } catch { throw DisplayPowerError("cannot turn \(name) off: \(error)") }
            }
            isBlanked = true
            events?.displayDidStop()
            logger.info("\(name): panel off")
        } else {
            isBlanked = false
            logger.info("\(name): panel on")
            guard !suspended, !isUnplugged else { return }
            output.isShown = false
            showAgain()
        }
    }

    // MARK: Hotplug

    /// The card says its connectors changed: ours went away, came back, or shows other modes. Returns whether
    /// the output was set up again (and a frame asked for).
    @discardableResult
    func connectorsChanged() -> Bool {
        guard !restored, !suspended else { return false }
        // A card that is gone (a USB display adapter pulled out, a GPU ejected) has no connectors left.
        let gone = !FileManager.default.fileExists(atPath: device.path)
        guard let connectors = gone ? [] : try? device.connectors() else { return false }
        let current = connectors.first { $0.id == connector.id }
        guard let current, current.isConnected, let mode = DRMMode.select(from: current.modes, requested: requestedMode) else {
            if !isUnplugged {
                isUnplugged = true
                events?.displayDidStop()
                logger.notice(isMain
                    ? "\(connector.name) was unplugged; the app keeps running and waits for a display"
                    : "\(connector.name) was unplugged")
            }
            return false
        }
        let mounting = current.panelOrientation?.compensation ?? .degrees0
        guard isUnplugged || mode != output.mode || mounting != self.mounting else { return false }
        self.mounting = mounting
        do {
            try replaceOutput(with: mode)
        } catch {
            logger.error("\(connector.name) is back but cannot be set up: \(error)")
            return false
        }
        isUnplugged = false
        logger.notice("\(name): display plugged in (\(output.modesetting.name))")
        showAgain()
        return true
    }

    /// Sets up `mode` from scratch: new buffers (the mode set again with the next frame), the same kind of
    /// modesetting as before, the plane turned as the picture now wants.
    private func replaceOutput(with mode: DRMMode) throws(DRMError) {
        let (count, atomic) = (output.buffers.count, output.modesetting is AtomicModesetting)
        let replacement = try Output(
            device: device, crtc: crtc, connector: connector.id, mode: mode, bufferCount: count, atomic: atomic,
            planeRotation: wantedScanoutRotation)
        if output.isShown {
            retired?.release(device)
            retired = output
        } else {
            output.release(device)
        }
        output = replacement
    }

    /// The turn the plane should give the picture: all of it, unless plane rotation is off.
    private var wantedScanoutRotation: DisplayRotation { planeRotation == .auto ? pictureRotation : .degrees0 }

    // MARK: Rotation

    /// The UI turned (`rotation` was set): the plane takes the new turn if it can, in new buffers of the turned
    /// size; otherwise the compositor turns frames. Nothing to do when the plane already has what it should.
    private func pictureTurned() {
        defer { logRotation() }
        let wanted = wantedScanoutRotation
        guard !restored, !isUnplugged, output.scanoutRotation != wanted else { return }
        // A plane that cannot take the new turn (or legacy modesetting) leaves the compositor turning frames in the
        // buffers it has.
        if output.scanoutRotation == .degrees0,
            !(output.modesetting is AtomicModesetting && Output.planeCanTurn(wanted, device: device, crtcIndex: device.crtcIndex(crtc)))
        {
            return
        }
        do {
            try replaceOutput(with: output.mode)
        } catch {
            logger.error("cannot set up buffers for the turned picture: \(error)")
        }
    }

    private func logRotation() {
        guard pictureRotation != .degrees0 else { return }
        if output.scanoutRotation == pictureRotation {
            logger.info("the picture is turned \(pictureRotation) by the primary plane")
        } else {
            let why = planeRotation == .off ? "FRAMEKIT_DRM_PLANE_ROTATION=off" : "the primary plane cannot turn it"
            logger.info("the picture is turned \(pictureRotation) by the compositor (\(why))")
        }
    }

    /// Frames flow again after an unplug or a VT switch, and the screen redraws everything.
    private func showAgain() { events?.displayDidChange() }

    /// `FRAMEKIT_DRM_DEVICE`, else the first `/dev/dri/card*` with a connected display; with its connectors.
    static func openCard(configured: String?, seat: SeatSession? = nil) throws(DRMError) -> (DRMDevice, [DRMConnector]) {
        if let configured {
            let device = try open(configured, seat: seat)
            return (device, try device.connectors())
        }
        var firstError: DRMError?
        for path in cardPaths() {
            do throws(DRMError) {
                let device = try open(path, seat: seat)
                let connectors = try device.connectors()
                if connectors.contains(where: { $0.isConnected && !$0.modes.isEmpty }) { return (device, connectors) }
                firstError = firstError ?? .noConnectedConnector(card: path, connectors: connectors.map(\.description))
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? .noCard
    }

    private static func open(_ path: String, seat: SeatSession?) throws(DRMError) -> DRMDevice {
        guard let seat else { return try DRMDevice(path: path) }
        switch seat.openDevice(path) {
        case .success(let fd):
            return DRMDevice(path: path, fd: fd) { fd in MainActor.assumeIsolated { seat.closeDevice(fd) } }
        case .failure(let error):
            if case .cannotOpen(_, let code) = error { throw .cannotOpen(path: path, errno: code) }
            throw .cannotOpen(path: path, errno: EBADF)
        }
    }

    /// The DRM cards' device nodes, card0 first.
    static func cardPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return names.filter { $0.hasPrefix("card") }.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
            .map { "/dev/dri/\($0)" }
    }

    // MARK: Frames

    /// The cursor plane, if the display has one.
    public var hardwareCursor: HardwareCursor? { cursor }

    /// The back dumb buffer, unless a shadow is used. A frame drawn into it while frames are dropped (unplugged,
    /// suspended) is harmless: every way back invalidates all buffers.
    public var directTarget: (buffer: PixelBuffer, missed: Region)? { usesShadow ? nil : output.swapChain.backBuffer }

    /// Shows `frame` at the next vsync, copying (or flipping) only what `damage` covers; never blocks.
    @discardableResult
    public func present(_ frame: PixelBuffer, damage: Region) -> Bool {
        guard !restored, !isUnplugged, !suspended, !isBlanked, frame.width == output.frameSize.width,
            frame.height == output.frameSize.height
        else { return false }
        let (index, copied) = output.swapChain.present(from: frame, damage: damage)
        let framebuffer = output.buffers[index].framebuffer
        if !output.isShown {
            output.isShown = true
            card.showFirstFrame(of: self, through: output.modesetting, framebuffer: framebuffer)
            return true
        }
        do {
            try output.modesetting.flip(to: framebuffer, damage: copied.rects)
            return true
        } catch {
            logger.error("\(error); the frame is dropped")
            output.swapChain.invalidateAll()
            return false
        }
    }

    /// Whether the display has yet to show a first frame (it opened, or came back) and can show one.
    var awaitsFirstFrame: Bool { !output.isShown && !restored && !isUnplugged && !suspended && !isBlanked }

    /// Whether `modesetting` is still how the display shows its frames and it can show them (a first frame that
    /// waited for the card's others may have been overtaken by a new mode or turn, an unplug or the exit).
    func canShow(_ modesetting: Modesetting) -> Bool {
        modesetting === output.modesetting && !restored && !isUnplugged && !suspended && !isBlanked
    }

    /// The card showed the first frame `present` handed it (`shown`), or could not (`error`), or dropped it as
    /// overtaken. A modeset shows the buffer when it returns: no flip event comes, so the pipeline hears of it here.
    func firstFrameShown(error: DRMError?, shown: Bool) {
        if shown {
            retired?.release(device)
            retired = nil
        } else if let error {
            logger.error("\(error); the frame is dropped")
            output.isShown = false
            output.swapChain.invalidateAll()
        }
        loop.post { [weak self] in self?.events?.displayDidFlip(at: nil) }
    }

    /// A flip of our CRTC completed (the card sorts its flips by CRTC): the pipeline hears when, from the kernel's
    /// vblank timestamp.
    func flipCompleted(_ event: DRMFlipEvent) {
        logger.trace("flip on CRTC \(event.crtc) at vblank \(event.sequence)")
        let nanoseconds = event.nanoseconds
        events?.displayDidFlip(at: device.monotonicTimestamps && nanoseconds > 0 ? MonotonicInstant(nanoseconds: nanoseconds) : nil)
    }

    // MARK: Exit

    /// Puts the console's configuration back and releases the card; later frames are dropped.
    public func restore() {
        guard !restored else { return }
        restored = true
        events?.displayDidStop()
        cursor?.release()
        // The plane shows the turned output, or the one it replaced if no frame came since.
        let shown = retired ?? output
        (shown.modesetting as? AtomicModesetting)?.unrotate(showing: saved?.framebuffer)
        if let saved { device.restore(saved, connector: connector.id) }
        output.release(device)
        retired?.release(device)
        card.remove(self)
        logger.info("restored \(device.path) \(connector.name) to its previous configuration")
    }
}

/// One mode on the panel: its dumb buffers behind a swap chain, and the modesetting that shows them.
@MainActor
private struct Output {
    let mode: DRMMode
    let buffers: [DumbBuffer]
    let swapChain: SwapChain
    let modesetting: Modesetting
    /// The turn the primary plane gives the frames; they are drawn turned back by it.
    let scanoutRotation: DisplayRotation
    /// The mode is set and a first buffer shown; later frames flip.
    var isShown = false

    /// Atomic modesetting when `atomic` and a test-only commit accepts it (otherwise the card stays legacy), with
    /// the primary plane turning the picture by `planeRotation` when the test commit accepts that too.
    init(
        device: DRMDevice, crtc: UInt32, connector: UInt32, mode: DRMMode, bufferCount: Int, atomic: Bool,
        planeRotation: DisplayRotation
    ) throws(DRMError) {
        let crtcIndex = device.crtcIndex(crtc)
        let count = min(max(bufferCount, 2), 3)
        func atomicModesetting(_ turn: DisplayRotation, showing buffers: [DumbBuffer]) -> AtomicModesetting? {
            guard atomic, let crtcIndex, let candidate = AtomicModesetting(
                device: device, crtc: crtc, crtcIndex: crtcIndex, connector: connector, modeIndex: mode.index,
                width: mode.width, height: mode.height, scanoutRotation: turn)
            else { return nil }
            return candidate.accepts(buffers[0].framebuffer) ? candidate : nil
        }
        if atomic, planeRotation != .degrees0, Self.planeCanTurn(planeRotation, device: device, crtcIndex: crtcIndex) {
            let buffers = try Self.dumbBuffers(count, of: planeRotation.logicalSize(forNative: mode.size), on: device)
            if let turned = atomicModesetting(planeRotation, showing: buffers) {
                self.init(mode: mode, buffers: buffers, modesetting: turned, scanoutRotation: planeRotation)
                return
            }
            for buffer in buffers { device.destroy(buffer) }
        }
        let buffers = try Self.dumbBuffers(count, of: mode.size, on: device)
        let modesetting: Modesetting
        if let unturned = atomicModesetting(.degrees0, showing: buffers) {
            modesetting = unturned
        } else {
            if atomic { device.dropAtomic() }
            modesetting = LegacyModesetting(
                device: device, crtc: crtc, crtcIndex: crtcIndex, connector: connector, modeIndex: mode.index)
        }
        self.init(mode: mode, buffers: buffers, modesetting: modesetting, scanoutRotation: .degrees0)
    }

    private init(mode: DRMMode, buffers: [DumbBuffer], modesetting: Modesetting, scanoutRotation: DisplayRotation) {
        self.mode = mode
        self.buffers = buffers
        self.modesetting = modesetting
        self.scanoutRotation = scanoutRotation
        swapChain = SwapChain(buffers: buffers.map {
            PixelBuffer(wrapping: $0.memory, width: $0.width, height: $0.height, stride: $0.pitch, format: .xrgb8888)
        })
    }

    /// Whether the primary plane of the CRTC at `crtcIndex` lists `turn` among its rotations (a test commit decides
    /// the rest).
    static func planeCanTurn(_ turn: DisplayRotation, device: DRMDevice, crtcIndex: Int?) -> Bool {
        guard let crtcIndex else { return false }
        return device.primaryPlaneRotates(crtcIndex: crtcIndex, to: AtomicModesetting.planeRotation(for: turn))
    }

    private static func dumbBuffers(_ count: Int, of size: PixelSize, on device: DRMDevice) throws(DRMError) -> [DumbBuffer] {
        var buffers: [DumbBuffer] = []
        do {
            for _ in 0..<count { buffers.append(try device.createDumbBuffer(width: size.width, height: size.height)) }
        } catch {
            for buffer in buffers { device.destroy(buffer) }
            throw error
        }
        return buffers
    }

    /// The picture as `frameSize` frames: the mode's size turned back by the plane's rotation.
    var frameSize: PixelSize { scanoutRotation.logicalSize(forNative: mode.size) }

    func release(_ device: DRMDevice) {
        for buffer in buffers { device.destroy(buffer) }
    }
}
