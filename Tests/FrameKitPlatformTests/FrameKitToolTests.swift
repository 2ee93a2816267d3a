import ArgumentParser
import Foundation
import Testing

@testable import FrameKitTool

/// The `framekit` command line: what it accepts, what it refuses and says, its help and completions.
@Suite struct FrameKitToolTests {
    @Test func ctlTakesASocketAndARequestWithItsArguments() throws {
        let command = try FrameKitCommand.parseAsRoot(["ctl", "--socket", "/run/kiosk.sock", "tap", "100", "20"])
        let ctl = try #require(command as? Ctl)
        #expect(ctl.socket == "/run/kiosk.sock")
        #expect(ctl.request == ["tap", "100", "20"])
        #expect((try FrameKitCommand.parseAsRoot(["ctl", "brightness", "0.5"]) as? Ctl)?.request == ["brightness", "0.5"])
    }

    @Test func aWrongRequestIsAUsageErrorThatSaysWhatWasExpected() {
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["ctl", "rotate", "45"]) }
        do {
            _ = try FrameKitCommand.parseAsRoot(["ctl", "rotate", "45"])
        } catch {
            #expect(FrameKitCommand.message(for: error).contains("rotate 0|90|180|270"))
            #expect(FrameKitCommand.exitCode(for: error) == .validationFailure)
        }
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["ctl"]) }
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["record", "--size", "12", "out.txt"]) }
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["record", "--duration", "0", "out.txt"]) }
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["frobnicate"]) }
    }

    @Test func describeIsPrintedAsAnOutlineOrAsTheJSONItCameAs() throws {
        let reply = #"ok {"children":[{"children":[],"frame":[20,20,100,44],"isElement":true,"kind":"UIButton","label":"Start","traits":["button"]}],"frame":[0,0,320,240],"isElement":false,"kind":"UIWindow","traits":[]}"#
        #expect(Ctl.readable(reply, json: false) == "ok\nUIWindow [0,0,320,240]\n  UIButton button label=\"Start\" [20,20,100,44]")
        #expect(Ctl.readable(reply, json: true) == reply)
        #expect(Ctl.readable("ok tapped (1.0, 2.0)", json: false) == "ok tapped (1.0, 2.0)")
        let describe = try #require(try FrameKitCommand.parseAsRoot(["ctl", "--json", "describe"]) as? Ctl)
        #expect(describe.json && describe.request == ["describe"])
    }

    @Test func anAppThatCannotBeReachedExitsWithStatus2() throws {
        let ctl = try #require(try FrameKitCommand.parseAsRoot(["ctl", "--socket", NSTemporaryDirectory() + "no-such-app.sock", "status"]) as? Ctl)
        #expect(throws: ExitCode(2)) { try ctl.run() }
    }

    @Test func everySubcommandHasHelpAndTheShellsGetCompletions() {
        #expect(FrameKitCommand.helpMessage().contains("probe") && FrameKitCommand.helpMessage().contains("record"))
        #expect(FrameKitCommand.helpMessage(for: Ctl.self).contains("Exit status: 0 for an `ok` reply"))
        #expect(FrameKitCommand.helpMessage(for: Ctl.self).contains("memory-warning"))
        #expect(FrameKitCommand.helpMessage(for: Record.self).contains("--duration"))
        #expect(FrameKitCommand.helpMessage(for: Probe.self).contains("input devices"))
        for shell in [CompletionShell.bash, .zsh, .fish] {
            let script = FrameKitCommand.completionScript(for: shell)
            #expect(script.contains("ctl") && script.contains("record") && script.contains("socket"), "\(shell)")
        }
    }
}
