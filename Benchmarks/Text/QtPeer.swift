import Foundation

/// The same workload on Qt's QTextEdit and QPlainTextEdit, built from `qt_text_peer.cpp` beside this file and run
/// offscreen (`QT_QPA_PLATFORM=offscreen`) in the same run as FrameKit's rounds.
struct QtPeer {
    /// Median and p95 of each measure, and the heap ratio, per Qt widget ("QTextEdit", "QPlainTextEdit").
    let widgets: [String: [String: Any]]
    let version: String

    /// Why there is no peer column: what is missing and how to get it.
    struct Unavailable: Error {
        let reason: String
    }

    /// Builds the peer when Qt 5's development files are installed (Debian: `qtbase5-dev`) and runs it.
    static func run(rounds: Int) -> Result<QtPeer, Unavailable> {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("qt_text_peer.cpp")
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-qt-text-peer")
        guard let flags = output(of: ["pkg-config", "--cflags", "--libs", "Qt5Widgets"]) else {
            return .failure(Unavailable(reason: "no Qt 5 here (apt-get install -y qtbase5-dev g++ for a Qt column)"))
        }
        let build = ["g++", "-O2", "-fPIC", "-o", binary.path, source.path] + flags.split(separator: " ").map(String.init)
        guard output(of: build) != nil else {
            return .failure(Unavailable(reason: "g++ could not build \(source.path) against Qt 5"))
        }
        guard let json = output(of: [binary.path, String(rounds)], environment: ["QT_QPA_PLATFORM": "offscreen"]),
            let document = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
            let command = "QT_QPA_PLATFORM=offscreen \(binary.path) \(rounds)"
            return .failure(Unavailable(reason: "the Qt peer failed: run \(command) to see why"))
        }
        var widgets: [String: [String: Any]] = [:]
        for (name, value) in document { if let measures = value as? [String: Any] { widgets[name] = measures } }
        return .success(QtPeer(widgets: widgets, version: document["qt"] as? String ?? "?"))
    }

    /// The median of a measure on one widget (the first of its [median, p95] pair, or the ratio itself).
    func median(_ widget: String, _ measure: String) -> Double? {
        let value = widgets[widget]?[measure]
        return (value as? [Double])?.first ?? value as? Double
    }

    /// A command's standard output, or nil when it cannot start or fails.
    private static func output(of command: [String], environment extra: [String: String] = [:]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
