import Foundation
import FrameKitEmbedded
import FrameKitLinux
import Logging

/// Starts the app: reads the `FRAMEKIT_*` configuration, builds the board's `LinuxPlatform` (the seat, the display —
/// DRM, fbdev or offscreen; on a real display the console goes to graphics mode — input, systemd notification, the
/// memory-pressure monitor and the control socket), creates the delegate, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the main queue forever. SIGTERM, SIGINT and SIGHUP end
/// the app through `applicationWillTerminate`, giving back the display and the console. On the offscreen display
/// outside tests, the first idle frame is written to a PNG (`FRAMEKIT_OFFSCREEN_PNG`, default
/// `./framekit-offscreen.png`) and the app exits, since nothing could look at it or touch it — unless
/// `FRAMEKIT_OFFSCREEN_EXIT=never` says something will, through the control socket.
@MainActor
public func UIApplicationMain<Delegate: UIApplicationDelegate>(
    delegateClass: Delegate.Type, configuration: Configuration? = nil
) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let failedStarts = FailedStarts(environment: environment)
    let config: Configuration
    do {
        config = try configuration ?? Configuration(environment: environment)
    } catch {
        cannotStart(error, failedStarts: failedStarts, environment: environment)
    }
    FrameKitLogHandler.bootstrap(level: config.logLevel, environment: environment)
    let logger = Logger(label: "framekit.app")
    // fontconfig's configuration (milliseconds of XML) loads before the display opens: from then on the console is
    // gone, and the screen stays blank until the first frame.
    UIFont.startLoadingFonts()
    let loop = DispatchMainLoop()
    let app = UIApplication.shared
    let platform: LinuxPlatform
    do {
        platform = try LinuxPlatform(configuration: config, environment: environment, loop: loop)
    } catch {
        cannotStart(error, failedStarts: failedStarts, environment: nil)
    }
    app.platform = platform
    app.contentSizeCategory = UIContentSizeCategory(config.contentSize)
    app.preferredUserInterfaceStyle = UIUserInterfaceStyle(config.appearance)
    UIImagePickerController.photoLibraryDirectory = config.photosDirectory
    UIAccessibility.isReduceMotionEnabled = config.reduceMotion
    app.urlOpeningCommand = config.openURLCommand
    app.preferredLanguages = config.languages
    let screen = UIScreen(display: platform.display, loop: loop)
    screen.application = app
    UIScreen.main = screen
    app.supportedInterfaceOrientations = screen.orientations(of: config.allowedRotations)
    let delegate = Delegate()
    app.delegate = delegate
    do {
        try platform.start(
            LinuxPlatform.Handlers(
                input: { [unowned screen] event in screen.handle(event) },
                memoryWarning: { reason in app.receiveMemoryWarning(reason: reason) },
                controlRequest: { request throws(ControlRequestError) in try app.handleControlRequest(request) },
                terminate: { _ in app.terminate(status: 0) },
                displayConnected: { display in connectScreen(on: display, configuration: config, platform: platform) },
                displayDisconnected: { display in
                    if let screen = UIScreen.externalScreens.first(where: { $0.display === display }) { app.disconnect(screen) }
                },
                inputOnOtherDisplay: { event, display in
                    UIScreen.externalScreens.first { $0.display === display }?.handle(event)
                }))
    } catch {
        cannotStart(error, failedStarts: failedStarts, environment: nil)
    }
    screen.backlight = platform.backlight
    screen.setIdleTimeouts(dim: config.idleDim, blank: config.idleBlank)
    screen.keyTranslator = platform.keymap
    screen.inputRouter.keyboard.keyRepeat = config.keyRepeat
    var launched = false
    screen.addFlipObserver {
        platform.frameReachedScreen()
        if launched { failedStarts.succeeded() }
    }
    if platform.offscreen != nil, config.offscreenExit == .idle {
        writeFrameWhenIdle(on: screen, path: config.offscreenPNGPath ?? "framekit-offscreen.png", logger: logger)
    }
    if failedStarts.delay > 0 { logger.warning("\(failedStarts.summary)") }
    let notice = showRestartNotice(failedStarts, on: screen)
    let launch = { @MainActor in
        notice?.isHidden = true
        launched = true
        app.launch(on: screen)
    }
    if failedStarts.delay > 0 {
        DispatchQueue.main.asyncAfter(deadline: .now() + failedStarts.delay) { MainActor.assumeIsolated(launch) }
    } else {
        loop.post(launch)
    }
    runMainRunLoop()
}

