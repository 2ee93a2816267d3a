import Foundation
import FrameKitGraphics

/// Input events as text, one per line, with times in seconds from the first event: what `framekit record` writes
/// from live devices and `ScriptedInput` replays, so a bug seen on a kiosk replays in a headless test.
///
///     # framekit input recording 1
///     0.000000 touch-down slot=0 x=120.5 y=80 kind=direct
///     0.016000 touch-motion slot=0 x=121 y=82 force=0.4
///     0.100000 touch-up slot=0
///     0.300000 key code=30 pressed=1
///
/// Blank lines and `#` comments are ignored. Positions are the panel's native pixels, as the devices report them.
public struct InputRecording: Equatable, Sendable {
    /// Each event with its time from the start of the recording.
    public var entries: [(offset: TimeInterval, event: InputEvent)]

    /// The first line of every recording file, naming its format's version.
    public static let header = "# framekit input recording 1"

    /// A recording of events at the given offsets from its start.
    public init(entries: [(offset: TimeInterval, event: InputEvent)]) {
        self.entries = entries
    }

    /// Events as a device produced them: their own times give the offsets.
    public init(events: [InputEvent]) {
        let start = events.first?.time ?? .zero
        entries = events.map { (Double($0.time.nanoseconds - start.nanoseconds) / 1e9, $0) }
    }

    public static func == (l: InputRecording, r: InputRecording) -> Bool {
        l.entries.count == r.entries.count
            && zip(l.entries, r.entries).allSatisfy { abs($0.offset - $1.offset) < 1e-6 && $0.event == $1.event }
    }

    // MARK: Writing

    /// The recording as its file's text, which `init(parsing:)` reads back.
    public var text: String {
        ([Self.header] + entries.map { Self.line(for: $0.event, at: $0.offset) }).joined(separator: "\n") + "\n"
    }

    /// One event's line.
    public static func line(for event: InputEvent, at offset: TimeInterval) -> String {
        String(format: "%.6f ", offset) + ([name(of: event)] + fields(of: event).map { "\($0.0)=\($0.1)" })
            .joined(separator: " ")
    }

    private static func name(of event: InputEvent) -> String {
        switch event {
        case .touchDown: "touch-down"
        case .touchMotion: "touch-motion"
        case .touchUp: "touch-up"
        case .touchCancel: "touch-cancel"
        case .pointerMotion: "pointer-motion"
        case .pointerPosition: "pointer-position"
        case .pointerButton: "pointer-button"
        case .scroll: "scroll"
        case .key: "key"
        case .tabletMode: "tablet-mode"
        case .touchpadPinch: "touchpad-pinch"
        case .touchpadSwipe: "touchpad-swipe"
        case .deviceAdded: "device-added"
        case .deviceRemoved: "device-removed"
        }
    }

