import Foundation

/// Checks `condition` every 50 ms until it holds or `seconds` pass.
func poll(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
        if try condition() { return true }
        usleep(50_000)
    } while Date() < deadline
    return false
}

/// Waits up to `seconds` for `process` to end. When it has not, ends it (SIGTERM, and SIGKILL if it is still there
/// after 2 s) and returns false: a test never waits on a child for good.
func finish(_ process: Process, within seconds: Double) -> Bool {
    if exitStatus(of: process, within: seconds) != nil { return true }
    process.terminate()
    if exitStatus(of: process, within: 2) == nil {
        kill(process.processIdentifier, SIGKILL)
        _ = exitStatus(of: process, within: 2)
    }
    return false
}

/// `process`'s exit status (the signal's number when a signal ended it), once it has ended within `seconds`; nil if
/// it has not. Foundation's `Process` can miss a child's end when another part of the process reaps children too
/// (its `isRunning` then stays true and `waitUntilExit()` never returns, which once held a whole test run), so the
/// child is also asked after directly.
func exitStatus(of process: Process, within seconds: Double) -> Int32? {
    let pid = process.processIdentifier
    var status: Int32?
    _ = poll(seconds: seconds) {
        if !process.isRunning {
            status = process.terminationStatus
        } else {
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, WNOHANG)
            // Reaped here:
            if reaped == pid { status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : raw & 0x7F }
            // Reaped by Foundation's own watcher, which says so a moment later; or by someone else (status gone: -1).
            if reaped == -1 && errno == ECHILD {
                status = poll(seconds: 1) { !process.isRunning } ? process.terminationStatus : -1
            }
        }
        return status != nil
    }
    return status
}

/// A FrameKit app started as a developer would start it, with its output collected.
final class AppProcess {
    private let process = Process()
    private let directory: URL
    private let log: URL
    private let socket: String
    private let tool: URL

    /// Starts `executable` with the test's environment less its `FRAMEKIT_` settings, plus `environment`, on the X
    /// display `display` when there is one, and a control socket of its own.
    init(executable: URL, display: String? = nil, environment: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        log = directory.appendingPathComponent("output.log")
        socket = directory.appendingPathComponent("control.sock").path
        tool = executable.deletingLastPathComponent().appendingPathComponent("framekit")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        // Line-buffered, as on a terminal or under journald, so its printed lines arrive as they are printed.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/stdbuf")
        process.arguments = ["-oL", executable.path]
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FRAMEKIT_") && $0.key != "WAYLAND_DISPLAY" }
        env.merge(environment) { $1 }
        if let display { env["DISPLAY"] = display }
        env["FRAMEKIT_CONTROL_SOCKET"] = socket
        process.environment = env
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    func waitForOutput(_ line: String) throws -> Bool { poll(seconds: 20) { output.contains(line) } }

    /// Asks the app for its status line (its `screen`'s, numbered as `framekit ctl screens` does) until it
    /// contains `text`.
    func waitForStatus(screen: Int = 1, containing text: String) throws -> Bool {
        try poll(seconds: 20) { try control("screen", "\(screen)", "status").contains(text) }
    }

    /// What `framekit ctl` prints for `words`, sent to this app's control socket.
    func control(_ words: String...) throws -> String {
        String(decoding: try standardOutput(of: tool.path, ["ctl", "--socket", socket] + words), as: UTF8.self)
    }

    /// SIGTERM, as systemd stops a service; the exit status (nil when it did not end within 20 s).
    func terminate() -> Int32? {
        process.terminate()
        return exitStatus(of: process, within: 20)
    }

    func stop() { _ = finish(process, within: 0) }

    /// The app is ended (if a test did not) and its log and socket directory removed.
    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The exit status of an app that ends by itself (an offscreen run going idle); nil when it has not within `seconds`.
    func terminateWhenDone(within seconds: Double) -> Int32? { exitStatus(of: process, within: seconds) }
}

/// Runs `executable` to its end; its standard output (its errors are dropped).
/// What `executable` writes, captured in a file rather than a pipe: a pipe's write end leaks into any process started
/// meanwhile (WebKit's tests start web processes in parallel, and they keep what they inherit), so reading a pipe to
/// its end could wait for as long as those live. The tool gets 20 s to finish.
func standardOutput(of executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Data {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-tool-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else { throw ChildProcessError("cannot create \(output.path)") }
    defer { try? FileManager.default.removeItem(at: output) }
    let file = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardOutput = file
    process.standardError = FileHandle.nullDevice
    try process.run()
    try file.close()
    guard finish(process, within: 20) else {
        throw ChildProcessError("\(executable) \(arguments.joined(separator: " ")) did not finish within 20 s")
    }
    return try Data(contentsOf: output)
}

struct ChildProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
