import Foundation
import FrameKitLinux
@_exported import FrameKit
@_exported import FrameKitEmbedded

/// A FrameKit app with no hardware: the real frame pipeline on an `OffscreenDisplay` of any size and rotation, on a
/// virtual main loop whose clock moves only when the test says so. Touches go through the same input router a
/// libinput device feeds. Each app has its own screen, loop and input: several can run side by side in one process,
/// each making itself `UIScreen.main` when created (what `UIApplication.shared` acts on).
@MainActor
public final class HeadlessApp {
    /// The virtual clock and queue everything runs on: time moves only when the test says.
    public let loop: VirtualMainLoop
    /// The offscreen panel frames are presented to.
    public let display: OffscreenDisplay
    /// The app's screen (`UIScreen.main` while this app is the newest).
    public let screen: UIScreen
    /// A key, visible window filling the screen.
    public let window: UIWindow

    /// Creates the app and makes it `UIScreen.main`; `size` is the panel's native size in pixels, `mounting` how the
    /// panel sits in the device (DRM's panel orientation), `prefersShadow` whether frames go through a shadow buffer
    /// (as on a DRM driver that asks for one) instead of straight into the display's buffers, `scanoutRotates`
    /// whether the display turns the picture itself (as a DRM primary plane that rotates) rather than the compositor.
    public init(
        size: PixelSize = PixelSize(width: 320, height: 240), rotation: DisplayRotation = .degrees0,
        mounting: DisplayRotation = .degrees0, scale: CGFloat = 1, bufferCount: Int = 2, refreshRate: Double = 60,
        prefersShadow: Bool = false, scanoutRotates: Bool = false
    ) {
        loop = VirtualMainLoop()
        display = OffscreenDisplay(
            size: size, rotation: rotation, mounting: mounting, bufferCount: bufferCount, refreshRate: refreshRate,
            prefersShadow: prefersShadow, scanoutRotates: scanoutRotates, loop: loop)
        screen = UIScreen(display: display, loop: loop, scale: scale)
        screen.makeKeyTranslator = { try Keymap() }
        screen.application = .shared
        UIScreen.main = screen
        window = UIWindow(screen: screen)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    /// Runs queued work and frames, moving virtual time vsync by vsync, until nothing is dirty or animating.
    public func runUntilIdle() throws {
        try loop.runUntilIdle()
    }

    /// Moves the virtual clock forward, rendering the frames that fall due on the way.
    public func advance(by seconds: TimeInterval) {
        loop.advance(by: seconds)
    }

    /// The virtual time now, in seconds.
    public var now: TimeInterval { loop.now.seconds }

    // MARK: Other screens

    /// Connects a second offscreen panel as a screen beside this app's (`UIApplication`'s `connect`): it mirrors
    /// this one until a window is shown on it (unless `mirrorsMainScreen` is false), observers of
    /// `UIScreen.didConnectNotification` hear of it and a scene-based app gets its scene. Shares this app's clock.
    @discardableResult
    public func connectScreen(
        size: PixelSize, rotation: DisplayRotation = .degrees0, scale: CGFloat = 1, refreshRate: Double = 60,
        mirrorsMainScreen: Bool = true
    ) -> UIScreen {
        let display = OffscreenDisplay(size: size, rotation: rotation, refreshRate: refreshRate, loop: loop)
        let external = UIScreen(display: display, loop: loop, scale: scale)
        external.makeKeyTranslator = { try Keymap() }
        UIApplication.shared.connect(external, beside: screen, mirrorsMainScreen: mirrorsMainScreen)
        return external
    }

    /// Unplugs a screen `connectScreen` connected.
    public func disconnectScreen(_ external: UIScreen) {
        UIApplication.shared.disconnect(external)
    }

    /// What `screen`'s panel shows, turned back to the UI's orientation; this app's own screen by default.
    public func snapshot(of screen: UIScreen) -> PixelBuffer {
        guard let offscreen = screen.display as? OffscreenDisplay else { preconditionFailure("\(screen.display.name) is not offscreen") }
        let native = offscreen.panelPicture
            ?? PixelBuffer(width: offscreen.nativeSize.width, height: offscreen.nativeSize.height, format: .xrgb8888)
        return native.rotated(quarterTurns: -offscreen.pictureRotation.quarterTurns)
    }

    // MARK: Pixels

    /// What the panel shows, in its native orientation (a copy).
    public func nativeSnapshot() -> PixelBuffer {
        display.panelPicture ?? PixelBuffer(width: display.nativeSize.width, height: display.nativeSize.height, format: .xrgb8888)
    }

    /// What the panel shows, turned back to the UI's orientation.
    public func snapshot() -> PixelBuffer { snapshot(of: screen) }

    /// The colour of one pixel of `snapshot()` (logical pixel coordinates) as 0xRRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 { snapshot()[x, y] & 0x00FF_FFFF }

    // MARK: Touches

    /// Logical points → native pixels, as a touchscreen would report the position.
    private func native(_ p: CGPoint, on screen: UIScreen? = nil) -> (Double, Double) {
        let q = (screen ?? self.screen).nativeLocation(of: p)
        return (Double(q.x), Double(q.y))
    }

    /// Puts finger `slot` down at `point` (window coordinates) and runs the frame that routes it.
    public func touchDown(at point: CGPoint, slot: Int = 0) throws {
        let (x, y) = native(point)
        screen.handle(.touchDown(slot: slot, x: x, y: y, kind: .direct, time: loop.now))
        try runUntilIdle()
    }

    /// Moves finger `slot` to `point` (window coordinates) and runs the frame that routes it.
    public func touchMove(to point: CGPoint, slot: Int = 0) throws {
        let (x, y) = native(point)
        screen.handle(.touchMotion(slot: slot, x: x, y: y, time: loop.now))
        try runUntilIdle()
    }

    /// Lifts finger `slot` and runs the frame that routes it.
    public func touchUp(slot: Int = 0) throws {
        screen.handle(.touchUp(slot: slot, time: loop.now))
        try runUntilIdle()
    }

    /// Cancels finger `slot`, as a session switch or a gesture taking it does, and runs the frame.
    public func touchCancel(slot: Int = 0) throws {
        screen.handle(.touchCancel(slot: slot, time: loop.now))
        try runUntilIdle()
    }

    /// A tap: down and, a frame later, up at `point` — quick, as a finger's tap is, so no long press (whose timer
    /// the idle run after a touch-down would reach) takes it.
    public func tap(at point: CGPoint) throws {
        try tap(at: point, on: screen)
    }

    /// A tap on a touch panel of `screen` (one `connectScreen` connected, or this app's).
    public func tap(at point: CGPoint, on screen: UIScreen) throws {
        let (x, y) = native(point, on: screen)
        screen.handle(.touchDown(slot: 0, x: x, y: y, kind: .direct, time: loop.now))
        advance(by: display.refreshInterval)
        screen.handle(.touchUp(slot: 0, time: loop.now))
        try runUntilIdle()
    }

    /// A tap at the middle of `view` (which must be in a window of this app).
    public func tap(_ view: UIView) throws {
        try tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Feeds a raw event in native pixels, as an input device would.
    public func send(_ event: InputEvent) throws {
        screen.handle(event)
        try runUntilIdle()
    }

    /// Feeds a raw event and runs only the frame that routes it: time moves one refresh interval, and timers such as
    /// key repeat and long press wait for `advance(by:)`.
    public func feed(_ event: InputEvent) {
        screen.handle(event)
        advance(by: display.refreshInterval)
    }

    /// Replays a recording (from `framekit record`, a file or code) at its own pace on the virtual clock, running the
    /// frames it causes, until its last event has been routed.
    public func replay(_ recording: InputRecording) {
        var finished = false
        ScriptedInput(recording).play(on: loop, into: { [screen] in screen.handle($0) }, completion: { finished = true })
        while !finished { advance(by: display.refreshInterval) }
        advance(by: display.refreshInterval)
    }

    // MARK: Keys and pointer

    /// Presses (or releases) a key, by Linux evdev code (`KEY_A` = 30), and routes it; see `feed(_:)`.
    public func key(_ code: Int, pressed: Bool) {
        feed(.key(code: code, pressed: pressed, time: loop.now))
    }

    /// A key pressed and released, with `modifiers` (evdev codes, e.g. 42 for left shift) held around it.
    public func tapKey(_ code: Int, modifiers: [Int] = []) {
        for modifier in modifiers { key(modifier, pressed: true) }
        key(code, pressed: true)
        key(code, pressed: false)
        for modifier in modifiers.reversed() { key(modifier, pressed: false) }
    }

    /// Types `text` on the on-screen keyboard, which must be up: for each character a finger on its key for one
    /// frame, lifted the next (the key types on lifting, as UIKit's do). Throws when no key types a character.
    public func typeOnScreen(_ text: String) throws {
        for character in text {
            guard let center = screen.onScreenKeyCenter(typing: String(character)) else {
                throw OnScreenKeyMissing(character: character)
            }
            let (x, y) = native(center, on: screen)
            feed(.touchDown(slot: 0, x: x, y: y, kind: .direct, time: loop.now))
            feed(.touchUp(slot: 0, time: loop.now))
        }
    }

    /// The hardware keyboard `connectKeyboard()` plugs in.
    public static let keyboardDevice = InputDevice(
        id: "headless-keyboard", name: "Headless keyboard", capabilities: [.keyboard, .letterKeys])

    /// Plugs in a typing keyboard, as a device report would: the on-screen keyboard gives way to it.
    public func connectKeyboard() throws {
        try send(.deviceAdded(Self.keyboardDevice, time: loop.now))
    }

    /// Unplugs the keyboard `connectKeyboard()` plugged in.
    public func disconnectKeyboard() throws {
        try send(.deviceRemoved(Self.keyboardDevice, time: loop.now))
    }

    /// Moves the pointer to `point` (window coordinates) as an absolute pointing device would.
    public func pointerMove(to point: CGPoint) {
        let (x, y) = native(point)
        feed(.pointerPosition(x: x, y: y, time: loop.now))
    }

    /// Presses or releases the primary mouse button where the pointer is.
    public func pointerButton(pressed: Bool) {
        feed(.pointerButton(button: 0x110, pressed: pressed, time: loop.now))
    }
}

/// `typeOnScreen(_:)` found no key for a character: the keyboard is down, or shows another page.
public struct OnScreenKeyMissing: Error, CustomStringConvertible {
    public let character: Character
    package init(character: Character) { self.character = character }
    public var description: String { "no key of the on-screen keyboard types \"\(character)\" (is the keyboard up, on its letters?)" }
}
