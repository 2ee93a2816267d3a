import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform
import FrameKitGraphics

@Suite struct SwapChainTests {
    @Test func eachBufferCatchesUpOnTheDamageItMissed() {
        let size = 8
        let shadow = PixelBuffer(width: size, height: size, format: .xrgb8888)
        let chain = SwapChain(buffers: (0..<2).map { _ in PixelBuffer(width: size, height: size, format: .xrgb8888) })
        let full = PixelRect(x: 0, y: 0, width: size, height: size)
        #expect(chain.present(from: shadow, damage: Region(full)).copied == Region(full))
        #expect(chain.present(from: shadow, damage: Region(PixelRect(x: 0, y: 0, width: 1, height: 1))).copied == Region(full))
        let a = PixelRect(x: 2, y: 2, width: 2, height: 2)
        shadow.fill(0xFFAA_AAAA, in: a)
        let first = chain.present(from: shadow, damage: Region(a))  // buffer 0 missed the 1x1 of frame 2
        #expect(first.index == 0)
        #expect(first.copied.rects.contains(a) && first.copied.contains(x: 0, y: 0))
        let b = PixelRect(x: 6, y: 6, width: 1, height: 1)
        let second = chain.present(from: shadow, damage: Region(b))  // buffer 1 missed `a`
        #expect(second.copied.contains(x: 2, y: 2) && second.copied.contains(x: 6, y: 6))
        #expect(!second.copied.contains(x: 0, y: 0))
        #expect(chain.buffers[1][3, 3] == 0xFFAA_AAAA)
    }
}

@Suite struct ConfigurationTests {
    @Test func defaultsAndValidValues() throws {
        #expect(try Configuration(environment: [:]) == Configuration())
        let c = try Configuration(environment: [
            "FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_ROTATION": "270", "FRAMEKIT_OFFSCREEN_SIZE": "1024x600",
            "FRAMEKIT_LOG_LEVEL": "debug", "PATH": "/bin", "FRAMEKIT_ALLOWED_ROTATIONS": "90, 270",
        ])
        #expect(c.display == .offscreen && c.rotation == .degrees270 && c.logLevel == .debug)
        #expect(c.allowedRotations == [.degrees90, .degrees270])
        #expect(c.offscreenSize == PixelSize(width: 1024, height: 600) && c.otherOffscreenSizes.isEmpty)
        let two = try Configuration(environment: ["FRAMEKIT_OFFSCREEN_SIZE": "800x480, 1920x1080"])
        #expect(two.offscreenSize == PixelSize(width: 800, height: 480))
        #expect(two.otherOffscreenSizes == [PixelSize(width: 1920, height: 1080)])
        #expect(c.drmBuffers == 2)
        #expect(try Configuration(environment: ["FRAMEKIT_DRM_BUFFERS": "3"]).drmBuffers == 3)
        #expect(c.drmModesetting == .auto)
        #expect(try Configuration(environment: ["FRAMEKIT_DRM_MODESETTING": "Legacy"]).drmModesetting == .legacy)
        #expect(c.drmShadow == .auto)
        #expect(try Configuration(environment: ["FRAMEKIT_DRM_SHADOW": "on"]).drmShadow == .on)
        #expect(try Configuration(environment: ["FRAMEKIT_DRM_SHADOW": "OFF"]).drmShadow == .off)
        #expect(c.drmPlaneRotation == .auto)
        #expect(try Configuration(environment: ["FRAMEKIT_DRM_PLANE_ROTATION": "off"]).drmPlaneRotation == .off)
        #expect(try Configuration(environment: ["FRAMEKIT_MIRROR": "OFF"]).mirror == .off)
        #expect(try Configuration(environment: [:]).mirror == .auto)
    }

