import CDRM
import FrameKitGraphics
import FrameKitPlatform
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// `drmModeSetCrtc` once, then `drmModePageFlip`: every KMS driver has it. A rotation left on the primary plane is
/// reset first, as the atomic path does.
final class LegacyModesetting: Modesetting {
    let name = "legacy modesetting"
    private let device: DRMDevice
    private let crtc: UInt32
    private let crtcIndex: Int?
    private let connector: UInt32
    private let modeIndex: Int

    init(device: DRMDevice, crtc: UInt32, crtcIndex: Int?, connector: UInt32, modeIndex: Int) {
        self.device = device
        self.crtc = crtc
        self.crtcIndex = crtcIndex
        self.connector = connector
        self.modeIndex = modeIndex
    }

    func showFirst(_ framebuffer: UInt32) throws(DRMError) {
        if let crtcIndex { device.resetPrimaryRotation(crtcIndex: crtcIndex) }
        try device.setCrtc(crtc, framebuffer: framebuffer, connector: connector, modeIndex: modeIndex)
        // After a DPMS off, setting the CRTC does not light the connector on every driver: say it.
        try? device.setDPMS(on: true, connector: connector)
    }

    func turnOff() throws(DRMError) {
        try device.setDPMS(on: false, connector: connector)
    }

    func flip(to framebuffer: UInt32, damage: [PixelRect]) throws(DRMError) {
        try device.pageFlip(crtc, framebuffer: framebuffer)
    }
}

/// The legacy (pre-atomic) KMS calls, kept beside the modesetting that uses them.
extension DRMDevice {
    /// Puts a rotation the console or a splash left on the CRTC's primary plane back to none, through the legacy
    /// property call (FrameKit turns the picture itself); nothing when the plane cannot rotate.
    func resetPrimaryRotation(crtcIndex: Int) {
        guard drmSetClientCap(fd, fk_client_cap_universal_planes, 1) == 0, let plane = primaryPlane(crtcIndex: crtcIndex)
        else { return }
        let properties = properties(of: plane, type: fk_object_plane)
        let rotation = properties.id("rotation"), current = properties.value("rotation") ?? fk_rotate_0
        guard rotation != 0, current != fk_rotate_0 else { return }
        if drmModeObjectSetProperty(fd, plane, fk_object_plane, rotation, fk_rotate_0) != 0 {
            Logger(label: "framekit.drm").warning("\(path): cannot reset the rotation (\(current)) left on the primary plane: \(String(cString: strerror(errno)))")
        }
    }

    /// The connector's legacy DPMS property on or off.
    func setDPMS(on: Bool, connector: UInt32) throws(DRMError) {
        let dpms = properties(of: connector, type: fk_object_connector).id("DPMS")
        guard dpms != 0 else { throw .failed(path: path, operation: "DPMS (the connector has no DPMS property)", errno: ENOTSUP) }
        guard drmModeConnectorSetProperty(fd, connector, dpms, on ? fk_dpms_on : fk_dpms_off) == 0 else {
            throw .failed(path: path, operation: "DPMS \(on ? "on" : "off")", errno: errno)
        }
    }

    /// Shows `framebuffer` on `crtc` through `connector` in mode number `modeIndex` of that connector (or `mode`).
    func setCrtc(_ crtc: UInt32, framebuffer: UInt32, connector: UInt32, modeIndex: Int) throws(DRMError) {
        guard var mode = rawMode(connector: connector, index: modeIndex) else {
            throw .failed(path: path, operation: "drmModeSetCrtc (unknown mode)", errno: EINVAL)
        }
        var connectorID = connector
        guard drmModeSetCrtc(fd, crtc, framebuffer, 0, 0, &connectorID, 1, &mode) == 0 else {
            throw .failed(path: path, operation: "drmModeSetCrtc", errno: errno)
        }
    }

    /// Queues a flip to `framebuffer` at the next vblank; its completion reaches `onFlip` through `handleEvents`.
    func pageFlip(_ crtc: UInt32, framebuffer: UInt32) throws(DRMError) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard drmModePageFlip(fd, crtc, framebuffer, fk_page_flip_event, context) == 0 else {
            throw .failed(path: path, operation: "drmModePageFlip", errno: errno)
        }
    }
}
