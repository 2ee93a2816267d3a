import Foundation
import Logging

/// Starts the app: reads the `FRAMEKIT_*` configuration, takes the seat through the seat manager when it runs in a
/// session, opens the display (DRM, fbdev or offscreen; on a real display the console goes to graphics mode), starts
/// input, systemd notification, the memory-pressure monitor and the control socket, creates the delegate, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the main queue forever. SIGTERM, SIGINT and SIGHUP end the app through `applicationWillTerminate`, giving back the display
/// and the console. On the offscreen display outside tests, the first idle frame is written to a PNG
/// (`FRAMEKIT_OFFSCREEN_PNG`, default `./framekit-offscreen.png`) and the app exits, since nothing could look at it
/// or touch it.
@MainActor
public func UIApplicationMain<Delegate: UIApplicationDelegate>(
    delegateClass: Delegate.Type, configuration: Configuration? = nil
) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let config: Configuration
    do {
        config = try configuration ?? Configuration(environment: environment)
    } catch {
        FileHandle.standardError.write(Data("FrameKit: cannot start: \(error)\n".utf8))
        exit(2)
    }
    FrameKitLogHandler.bootstrap(level: config.logLevel, environment: environment)
    let logger = Logger(label: "framekit.app")
    // fontconfig's configuration (milliseconds of XML) loads before the display opens: from then on the console is
    // gone, and the screen stays blank until the first frame.
    UIFont.startLoadingFonts()
    let loop = DispatchMainLoop()
    let app = UIApplication.shared
    // In a logind or seatd session the seat manager hands out the DRM and input devices; otherwise they are opened
    // directly (the kiosk unit's groups).
    if config.display == .drm || config.display == .auto { app.seatSession = SeatSession.open() }
    let display: Display
    do {
        display = try openDisplay(config, loop: loop, seat: app.seatSession, logger: logger)
    } catch {
        FileHandle.standardError.write(Data("FrameKit: cannot start: \(error)\n".utf8))
        exit(2)
    }
    UIScreen.main = UIScreen(display: display, loop: loop)
    if !(display is OffscreenDisplay) { app.virtualTerminal = VirtualTerminal() }
    app.supportedInterfaceOrientations = UIScreen.main.orientations(of: config.allowedRotations)
    let delegate = Delegate()
    app.delegate = delegate
    let signals = SignalWatcher { signal in
        logger.notice("received signal \(signal); terminating")
        app.terminate(status: 0)
    }
    app.serviceManager = startServiceManager(environment: environment, logger: logger)
    app.memoryPressureMonitor = startMemoryPressureMonitor(environment: environment, logger: logger)
    app.controlServer = startControlServer(config: config, environment: environment, logger: logger)
    app.inputSource = startInput(config, environment: environment, screen: UIScreen.main, logger: logger)
    followSeat(app, display: display)
    followConsoleSwitches(app, display: display)
    if let offscreen = display as? OffscreenDisplay {
        writeFrameWhenIdle(offscreen, path: config.offscreenPNGPath ?? "framekit-offscreen.png", logger: logger)
    }
    loop.post {
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        app.applicationState = .active
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        withExtendedLifetime(signals) {}
    }
    dispatchMain()
}

@MainActor
private func openDisplay(_ config: Configuration, loop: MainLoop, seat: SeatSession?, logger: Logger) throws -> Display {
    let display: Display
    switch config.display {
    case .fbdev:
        display = try FramebufferDevice(configuration: config, loop: loop)
    case .drm:
        display = try waitForDRMDisplay(config, loop: loop, seat: seat, logger: logger)
    case .offscreen:
        display = OffscreenDisplay(size: config.offscreenSize, rotation: config.rotation, loop: loop)
    case .auto:
        display = automaticDisplay(config, loop: loop, seat: seat, logger: logger)
    }
    print("FrameKit: display is \(display.name)")
    return display
}

/// `FRAMEKIT_DISPLAY=auto`: DRM when a card has a connected display and FrameKit may drive it (on a desktop another
/// program is DRM master), else /dev/fb0, else the offscreen display; each step down is logged with its reason.
@MainActor
private func automaticDisplay(_ config: Configuration, loop: MainLoop, seat: SeatSession?, logger: Logger) -> Display {
    var reasons: [String] = []
    do { return try DRMDisplay(configuration: config, loop: loop, seat: seat) } catch { reasons.append("DRM: \(error)") }
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
    let display = OffscreenDisplay(size: config.offscreenSize, rotation: config.rotation, loop: loop)
    logger.warning("\(reasons.joined(separator: "; ")); using the \(display.name) display")
    return display
}

