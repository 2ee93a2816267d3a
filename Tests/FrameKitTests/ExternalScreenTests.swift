import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// What the app, its scenes and the screens' observers were told, in order.
@MainActor private var told: [String] = []

private let green = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)

/// A window filling `screen`, shown, as an iOS app without scenes puts one on a screen it was told of.
@MainActor
func shownWindow(on screen: UIScreen, color: UIColor? = .white) -> UIWindow {
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.backgroundColor = color
    window.isHidden = false
    return window
}

/// The operator's panel: a green window, as Xcode's template scene delegate makes one.
private final class OperatorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = green
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The customer-facing screen: a blue window with the order's total, recording what it hears.
private final class CustomerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        told.append("customer.willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .blue
        let total = UILabel()
        total.text = "Total 12.50"
        total.textColor = .white
        total.frame = CGRect(x: 10, y: 10, width: 150, height: 30)
        root.view.addSubview(total)
        window.rootViewController = root
        window.isHidden = false
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { told.append("customer.sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { told.append("customer.sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { told.append("customer.sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { told.append("customer.sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { told.append("customer.sceneDidEnterBackground") }
}

/// An app delegate choosing each screen's scene delegate by the session's role, as iOS apps with a second screen do.
private final class TwoScreenAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let role = connectingSceneSession.role
        told.append("configurationForConnecting(\(role.rawValue))")
        let configuration = UISceneConfiguration(name: nil, sessionRole: role)
        configuration.delegateClass = role == .windowExternalDisplayNonInteractive
            ? CustomerSceneDelegate.self : OperatorSceneDelegate.self
        return configuration
    }
}

@MainActor
@Suite(.serialized) struct ExternalScreenTests {
    /// Hears the screens' and scenes' notifications into `told` while `body` runs.
    private func listening(_ body: () throws -> Void) rethrows {
        let names: [Notification.Name] = [
            UIScreen.didConnectNotification, UIScreen.didDisconnectNotification, UIScene.willConnectNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
            UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { told.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        try body()
    }

    /// Launches `UIApplication.shared` with `delegate` on a 320×240 headless screen; `body` runs, then the app is put
    /// back as it was.
    private func withLaunchedApp(
        _ delegate: UIApplicationDelegate?, _ body: (HeadlessApp, UIApplication) throws -> Void
    ) throws {
        let app = UIApplication.shared
        let (oldDelegate, oldState, oldScenes) = (app.delegate, app.applicationState, app.scenes)
        defer { (app.delegate, app.applicationState, app.scenes) = (oldDelegate, oldState, oldScenes) }
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        headless.window.isHidden = true
        app.delegate = delegate
        app.applicationState = .inactive
        app.scenes = []
        app.launch(on: headless.screen)
        try headless.runUntilIdle()
        told = []
        try body(headless, app)
    }

    private func color(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 { buffer[x, y] & 0x00FF_FFFF }

    @Test func aSceneBasedAppGetsAScenePerScreenInUIKitsOrderAndLosesItWithTheScreen() throws {
        try withLaunchedApp(TwoScreenAppDelegate()) { headless, app in
            try listening {
                let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300), scale: 2)
                try headless.runUntilIdle()
                #expect(told == [
                    "UIScreenDidConnect", "configurationForConnecting(UIWindowSceneSessionRoleExternalDisplayNonInteractive)",
                    "UISceneWillConnect", "customer.willConnect", "customer.sceneWillEnterForeground",
                    "UISceneWillEnterForeground", "customer.sceneDidBecomeActive", "UISceneDidActivate",
                ])
                #expect(UIScreen.screens == [headless.screen, customer] && UIScreen.main === headless.screen)
                let scene = try #require(app.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.screen === customer })
                #expect(app.connectedScenes.count == 2 && scene.session.role == .windowExternalDisplayNonInteractive)
                #expect(scene.activationState == .foregroundActive)
                let window = try #require((scene.delegate as? CustomerSceneDelegate)?.window)
                #expect(customer.bounds.size == CGSize(width: 200, height: 150) && window.frame == customer.bounds)
                #expect(customer.windows == [window] && customer.mirrored == nil, "the app shows its own window there")
                let picture = headless.snapshot(of: customer)
                #expect(picture.width == 400 && color(picture, 390, 290) == 0x0000FF, "drawn at the screen's scale of 2")
                #expect(headless.pixel(x: 160, y: 120) == 0x008000, "the operator's panel keeps its own picture")

                told = []
                let framesBefore = headless.screen.renderedFrames
                headless.disconnectScreen(customer)
                try headless.runUntilIdle()
                #expect(told == [
                    "customer.sceneWillResignActive", "UISceneWillDeactivate", "customer.sceneDidEnterBackground",
                    "UISceneDidEnterBackground", "customer.sceneDidDisconnect", "UISceneDidDisconnect",
                    "UIScreenDidDisconnect",
                ])
                #expect(UIScreen.screens == [headless.screen] && app.connectedScenes.count == 1)
                #expect(scene.activationState == .unattached && scene.session.scene == nil && customer.windows.isEmpty)
                #expect(headless.screen.renderedFrames == framesBefore, "unplugging the second screen redraws nothing on the first")
                #expect(headless.pixel(x: 160, y: 120) == 0x008000)
            }
        }
    }

    @Test func aScreenConnectedBeforeLaunchGetsItsSceneAfterTheMainOne() throws {
        let app = UIApplication.shared
        let (oldDelegate, oldState, oldScenes) = (app.delegate, app.applicationState, app.scenes)
        defer { (app.delegate, app.applicationState, app.scenes) = (oldDelegate, oldState, oldScenes) }
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        app.delegate = TwoScreenAppDelegate()
        app.applicationState = .inactive
        app.scenes = []
        told = []
        try listening {
            let customer = headless.connectScreen(size: PixelSize(width: 200, height: 150))
            app.launch(on: headless.screen)
            try headless.runUntilIdle()
            #expect(told == [
                "UIScreenDidConnect", "configurationForConnecting(UIWindowSceneSessionRoleApplication)", "UISceneWillConnect",
                "UISceneWillEnterForeground",
                "configurationForConnecting(UIWindowSceneSessionRoleExternalDisplayNonInteractive)", "UISceneWillConnect",
                "customer.willConnect", "customer.sceneWillEnterForeground", "UISceneWillEnterForeground",
                "UISceneDidActivate", "customer.sceneDidBecomeActive", "UISceneDidActivate",
            ])
            #expect(color(headless.snapshot(of: customer), 100, 100) == 0x0000FF)
        }
    }

    @Test func anAppWithoutScenesPutsAWindowOnTheScreenItIsToldOfAndTheScreenMirrorsWithoutIt() throws {
        try withLaunchedApp(nil) { headless, _ in
            // The operator's panel: red on the left half, blue on the right.
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
            left.backgroundColor = .red
            headless.window.backgroundColor = .blue
            headless.window.addSubview(left)
            headless.window.isHidden = false
            try headless.runUntilIdle()

            // An iOS app without scenes: a window for each screen it hears of.
            var customerWindow: UIWindow?
            let observer = NotificationCenter.default.addObserver(
                forName: UIScreen.didConnectNotification, object: nil, queue: nil
            ) { note in
                let connected = note.object as? UIScreen
                MainActor.assumeIsolated {
                    guard let screen = connected else { return }
                    let window = UIWindow(frame: screen.bounds)
                    window.screen = screen
                    window.backgroundColor = green
                    window.isHidden = false
                    customerWindow = window
                }
            }
            let customer = headless.connectScreen(size: PixelSize(width: 640, height: 240))
            NotificationCenter.default.removeObserver(observer)
            try headless.runUntilIdle()
            let window = try #require(customerWindow)
            #expect(window.screen === customer && customer.windows == [window] && !headless.screen.windows.contains(window))
            #expect(customer.mirrored == nil && color(headless.snapshot(of: customer), 320, 120) == 0x008000)
            let ownFrames = customer.renderedFrames
            left.backgroundColor = .yellow
            try headless.runUntilIdle()
            #expect(customer.renderedFrames == ownFrames, "a screen showing its own window draws nothing for the other's change")

            // The window goes: the screen mirrors the main one, fitted (4:3 in 8:3: black bars left and right).
            window.isHidden = true
            try headless.runUntilIdle()
            #expect(customer.mirrored === headless.screen)
            var picture = headless.snapshot(of: customer)
            #expect(color(picture, 100, 120) == 0 && color(picture, 540, 120) == 0, "the bars are black")
            #expect(color(picture, 200, 120) == 0xFFFF00 && color(picture, 440, 120) == 0x0000FF, "the main screen's picture, scaled")

            // Only what changed is copied.
            left.backgroundColor = .red
            let small = UIView(frame: CGRect(x: 200, y: 100, width: 20, height: 20))
            small.backgroundColor = .white
            try headless.runUntilIdle()
            headless.window.addSubview(small)
            try headless.runUntilIdle()
            picture = headless.snapshot(of: customer)
            #expect(color(picture, 370, 110) == 0xFFFFFF && color(picture, 200, 120) == 0xFF0000)
            let damaged = customer.lastFrameStatistics.damagedPixels
            #expect(damaged > 400 && damaged < 40 * 40, "the mirror recomposed the small view's square, not the screen: \(damaged) pixels")
        }
    }

    @Test func theMirrorShowsTheMainScreenUprightWhateverEitherScreensTurn() throws {
        // A portrait UI on a landscape panel turned a quarter, mirrored to a landscape screen itself turned half.
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240), rotation: .degrees90)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        top.backgroundColor = .red
        headless.window.addSubview(top)
        let customer = headless.connectScreen(size: PixelSize(width: 640, height: 480), rotation: .degrees180)
        try headless.runUntilIdle()
        #expect(customer.mirrored === headless.screen && UIScreen.screens == [headless.screen, customer])
        // 240×320 fitted into 640×480: 1.5 times, 360×480 from x = 140.
        let picture = headless.snapshot(of: customer)
        #expect(color(picture, 320, 100) == 0xFF0000 && color(picture, 320, 400) == 0xFFFFFF, "red above white, upright")
        #expect(color(picture, 150, 10) == 0xFF0000 && color(picture, 490, 470) == 0xFFFFFF, "corners of the fitted picture")
        #expect(color(picture, 130, 240) == 0 && color(picture, 510, 240) == 0, "black bars beside it")
        headless.disconnectScreen(customer)
        #expect(customer.mirrored == nil && headless.screen.mirrors.isEmpty)
    }

    @Test func oneScreenAnimatingRunsNoFrameOnTheOther() throws {
        try withLaunchedApp(TwoScreenAppDelegate()) { headless, app in
            let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300))
            try headless.runUntilIdle()
            let window = try #require(customer.windows.first)
            let spinner = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
            spinner.backgroundColor = .white
            window.rootViewController?.view.addSubview(spinner)
            try headless.runUntilIdle()
            let (main, other) = (headless.screen.renderedFrames, customer.renderedFrames)
            UIView.animate(withDuration: 1) { spinner.center.x = 300 }
            headless.advance(by: 1.2)
            try headless.runUntilIdle()
            #expect(customer.renderedFrames - other >= 55, "the animating screen draws at its own 60 Hz")
            #expect(headless.screen.renderedFrames == main, "the idle screen draws no frame at all")
            #expect(headless.screen.isIdle && customer.isIdle)
        }
    }

    @Test func touchesGoToTheWindowsOfTheScreenTheyAreOn() throws {
        try withLaunchedApp(nil) { headless, _ in
            var tapped: [String] = []
            @MainActor func button(_ name: String, in window: UIWindow) {
                let button = UIButton(type: .system)
                button.setTitle(name, for: .normal)
                button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
                button.addAction(UIAction { _ in tapped.append(name) }, for: .touchUpInside)
                window.addSubview(button)
            }
            headless.window.isHidden = false
            button("operator", in: headless.window)
            let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300), scale: 2)
            let window = shownWindow(on: customer)
            button("customer", in: window)
            try headless.runUntilIdle()
            try headless.tap(at: CGPoint(x: 50, y: 30), on: customer)
            #expect(tapped == ["customer"])
            try headless.tap(at: CGPoint(x: 50, y: 30))
            #expect(tapped == ["customer", "operator"])
        }
    }

    @Test func thePointerCrossesIntoTheScreenBesideAndClicksThere() throws {
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300))
        var tapped: [String] = []
        @MainActor func button(_ name: String, at frame: CGRect, in window: UIWindow) {
            let button = UIButton(type: .system)
            button.frame = frame
            button.addAction(UIAction { _ in tapped.append(name) }, for: .touchUpInside)
            window.addSubview(button)
        }
        button("operator", at: CGRect(x: 240, y: 100, width: 60, height: 60), in: headless.window)
        let window = shownWindow(on: customer)
        button("customer", at: CGRect(x: 200, y: 120, width: 80, height: 60), in: window)
        try headless.runUntilIdle()
        func click() {
            headless.pointerButton(pressed: true)
            headless.pointerButton(pressed: false)
        }
        func move(_ dx: Double, _ dy: Double) { headless.feed(.pointerMotion(dx: dx, dy: dy, time: headless.loop.now)) }

        // From the middle (160, 120), 400 points right: 240 past the edge onto the customer's screen, the height
        // scaled (120 of 240 → 150 of 300).
        move(400, 0)
        #expect(customer.inputRouter.pointerLocation == CGPoint(x: 240, y: 150))
        click()
        try headless.runUntilIdle()
        #expect(tapped == ["customer"], "the click lands on the screen the pointer is on")
        // Back left across the edge: 300 points from x 240 is 60 past it, onto the main screen's right side.
        move(-300, -25)
        #expect(headless.screen.inputRouter.pointerLocation == CGPoint(x: 259, y: 100))
        move(10, 20)
        click()
        try headless.runUntilIdle()
        #expect(tapped == ["customer", "operator"])
        // Past the main screen's left edge there is no screen, nor past the customer's right one: the pointer stops.
        move(-1000, 0)
        #expect(headless.screen.inputRouter.pointerLocation?.x == 0)
        move(2000, 0)
        move(2000, 0)
        #expect(customer.inputRouter.pointerLocation?.x == 399)
    }

    @Test(arguments: [true, false])
    func aWindowMadeOnTheMainScreenAndMovedBeforeItIsShownIsDrawnOnItsNewScreen(mirroring: Bool) throws {
        // As an app without scenes does it for a screen there at launch: UIWindow(frame:) (the main screen's), its
        // screen set, its root controller, shown — while the main screen still has the window queued from its making.
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300), mirrorsMainScreen: mirroring)
        try headless.runUntilIdle()
        let window = UIWindow(frame: customer.bounds)
        window.screen = customer
        let root = UIViewController()
        root.view.backgroundColor = .blue
        window.rootViewController = root
        window.isHidden = false
        try headless.runUntilIdle()
        #expect(color(headless.snapshot(of: customer), 200, 150) == 0x0000FF && customer.mirrored == nil)
        #expect(headless.pixel(x: 160, y: 120) == 0xFFFFFF, "the main screen keeps its own window")
    }

    @Test func aWindowMovedToAScreenOfAnotherScaleIsDrawnAgainThere() throws {
        try withLaunchedApp(nil) { headless, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            square.backgroundColor = .red
            square.layer.cornerRadius = 8
            window.addSubview(square)
            window.isHidden = false
            try headless.runUntilIdle()
            #expect(color(headless.snapshot(), 35, 35) == 0xFF0000)
            let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300), scale: 2, mirrorsMainScreen: false)
            window.screen = customer
            try headless.runUntilIdle()
            #expect(color(headless.snapshot(), 35, 35) == 0, "gone from the first screen")
            let picture = headless.snapshot(of: customer)
            #expect(color(picture, 70, 70) == 0xFF0000 && color(picture, 110, 110) == 0xFF0000 && color(picture, 125, 70) == 0)
        }
    }

    @Test func everyPanelDimsBlanksAndWakesWithTheAppsOneIdleTimer() throws {
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300))
        _ = shownWindow(on: customer)  // the screen keeps it
        try headless.runUntilIdle()
        // Only the clock moves from here: running until idle would run the idle timer's steps too.
        headless.screen.setIdleTimeouts(dim: 10, blank: 20)
        let customerDisplay = try #require(customer.display as? OffscreenDisplay)
        headless.advance(by: 10.5)
        #expect(color(headless.snapshot(of: customer), 200, 150) < 0x808080, "dimmed with the main panel: the veil is over it")
        // A touch on the customer's panel is input to the app: both wake, and the count starts again.
        let touch = customer.nativeLocation(of: CGPoint(x: 200, y: 150))
        customer.handle(.touchDown(slot: 0, x: Double(touch.x), y: Double(touch.y), kind: .direct, time: headless.loop.now))
        headless.advance(by: 0.1)
        customer.handle(.touchUp(slot: 0, time: headless.loop.now))
        headless.advance(by: 0.1)
        #expect(color(headless.snapshot(of: customer), 200, 150) == 0xFFFFFF && headless.pixel(x: 160, y: 120) == 0xFFFFFF)
        headless.advance(by: 15)
        #expect(!customerDisplay.isBlanked && !headless.display.isBlanked, "15 s after that touch: dimmed, not off")
        headless.advance(by: 6)
        #expect(customerDisplay.isBlanked && headless.display.isBlanked, "both panels off together")
        headless.feed(.key(code: 30, pressed: true, time: headless.loop.now))
        #expect(!customerDisplay.isBlanked && !headless.display.isBlanked, "a key wakes both")
    }

    @Test func aMemoryWarningReachesEveryScreensControllersAndStores() throws {
        final class Recorder: UIViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                warnings += 1
            }
        }
        let headless = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let customer = headless.connectScreen(size: PixelSize(width: 400, height: 300))
        let (main, other) = (Recorder(), Recorder())
        headless.window.rootViewController = main
        let window = UIWindow(frame: customer.bounds)
        window.screen = customer
        window.rootViewController = other
        window.isHidden = false
        try headless.runUntilIdle()
        UIApplication.shared.simulateMemoryWarning()
        #expect(main.warnings == 1 && other.warnings == 1)
    }

    @Test func aConfigurationDeclaredForTheOlderExternalRoleServesTheNewOne() {
        let saved = AppManifest.sceneConfigurations
        defer { AppManifest.sceneConfigurations = saved }
        AppManifest.addSceneConfiguration(
            name: "External", sessionRole: UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay"),
            delegateClass: CustomerSceneDelegate.self, storyboardName: nil)
        let configuration = UISceneConfiguration(name: "External", sessionRole: .windowExternalDisplayNonInteractive)
        #expect(configuration.delegateClass == CustomerSceneDelegate.self)
        #expect(UISceneConfiguration(name: nil, sessionRole: .windowApplication).delegateClass == nil)
    }
}
