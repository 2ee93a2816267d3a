import Foundation

/// A `FRAMEKIT_*` setting that cannot be used; the message names the variable and what it accepts.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The environment variable.
    public let variable: String
    /// The value it had.
    public let value: String
    /// What it accepts.
    public let accepted: String

    /// An error for `variable` set to `value`.
    public init(variable: String, value: String, accepted: String) {
        self.variable = variable
        self.value = value
        self.accepted = accepted
    }

    /// The message: the variable, its value and what it accepts.
    public var description: String {
        "\(variable)=\"\(value)\" is not valid; accepted: \(accepted)"
    }
}

/// Which display backend to use: `window` is the desktop preview, a window on an X11 or Wayland desktop.
public enum DisplayKind: String, CaseIterable, Sendable {
    case auto, drm, fbdev, offscreen, window
}

/// `FRAMEKIT_DRM_MODESETTING`.
public enum DRMModesettingChoice: String, CaseIterable, Sendable {
    case auto
    case legacy
}

/// `FRAMEKIT_DRM_SHADOW`: whether frames are drawn into a shadow buffer in ordinary memory and copied to the dumb
/// buffer (`on`), drawn straight into the dumb buffer (`off`), or as the driver advises through
/// `DRM_CAP_DUMB_PREFER_SHADOW` (`auto`): its dumb buffers may be slow to read back, which drawing does.
public enum DRMShadowChoice: String, CaseIterable, Sendable {
    case auto, on, off
}

/// `FRAMEKIT_CONTROL_ACCESS`: who may use the control socket besides root. `user`: also processes of the app's own
/// user; `root`: root alone — what a kiosk service wants, since its web content process runs as the app's user.
/// `auto`: `root` when the app runs as a systemd service, `user` otherwise (a developer's `framekit ctl`).
public enum ControlAccessChoice: String, CaseIterable, Sendable {
    case auto, root, user
}

/// `FRAMEKIT_DRM_PLANE_ROTATION`: whether the primary plane turns the picture when the driver accepts the rotation
/// in a test commit (`auto`), or the compositor always does (`off`, for drivers whose plane rotation misbehaves).
public enum DRMPlaneRotationChoice: String, CaseIterable, Sendable {
    case auto, off
}

/// `FRAMEKIT_OFFSCREEN_EXIT`: whether an app on the offscreen display writes its first idle frame and exits (`idle`),
/// or keeps running (`never`) to be driven through its control socket — taps, screenshots, status — by a test or a
/// script, which ends it with SIGTERM.
public enum OffscreenExitChoice: String, CaseIterable, Sendable {
    case idle, never
}

/// What a screen besides the main one shows while the app puts no window on it (`FRAMEKIT_MIRROR`).
public enum MirrorChoice: String, CaseIterable, Sendable {
    /// The main screen's picture, fitted (what iOS does).
    case auto
    /// Nothing: the panel stays black.
    case off
}

/// Where input comes from.
public enum InputKind: String, CaseIterable, Sendable {
    /// libinput on a real display, none on the offscreen one.
    case auto
    case libinput
    case none
}

/// How a held key repeats: after `delay` seconds, `rate` times a second.
public struct KeyRepeat: Equatable, Sendable {
    /// Seconds before a held key starts repeating.
    public var delay: TimeInterval
    /// Repeats a second.
    public var rate: Double
    /// Repeating after `delay` at `rate`.
    public init(delay: TimeInterval, rate: Double) {
        self.delay = delay
        self.rate = rate
    }
}

