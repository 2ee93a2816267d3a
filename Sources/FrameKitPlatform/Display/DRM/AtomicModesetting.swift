import CDRM
import FrameKitGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Atomic KMS: the connector, CRTC and primary plane in one commit, probed with a test-only commit before use; flips
/// carry FB_DAMAGE_CLIPS where the plane has it, so drivers that upload (virtio-gpu, USB panels) send only what
/// changed. A rotation the console (or a splash) left on the plane is reset: FrameKit turns the picture itself.
final class AtomicModesetting: Modesetting {
    let name: String
    private let device: DRMDevice
    private let crtc: UInt32
    private let connector: UInt32
    private let plane: UInt32
    private let modeBlob: UInt32
    private let width: UInt32, height: UInt32
    private let ids: PropertyIDs

    private struct PropertyIDs {
        var connectorCrtc: UInt32
        var crtcActive: UInt32, crtcMode: UInt32
        var planeFB: UInt32, planeCrtc: UInt32
        var srcX: UInt32, srcY: UInt32, srcW: UInt32, srcH: UInt32
        var crtcX: UInt32, crtcY: UInt32, crtcW: UInt32, crtcH: UInt32
        /// 0 when the plane does not take damage clips.
        var damageClips: UInt32
        /// 0 when the plane cannot rotate.
        var planeRotation: UInt32
    }

    /// Nil when the driver has no atomic API or no primary plane for `crtc`; the caller then uses legacy
    /// modesetting, as it does when `accepts(_:)` says no.
    init?(device: DRMDevice, crtc: UInt32, crtcIndex: Int, connector: UInt32, modeIndex: Int, width: Int, height: Int) {
        let fd = device.fd
        guard drmSetClientCap(fd, fk_client_cap_universal_planes, 1) == 0, drmSetClientCap(fd, fk_client_cap_atomic, 1) == 0,
            let plane = device.primaryPlane(crtcIndex: crtcIndex)
        else { return nil }
        func id(_ object: UInt32, _ type: UInt32, _ name: String) -> UInt32 { fk_property(fd, object, type, name, nil) }
        let ids = PropertyIDs(
            connectorCrtc: id(connector, fk_object_connector, "CRTC_ID"),
            crtcActive: id(crtc, fk_object_crtc, "ACTIVE"), crtcMode: id(crtc, fk_object_crtc, "MODE_ID"),
            planeFB: id(plane, fk_object_plane, "FB_ID"), planeCrtc: id(plane, fk_object_plane, "CRTC_ID"),
            srcX: id(plane, fk_object_plane, "SRC_X"), srcY: id(plane, fk_object_plane, "SRC_Y"),
            srcW: id(plane, fk_object_plane, "SRC_W"), srcH: id(plane, fk_object_plane, "SRC_H"),
            crtcX: id(plane, fk_object_plane, "CRTC_X"), crtcY: id(plane, fk_object_plane, "CRTC_Y"),
            crtcW: id(plane, fk_object_plane, "CRTC_W"), crtcH: id(plane, fk_object_plane, "CRTC_H"),
            damageClips: id(plane, fk_object_plane, "FB_DAMAGE_CLIPS"),
            planeRotation: id(plane, fk_object_plane, "rotation"))
        let required = [ids.connectorCrtc, ids.crtcActive, ids.crtcMode, ids.planeFB, ids.planeCrtc, ids.srcX, ids.srcY,
            ids.srcW, ids.srcH, ids.crtcX, ids.crtcY, ids.crtcW, ids.crtcH]
        guard !required.contains(0), var mode = device.rawMode(connector: connector, index: modeIndex) else { return nil }
        var blob: UInt32 = 0
        guard fk_mode_blob(fd, &mode, &blob) == 0 else { return nil }
        self.device = device
        self.crtc = crtc
        self.connector = connector
        self.plane = plane
        self.modeBlob = blob
        self.width = UInt32(width)
        self.height = UInt32(height)
        self.ids = ids
        name = "atomic modesetting" + (ids.damageClips != 0 ? " with FB_DAMAGE_CLIPS" : "")
    }

    /// Whether the driver accepts showing `framebuffer` in this configuration (a test-only commit).
    func accepts(_ framebuffer: UInt32) -> Bool {
        (try? commit(framebuffer: framebuffer, modeset: true, flags: fk_atomic_test_only | fk_atomic_allow_modeset)) != nil
    }

    deinit { drmModeDestroyPropertyBlob(device.fd, modeBlob) }

    func showFirst(_ framebuffer: UInt32) throws(DRMError) {
        try commit(framebuffer: framebuffer, modeset: true, flags: fk_atomic_allow_modeset)
    }

    func flip(to framebuffer: UInt32, damage: [PixelRect]) throws(DRMError) {
        var blob: UInt32 = 0
        if ids.damageClips != 0, !damage.isEmpty {
            let rects = damage.flatMap { [Int32($0.x), Int32($0.y), Int32($0.maxX), Int32($0.maxY)] }
            _ = fk_damage_blob(device.fd, rects, UInt32(damage.count), &blob)
        }
        defer { if blob != 0 { drmModeDestroyPropertyBlob(device.fd, blob) } }
        try commit(framebuffer: framebuffer, modeset: false, flags: fk_page_flip_event | fk_atomic_nonblock, damage: blob)
    }

    /// One atomic request: the plane showing `framebuffer` full-screen, plus the mode when `modeset`.
    private func commit(framebuffer: UInt32?, modeset: Bool, flags: UInt32, damage: UInt32 = 0) throws(DRMError) {
        guard let request = drmModeAtomicAlloc() else { throw .failed(path: device.path, operation: "drmModeAtomicAlloc", errno: ENOMEM) }
        defer { drmModeAtomicFree(request) }
        func set(_ object: UInt32, _ property: UInt32, _ value: UInt64) { _ = drmModeAtomicAddProperty(request, object, property, value) }
        if modeset {
            set(connector, ids.connectorCrtc, UInt64(crtc))
            set(crtc, ids.crtcActive, 1)
            set(crtc, ids.crtcMode, UInt64(modeBlob))
            set(plane, ids.planeCrtc, UInt64(crtc))
            set(plane, ids.srcX, 0)
            set(plane, ids.srcY, 0)
            set(plane, ids.srcW, UInt64(width) << 16)
            set(plane, ids.srcH, UInt64(height) << 16)
            set(plane, ids.crtcX, 0)
            set(plane, ids.crtcY, 0)
            set(plane, ids.crtcW, UInt64(width))
            set(plane, ids.crtcH, UInt64(height))
            if ids.planeRotation != 0 { set(plane, ids.planeRotation, fk_rotate_0) }
        }
        if let framebuffer { set(plane, ids.planeFB, UInt64(framebuffer)) }
        if damage != 0 { set(plane, ids.damageClips, UInt64(damage)) }
        let context = flags & fk_page_flip_event != 0 ? Unmanaged.passUnretained(device).toOpaque() : nil
        guard drmModeAtomicCommit(device.fd, request, flags, context) == 0 else {
            throw .failed(path: device.path, operation: modeset ? "atomic modeset" : "atomic flip", errno: errno)
        }
    }
}
