import Foundation
import FrameKitLinux
import FrameKitPlatform

/// `framekit record [--seat SEAT] [--size WxH] [--duration SECONDS] FILE`: writes what the input devices send, in
/// the format `ScriptedInput` replays, until Ctrl-C, SIGTERM or the duration. Positions are scaled to the display's
/// native size (the first connected DRM connector's first mode unless `--size` says otherwise).
@MainActor
final class Recorder {
    private var source: LibinputSource?
    private let file: FileHandle
    private var start: MonotonicInstant?
    private(set) var count = 0

    init(path: String, seat: String, size: PixelSize) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data((InputRecording.header + "\n").utf8)),
            let file = FileHandle(forWritingAtPath: path)
        else { throw RecorderError("cannot write \(path): check the folder exists and is writable") }
        file.seekToEndOfFile()
        self.file = file
        source = try LibinputSource(seat: seat, nativeSize: size) { [unowned self] event in write(event) }
    }

    private func write(_ event: InputEvent) {
        let start = start ?? event.time
        self.start = start
        let line = InputRecording.line(for: event, at: Double(event.time.nanoseconds - start.nanoseconds) / 1e9)
        file.write(Data((line + "\n").utf8))
        count += 1
    }

    func stop() {
        source?.close()
        try? file.close()
    }

    /// Parses the command line and records until stopped; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var words = arguments
        var seat = LibinputSource.seatName(configured: nil, environment: ProcessInfo.processInfo.environment)
        var size: PixelSize?
        var duration: TimeInterval?
        while let option = words.first, option.hasPrefix("--") {
            guard words.count >= 2 else { return Tool.fail("framekit record: \(option) needs a value") }
            let value = words[1]
            words.removeFirst(2)
            switch option {
            case "--seat": seat = value
            case "--size":
                guard let parsed = Configuration.parseSize(value) else { return Tool.fail("framekit record: --size takes WIDTHxHEIGHT") }
                size = parsed
            case "--duration":
                guard let seconds = Double(value), seconds > 0 else { return Tool.fail("framekit record: --duration takes seconds") }
                duration = seconds
            default: return Tool.fail("framekit record: unknown option \(option)")
            }
        }
        guard words.count == 1, let path = words.first else { return Tool.fail("usage: \(usage)") }
        guard let size = size ?? displaySize() else {
            return Tool.fail("framekit record: no connected display found to scale touch positions; pass --size WIDTHxHEIGHT")
        }
        let recorder: Recorder
        do {
            recorder = try Recorder(path: path, seat: seat, size: size)
        } catch {
            return Tool.fail("framekit record: \(error)")
        }
        FileHandle.standardError.write(Data("recording input on \(seat) (\(size.width)x\(size.height)) to \(path); Ctrl-C stops\n".utf8))
        let finish = {
            recorder.stop()
            FileHandle.standardError.write(Data("recorded \(recorder.count) events to \(path)\n".utf8))
            exit(0)
        }
        let signals = SignalWatcher { _ in finish() }
        if let duration { DispatchQueue.main.asyncAfter(deadline: .now() + duration) { MainActor.assumeIsolated { finish() } } }
        withExtendedLifetime(signals) { dispatchMain() }
    }

    nonisolated static let usage = "framekit record [--seat SEAT] [--size WIDTHxHEIGHT] [--duration SECONDS] FILE"

    /// The first connected connector's first mode.
    private static func displaySize() -> PixelSize? {
        let connector = SystemProbe().cards.flatMap(\.connectors).first { $0.status == "connected" && !$0.modes.isEmpty }
        return connector.flatMap { Configuration.parseSize(String($0.modes[0].prefix { $0.isNumber || $0 == "x" })) }
    }
}

struct RecorderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