/// FrameKit's settings, read from `FRAMEKIT_*` environment variables (they fit systemd's `Environment=`) and
/// settable in code before `UIApplicationMain`.
public struct Configuration: Sendable, Equatable {
    /// The display backend (`FRAMEKIT_DISPLAY`); `auto`: a window in a desktop session, else DRM, else fbdev, else
    /// offscreen.
    public var display: DisplayKind = .auto
    /// How the picture is turned on the main panel (`FRAMEKIT_ROTATION`'s number without an output).
    public var rotation: DisplayRotation = .degrees0
    /// How the picture is turned on the outputs `FRAMEKIT_ROTATION` names (`HDMI-A-2:90`): output name → rotation.
    public var outputRotations: [String: DisplayRotation] = [:]
    /// The rotations the interface may turn to at run time (rotate key, device orientation, code).
    public var allowedRotations: Set<DisplayRotation> = Set(DisplayRotation.allCases)
    /// The offscreen display's size when no real display is used.
    public var offscreenSize = PixelSize(width: 800, height: 480)
    /// `FRAMEKIT_OFFSCREEN_SIZE`'s further sizes: an offscreen screen beside the main one for each (a second panel
    /// tried without one).
    public var otherOffscreenSizes: [PixelSize] = []
    /// Where a running (non-test) app on the offscreen display writes its frame.
    public var offscreenPNGPath: String?
    /// Whether an offscreen app ends after writing that frame (`FRAMEKIT_OFFSCREEN_EXIT`).
    public var offscreenExit: OffscreenExitChoice = .idle
    /// The least severe log messages shown (`FRAMEKIT_LOG_LEVEL`).
    public var logLevel: LogLevel = .info
    /// The DRM card to use (`FRAMEKIT_DRM_DEVICE`, or the card `FRAMEKIT_MAIN_OUTPUT` names); nil: the first with a
    /// connected display.
    public var drmDevice: String?
    /// The connector to drive as the main screen (`FRAMEKIT_DRM_CONNECTOR` or `FRAMEKIT_MAIN_OUTPUT`, e.g.
    /// `HDMI-A-1`); nil: the touch panel's, else the first connected.
    public var drmConnector: String?
    /// The mode (`FRAMEKIT_DRM_MODE`, e.g. `1920x1080@60`); nil: the mode on screen if preferred-sized, else the
    /// preferred one.
    public var drmMode: String?
    /// Dumb buffers to flip between, 2 or 3 (a third leaves a driver that keeps a buffer busy after its flip one more
    /// to render into; frames are still paced one flip at a time).
    public var drmBuffers = 2
    /// Atomic modesetting when a test commit accepts it (`auto`), or legacy only (for drivers whose atomic support
    /// misbehaves).
    public var drmModesetting: DRMModesettingChoice = .auto
    /// Frames through a shadow buffer or straight into the dumb buffers (`auto`: as the driver prefers).
    public var drmShadow: DRMShadowChoice = .auto
    /// The primary plane turns the picture when it can (`auto`), or the compositor always does.
    public var drmPlaneRotation: DRMPlaneRotationChoice = .auto
    /// `FRAMEKIT_MIRROR`: whether other screens mirror the main one while the app shows nothing on them.
    public var mirror: MirrorChoice = .auto
    /// `FRAMEKIT_TOUCH_OUTPUT`: touchscreens (by name or event node) on a panel other than the one udev says (or
    /// than the main one): device → connector name.
    public var touchOutputs: [String: String] = [:]
    /// The seat to take devices through (`FRAMEKIT_SEAT`); nil: `$XDG_SEAT`, else `seat0`.
    public var seat: String?
    /// Where `framekit ctl` connects (`FRAMEKIT_CONTROL_SOCKET`); nil: `control.sock` in the unit's runtime
    /// directory, else `framekit-control.sock` in `$XDG_RUNTIME_DIR`, else none.
    public var controlSocket: String?
    /// Who may use the control socket (`FRAMEKIT_CONTROL_ACCESS`).
    public var controlAccess: ControlAccessChoice = .auto
    /// The input backend (`FRAMEKIT_INPUT`); `auto`: libinput on a real display, none offscreen.
    public var input: InputKind = .auto
    /// A 2×3 touch calibration matrix (row-major, normalised coordinates) on top of the devices' own, for the
    /// touchscreens of outputs without one of their own.
    public var touchCalibration: [Float]?
    /// `FRAMEKIT_TOUCH_CALIBRATION`'s matrices for the touchscreens on the outputs it names: output name → matrix.
    public var outputTouchCalibrations: [String: [Float]] = [:]
    /// The keyboard layout (`FRAMEKIT_XKB_LAYOUT`).
    public var xkbLayout = "us"
    /// The layout variant (`FRAMEKIT_XKB_VARIANT`).
    public var xkbVariant = ""
    /// XKB options (`FRAMEKIT_XKB_OPTIONS`).
    public var xkbOptions = ""
    /// How held keys repeat; nil turns repeating off.
    public var keyRepeat: KeyRepeat? = KeyRepeat(delay: 0.5, rate: 25)
    /// The text size (UIKit's content size category) the app starts with; `FRAMEKIT_CONTENT_SIZE`.
    public var contentSize: ContentSizeChoice = .large
    /// The folder `UIImagePickerController` shows as the photo library (`FRAMEKIT_PHOTOS`); nil: no library.
    public var photosDirectory: String?
    /// Light or dark for the whole app (UIKit's `userInterfaceStyle`); `FRAMEKIT_APPEARANCE`.
    public var appearance: AppearanceChoice = .light
    /// Seconds without input before the panel dims (`FRAMEKIT_IDLE_DIM`) and turns off (`FRAMEKIT_IDLE_BLANK`),
    /// unless the app sets `isIdleTimerDisabled`; nil: never.
    public var idleDim: TimeInterval?
    /// Seconds without input before the panel turns off (see `idleDim`).
    public var idleBlank: TimeInterval?
    /// The backlight `UIScreen.brightness` drives: a name under /sys/class/backlight or a directory's path
    /// (`FRAMEKIT_BACKLIGHT`); nil picks the display's own, else the first.
    public var backlight: String?
    /// `UIAccessibility.isReduceMotionEnabled` (`FRAMEKIT_REDUCE_MOTION`): transitions fade instead of sliding.
    public var reduceMotion = false
    /// The program that opens URLs the app does not open itself (`FRAMEKIT_OPEN_URL_COMMAND`): an executable's absolute
    /// path, started with the URL as its one argument; nil: such URLs are not opened.
    public var openURLCommand: String?
    /// The languages the app's strings are looked up in, most preferred first (`FRAMEKIT_LOCALE`, else `LC_ALL`,
    /// `LC_MESSAGES` or `LANG`); empty: the app's development language.
    public var languages: [String] = []

