import Foundation
import FrameKitEmbedded
import FrameKitGraphics
import FrameKitPlatform
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Everything an app talks to on a Linux board, picked once at start-up from the configuration and owned here: the
/// seat session or the console, the display (DRM, fbdev or offscreen), input, systemd's notification channel, the
/// memory-pressure monitor, the control socket and the termination signals. It is the only place that knows the
/// concrete backends: the UI layer sees a `Display`, an `InputSource` and the handlers it passes to `start`, and
/// session switches reach the display and input here, through their own `suspend`/`resume`.
@MainActor
public final class LinuxPlatform {
    /// What the app hands the platform: where its events, warnings and requests go.
    public struct Handlers {
        /// Every input event, in panel pixels.
        public var input: @MainActor (InputEvent) -> Void
        /// The system is short of memory; the argument says what measured it.
        public var memoryWarning: @MainActor (String) -> Void
        /// A `framekit ctl` request; a thrown error is the reply's refusal.
        public var controlRequest: @MainActor (ControlRequest) throws(ControlRequestError) -> String
        /// SIGTERM, SIGINT or SIGHUP arrived: the app should end (its argument is the signal).
        public var terminate: @MainActor (Int32) -> Void
        /// A panel besides the main one is there (at start, or plugged in): the app makes it a screen.
        public var displayConnected: @MainActor (Display) -> Void
        /// A panel `displayConnected` reported was unplugged; it is given back once this returns.
        public var displayDisconnected: @MainActor (Display) -> Void
        /// Touches on a touchscreen of another panel than the main one, in that panel's pixels.
        public var inputOnOtherDisplay: @MainActor (InputEvent, Display) -> Void

        /// Handlers for every kind of event the platform delivers; without the display handlers, panels besides the
        /// main one stay dark.
        public init(
            input: @escaping @MainActor (InputEvent) -> Void,
            memoryWarning: @escaping @MainActor (String) -> Void,
            controlRequest: @escaping @MainActor (ControlRequest) throws(ControlRequestError) -> String,
            terminate: @escaping @MainActor (Int32) -> Void,
            displayConnected: @escaping @MainActor (Display) -> Void = { _ in },
            displayDisconnected: @escaping @MainActor (Display) -> Void = { _ in },
            inputOnOtherDisplay: @escaping @MainActor (InputEvent, Display) -> Void = { _, _ in }
        ) {
            self.input = input
            self.memoryWarning = memoryWarning
            self.controlRequest = controlRequest
            self.terminate = terminate
            self.displayConnected = displayConnected
            self.displayDisconnected = displayDisconnected
            self.inputOnOtherDisplay = inputOnOtherDisplay
        }
    }

    /// The configuration the platform was opened with.
    public let configuration: Configuration
    /// The main loop everything is delivered on.
    public let loop: MainLoop
    /// The display the app draws on: the main screen's.
    public let display: Display
    /// The panels besides the main one, in the order they came: other connectors of the main DRM card, or the
    /// further offscreen displays or desktop windows `FRAMEKIT_OFFSCREEN_SIZE` lists.
    public private(set) var otherDisplays: [Display] = []
    /// The mouse and keyboard of the desktop preview's other windows, by their display.
    private var otherWindowInputs: [ObjectIdentifier: WindowInput] = [:]
    /// Follows the DRM cards besides the main display's (a USB display adapter plugged in or pulled out).
    private var otherCards: UdevMonitor?
    /// The keyboard layout input is read with; nil without input.
    public private(set) var keymap: Keymap?
    /// Where touches, pointer and keys come from; nil without input devices.
    public private(set) var input: InputSource?
    /// The offscreen display, when that is what runs: nothing can see or touch it.
    public let offscreen: OffscreenDisplay?
    /// The panel's backlight (`FRAMEKIT_BACKLIGHT`, else the DRM connector's, else the first), if there is one.
    public let backlight: Backlight?
    private let environment: [String: String]
    private let seat: SeatSession?
    private let console: VirtualTerminal?
    private var serviceManager: ServiceManager?
    private var memoryPressureMonitor: MemoryPressureMonitor?
    private var controlServer: ControlServer?
    private var signals: SignalWatcher?
    private var announcedReady = false
    private var shutDownDone = false
    private let logger = Logger(label: "framekit.app")

