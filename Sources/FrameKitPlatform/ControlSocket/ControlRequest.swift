import Foundation

/// A request to a running app over its control socket: one line of words, answered by one line that starts with
/// `ok` or `error`.
public enum ControlRequest: Equatable, Sendable {
    /// Write what is on screen (the UI's orientation) to a PNG at this path.
    case screenshot(path: String)
    /// Turn the interface to this rotation, if the app allows it.
    case rotate(DisplayRotation)
    /// Deliver a memory warning, as real pressure would.
    case memoryWarning
    /// Report the backend, mode, rotation, frames presented, recent frame times and memory.
    case status
    /// Tap at a point of the UI, in points.
    case tap(x: Double, y: Double)
    /// Set the text size (Dynamic Type), as `FRAMEKIT_CONTENT_SIZE` does at start-up.
    case contentSize(ContentSizeChoice)
    /// Set the appearance (light or dark), as `FRAMEKIT_APPEARANCE` does at start-up.
    case appearance(AppearanceChoice)
    /// Set the backlight (0…1), as `UIScreen.brightness` does.
    case brightness(Double)
    /// Turn the panel off now, as the idle timer does.
    case blank
    /// Light the panel again, as a touch does.
    case wake
    /// Reply with the accessibility tree on screen: one line of JSON (`AccessibilityNode`).
    case describe
    /// List the screens: number, display, size in points, and whether it mirrors the main one.
    case screens
    /// Open a URL of one of the app's own schemes in the app, as a deep link would (`scene(_:openURLContexts:)`).
    case openURL(String)
    /// A request for the screen numbered `screen` (1 the main one, as `screens` lists them): `screenshot`, `status`,
    /// `tap`, `describe`, `rotate`, `brightness` and its `blank`/`wake`.
    indirect case onScreen(Int, ControlRequest)

    /// The commands, for usage and error messages.
    public static let usage =
        "screenshot FILE.png | rotate 0|90|180|270 | memory-warning | status | tap X Y | content-size CATEGORY | appearance light|dark | brightness 0…1|blank|wake | describe | screens | screen N REQUEST | open-url URL"

    /// Parses one request line; the error says what was expected.
    public init(line: String) throws(ControlRequestError) {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let command = words.first else { throw ControlRequestError("empty request; commands: \(Self.usage)") }
        let arguments = Array(words.dropFirst())
        switch command {
        case "screenshot":
            guard arguments.count == 1 else { throw ControlRequestError("usage: screenshot FILE.png") }
            self = .screenshot(path: arguments[0])
        case "rotate":
            guard arguments.count == 1, let rotation = DisplayRotation(degrees: arguments[0]) else {
                throw ControlRequestError("usage: rotate 0|90|180|270")
            }
            self = .rotate(rotation)
        case "memory-warning":
            guard arguments.isEmpty else { throw ControlRequestError("usage: memory-warning") }
            self = .memoryWarning
        case "status":
            guard arguments.isEmpty else { throw ControlRequestError("usage: status") }
            self = .status
        case "describe":
            guard arguments.isEmpty else { throw ControlRequestError("usage: describe") }
            self = .describe
        case "screens":
            guard arguments.isEmpty else { throw ControlRequestError("usage: screens") }
            self = .screens
        case "screen":
            let usage = "usage: screen N REQUEST, N a screen's number (screens lists them), REQUEST one of screenshot, status, tap, describe, rotate, brightness"
            guard arguments.count >= 2, let number = Int(arguments[0]), number >= 1 else { throw ControlRequestError(usage) }
            let inner = try ControlRequest(line: arguments.dropFirst().joined(separator: " "))
            switch inner {
            case .screenshot, .status, .tap, .describe, .rotate, .brightness, .blank, .wake: self = .onScreen(number, inner)
            default: throw ControlRequestError(usage)
            }
        case "open-url":
            guard arguments.count == 1, URL(string: arguments[0])?.scheme != nil else {
                throw ControlRequestError("usage: open-url URL (with its scheme, one of the app's: myapp://path)")
            }
            self = .openURL(arguments[0])
        case "tap":
            guard arguments.count == 2, let x = Double(arguments[0]), let y = Double(arguments[1]), x.isFinite, y.isFinite
            else { throw ControlRequestError("usage: tap X Y (points, numbers)") }
            self = .tap(x: x, y: y)
        case "content-size":
            guard arguments.count == 1, let choice = ContentSizeChoice(rawValue: arguments[0].lowercased()) else {
                let names = ContentSizeChoice.allCases.map(\.rawValue).joined(separator: "|")
                throw ControlRequestError("usage: content-size \(names)")
            }
            self = .contentSize(choice)
        case "appearance":
            guard arguments.count == 1, let choice = AppearanceChoice(rawValue: arguments[0].lowercased()) else {
                throw ControlRequestError("usage: appearance light|dark")
            }
            self = .appearance(choice)
        case "brightness":
            let usage = ControlRequestError("usage: brightness LEVEL (0…1) | brightness blank | brightness wake")
            guard arguments.count == 1 else { throw usage }
            switch arguments[0] {
            case "blank": self = .blank
            case "wake": self = .wake
            default:
                guard let level = Double(arguments[0]), level >= 0, level <= 1 else { throw usage }
                self = .brightness(level)
            }
        default:
            throw ControlRequestError("unknown command '\(command)'; commands: \(Self.usage)")
        }
    }
}

/// A malformed control request; the message is sent back as `error MESSAGE`.
public struct ControlRequestError: Error, Equatable, CustomStringConvertible {
    /// What was wrong with the request.
    public let message: String
    /// An error replying `error message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