    /// Log levels, least severe first.
    public enum LogLevel: String, CaseIterable, Sendable {
        case trace, debug, info, notice, warning, error, critical
    }

    /// The defaults, before the environment is read.
    public init() {}

    /// Every variable FrameKit reads.
    public static let variables = [
        "FRAMEKIT_DISPLAY", "FRAMEKIT_ROTATION", "FRAMEKIT_ALLOWED_ROTATIONS", "FRAMEKIT_OFFSCREEN_SIZE", "FRAMEKIT_OFFSCREEN_PNG", "FRAMEKIT_OFFSCREEN_EXIT",
        "FRAMEKIT_LOG_LEVEL", "FRAMEKIT_MAIN_OUTPUT", "FRAMEKIT_DRM_DEVICE", "FRAMEKIT_DRM_CONNECTOR", "FRAMEKIT_DRM_MODE", "FRAMEKIT_DRM_BUFFERS", "FRAMEKIT_DRM_MODESETTING", "FRAMEKIT_DRM_SHADOW", "FRAMEKIT_DRM_PLANE_ROTATION",
        "FRAMEKIT_MIRROR", "FRAMEKIT_SEAT",
        "FRAMEKIT_CONTROL_SOCKET", "FRAMEKIT_CONTROL_ACCESS", "FRAMEKIT_INPUT", "FRAMEKIT_TOUCH_CALIBRATION", "FRAMEKIT_TOUCH_OUTPUT", "FRAMEKIT_XKB_LAYOUT",
        "FRAMEKIT_XKB_VARIANT", "FRAMEKIT_XKB_OPTIONS", "FRAMEKIT_KEY_REPEAT", "FRAMEKIT_CONTENT_SIZE", "FRAMEKIT_APPEARANCE", "FRAMEKIT_PHOTOS",
        "FRAMEKIT_IDLE_DIM", "FRAMEKIT_IDLE_BLANK", "FRAMEKIT_BACKLIGHT", "FRAMEKIT_REDUCE_MOTION", "FRAMEKIT_LOCALE",
        "FRAMEKIT_OPEN_URL_COMMAND",
    ]

