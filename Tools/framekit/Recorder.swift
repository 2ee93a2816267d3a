import Foundation
import FrameKitLinux
import FrameKitPlatform

/// What `framekit record` runs: writes what the input devices send, in the format `ScriptedInput` replays, until
/// Ctrl-C, SIGTERM or the duration, with positions scaled to the display's native size.
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

    /// Records to `path` until a signal or the duration, then exits.
    static func record(to path: String, seat: String, size: PixelSize, duration: TimeInterval?) throws -> Never {
        let recorder: Recorder
        recorder = try Recorder(path: path, seat: seat, size: size)
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

    /// The first connected connector's first mode.
    static func displaySize() -> PixelSize? {
        let connector = SystemProbe().cards.flatMap(\.connectors).first { $0.status == "connected" && !$0.modes.isEmpty }
        return connector.flatMap { Configuration.parseSize(String($0.modes[0].prefix { $0.isNumber || $0 == "x" })) }
    }
}

struct RecorderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
