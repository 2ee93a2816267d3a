import Foundation
import FrameKitLinux
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// `framekit`: the command-line companion of FrameKit apps.
///
///     framekit probe
///     framekit ctl [--socket PATH] screenshot FILE.png | rotate 0|90|180|270 | memory-warning | status | tap X Y
///                                  | content-size CATEGORY
///     framekit record [--seat SEAT] [--size WxH] [--duration SECONDS] FILE
///
/// `probe` prints the displays, input devices, memory-pressure support, seat and console this machine offers.
/// `record` writes the live input devices' events to FILE for `ScriptedInput` to replay in a headless test.
/// `ctl` sends one request to a running app's control socket and prints its reply; exit status 0 for `ok`, 1 for
/// an `error` reply, 2 when the app cannot be reached or the command line is wrong.
enum Tool {
    static func main(_ arguments: [String]) -> Int32 {
        if arguments == ["probe"] {
            print(SystemProbe().text)
            return 0
        }
        if arguments.first == "record" {
            return MainActor.assumeIsolated { Recorder.run(Array(arguments.dropFirst())) }
        }
        guard arguments.first == "ctl" else {
            return fail("usage: framekit probe | framekit ctl [--socket PATH] \(ControlRequest.usage) | \(Recorder.usage)")
        }
        var words = Array(arguments.dropFirst())
        var configured = ProcessInfo.processInfo.environment["FRAMEKIT_CONTROL_SOCKET"]
        if words.first == "--socket" {
            guard words.count >= 2 else { return fail("--socket needs a path") }
            configured = words[1]
            words.removeFirst(2)
        }
        let line = words.joined(separator: " ")
        do { _ = try ControlRequest(line: line) } catch { return fail("framekit ctl: \(error)") }
        guard let path = ControlServer.defaultPath(configured: configured, environment: ProcessInfo.processInfo.environment) else {
            return fail("framekit ctl: no control socket; pass --socket PATH or set FRAMEKIT_CONTROL_SOCKET")
        }
        switch ControlClient.send(line, to: path) {
        case .success(let reply):
            print(reply)
            return reply.hasPrefix("ok") ? 0 : 1
        case .failure(let error):
            return fail("framekit ctl: \(error)")
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 2
    }
}

exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