    /// Reads the settings from `environment`; any unknown `FRAMEKIT_` variable or malformed value is an error.
    public init(environment: [String: String]) throws {
        for key in environment.keys where key.hasPrefix("FRAMEKIT_") && !Self.variables.contains(key) {
            throw ConfigurationError(
                variable: key, value: environment[key]!,
                accepted: "no such setting; FrameKit reads " + Self.variables.joined(separator: ", "))
        }
        func value(_ key: String) -> String? {
            guard let v = environment[key]?.trimmingCharacters(in: .whitespaces), !v.isEmpty else { return nil }
            return v
        }
        display = try Self.choice("FRAMEKIT_DISPLAY", value) ?? display
        if let v = value("FRAMEKIT_ROTATION") {
            let all: DisplayRotation?
            (all, outputRotations) = try Self.perOutput(
                "FRAMEKIT_ROTATION", v, separator: ",",
                accepted: "0, 90, 180, 270 for the main panel, or OUTPUT:DEGREES entries separated by commas for the outputs framekit probe names, e.g. 90,HDMI-A-2:0"
            ) { DisplayRotation(degrees: $0) }
            rotation = all ?? rotation
        }
        if let v = value("FRAMEKIT_ALLOWED_ROTATIONS") {
            let parts = v.split(separator: ",").map { DisplayRotation(degrees: String($0)) }
            guard !parts.isEmpty, !parts.contains(where: { $0 == nil }) else {
                throw ConfigurationError(
                    variable: "FRAMEKIT_ALLOWED_ROTATIONS", value: v, accepted: "a comma-separated list of 0, 90, 180, 270")
            }
            allowedRotations = Set(parts.compactMap { $0 })
        }
        if let v = value("FRAMEKIT_OFFSCREEN_SIZE") {
            let sizes = v.split(separator: ",", omittingEmptySubsequences: false).map {
                Self.parseSize($0.trimmingCharacters(in: .whitespaces))
            }
            guard let size = sizes.first ?? nil, !sizes.contains(where: { $0 == nil }), sizes.count <= 4 else {
                throw ConfigurationError(
                    variable: "FRAMEKIT_OFFSCREEN_SIZE", value: v,
                    accepted: "WIDTHxHEIGHT with each side 1...16384, or up to 4 such sizes separated by commas (the main screen first)")
            }
            offscreenSize = size
            otherOffscreenSizes = sizes.dropFirst().compactMap { $0 }
        }
        offscreenPNGPath = value("FRAMEKIT_OFFSCREEN_PNG")
        offscreenExit = try Self.choice("FRAMEKIT_OFFSCREEN_EXIT", value) ?? offscreenExit
        logLevel = try Self.choice("FRAMEKIT_LOG_LEVEL", value) ?? logLevel
        drmDevice = value("FRAMEKIT_DRM_DEVICE")
        drmConnector = value("FRAMEKIT_DRM_CONNECTOR")
        if let v = value("FRAMEKIT_MAIN_OUTPUT") { try mainOutput(v) }
        drmMode = value("FRAMEKIT_DRM_MODE")
        if let mode = drmMode, DRMModeRequest(mode) == nil {
            throw ConfigurationError(variable: "FRAMEKIT_DRM_MODE", value: mode, accepted: "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, e.g. 1280x800@60")
        }
        if let v = value("FRAMEKIT_DRM_BUFFERS") {
            guard let count = Int(v), count == 2 || count == 3 else {
                throw ConfigurationError(variable: "FRAMEKIT_DRM_BUFFERS", value: v, accepted: "2 or 3")
            }
            drmBuffers = count
        }
        drmModesetting = try Self.choice("FRAMEKIT_DRM_MODESETTING", value) ?? drmModesetting
        drmShadow = try Self.choice("FRAMEKIT_DRM_SHADOW", value) ?? drmShadow
        drmPlaneRotation = try Self.choice("FRAMEKIT_DRM_PLANE_ROTATION", value) ?? drmPlaneRotation
        mirror = try Self.choice("FRAMEKIT_MIRROR", value) ?? mirror
        if let v = value("FRAMEKIT_TOUCH_OUTPUT") {
            touchOutputs = try Self.touchOutputs(v)
        }
        seat = value("FRAMEKIT_SEAT")
        controlSocket = value("FRAMEKIT_CONTROL_SOCKET")
        controlAccess = try Self.choice("FRAMEKIT_CONTROL_ACCESS", value) ?? controlAccess
        contentSize = try Self.choice("FRAMEKIT_CONTENT_SIZE", value) ?? contentSize
        appearance = try Self.choice("FRAMEKIT_APPEARANCE", value) ?? appearance
        photosDirectory = value("FRAMEKIT_PHOTOS")
        idleDim = try Self.seconds("FRAMEKIT_IDLE_DIM", value)
        idleBlank = try Self.seconds("FRAMEKIT_IDLE_BLANK", value)
        backlight = value("FRAMEKIT_BACKLIGHT")
        if let v = value("FRAMEKIT_REDUCE_MOTION") {
            guard let on = ["1": true, "on": true, "yes": true, "true": true, "0": false, "off": false, "no": false, "false": false][v.lowercased()] else {
                throw ConfigurationError(variable: "FRAMEKIT_REDUCE_MOTION", value: v, accepted: "on or off (1/0, yes/no, true/false)")
            }
            reduceMotion = on
        }
        if let v = value("FRAMEKIT_OPEN_URL_COMMAND") {
            var isFolder: ObjCBool = false
            guard v.hasPrefix("/"), FileManager.default.fileExists(atPath: v, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: v)
            else {
                throw ConfigurationError(
                    variable: "FRAMEKIT_OPEN_URL_COMMAND", value: v,
                    accepted: "the absolute path of an executable program, started with the URL to open as its argument")
            }
            openURLCommand = v
        }
        if let v = value("FRAMEKIT_LOCALE") {
            guard let list = LanguageList.parse(v), !list.isEmpty else {
                throw ConfigurationError(
                    variable: "FRAMEKIT_LOCALE", value: v,
                    accepted: "languages as BCP 47 or POSIX names, most preferred first: ar, de-DE, de_CH.UTF-8, fr,en")
            }
            languages = list
        } else {
            languages = LanguageList.posix(environment)
        }
        try readInput(value)
    }