    private static func fields(of event: InputEvent) -> [(String, String)] {
        func n(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        func b(_ v: Bool) -> String { v ? "1" : "0" }
        switch event {
        case .touchDown(let slot, let x, let y, let kind, let force, _):
            return [("slot", "\(slot)"), ("x", n(x)), ("y", n(y)), ("kind", kind == .direct ? "direct" : "pointer")]
                + (force.map { [("force", n($0))] } ?? [])
        case .touchMotion(let slot, let x, let y, let force, _):
            return [("slot", "\(slot)"), ("x", n(x)), ("y", n(y))] + (force.map { [("force", n($0))] } ?? [])
        case .touchUp(let slot, _), .touchCancel(let slot, _):
            return [("slot", "\(slot)")]
        case .pointerMotion(let dx, let dy, _):
            return [("dx", n(dx)), ("dy", n(dy))]
        case .pointerPosition(let x, let y, _):
            return [("x", n(x)), ("y", n(y))]
        case .pointerButton(let button, let pressed, _):
            return [("button", "\(button)"), ("pressed", b(pressed))]
        case .scroll(let dx, let dy, let continuous, _):
            return [("dx", n(dx)), ("dy", n(dy)), ("continuous", b(continuous))]
        case .key(let code, let pressed, _):
            return [("code", "\(code)"), ("pressed", b(pressed))]
        case .tabletMode(let on, _):
            return [("on", b(on))]
        case .touchpadPinch(let phase, let fingers, let scale, let rotation, _):
            return [("phase", phase.rawValue), ("fingers", "\(fingers)"), ("scale", n(scale)), ("rotation", n(rotation))]
        case .touchpadSwipe(let phase, let fingers, let dx, let dy, _):
            return [("phase", phase.rawValue), ("fingers", "\(fingers)"), ("dx", n(dx)), ("dy", n(dy))]
        case .deviceAdded(let device, _), .deviceRemoved(let device, _):
            return [("id", device.id), ("caps", capabilityNames(device.capabilities)), ("name", quoted(device.name))]
        }
    }

    private static let capabilityTable: [(String, InputDevice.Capabilities)] = [
        ("keyboard", .keyboard), ("pointer", .pointer), ("touch", .touch), ("gesture", .gesture),
        ("tablet-mode-switch", .tabletModeSwitch), ("letter-keys", .letterKeys),
    ]

    private static func capabilityNames(_ capabilities: InputDevice.Capabilities) -> String {
        let names = capabilityTable.filter { capabilities.contains($0.1) }.map(\.0)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Reading

    /// Parses a recording; any malformed line fails with its number and what was expected.
    public init(parsing text: String) throws(InputRecordingError) {
        var entries: [(TimeInterval, InputEvent)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var reader = LineReader(line: line, number: index + 1)
            let offset = try reader.offset()
            if let last = entries.last?.0, offset < last {
                throw reader.error("a time not before the previous line's \(last)", found: "\(offset)")
            }
            entries.append((offset, try reader.event(at: MonotonicInstant(nanoseconds: Int64(offset * 1e9)))))
        }
        self.entries = entries
    }

    /// Reads a recording file.
    public init(contentsOf path: String) throws(InputRecordingError) {
        guard let data = FileManager.default.readContents(atPath: path) else { throw .unreadable(path: path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .malformed(line: 0, expected: "UTF-8 text", found: "binary data in \(path)")
        }
        try self.init(parsing: text)
    }

    /// Reads the fields of one line.
    private struct LineReader {
        let line: String
        let number: Int
        private var words: [String] = []
        private var fields: [String: String] = [:]

        init(line: String, number: Int) {
            self.line = line
            self.number = number
        }

        func error(_ expected: String, found: String) -> InputRecordingError {
            .malformed(line: number, expected: expected, found: found)
        }

        mutating func offset() throws(InputRecordingError) -> TimeInterval {
            words = try split(line)
            guard let first = words.first, let offset = Double(first), offset.isFinite, offset >= 0 else {
                throw error("a time in seconds (e.g. 0.016)", found: words.first ?? "nothing")
            }
            guard words.count >= 2 else { throw error("an event name after the time", found: "end of line") }
            for word in words.dropFirst(2) {
                guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                    throw error("name=value", found: word)
                }
                fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
            }
            return offset
        }

        func event(at time: MonotonicInstant) throws(InputRecordingError) -> InputEvent {
            switch words[1] {
            case "touch-down":
                let kind = try text("kind", default: "direct")
                guard kind == "direct" || kind == "pointer" else { throw error("kind=direct or kind=pointer", found: "kind=\(kind)") }
                return .touchDown(
                    slot: try int("slot"), x: try number("x"), y: try number("y"),
                    kind: kind == "direct" ? .direct : .indirectPointer, force: try optionalNumber("force"), time: time)
            case "touch-motion":
                return .touchMotion(
                    slot: try int("slot"), x: try number("x"), y: try number("y"), force: try optionalNumber("force"),
                    time: time)
            case "touch-up": return .touchUp(slot: try int("slot"), time: time)
            case "touch-cancel": return .touchCancel(slot: try int("slot"), time: time)
            case "pointer-motion": return .pointerMotion(dx: try number("dx"), dy: try number("dy"), time: time)
            case "pointer-position": return .pointerPosition(x: try number("x"), y: try number("y"), time: time)
            case "pointer-button":
                return .pointerButton(button: try int("button"), pressed: try flag("pressed"), time: time)
            case "scroll":
                return .scroll(
                    dx: try number("dx"), dy: try number("dy"), continuous: try flag("continuous", default: false),
                    time: time)
            case "key": return .key(code: try int("code"), pressed: try flag("pressed"), time: time)
            case "tablet-mode": return .tabletMode(on: try flag("on"), time: time)
            case "touchpad-pinch":
                return .touchpadPinch(
                    phase: try phase(), fingers: try int("fingers"), scale: try number("scale"),
                    rotation: try number("rotation"), time: time)
            case "touchpad-swipe":
                return .touchpadSwipe(
                    phase: try phase(), fingers: try int("fingers"), dx: try number("dx"), dy: try number("dy"),
                    time: time)
            case "device-added": return .deviceAdded(try device(), time: time)
            case "device-removed": return .deviceRemoved(try device(), time: time)
            default:
                throw error(
                    "an event name (touch-down, touch-motion, touch-up, touch-cancel, pointer-motion, "
                        + "pointer-position, pointer-button, scroll, key, tablet-mode, touchpad-pinch, touchpad-swipe, "
                        + "device-added, device-removed)", found: words[1])
            }
        }

        private func text(_ name: String, default value: String? = nil) throws(InputRecordingError) -> String {
            guard let text = fields[name] ?? value else { throw error("\(name)=… on this \(words[1]) line", found: "none") }
            return text
        }

        private func number(_ name: String) throws(InputRecordingError) -> Double {
            let raw = try text(name)
            guard let value = Double(raw), value.isFinite else { throw error("\(name)=<number>", found: "\(name)=\(raw)") }
            return value
        }

        private func optionalNumber(_ name: String) throws(InputRecordingError) -> Double? {
            fields[name] == nil ? nil : try number(name)
        }

        private func int(_ name: String) throws(InputRecordingError) -> Int {
            let raw = try text(name)
            guard let value = Int(raw) else { throw error("\(name)=<whole number>", found: "\(name)=\(raw)") }
            return value
        }

        private func flag(_ name: String, default value: Bool? = nil) throws(InputRecordingError) -> Bool {
            if fields[name] == nil, let value { return value }
            let raw = try text(name)
            guard raw == "0" || raw == "1" else { throw error("\(name)=0 or \(name)=1", found: "\(name)=\(raw)") }
            return raw == "1"
        }

        private func phase() throws(InputRecordingError) -> InputEvent.GesturePhase {
            let raw = try text("phase")
            guard let phase = InputEvent.GesturePhase(rawValue: raw) else {
                throw error("phase=began, changed, ended or cancelled", found: "phase=\(raw)")
            }
            return phase
        }

        private func device() throws(InputRecordingError) -> InputDevice {
            var capabilities: InputDevice.Capabilities = []
            for name in try text("caps").split(separator: ",") where name != "none" {
                guard let capability = InputRecording.capabilityTable.first(where: { $0.0 == name })?.1 else {
                    throw error(
                        "caps from \(InputRecording.capabilityTable.map(\.0).joined(separator: ", "))", found: String(name))
                }
                capabilities.insert(capability)
            }
            return InputDevice(id: try text("id"), name: try text("name", default: ""), capabilities: capabilities)
        }

        /// Words separated by spaces; a double-quoted value may hold spaces and \" escapes.
        private func split(_ line: String) throws(InputRecordingError) -> [String] {
            var words: [String] = []
            var current = ""
            var quoted = false
            var escaped = false
            for character in line {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if quoted && character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted.toggle()
                } else if character == " " && !quoted {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            guard !quoted else { throw error("a closing \"", found: "end of line") }
            if !current.isEmpty { words.append(current) }
            return words
        }
    }
}

/// Why a recording could not be read.
public enum InputRecordingError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String)
    case malformed(line: Int, expected: String, found: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the input recording \(path): check the path and its permissions"
        case .malformed(let line, let expected, let found): "input recording line \(line): expected \(expected), found \(found)"
        }
    }
}
