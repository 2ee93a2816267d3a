import Dispatch
import Foundation
import Logging

/// One DRM device shared by the displays on its connectors (two HDMI ports of a Raspberry Pi): its events are read
/// once, each flip completion going to the display whose CRTC flipped; its hotplug events are followed once, each
/// display hearing of them and then whoever looks for newly connected panels (`connectorsChanged`); each display
/// claims a CRTC of its own; DRM master is dropped when the last display is given back.
@MainActor
final class DRMCard {
    let device: DRMDevice
    /// Whether a seat manager opened the card (and so takes and gives DRM master on session switches).
    let seatManaged: Bool
    /// Runs after every display heard that the card's connectors changed.
    var connectorsChanged: (@MainActor () -> Void)?

    private struct Member {
        weak var display: DRMDisplay?
        let crtc: UInt32
    }
    private var members: [Member] = []
    private var eventSource: DispatchSourceRead?
    private var hotplug: UdevMonitor?
    private let logger = Logger(label: "framekit.drm")

    init(device: DRMDevice, seatManaged: Bool) {
        self.device = device
        self.seatManaged = seatManaged
        device.onFlip = { [weak self] event in MainActor.assumeIsolated { self?.deliver(event) } }
        let source = DispatchSource.makeReadSource(fileDescriptor: device.fd, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.device.handleEvents() } }
        source.resume()
        eventSource = source
        followHotplug()
    }

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