    /// `FRAMEKIT_MAIN_OUTPUT`: the output (as `framekit probe` and `FRAMEKIT_ROTATION` name it) that is
    /// `UIScreen.main`: a connector of the first card with a panel (`HDMI-A-2`) or of a given one (`card1-DSI-1`).
    /// The DRM settings it stands for must not say otherwise.
    private mutating func mainOutput(_ v: String) throws {
        let named = v.wholeMatch(of: /(card[0-9]+)-(.+)/).map { ("/dev/dri/" + $0.1, String($0.2)) }
        let (card, connector) = named ?? (nil, v)
        guard !connector.contains(" "), !connector.contains(","), v.wholeMatch(of: /(WINDOW|OFFSCREEN)-[0-9]+/) == nil,
            drmConnector == nil || drmConnector == connector, card == nil || drmDevice == nil || drmDevice == card
        else {
            throw ConfigurationError(
                variable: "FRAMEKIT_MAIN_OUTPUT", value: v,
                accepted: "a DRM output framekit probe lists, HDMI-A-2 or card1-DSI-1 (another card's), agreeing with FRAMEKIT_DRM_CONNECTOR and FRAMEKIT_DRM_DEVICE if those are set; the desktop preview's and the offscreen display's main screen is always their first")
        }
        drmConnector = connector
        drmDevice = card ?? drmDevice
    }

    /// How the picture is turned on the output `name`: as `FRAMEKIT_ROTATION` names it, else, for the main one,
    /// its number without an output; other panels are upright unless named (a second panel is mounted its own way).
    public func rotation(ofOutput name: String, isMain: Bool) -> DisplayRotation {
        outputRotations[name] ?? (isMain ? rotation : .degrees0)
    }

    /// The calibration of the touchscreens on the output `name`: its own, else the one for all.
    public func touchCalibration(ofOutput name: String) -> [Float]? {
        outputTouchCalibrations[name] ?? touchCalibration
    }

    /// A setting given for all outputs or per output: `VALUE` and `OUTPUT:VALUE` entries split by `separator`, at
    /// most one without an output. Returns that one and the named ones.
    private static func perOutput<Value>(
        _ variable: String, _ text: String, separator: Character, accepted: String, _ parse: (String) -> Value?
    ) throws -> (Value?, [String: Value]) {
        let error = ConfigurationError(variable: variable, value: text, accepted: accepted)
        var all: Value?
        var named: [String: Value] = [:]
        for entry in text.split(separator: separator, omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let value = parts.last.flatMap(parse) else { throw error }
            if parts.count == 2 {
                guard !parts[0].isEmpty, !parts[0].contains(" "), named.updateValue(value, forKey: parts[0]) == nil else { throw error }
            } else {
                guard all == nil else { throw error }
                all = value
            }
        }
        return (all, named)
    }

    /// The connector `FRAMEKIT_TOUCH_OUTPUT` puts the touchscreen named `name` (event node `node`, "event5") on.
    public func touchOutput(forDeviceNamed name: String, node: String?) -> String? {
        touchOutputs[name] ?? node.flatMap { touchOutputs[$0] }
    }