/// `FRAMEKIT_DISPLAY=drm`: a kiosk that boots before its GPU driver binds, or with the screen unplugged, waits for a
/// display instead of failing, and says so once; errors that waiting cannot fix (another master, lasting permission
/// errors) stop start-up. A card that has just appeared is root-only until udev applies its group, so permission
/// errors get a few seconds' grace after waiting.
@MainActor
private func waitForDRMDisplay(_ config: Configuration, loop: MainLoop, seat: SeatSession?, logger: Logger) throws
    -> Display
{
    var waited = false
    var permissionGrace = 20
    while true {
        do {
            return try DRMDisplay(configuration: config, loop: loop, seat: seat)
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

/// A VT switch away stops frames and suspends input; coming back sets the mode again, redraws and resumes input.
@MainActor
private func followSeat(_ app: UIApplication, display: Display) {
    guard let seat = app.seatSession else { return }
    let drm = display as? DRMDisplay
    seat.onDisable = [{ drm?.suspend() }, { app.inputSource?.suspend() }]
    seat.onEnable = [{ drm?.resume() }, { app.inputSource?.resume() }]
}

/// Without a seat manager the app follows VT switches on its console itself: away, the display stops (DRM lets go
/// of master) and input is suspended; back, both return and everything is redrawn.
@MainActor
private func followConsoleSwitches(_ app: UIApplication, display: Display) {
    guard app.seatSession == nil, let console = app.virtualTerminal else { return }
    let drm = display as? DRMDisplay, framebuffer = display as? FramebufferDevice
    console.handleSwitches(
        release: {
            drm?.releaseForVTSwitch()
            framebuffer?.suspend()
            app.inputSource?.suspend()
        },
        acquire: {
            drm?.reacquireAfterVTSwitch()
            framebuffer?.resume()
            app.inputSource?.resume()
        })
}

/// libinput on a real display (or when asked for), with the configured keymap and key repeat. A keymap that
/// cannot be made stops the app like any other bad setting; input that cannot start leaves the app running
/// without it, saying why.
@MainActor
private func startInput(
    _ config: Configuration, environment: [String: String], screen: UIScreen, logger: Logger
) -> LibinputSource? {
    let wanted = config.input == .libinput || (config.input == .auto && !(screen.display is OffscreenDisplay))
    guard wanted else {
        logger.info("input: none (FRAMEKIT_INPUT=\(config.input.rawValue) on \(screen.display.name))")
        return nil
    }
    let keyboard = screen.inputRouter.keyboard
    do {
        keyboard.keymap = try Keymap(layout: config.xkbLayout, variant: config.xkbVariant, options: config.xkbOptions)
    } catch {
        FileHandle.standardError.write(Data("FrameKit: cannot start: \(error)\n".utf8))
        exit(2)
    }
    keyboard.keyRepeat = config.keyRepeat
    do {
        return try LibinputSource(
            seat: LibinputSource.seatName(configured: config.seat, environment: environment),
            nativeSize: screen.display.nativeSize, calibration: config.touchCalibration,
            session: UIApplication.shared.seatSession
        ) { [unowned screen] event in screen.handle(event) }
    } catch {
        logger.error("no input: \(error)")
        return nil
    }
}

/// Tells systemd (`Type=notify`) when the first frame is on screen and keeps its watchdog fed from the main loop.
@MainActor
private func startServiceManager(environment: [String: String], logger: Logger) -> ServiceManager? {
    let manager: ServiceManager
    do {
        guard let made = try ServiceManager(environment: environment) else { return nil }
        manager = made
    } catch {
        logger.error("\(error); not notifying systemd")
        return nil
    }
    let screen = UIScreen.main
    var announced = false
    screen.addFlipObserver {
        guard !announced else { return }
        announced = true
        manager.ready(status: "showing on \(screen.display.name)")
    }
    if let interval = manager.watchdogInterval { feedWatchdog(manager, every: interval, loop: screen.loop) }
    return manager
}

/// Watches the best memory-pressure source this system has, trying the next when one cannot be armed (down to
/// sampling MemAvailable); each warning runs the app's memory-warning path on the main queue.
@MainActor
private func startMemoryPressureMonitor(environment: [String: String], logger: Logger) -> MemoryPressureMonitor? {
    let sources: [MemoryPressureSource]
    do {
        sources = try MemoryPressureSource.candidates(environment: environment)
    } catch {
        logger.error("\(error); ignoring systemd's memory pressure settings")
        sources = (try? MemoryPressureSource.candidates(environment: [:])) ?? []
    }
    for source in sources {
        let monitor = MemoryPressureMonitor(source: source) { reading in
            MainActor.assumeIsolated { UIApplication.shared.receiveMemoryWarning(reason: reading.description) }
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

/// Opens the control socket `framekit ctl` talks to, when a path is configured or a runtime directory exists.
@MainActor
private func startControlServer(config: Configuration, environment: [String: String], logger: Logger) -> ControlServer? {
    guard let path = ControlServer.defaultPath(configured: config.controlSocket, environment: environment) else {
        logger.debug("no control socket: set FRAMEKIT_CONTROL_SOCKET, RUNTIME_DIRECTORY or XDG_RUNTIME_DIR")
        return nil
    }
    do {
        return try ControlServer(path: path) { request throws(ControlRequestError) in
            try UIApplication.shared.handleControlRequest(request)
        }
    } catch {
        logger.error("\(error)")
        return nil
    }
}

/// Pings the watchdog from a main-loop timer, so a wedged main loop is what trips it.
@MainActor
private func feedWatchdog(_ manager: ServiceManager, every interval: TimeInterval, loop: MainLoop) {
    manager.watchdogPing()
    loop.schedule(at: loop.now.adding(seconds: interval)) { feedWatchdog(manager, every: interval, loop: loop) }
}

@MainActor
private func writeFrameWhenIdle(_ display: OffscreenDisplay, path: String, logger: Logger) {
    UIScreen.main.addFlipObserver {
        UIScreen.main.loop.post {
            guard UIApplication.shared.exitsWhenIdleOnOffscreenDisplay, UIScreen.main.isIdle,
                let frame = display.frontBuffer
            else { return }
            let logical = frame.rotated(quarterTurns: -display.frameRotation.quarterTurns)
            let url = URL(fileURLWithPath: path)
            do {
                try logical.writePNG(to: url)
                print("FrameKit: offscreen frame written to \(url.standardizedFileURL.path)")
                UIApplication.shared.terminate(status: 0)
            } catch {
                logger.error("\(error)")
                UIApplication.shared.terminate(status: 1)
            }
        }
    }
}