    @Test func theURLOpeningProgramMustBeAnExecutableNamedByItsPath() throws {
        #expect(try Configuration(environment: [:]).openURLCommand == nil)
        #expect(try Configuration(environment: ["FRAMEKIT_OPEN_URL_COMMAND": "/bin/true"]).openURLCommand == "/bin/true")
        for value in ["true", "/nonexistent/open-url", "/tmp"] {
            #expect(throws: ConfigurationError(
                variable: "FRAMEKIT_OPEN_URL_COMMAND", value: value,
                accepted: "the absolute path of an executable program, started with the URL to open as its argument")
            ) { try Configuration(environment: ["FRAMEKIT_OPEN_URL_COMMAND": value]) }
        }
    }

    @Test func inputSettings() throws {
        let c = try Configuration(environment: [
            "FRAMEKIT_INPUT": "none", "FRAMEKIT_TOUCH_CALIBRATION": "0 1 0 -1 0 1", "FRAMEKIT_XKB_LAYOUT": "de",
            "FRAMEKIT_XKB_VARIANT": "nodeadkeys", "FRAMEKIT_XKB_OPTIONS": "ctrl:nocaps", "FRAMEKIT_KEY_REPEAT": "300,30",
        ])
        #expect(c.input == .none && c.touchCalibration == [0, 1, 0, -1, 0, 1])
        #expect(c.xkbLayout == "de" && c.xkbVariant == "nodeadkeys" && c.xkbOptions == "ctrl:nocaps")
        #expect(c.keyRepeat == KeyRepeat(delay: 0.3, rate: 30))
        #expect(try Configuration(environment: ["FRAMEKIT_KEY_REPEAT": "off"]).keyRepeat == nil)
        #expect(try Configuration(environment: ["FRAMEKIT_TOUCH_CALIBRATION": "1,0,0,0,1,0"]).touchCalibration == [1, 0, 0, 0, 1, 0])
        let touch = try Configuration(environment: ["FRAMEKIT_TOUCH_OUTPUT": "event5:HDMI-A-2, ILITEK ILITEK-TP: 2:DSI-1"])
        #expect(touch.touchOutputs == ["event5": "HDMI-A-2", "ILITEK ILITEK-TP: 2": "DSI-1"])
        #expect(Configuration().input == .auto && Configuration().xkbLayout == "us")
        #expect(try Configuration(environment: ["FRAMEKIT_CONTENT_SIZE": "extraLarge"]).contentSize == .extraLarge)
        #expect(Configuration().contentSize == .large)
        let power = try Configuration(environment: ["FRAMEKIT_IDLE_DIM": "30", "FRAMEKIT_IDLE_BLANK": "120.5", "FRAMEKIT_BACKLIGHT": "rpi_backlight"])
        #expect(power.idleDim == 30 && power.idleBlank == 120.5 && power.backlight == "rpi_backlight")
        #expect(try Configuration(environment: ["FRAMEKIT_IDLE_BLANK": "never"]).idleBlank == nil)
        #expect(try Configuration(environment: ["FRAMEKIT_IDLE_DIM": "0"]).idleDim == nil)
        #expect(Configuration().idleDim == nil && Configuration().idleBlank == nil)
        #expect(try Configuration(environment: ["FRAMEKIT_REDUCE_MOTION": "On"]).reduceMotion && !Configuration().reduceMotion)
        #expect(try !Configuration(environment: ["FRAMEKIT_REDUCE_MOTION": "0"]).reduceMotion)
        #expect(try Configuration(environment: ["FRAMEKIT_OFFSCREEN_EXIT": "never"]).offscreenExit == .never)
        #expect(Configuration().offscreenExit == .idle)
    }

    /// A second panel is often mounted its own way: `FRAMEKIT_ROTATION` and `FRAMEKIT_TOUCH_CALIBRATION` take
    /// entries per output, the number or matrix without one being the main panel's (rotation) or every other
    /// touchscreen's (calibration); panels not named stay upright.
    @Test func rotationAndCalibrationPerOutput() throws {
        let c = try Configuration(environment: [
            "FRAMEKIT_ROTATION": "90, HDMI-A-2:180,DSI-1:270",
            "FRAMEKIT_TOUCH_CALIBRATION": "HDMI-A-2: 0 1 0 -1 0 1; -1 0 1 0 -1 1",
        ])
        #expect(c.rotation == .degrees90)
        #expect(c.rotation(ofOutput: "HDMI-A-1", isMain: true) == .degrees90)
        #expect(c.rotation(ofOutput: "DSI-1", isMain: true) == .degrees270)
        #expect(c.rotation(ofOutput: "HDMI-A-2", isMain: false) == .degrees180)
        #expect(c.rotation(ofOutput: "OFFSCREEN-3", isMain: false) == .degrees0)
        #expect(c.touchCalibration(ofOutput: "HDMI-A-2") == [0, 1, 0, -1, 0, 1])
        #expect(c.touchCalibration(ofOutput: "DSI-1") == [-1, 0, 1, 0, -1, 1])
        let namedOnly = try Configuration(environment: ["FRAMEKIT_ROTATION": "WINDOW-2:90", "FRAMEKIT_TOUCH_CALIBRATION": "DSI-1:1,0,0,0,1,0"])
        #expect(namedOnly.rotation == .degrees0 && namedOnly.rotation(ofOutput: "WINDOW-2", isMain: false) == .degrees90)
        #expect(namedOnly.touchCalibration == nil && namedOnly.touchCalibration(ofOutput: "HDMI-A-1") == nil)
        #expect(namedOnly.touchCalibration(ofOutput: "DSI-1") == [1, 0, 0, 0, 1, 0])
    }

    /// `FRAMEKIT_MAIN_OUTPUT` names the main screen's output in the outputs' own names: a connector, or another
    /// card's with the card; it stands for the DRM settings, which must agree with it.
    @Test func theMainOutputIsNamedAsTheOutputsAre() throws {
        let plain = try Configuration(environment: ["FRAMEKIT_MAIN_OUTPUT": "HDMI-A-2"])
        #expect(plain.drmConnector == "HDMI-A-2" && plain.drmDevice == nil)
        let other = try Configuration(environment: ["FRAMEKIT_MAIN_OUTPUT": "card1-DSI-1", "FRAMEKIT_DRM_CONNECTOR": "DSI-1"])
        #expect(other.drmConnector == "DSI-1" && other.drmDevice == "/dev/dri/card1")
        for disagreeing in [
            ["FRAMEKIT_MAIN_OUTPUT": "HDMI-A-2", "FRAMEKIT_DRM_CONNECTOR": "HDMI-A-1"],
            ["FRAMEKIT_MAIN_OUTPUT": "card1-DSI-1", "FRAMEKIT_DRM_DEVICE": "/dev/dri/card0"],
            ["FRAMEKIT_MAIN_OUTPUT": "WINDOW-2"], ["FRAMEKIT_MAIN_OUTPUT": "HDMI-A-1,HDMI-A-2"],
        ] {
            #expect(throws: ConfigurationError.self, "\(disagreeing)") { try Configuration(environment: disagreeing) }
        }
    }

    @Test func malformedValuesNameTheVariableAndTheAcceptedValues() {
        let cases: [(String, String)] = [
            ("FRAMEKIT_DISPLAY", "wayland"), ("FRAMEKIT_ROTATION", "45"), ("FRAMEKIT_ROTATION", "90,180"),
            ("FRAMEKIT_ROTATION", "HDMI-A-1:90,HDMI-A-1:0"), ("FRAMEKIT_ROTATION", ":90"), ("FRAMEKIT_ROTATION", "HDMI-A-2:"),
            ("FRAMEKIT_ROTATION", "90,"), ("FRAMEKIT_TOUCH_CALIBRATION", "DSI-1:1 0 0 0 1"),
            ("FRAMEKIT_TOUCH_CALIBRATION", "1 0 0 0 1 0;0 1 0 1 0 0"), ("FRAMEKIT_OFFSCREEN_SIZE", "0x10"),
            ("FRAMEKIT_OFFSCREEN_SIZE", "big"), ("FRAMEKIT_OFFSCREEN_SIZE", "800x480,"),
            ("FRAMEKIT_OFFSCREEN_SIZE", "1x1,1x1,1x1,1x1,1x1"), ("FRAMEKIT_LOG_LEVEL", "loud"), ("FRAMEKIT_ROTATOIN", "90"),
            ("FRAMEKIT_ALLOWED_ROTATIONS", "0,45"), ("FRAMEKIT_ALLOWED_ROTATIONS", ","), ("FRAMEKIT_DRM_MODE", "1280x"),
            ("FRAMEKIT_DRM_MODE", "1280x800@fast"), ("FRAMEKIT_INPUT", "evdev"), ("FRAMEKIT_TOUCH_CALIBRATION", "1 0 0 0 1"),
            ("FRAMEKIT_TOUCH_OUTPUT", "HDMI-A-2"), ("FRAMEKIT_TOUCH_OUTPUT", "event5:"),
            ("FRAMEKIT_TOUCH_CALIBRATION", "1 0 0 0 1 x"), ("FRAMEKIT_TOUCH_CALIBRATION", "1 0 0 0 1 inf"),
            ("FRAMEKIT_CONTENT_SIZE", "huge"), ("FRAMEKIT_KEY_REPEAT", "500"), ("FRAMEKIT_KEY_REPEAT", "500,0"), ("FRAMEKIT_KEY_REPEAT", "-1,25"),
            ("FRAMEKIT_DRM_BUFFERS", "4"), ("FRAMEKIT_DRM_BUFFERS", "two"), ("FRAMEKIT_DRM_MODESETTING", "atomic-only"),
            ("FRAMEKIT_DRM_SHADOW", "maybe"), ("FRAMEKIT_DRM_PLANE_ROTATION", "on"), ("FRAMEKIT_MIRROR", "both"), ("FRAMEKIT_IDLE_DIM", "-5"),
            ("FRAMEKIT_IDLE_BLANK", "soon"), ("FRAMEKIT_IDLE_BLANK", "inf"), ("FRAMEKIT_REDUCE_MOTION", "sometimes"),
            ("FRAMEKIT_OFFSCREEN_EXIT", "later"),
        ]
        for (key, value) in cases {
            do {
                _ = try Configuration(environment: [key: value])
                Issue.record("\(key)=\(value) was accepted")
            } catch let error as ConfigurationError {
                #expect(error.variable == key)
                #expect(error.description.contains(key) && error.description.contains("accepted"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}

@MainActor
@Suite struct LoopAndDisplayTests {
    @Test func virtualTimersFireInDeadlineOrder() throws {
        let loop = VirtualMainLoop()
        var log: [String] = []
        loop.schedule(at: MonotonicInstant(nanoseconds: 200)) { log.append("b") }
        loop.schedule(at: MonotonicInstant(nanoseconds: 100)) { log.append("a") }
        let cancelled = loop.schedule(at: MonotonicInstant(nanoseconds: 150)) { log.append("x") }
        cancelled.cancel()
        loop.post { log.append("task") }
        try loop.runUntilIdle()
        #expect(log == ["task", "a", "b"])
        #expect(loop.now.nanoseconds == 200)
        #expect(loop.isIdle)
    }

    @Test func aLoopThatNeverIdlesIsReportedNotHung() {
        let loop = VirtualMainLoop()
        func again() { loop.schedule(at: loop.now.adding(seconds: 1)) { again() } }
        again()
        #expect(throws: VirtualLoopError.self) { try loop.runUntilIdle(maximumSteps: 50) }
    }

    @Test func offscreenVsyncPacesFramesAndIdles() throws {
        let loop = VirtualMainLoop()
        let display = OffscreenDisplay(size: PixelSize(width: 4, height: 4), loop: loop)
        let shadow = PixelBuffer(width: 4, height: 4, format: .xrgb8888)
        var stamps: [Int64] = []
        var pacer: FramePacer!
        pacer = FramePacer(loop: loop, refreshInterval: display.refreshInterval) { timing in
            stamps.append(timing.timestamp.nanoseconds)
            if display.present(shadow, damage: Region(PixelRect(x: 0, y: 0, width: 1, height: 1))) { pacer.flipStarted() }
            if stamps.count < 3 { pacer.requestFrame() }
        }
        let flips = FlipRelay(pacer)
        display.events = flips
        pacer.requestFrame()
        try loop.runUntilIdle()
        #expect(stamps == [0, 16_666_667, 33_333_334])
        #expect(display.presentedFrames == 3)
        #expect(display.frontIndex == 0)
    }

    @Test func rotationMapsCornersOntoThePanel() {
        let native = PixelSize(width: 400, height: 300)
        #expect(DisplayRotation.degrees90.logicalSize(forNative: native) == PixelSize(width: 300, height: 400))
        let t90 = DisplayRotation.degrees90.logicalToNative(native: native)
        #expect(CGPoint(x: 0, y: 0).applying(t90) == CGPoint(x: 400, y: 0))
        #expect(CGPoint(x: 300, y: 400).applying(t90) == CGPoint(x: 0, y: 300))
        let t270 = DisplayRotation.degrees270.logicalToNative(native: native)
        #expect(CGPoint(x: 0, y: 0).applying(t270) == CGPoint(x: 0, y: 300))
        let t180 = DisplayRotation.degrees180.logicalToNative(native: native)
        #expect(CGPoint(x: 0, y: 0).applying(t180) == CGPoint(x: 400, y: 300))
        #expect(DisplayRotation(degrees: "90") == .degrees90 && DisplayRotation(degrees: "45") == nil)
    }
}

/// Hands a display's flips to a pacer, as the frame pipeline does.
@MainActor
private final class FlipRelay: DisplayEvents {
    let pacer: FramePacer
    init(_ pacer: FramePacer) { self.pacer = pacer }
    func displayDidFlip(at time: MonotonicInstant?) { pacer.flipCompleted(at: time) }
    func displayDidStop() { pacer.stop() }
    func displayDidChange() { pacer.restart(refreshInterval: 1.0 / 60) }
}
