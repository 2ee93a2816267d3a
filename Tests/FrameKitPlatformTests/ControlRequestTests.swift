import Foundation
import Testing
import FrameKitLinux
import FrameKitPlatform

@Suite struct ControlRequestTests {
    @Test func everyCommandParses() throws {
        #expect(try ControlRequest(line: "screenshot /tmp/a.png") == .screenshot(path: "/tmp/a.png"))
        #expect(try ControlRequest(line: "  rotate   270 ") == .rotate(.degrees270))
        #expect(try ControlRequest(line: "memory-warning") == .memoryWarning)
        #expect(try ControlRequest(line: "status") == .status)
        #expect(try ControlRequest(line: "tap 12.5 40") == .tap(x: 12.5, y: 40))
        #expect(try ControlRequest(line: "content-size accessibilityLarge") == .contentSize(.accessibilityLarge))
        #expect(try ControlRequest(line: "brightness 0.25") == .brightness(0.25))
        #expect(try ControlRequest(line: "brightness blank") == .blank)
        #expect(try ControlRequest(line: "brightness wake") == .wake)
        #expect(try ControlRequest(line: "screens") == .screens)
        #expect(try ControlRequest(line: "screen 2 tap 10 20") == .onScreen(2, .tap(x: 10, y: 20)))
        #expect(try ControlRequest(line: "screen 1 brightness blank") == .onScreen(1, .blank))
    }

    @Test func malformedRequestsSayWhatWasExpected() {
        let cases: [(String, String)] = [
            ("", "empty request; commands: "), ("frobnicate", "unknown command 'frobnicate'; commands: "),
            ("rotate 45", "usage: rotate 0|90|180|270"), ("rotate", "usage: rotate 0|90|180|270"),
            ("tap 1", "usage: tap X Y"), ("tap x y", "usage: tap X Y"), ("tap nan 3", "usage: tap X Y"),
            ("screenshot", "usage: screenshot FILE.png"), ("status now", "usage: status"),
            ("memory-warning please", "usage: memory-warning"), ("content-size huge", "usage: content-size extrasmall|"),
            ("content-size", "usage: content-size extrasmall|"), ("brightness", "usage: brightness LEVEL"),
            ("brightness 1.5", "usage: brightness LEVEL"), ("brightness dim", "usage: brightness LEVEL"),
            ("screen 0 status", "usage: screen N REQUEST"), ("screen two status", "usage: screen N REQUEST"),
            ("screen 2", "usage: screen N REQUEST"), ("screen 2 memory-warning", "usage: screen N REQUEST"),
            ("screen 2 screen 1 status", "usage: screen N REQUEST"), ("screen 2 tap 1", "usage: tap X Y"),
            ("screens 2", "usage: screens"),
        ]
        for (line, expected) in cases {
            do {
                _ = try ControlRequest(line: line)
                Issue.record("\"\(line)\" was accepted")
            } catch {
                #expect(error.message.hasPrefix(expected), "\"\(line)\" → \(error.message)")
            }
        }
    }

    @Test func theSocketPathComesFromTheSettingThenTheRuntimeDirectories() {
        #expect(ControlServer.defaultPath(configured: "/run/x.sock", environment: ["XDG_RUNTIME_DIR": "/run/user/1"]) == "/run/x.sock")
        #expect(ControlServer.defaultPath(configured: nil, environment: ["RUNTIME_DIRECTORY": "/run/framekit-app"])
            == "/run/framekit-app/control.sock")
        #expect(ControlServer.defaultPath(configured: nil, environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])
            == "/run/user/1000/framekit-control.sock")
        #expect(ControlServer.defaultPath(configured: nil, environment: [:]) == nil)
    }
}