    /// `DEVICE:CONNECTOR[,DEVICE:CONNECTOR…]`; a device name may hold colons, a connector name never does.
    private static func touchOutputs(_ v: String) throws -> [String: String] {
        var map: [String: String] = [:]
        for pair in v.split(separator: ",") {
            guard let colon = pair.lastIndex(of: ":") else { throw touchOutputError(v) }
            let device = pair[..<colon].trimmingCharacters(in: .whitespaces)
            let connector = pair[pair.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !device.isEmpty, !connector.isEmpty, !connector.contains(" ") else { throw touchOutputError(v) }
            map[device] = connector
        }
        return map
    }

    private static func touchOutputError(_ v: String) -> ConfigurationError {
        ConfigurationError(
            variable: "FRAMEKIT_TOUCH_OUTPUT", value: v,
            accepted: "DEVICE:CONNECTOR pairs separated by commas, DEVICE a touchscreen's name or event node and CONNECTOR its panel's connector (see framekit probe), e.g. event5:HDMI-A-2")
    }

    /// A positive number of seconds, or `never` (and 0) for none; nil when unset.
    private static func seconds(_ key: String, _ value: (String) -> String?) throws -> TimeInterval? {
        guard let v = value(key) else { return nil }
        if v.lowercased() == "never" { return nil }
        guard let seconds = TimeInterval(v), seconds.isFinite, seconds >= 0 else {
            throw ConfigurationError(variable: key, value: v, accepted: "seconds (a number ≥ 0; 0 or never: never)")
        }
        return seconds > 0 ? seconds : nil
    }

    /// One of a fixed set of words (any case), nil when the variable is unset.
    private static func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ value: (String) -> String?) throws
        -> Choice? where Choice.RawValue == String
    {
        guard let v = value(key) else { return nil }
        guard let choice = Choice(rawValue: v.lowercased()) else {
            throw ConfigurationError(variable: key, value: v, accepted: Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return choice
    }

    private mutating func readInput(_ value: (String) -> String?) throws {
        input = try Self.choice("FRAMEKIT_INPUT", value) ?? input
        if let v = value("FRAMEKIT_TOUCH_CALIBRATION") {
            (touchCalibration, outputTouchCalibrations) = try Self.perOutput(
                "FRAMEKIT_TOUCH_CALIBRATION", v, separator: ";",
                accepted: "six numbers \"a b c d e f\" (libinput's calibration matrix), e.g. \"0 1 0 -1 0 1\", for every touchscreen, or OUTPUT:MATRIX entries separated by semicolons for the touchscreens on an output framekit probe names, e.g. \"DSI-1:0 1 0 -1 0 1; HDMI-A-2:1 0 0 0 1 0\""
            ) { text in
                let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Float($0) }
                guard numbers.count == 6, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
                return numbers.compactMap { $0 }
            }
        }
        xkbLayout = value("FRAMEKIT_XKB_LAYOUT") ?? xkbLayout
        xkbVariant = value("FRAMEKIT_XKB_VARIANT") ?? xkbVariant
        xkbOptions = value("FRAMEKIT_XKB_OPTIONS") ?? xkbOptions
        if let v = value("FRAMEKIT_KEY_REPEAT") {
            keyRepeat = try Self.parseKeyRepeat(v)
        }
    }

    /// `DELAY_MS,RATE_HZ` (e.g. `500,25`) or `off`.
    static func parseKeyRepeat(_ text: String) throws -> KeyRepeat? {
        if text.lowercased() == "off" { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let delay = parts[0], let rate = parts[1], (0...10_000).contains(delay), rate > 0,
            rate <= 1000
        else {
            throw ConfigurationError(
                variable: "FRAMEKIT_KEY_REPEAT", value: text,
                accepted: "DELAY_MS,RATE_HZ (e.g. 500,25) or off")
        }
        return KeyRepeat(delay: delay / 1000, rate: rate)
    }

    /// Parses `WIDTHxHEIGHT`.
    public static func parseSize(_ text: String) -> PixelSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w),
            (1...16384).contains(h)
        else { return nil }
        return PixelSize(width: w, height: h)
    }
}

/// `FRAMEKIT_APPEARANCE`'s values: the light appearance (iOS's default) or the dark one, for kiosks in dim rooms.
public enum AppearanceChoice: String, CaseIterable, Sendable {
    case light, dark
}

/// The text sizes `FRAMEKIT_CONTENT_SIZE` accepts: UIKit's content size categories by name, in any case.
public enum ContentSizeChoice: String, CaseIterable, Sendable {
    case extraSmall = "extrasmall", small, medium, large, extraLarge = "extralarge", extraExtraLarge = "extraextralarge"
    case extraExtraExtraLarge = "extraextraextralarge", accessibilityMedium = "accessibilitymedium"
    case accessibilityLarge = "accessibilitylarge", accessibilityExtraLarge = "accessibilityextralarge"
    case accessibilityExtraExtraLarge = "accessibilityextraextralarge"
    case accessibilityExtraExtraExtraLarge = "accessibilityextraextraextralarge"
}
