import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

@Suite struct DRMModeTests {
    private let modes = [
        DRMMode(width: 1920, height: 1080, refresh: 60, isPreferred: false, index: 0),
        DRMMode(width: 1280, height: 800, refresh: 75, isPreferred: true, index: 1),
        DRMMode(width: 1280, height: 800, refresh: 60, isPreferred: false, index: 2),
        DRMMode(width: 1024, height: 768, refresh: 60, isPreferred: false, index: 3),
    ]

    @Test func requestsParse() {
        #expect(DRMModeRequest("1280x800") == DRMModeRequest("1280X800"))
        #expect(DRMModeRequest("1280x800")?.refresh == nil && DRMModeRequest("1280x800@60")?.refresh == 60)
        for bad in ["", "1280", "x800", "1280x800@", "1280x800@0", "1280x800@60@1", "0x0"] {
            #expect(DRMModeRequest(bad) == nil, "\(bad)")
        }
    }

    @Test func thePreferredModeUnlessOneIsRequested() {
        #expect(DRMMode.select(from: modes, requested: nil)?.index == 1)
        #expect(DRMMode.select(from: modes, requested: DRMModeRequest("1280x800@60"))?.index == 2)
        #expect(DRMMode.select(from: modes, requested: DRMModeRequest("1280x800@58"))?.index == 2, "the closest refresh")
        #expect(DRMMode.select(from: modes, requested: DRMModeRequest("1280x800"))?.index == 1, "the highest refresh")
        #expect(DRMMode.select(from: modes, requested: DRMModeRequest("800x600")) == nil)
        #expect(DRMMode.select(from: Array(modes.dropFirst(2)), requested: nil)?.index == 2, "no preferred mode: the first")
    }

    @Test func onlyMissingHardwareIsWaitedFor() {
        #expect(DRMError.noCard.isWaitingForHardware)
        #expect(DRMError.noConnectedConnector(card: "/dev/dri/card0", connectors: []).isWaitingForHardware)
        #expect(DRMError.cannotOpen(path: "/dev/dri/card0", errno: ENOENT).isWaitingForHardware)
        #expect(!DRMError.cannotOpen(path: "/dev/dri/card0", errno: EACCES).isWaitingForHardware)
        #expect(!DRMError.notMaster(path: "/dev/dri/card0").isWaitingForHardware)
    }

    @Test func errorsNameTheDeviceAndTheFix() {
        #expect("\(DRMError.noCard)".contains("set FRAMEKIT_DISPLAY=offscreen"))
        #expect("\(DRMError.cannotOpen(path: "/dev/dri/card0", errno: 13))".contains("add the user to the video group"))
        #expect("\(DRMError.notMaster(path: "/dev/dri/card0"))".contains("another program"))
        #expect("\(DRMError.noConnectedConnector(card: "/dev/dri/card0", connectors: ["HDMI-A-1 (disconnected)"]))"
            == "no display connected to /dev/dri/card0 (connectors: HDMI-A-1 (disconnected)); connect one or set FRAMEKIT_DISPLAY=offscreen")
    }
}
