import Foundation

/// A benchmark's workload on a Qt widget: a C++ program beside the benchmark's sources, built with g++ against Qt 5
/// when its development files are installed (Debian: `apt-get install -y qtbase5-dev g++`), run on Qt's offscreen
/// platform (`QT_QPA_PLATFORM=offscreen`) in the same run as FrameKit's rounds, printing one JSON object.
public struct QtPeer {
    /// Each widget's measures (every object-valued entry of the peer's JSON): [median, p95] pairs or single values.
    public let widgets: [String: [String: Any]]
    public let version: String

    /// Why there is no peer column: what is missing and how to get it.
    public struct Unavailable: Error {
        public let reason: String
    }

    /// Builds `source` (a path relative to the benchmarks' folder; `Support/peer_statistics.h` is on its include path)
    /// and runs it with `arguments`, `input` on its standard input.
    public static func run(source name: String, arguments: [String], input: String = "") -> Result<QtPeer, Unavailable> {
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let source = benchmarks.appendingPathComponent(name)
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "framekit-" + source.deletingPathExtension().lastPathComponent)
        guard let flags = output(of: ["pkg-config", "--cflags", "--libs", "Qt5Widgets"]) else {
            return .failure(Unavailable(reason: "no Qt 5 here (apt-get install -y qtbase5-dev g++ for a Qt column)"))
        }
        let support = benchmarks.appendingPathComponent("Support").path
        let build = ["g++", "-O2", "-fPIC", "-I", support, "-o", binary.path, source.path]
            + flags.split(separator: " ").map(String.init)
        guard output(of: build) != nil else {
            return .failure(Unavailable(reason: "g++ could not build \(source.path) against Qt 5"))
        }
        guard let json = output(of: [binary.path] + arguments, input: input, environment: ["QT_QPA_PLATFORM": "offscreen"]),
            let document = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
            let command = "QT_QPA_PLATFORM=offscreen \(([binary.path] + arguments).joined(separator: " "))"
            return .failure(Unavailable(reason: "the Qt peer failed: run \(command) to see why"))
        }
        var widgets: [String: [String: Any]] = [:]
        for (name, value) in document { if let measures = value as? [String: Any] { widgets[name] = measures } }
        return .success(QtPeer(widgets: widgets, version: document["qt"] as? String ?? "?"))
    }

    /// The median of a measure on one widget (the first of its [median, p95] pair, or the value itself).
    public func median(_ widget: String, _ measure: String) -> Double? {
        let value = widgets[widget]?[measure]
        return (value as? [Double])?.first ?? value as? Double
    }

    /// A command's standard output, or nil when it cannot start or fails.
    public static func output(of command: [String], input: String = "", environment extra: [String: String] = [:]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pipe = Pipe(), inputPipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = inputPipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inputPipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
