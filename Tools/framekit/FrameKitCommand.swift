import ArgumentParser
import Foundation
import FrameKitLinux
import FrameKitPlatform

/// `framekit`: the command-line companion of FrameKit apps, on swift-argument-parser (help for every subcommand,
/// `framekit --generate-completion-script bash|zsh|fish` for shell completions).
@main
struct FrameKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framekit",
        abstract: "The command-line companion of FrameKit apps.",
        subcommands: [Probe.self, Ctl.self, Record.self, PackageCommand.self, PortCommand.self])
}

/// `framekit probe`.
struct Probe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the displays, input devices, backlights, memory-pressure support, seat and console of this machine.")

    func run() {
        print(SystemProbe().text)
    }
}

/// `framekit ctl`: one request to a running app's control socket.
struct Ctl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Send one request to a running app's control socket and print its reply.",
        discussion: """
            Requests: \(ControlRequest.usage).
            Exit status: 0 for an `ok` reply, 1 for an `error` reply, 2 when the app cannot be reached, 64 for a \
            wrong command line.
            """)

    @Option(help: "The app's control socket (default: FRAMEKIT_CONTROL_SOCKET, else the app's runtime directory).")
    var socket: String?

    @Flag(help: "For `describe`: print the reply's JSON as it came instead of an indented outline.")
    var json = false

    @Option(help: "The screen the request is for, by its number in `screens` (1, the main one, by default).")
    var screen: Int?

    @Argument(parsing: .remaining, help: "The request and its arguments, e.g. `rotate 90` or `tap 100 200`.")
    var request: [String]

    func validate() throws {
        do { _ = try ControlRequest(line: line) } catch { throw ValidationError("\(error)") }
    }

    private var line: String { ((screen.map { ["screen", String($0)] } ?? []) + request).joined(separator: " ") }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = ControlServer.defaultPath(configured: socket ?? environment["FRAMEKIT_CONTROL_SOCKET"], environment: environment) else {
            throw failure("framekit ctl: no control socket; pass --socket PATH or set FRAMEKIT_CONTROL_SOCKET")
        }
        switch ControlClient.send(line, to: path) {
        case .success(let reply):
            print(Self.readable(reply, json: json))
            if !reply.hasPrefix("ok") { throw ExitCode(1) }
        case .failure(let error):
            throw failure("framekit ctl: \(error)")
        }
    }
}

extension Ctl {
    /// The reply as printed: `describe`'s JSON tree as an indented outline unless `json`; anything else as it came.
    static func readable(_ reply: String, json: Bool) -> String {
        guard !json, reply.hasPrefix("ok {"),
            let tree = try? JSONDecoder().decode(AccessibilityNode.self, from: Data(reply.dropFirst(3).utf8))
        else { return reply }
        return (["ok"] + tree.outline()).joined(separator: "\n")
    }
}

/// `framekit record`.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write what the input devices send to FILE, for ScriptedInput to replay in a headless test.",
        discussion: "Records until Ctrl-C, SIGTERM or the duration. Positions are scaled to the display's native size.")

    @Option(help: "The libinput seat (default: FRAMEKIT_SEAT, else seat0).")
    var seat: String?

    @Option(help: ArgumentHelp("The display's native size (default: the first connected DRM connector's first mode).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Argument(help: "The recording to write.")
    var file: String

    func validate() throws {
        if let size, Configuration.parseSize(size) == nil { throw ValidationError("--size takes WIDTHxHEIGHT, e.g. 1280x800") }
        if let duration, !(duration > 0) { throw ValidationError("--duration takes a number of seconds above 0") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let seat = seat ?? LibinputSource.seatName(configured: nil, environment: ProcessInfo.processInfo.environment)
            guard let size = size.flatMap(Configuration.parseSize) ?? Recorder.displaySize() else {
                throw failure("framekit record: no connected display found to scale touch positions; pass --size WIDTHxHEIGHT")
            }
            do { try Recorder.record(to: file, seat: seat, size: size, duration: duration) } catch {
                throw failure("framekit record: \(error)")
            }
        }
    }
}

/// Prints `message` on standard error and gives exit status 2, for a failure that is not the command line's.
func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return ExitCode(2)
}