    /// Takes the seat through the seat manager when the app runs in a session, and opens the display the
    /// configuration asks for (on a real display the console goes to graphics mode). A display named explicitly
    /// that cannot be opened is an error; `auto` steps down to fbdev and then offscreen, saying why.
    public init(configuration: Configuration, environment: [String: String], loop: MainLoop) throws {
        self.configuration = configuration
        self.environment = environment
        self.loop = loop
        let desktop = Self.inDesktopSession(environment)
        let wantsSeat = configuration.display == .drm || (configuration.display == .auto && !desktop)
        seat = wantsSeat ? SeatSession.open() : nil
        // The touch panel's connector is read (from udev's data) only where DRM may be opened, and once.
        let touchPanel = wantsSeat ? SystemProbe.touchscreenOutputs(environment: environment).first : nil
        let display = try Self.openDisplay(
            configuration, desktop: desktop, loop: loop, seat: seat, touchPanel: touchPanel, logger: logger)
        self.display = display
        offscreen = display as? OffscreenDisplay
        console = offscreen == nil && !(display is WindowDisplay) ? VirtualTerminal() : nil
        print("FrameKit: display is \(display.name)")
        backlight = Self.findBacklight(configuration, display: display, logger: logger)
    }

    /// A backlight that cannot be used is not a reason to stop: the app runs with brightness 1 and says why.
    private static func findBacklight(_ configuration: Configuration, display: Display, logger: Logger) -> Backlight? {
        do throws(DisplayPowerError) {
            let found = try SysfsBacklight.find(
                configured: configuration.backlight, connector: (display as? DRMDisplay)?.sysfsConnectorName)
            if let found { logger.info("backlight \(found.name) (\(found.path), level \(found.level)/\(found.maximum))") }
            return found
        } catch {
            logger.error("\(error); brightness stays as it is")
            return nil
        }
    }

    /// Starts input, the signal handlers, systemd notification, the memory-pressure monitor (and the image limits a
    /// service memory limit implies) and the control socket, and follows session switches. A keymap that cannot be made stops the app like any other bad setting; the
    /// rest, when it cannot start, leaves the app running without it and says why.
    public func start(_ handlers: Handlers) throws {
        signals = SignalWatcher { [logger] signal in
            logger.notice("received signal \(signal); terminating")
            handlers.terminate(signal)
        }
        try startInput(handlers.input)
        if let libinput = input as? LibinputSource {
            libinput.touchDisplay = { [weak self] device in self?.otherDisplay(forTouchscreen: device) }
            libinput.routedTouchHandler = handlers.inputOnOtherDisplay
        }
        (display as? WindowDisplay)?.closeHandler = { [logger] in
            logger.notice("the window was closed; terminating")
            handlers.terminate(0)
        }
        serviceManager = startServiceManager()
        if let limits = ImageMemoryLimits() {
            limits.apply()
            logger.info("\(limits.description)")
        }
        memoryPressureMonitor = startMemoryPressureMonitor(handlers.memoryWarning)
        controlServer = startControlServer(handlers.controlRequest)
        followSessionSwitches()
        followOtherDisplays(handlers)
    }

    /// The first frame is on the panel: systemd hears READY=1 (once).
    public func frameReachedScreen() {
        guard !announcedReady else { return }
        announcedReady = true
        serviceManager?.ready(status: "showing on \(display.name)")
    }

    /// Gives everything back as it was found, once: systemd hears STOPPING=1, the control socket and input close,
    /// the display and the console are restored and the seat is released.
    public func shutDown() {
        guard !shutDownDone else { return }
        shutDownDone = true
        serviceManager?.stopping()
        controlServer?.close()
        input?.close()
        for other in otherWindowInputs.values { other.close() }
        for other in otherDisplays { other.restore() }
        display.restore()
        console?.restore()
        seat?.close()
    }

