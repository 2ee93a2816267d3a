import Dispatch
import Foundation
import FrameKitPlatform
import Logging

/// One DRM device shared by the displays on its connectors (two HDMI ports of a Raspberry Pi): its events are read
/// once, each flip completion going to the display whose CRTC flipped; its hotplug events are followed once, each
/// display hearing of them and then whoever looks for newly connected panels (`connectorsChanged`); each display
/// claims a CRTC of its own; DRM master is dropped when the last display is given back. Displays that open together
/// (at start) light their panels in one atomic commit.
@MainActor
final class DRMCard {
    let device: DRMDevice
    /// How long a display's first frame waits for the other new displays' (their screens draw theirs in the same
    /// few frames); then what is there is shown.
    static let firstFramesWait: TimeInterval = 0.5
    /// Whether a seat manager opened the card (and so takes and gives DRM master on session switches).
    let seatManaged: Bool
    /// Whether the card is the main display's: its outputs are named by their connectors alone, other cards' by
    /// the card too (`card1-HDMI-A-1`), since each card numbers its connectors from 1.
    let isMainCard: Bool
    /// Runs after every display heard that the card's connectors changed.
    var connectorsChanged: (@MainActor () -> Void)?

    private struct Member {
        weak var display: DRMDisplay?
        let crtc: UInt32
    }
    private var members: [Member] = []
    /// A first frame waiting to go in one commit with the others'.
    private struct FirstFrame {
        let display: DRMDisplay
        let modesetting: Modesetting
        let framebuffer: UInt32
    }
    private var waitingFirstFrames: [FirstFrame] = []
    private var firstFramesDeadline: LoopTimer?
    private let loop: MainLoop
    private var eventSource: DispatchSourceRead?
    private var hotplug: UdevMonitor?
    private let logger = Logger(label: "framekit.drm")

    init(device: DRMDevice, seatManaged: Bool, isMainCard: Bool, loop: MainLoop) {
        self.device = device
        self.seatManaged = seatManaged
        self.isMainCard = isMainCard
        self.loop = loop
        device.onFlip = { [weak self] event in MainActor.assumeIsolated { self?.deliver(event) } }
        let source = DispatchSource.makeReadSource(fileDescriptor: device.fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.device.handleEvents() } }
        source.resume()
        eventSource = source
        followHotplug()
    }

    /// The name settings give the output on `connector` of this card.
    func outputName(of connector: DRMConnector) -> String {
        isMainCard ? connector.name : "\(device.name)-\(connector.name)"
    }

    /// The card's displays.
    var displays: [DRMDisplay] { members.compactMap(\.display) }

    /// The CRTCs the card's displays drive.
    var claimedCrtcs: Set<UInt32> { Set(members.filter { $0.display != nil }.map(\.crtc)) }

    /// The first of `connector`'s CRTCs no display of the card drives.
    func freeCrtc(for connector: DRMConnector) -> UInt32? {
        let claimed = claimedCrtcs
        return connector.possibleCrtcs.first { !claimed.contains($0) }
    }

    /// `display` drives `crtc`: its flips and the card's hotplug events go to it.
    func add(_ display: DRMDisplay, crtc: UInt32) {
        members.append(Member(display: display, crtc: crtc))
    }

    /// `display` was given back; with the last one, the card stops listening and drops DRM master.
    func remove(_ display: DRMDisplay) {
        members.removeAll { $0.display === display || $0.display == nil }
        guard members.isEmpty else { return }
        eventSource?.cancel()
        eventSource = nil
        hotplug = nil
        device.dropMaster()
    }

    /// Sets `display`'s mode and shows its first `framebuffer` through `modesetting` (after opening, a session switch
    /// or a blank). While other displays of the card wait for theirs too (they opened together), it waits for them
    /// (at most `firstFramesWait`) so that all go in one atomic commit; each alone when the driver refuses them
    /// together, or without atomic modesetting. The display hears `firstFrameShown` either way.
    func showFirstFrame(of display: DRMDisplay, through modesetting: Modesetting, framebuffer: UInt32) {
        waitingFirstFrames.append(FirstFrame(display: display, modesetting: modesetting, framebuffer: framebuffer))
        let waiting = Set(waitingFirstFrames.map { ObjectIdentifier($0.display) })
        let othersToCome = displays.contains {
            $0.awaitsFirstFrame && !waiting.contains(ObjectIdentifier($0))
        }
        guard modesetting is AtomicModesetting, othersToCome else { return showWaitingFirstFrames() }
        if firstFramesDeadline == nil {
            firstFramesDeadline = loop.schedule(at: loop.now.adding(seconds: Self.firstFramesWait)) { [weak self] in
                self?.showWaitingFirstFrames()
            }
        }
    }

    private func showWaitingFirstFrames() {
        firstFramesDeadline?.cancel()
        firstFramesDeadline = nil
        let frames = waitingFirstFrames.filter { $0.display.canShow($0.modesetting) }
        for stale in waitingFirstFrames where !stale.display.canShow(stale.modesetting) {
            stale.display.firstFrameShown(error: nil, shown: false)
        }
        waitingFirstFrames = []
        let atomic = frames.compactMap { frame in (frame.modesetting as? AtomicModesetting).map { ($0, frame.framebuffer) } }
        if frames.count > 1, atomic.count == frames.count {
            do {
                try AtomicModesetting.showFirst(together: atomic, on: device)
                logger.notice("\(frames.map(\.display.outputName).joined(separator: " and ")) lit in one atomic commit")
                for frame in frames { frame.display.firstFrameShown(error: nil, shown: true) }
                return
            } catch {
                logger.warning("\(error): the driver refuses these panels' modes together; setting them one at a time")
            }
        }
        for frame in frames {
            do {
                try frame.modesetting.showFirst(frame.framebuffer)
                frame.display.firstFrameShown(error: nil, shown: true)
            } catch {
                frame.display.firstFrameShown(error: error, shown: false)
            }
        }
    }

    /// A flip completed: its CRTC's display hears it. Drivers that report no CRTC (0) drive one display.
    private func deliver(_ event: DRMFlipEvent) {
        let member = members.first { $0.crtc == event.crtc } ?? (event.crtc == 0 ? members.first : nil)
        member?.display?.flipCompleted(event)
    }

    private func followHotplug() {
        do {
            hotplug = try UdevMonitor(subsystem: "drm") { [weak self] event in
                // Every change event of the card is a reason to look again (the kernel's carry HOTPLUG=1); looking
                // is cheap and nothing happens unless a connector really changed.
                guard let self, event.action == "change", event.sysname == device.name else { return }
                for member in members { member.display?.connectorsChanged() }
                connectorsChanged?()
            }
        } catch {
            logger.warning("\(error)")
        }
    }
}