/// A panel besides the main one becomes a screen of the app: it mirrors the main one (unless `FRAMEKIT_MIRROR=off`)
/// until the app shows a window there, and a scene-based app gets its scene (at launch, for a panel there at start).
@MainActor
private func connectScreen(on display: Display, configuration: Configuration, platform: LinuxPlatform) {
    let screen = UIScreen(display: display, loop: platform.loop)
    screen.keyTranslator = platform.keymap
    screen.backlight = platform.backlight(for: display)
    UIApplication.shared.connect(screen, mirrorsMainScreen: configuration.mirror == .auto)
}

/// After starts that failed in a row, a window saying the kiosk is restarting, shown until the app starts again.
@MainActor
private func showRestartNotice(_ failedStarts: FailedStarts, on screen: UIScreen) -> UIWindow? {
    guard failedStarts.delay > 0 else { return nil }
    let window = UIWindow(screen: screen)
    window.rootViewController = RestartNoticeViewController(failedStarts: failedStarts.previous, nextTry: failedStarts.delay)
    window.isHidden = false
    return window
}

/// Runs the main thread's run loop for ever: it drains the main queue (FrameKit's loop) and fires Foundation's
/// timers, which iOS code schedules on it (`Timer.scheduledTimer`) and which `dispatchMain()` would never run. It
/// sleeps while nothing is due.
private func runMainRunLoop() -> Never {
    while RunLoop.main.run(mode: .default, before: .distantFuture) {}
    // No input source left (not seen: the main queue is one): the queue alone keeps the app going.
    dispatchMain()
}

/// A setting or a device the app cannot start without: the reason on standard error, exit status 2. After starts
/// that failed in a row, the exit waits (systemd restarts the app at once otherwise): with the restart notice on the
/// screen when `environment` is given and a display opens with the default settings, else on a dark one.
@MainActor
private func cannotStart(_ error: Error, failedStarts: FailedStarts, environment: [String: String]?) -> Never {
    FileHandle.standardError.write(Data("FrameKit: cannot start: \(error)\n".utf8))
    guard failedStarts.delay > 0 else { exit(2) }
    FileHandle.standardError.write(Data("FrameKit: \(failedStarts.summary)\n".utf8))
    let platform = environment.flatMap {
        try? LinuxPlatform(configuration: Configuration(), environment: $0, loop: DispatchMainLoop())
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + failedStarts.delay) {
        MainActor.assumeIsolated { platform?.shutDown() }
        exit(2)
    }
    if let platform {
        let screen = UIScreen(display: platform.display, loop: platform.loop)
        UIScreen.main = screen
        try? platform.start(
            LinuxPlatform.Handlers(
                input: { [unowned screen] event in screen.handle(event) }, memoryWarning: { _ in },
                controlRequest: { request throws(ControlRequestError) in try UIApplication.shared.handleControlRequest(request) },
                terminate: { _ in
                    platform.shutDown()
                    exit(2)
                }))
        screen.addFlipObserver { platform.frameReachedScreen() }
        _ = showRestartNotice(failedStarts, on: screen)
    }
    runMainRunLoop()
}

@MainActor
private func writeFrameWhenIdle(on screen: UIScreen, path: String, logger: Logger) {
    // After each flip, and when frames stop: the last frame may show nothing new (spare-time work laid out hidden
    // cells), so there is no flip after it. A frame presented but not yet flipped is waited for: until its vsync the
    // front buffer is the frame before it, and its flip checks again. Every screen is written (the second as
    // NAME-2.png beside NAME.png) once all of them are idle.
    let check = { @MainActor in
        screen.loop.post {
            let app = UIApplication.shared
            let screens = UIScreen.screens
            guard app.exitsWhenIdleOnOffscreenDisplay, screens.allSatisfy({ $0.isIdle }) else { return }
            let displays = screens.compactMap { $0.display as? OffscreenDisplay }
            guard displays.count == screens.count, !displays.contains(where: \.isFlipPending) else { return }
            do {
                for (index, offscreen) in displays.enumerated() {
                    guard let frame = offscreen.frontBuffer else { return }
                    let url = URL(fileURLWithPath: index == 0 ? path : numbered(path, index + 1))
                    try frame.rotated(quarterTurns: -offscreen.frameRotation.quarterTurns).writePNG(to: url)
                    print("FrameKit: offscreen frame written to \(url.standardizedFileURL.path)")
                }
                app.terminate(status: 0)
            } catch {
                logger.error("\(error)")
                app.terminate(status: 1)
            }
        }
    }
    for each in UIScreen.screens {
        each.addFlipObserver(check)
        each.pipeline.addIdleObserver(check)
    }
}

/// `frame.png` → `frame-2.png`: where the offscreen frame of the screen numbered `number` goes.
private func numbered(_ path: String, _ number: Int) -> String {
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension
    let base = url.deletingPathExtension().path
    return ext.isEmpty ? "\(base)-\(number)" : "\(base)-\(number).\(ext)"
}