    // MARK: Display

    /// Whether the app was started in a desktop session (`WAYLAND_DISPLAY` or `DISPLAY` set), where `auto` opens a
    /// window and the seat and the console belong to the session.
    private static func inDesktopSession(_ environment: [String: String]) -> Bool {
        ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    private static func offscreenDisplay(_ config: Configuration, loop: MainLoop) -> OffscreenDisplay {
        OffscreenDisplay(size: config.offscreenSize, rotation: config.rotation(ofOutput: "OFFSCREEN-1", isMain: true), loop: loop)
    }

    private static func openWindow(_ config: Configuration, loop: MainLoop) throws(WindowError) -> WindowDisplay {
        try WindowDisplay(
            size: config.offscreenSize, rotation: config.rotation(ofOutput: "WINDOW-1", isMain: true),
            title: ProcessInfo.processInfo.processName, loop: loop)
    }

    /// `touchPanel`: the connector a touchscreen is on, the main screen's when no `FRAMEKIT_DRM_CONNECTOR` names one
    /// (the operator's touch panel, not the customer's).
    private static func openDisplay(
        _ config: Configuration, desktop: Bool, loop: MainLoop, seat: SeatSession?, touchPanel: String?, logger: Logger
    ) throws -> Display {
        switch config.display {
        case .window: try openWindow(config, loop: loop)
        case .fbdev: try FramebufferDevice(configuration: config, loop: loop)
        case .drm: try waitForDRMDisplay(config, loop: loop, seat: seat, touchPanel: touchPanel, logger: logger)
        case .offscreen: offscreenDisplay(config, loop: loop)
        case .auto: automaticDisplay(config, desktop: desktop, loop: loop, seat: seat, touchPanel: touchPanel, logger: logger)
        }
    }

    /// `FRAMEKIT_DISPLAY=auto`: in a desktop session a window (the desktop preview), else DRM when a card has a
    /// connected display and FrameKit may drive it (on a desktop another program is DRM master), else /dev/fb0, else
    /// the offscreen display; each step down is logged with its reason.
    private static func automaticDisplay(
        _ config: Configuration, desktop: Bool, loop: MainLoop, seat: SeatSession?, touchPanel: String?, logger: Logger
    ) -> Display {
        var reasons: [String] = []
        if desktop {
            do { return try openWindow(config, loop: loop) } catch { reasons.append("window: \(error)") }
        }
        do { return try DRMDisplay(configuration: config, loop: loop, seat: seat, preferring: touchPanel) } catch {
            reasons.append("DRM: \(error)")
        }
        if FileManager.default.fileExists(atPath: "/dev/fb0") {
            do {
                let display = try FramebufferDevice(configuration: config, loop: loop)
                logger.notice("\(reasons.joined(separator: "; ")); using \(display.name)")
                return display
            } catch {
                reasons.append("\(error)")
            }
        } else {
            reasons.append("no framebuffer device")
        }
        let display = offscreenDisplay(config, loop: loop)
        logger.warning("\(reasons.joined(separator: "; ")); using the \(display.name) display")
        return display
    }

    /// `FRAMEKIT_DISPLAY=drm`: a kiosk that boots before its GPU driver binds, or with the screen unplugged, waits for
    /// a display instead of failing, and says so once; errors that waiting cannot fix (another master, lasting
    /// permission errors) stop start-up. A card that has just appeared is root-only until udev applies its group, so
    /// permission errors get a few seconds' grace after waiting.
    private static func waitForDRMDisplay(
        _ config: Configuration, loop: MainLoop, seat: SeatSession?, touchPanel: String?, logger: Logger
    )
        throws -> Display
    {
        var waited = false
        var permissionGrace = 20
        while true {
            do {
                return try DRMDisplay(configuration: config, loop: loop, seat: seat, preferring: touchPanel)
            } catch {
                if case .cannotOpen(_, let code) = error, code == EACCES || code == EPERM, waited, permissionGrace > 0 {
                    permissionGrace -= 1
                } else {
                    guard error.isWaitingForHardware else { throw error }
                    if !waited { logger.notice("waiting for a display: \(error)") }
                    waited = true
                }
                usleep(500_000)
            }
        }
    }

    /// Every other panel connected to the main DRM display's card (a Raspberry Pi's second HDMI port) or to another
    /// card (a USB display adapter) becomes a display of its own, now and whenever one is plugged in; one unplugged
    /// (or whose card went) is reported and given back. Offscreen and in the desktop preview, further
    /// `FRAMEKIT_OFFSCREEN_SIZE` sizes are second panels tried without one.
    private func followOtherDisplays(_ handlers: Handlers) {
        if offscreen != nil || display is WindowDisplay {
            for (index, size) in configuration.otherOffscreenSizes.enumerated() {
                do {
                    try addSizedDisplay(number: index + 2, size: size, handlers)
                } catch {
                    logger.error("screen \(index + 2) of FRAMEKIT_OFFSCREEN_SIZE cannot be shown: \(error)")
                }
            }
        }
        guard let main = display as? DRMDisplay else { return }
        main.connectorsChangedOnCard = { [weak self] in self?.joinConnectedPanels(onCardOf: main, handlers) }
        joinConnectedPanels(onCardOf: main, handlers)
        followOtherCards(besides: main, handlers)
    }

    /// Other cards' panels now, and again whenever a card or a connector of one changes.
    private func followOtherCards(besides main: DRMDisplay, _ handlers: Handlers) {
        let mainCard = URL(fileURLWithPath: main.cardPath).lastPathComponent
        lookForOtherCards(besides: main, handlers)
        do {
            otherCards = try UdevMonitor(subsystem: "drm") { [weak self] event in
                // Cards ("card1") and their connectors ("card1-HDMI-A-1"); render nodes have no panels.
                guard let card = event.sysname.split(separator: "-").first, card.hasPrefix("card"), card != mainCard
                else { return }
                self?.lookForOtherCards(besides: main, handlers)
            }
        } catch {
            logger.warning("\(error); panels on other cards than \(mainCard) are not followed")
        }
    }

    /// The `number`th screen, of `size`: offscreen, or in the desktop preview another window, whose mouse is that
    /// screen's finger and Control-R its rotate key (other keys go to the main screen, as a second panel's
    /// touchscreen has none), and whose closing unplugs its screen.
    private func addSizedDisplay(number: Int, size: PixelSize, _ handlers: Handlers) throws(WindowError) {
        guard let main = display as? WindowDisplay else {
            let other = OffscreenDisplay(
                size: size, rotation: configuration.rotation(ofOutput: "OFFSCREEN-\(number)", isMain: false),
                number: number, loop: loop)
            otherDisplays.append(other)
            return handlers.displayConnected(other)
        }
        let window = try WindowDisplay(
            size: size, rotation: configuration.rotation(ofOutput: "WINDOW-\(number)", isMain: false),
            title: ProcessInfo.processInfo.processName, number: number,
            beside: otherDisplays.last as? WindowDisplay ?? main, loop: loop)
        window.closeHandler = { [weak self, unowned window] in self?.unplug(window, handlers) }
        otherDisplays.append(window)
        handlers.displayConnected(window)
        guard input != nil else { return }
        // After the screen is there: the window's mouse is announced to it.
        otherWindowInputs[ObjectIdentifier(window)] = WindowInput(display: window, loop: loop) { event in
            if case .key(let code, _, _) = event, code != KeyCodes.rotateDisplay {
                handlers.input(event)
            } else {
                handlers.inputOnOtherDisplay(event, window)
            }
        }
    }

    /// A panel beside the main one is gone: its screen hears first, then the hardware is given back.
    private func unplug(_ gone: Display, _ handlers: Handlers) {
        otherDisplays.removeAll { $0 === gone }
        logger.notice("\(gone.name) was unplugged: its screen is gone")
        handlers.displayDisconnected(gone)
        otherWindowInputs.removeValue(forKey: ObjectIdentifier(gone))?.close()
        gone.restore()
    }

    /// The backlight of `display`: the main panel's `backlight`; another panel's own (a DSI panel's beside an HDMI
    /// one), if the kernel links one to its connector and it is not the main one's.
    public func backlight(for display: Display) -> Backlight? {
        if display === self.display { return backlight }
        guard let drm = display as? DRMDisplay, let own = SysfsBacklight.attached(to: drm.sysfsConnectorName),
            own.path != (backlight as? SysfsBacklight)?.path
        else { return nil }
        return own
    }

    /// The other panel a touchscreen is on: the one `FRAMEKIT_TOUCH_OUTPUT` names for it, else the one udev's
    /// `WL_OUTPUT` names; nil for the main panel (also when the named one is not connected).
    func otherDisplay(forTouchscreen device: InputDevice) -> Display? {
        let output = outputName(ofTouchscreen: device)
        return otherDisplays.first { $0.outputName == output }
    }

    /// The output a touchscreen is on: the one `FRAMEKIT_TOUCH_OUTPUT` names for it, else the one udev's `WL_OUTPUT`
    /// names, else the main panel's.
    private func outputName(ofTouchscreen device: InputDevice) -> String {
        configuration.touchOutput(forDeviceNamed: device.name, node: device.id) ?? device.output ?? display.outputName
    }

    /// `anchor`'s card after its connectors changed: its displays unplugged go, its newly connected panels join.
    private func joinConnectedPanels(onCardOf anchor: DRMDisplay, _ handlers: Handlers) {
        let others = otherDisplays.compactMap { $0 as? DRMDisplay }.filter { $0 !== anchor && $0.cardPath == anchor.cardPath }
        for gone in others where gone.isUnplugged { unplug(gone, handlers) }
        for connector in DRMDisplay.unclaimedConnectors(besides: anchor, driving: others.filter { !$0.isUnplugged }) {
            do {
                adopt(try DRMDisplay(sharing: anchor, connector: connector, configuration: configuration), handlers)
            } catch {
                logger.error("\(connector.name) is connected but cannot be driven: \(error)")
            }
        }
    }

    /// The cards besides the main one: displays whose card or panel went are unplugged; a card with displays
    /// takes its newly connected panels; a card without opens for its connected ones.
    private func lookForOtherCards(besides main: DRMDisplay, _ handlers: Handlers) {
        let onOtherCards = otherDisplays.compactMap { $0 as? DRMDisplay }.filter { $0.cardPath != main.cardPath }
        for display in onOtherCards { _ = display.connectorsChanged() }
        for gone in onOtherCards where gone.isUnplugged { unplug(gone, handlers) }
        let driving = onOtherCards.filter { !$0.isUnplugged }
        for path in DRMDisplay.cardPaths() where path != main.cardPath {
            if let anchor = driving.first(where: { $0.cardPath == path }) {
                joinConnectedPanels(onCardOf: anchor, handlers)
                continue
            }
            do {
                for added in try DRMDisplay.open(otherCard: path, configuration: configuration, loop: loop, seat: seat) {
                    adopt(added, handlers)
                }
            } catch {
                logger.error("\(path) has a panel connected but cannot drive it: \(error)")
            }
        }
    }

    private func adopt(_ added: DRMDisplay, _ handlers: Handlers) {
        otherDisplays.append(added)
        logger.notice("another display: \(added.name)")
        handlers.displayConnected(added)
    }

    // MARK: Session

    /// A seat manager's session or, without one, the console's VT switches: away, the display and input are
    /// suspended (DRM without a seat manager lets go of master itself); back, both resume and everything is redrawn.
    private func followSessionSwitches() {
        let away: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            for display in [display] + otherDisplays { display.suspend() }
            input?.suspend()
        }
        let back: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            for display in [display] + otherDisplays { display.resume() }
            input?.resume()
        }
        if let seat {
            seat.onDisable = [away]
            seat.onEnable = [back]
        } else {
            console?.handleSwitches(release: away, acquire: back)
        }
    }

    // MARK: Services

    /// libinput on a real display (or when asked for), the window's mouse and keyboard in the desktop preview; with
    /// the configured keymap.
    private func startInput(_ handler: @escaping @MainActor (InputEvent) -> Void) throws {
        let config = configuration
        let wanted = config.input == .libinput || (config.input == .auto && offscreen == nil)
        guard wanted else {
            return logger.info("input: none (FRAMEKIT_INPUT=\(config.input.rawValue) on \(display.name))")
        }
        keymap = try Keymap(layout: config.xkbLayout, variant: config.xkbVariant, options: config.xkbOptions)
        if let window = display as? WindowDisplay {
            input = WindowInput(display: window, loop: loop, handler: handler)
            return
        }
        do {
            input = try LibinputSource(
                seat: LibinputSource.seatName(configured: config.seat, environment: environment),
                nativeSize: display.nativeSize,
                calibration: { [weak self] device in self.flatMap { $0.configuration.touchCalibration(ofOutput: $0.outputName(ofTouchscreen: device)) } },
                session: seat
            ) { event in handler(event) }
        } catch {
            logger.error("no input: \(error)")
        }
    }

    /// systemd's notification channel (`Type=notify`), its watchdog fed from the main loop.
    private func startServiceManager() -> ServiceManager? {
        do {
            guard let manager = try ServiceManager(environment: environment) else { return nil }
            if let interval = manager.watchdogInterval { feedWatchdog(manager, every: interval) }
            return manager
        } catch {
            logger.error("\(error); not notifying systemd")
            return nil
        }
    }

    /// Pings the watchdog from a main-loop timer, so a wedged main loop is what trips it.
    private func feedWatchdog(_ manager: ServiceManager, every interval: TimeInterval) {
        manager.watchdogPing()
        loop.schedule(at: loop.now.adding(seconds: interval)) { [weak self] in
            self?.feedWatchdog(manager, every: interval)
        }
    }

    /// Watches the best memory-pressure source this system has, trying the next when one cannot be armed (down to
    /// sampling MemAvailable); each warning reaches the handler on the main queue.
    private func startMemoryPressureMonitor(_ handler: @escaping @MainActor (String) -> Void) -> MemoryPressureMonitor? {
        let sources: [MemoryPressureSource]
        do {
            sources = try MemoryPressureSource.candidates(environment: environment)
        } catch {
            logger.error("\(error); ignoring systemd's memory pressure settings")
            sources = (try? MemoryPressureSource.candidates(environment: [:])) ?? []
        }
        for source in sources {
            let monitor = MemoryPressureMonitor(source: source) { reading in
                MainActor.assumeIsolated { handler(reading.description) }
            }
            do {
                try monitor.start()
                return monitor
            } catch {
                logger.warning("\(error); trying the next memory-pressure source")
            }
        }
        return nil
    }

    /// The control socket `framekit ctl` talks to, when a path is configured or a runtime directory exists.
    private func startControlServer(
        _ handler: @escaping @MainActor (ControlRequest) throws(ControlRequestError) -> String
    ) -> ControlServer? {
        guard let path = ControlServer.defaultPath(configured: configuration.controlSocket, environment: environment)
        else {
            logger.debug("no control socket: set FRAMEKIT_CONTROL_SOCKET, RUNTIME_DIRECTORY or XDG_RUNTIME_DIR")
            return nil
        }
        do {
            return try ControlServer(
                path: path, allowedUsers: ControlServer.allowedUsers(configuration.controlAccess, environment: environment),
                handler: handler)
        } catch {
            logger.error("\(error)")
            return nil
        }
    }
}
