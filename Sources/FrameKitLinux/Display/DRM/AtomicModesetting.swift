import CDRM
import FrameKitGraphics
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// Atomic KMS: the connector, CRTC and primary plane in one commit, probed with a test-only commit before use; flips
/// carry FB_DAMAGE_CLIPS where the plane has it, so drivers that upload (virtio-gpu, USB panels) send only what
/// changed. The plane turns the picture when asked to (`scanoutRotation`, frames then come turned back); otherwise a
/// rotation the console (or a splash) left on it is reset and FrameKit turns the picture itself.
final class AtomicModesetting: Modesetting {
    let name: String
    private let device: DRMDevice
    private let crtc: UInt32
    private let connector: UInt32
    private let plane: UInt32
    private let modeBlob: UInt32
    private let width: UInt32, height: UInt32
    /// The frames' size: the mode's, turned back by `scanoutRotation`.
    private let frameWidth: UInt32, frameHeight: UInt32
    let scanoutRotation: DisplayRotation
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

    /// Nil when the driver has no atomic API or no primary plane for `crtc`: the caller then uses legacy modesetting.
    /// `accepts(_:)` tells whether the driver takes the configuration, the plane's rotation included.
    init?(
        device: DRMDevice, crtc: UInt32, crtcIndex: Int, connector: UInt32, modeIndex: Int, width: Int, height: Int,
        scanoutRotation: DisplayRotation = .degrees0
    ) {
        let fd = device.fd
        guard drmSetClientCap(fd, fk_client_cap_universal_planes, 1) == 0, drmSetClientCap(fd, fk_client_cap_atomic, 1) == 0,
            let plane = device.primaryPlane(crtcIndex: crtcIndex)
        else { return nil }
        // One scan per object, then table reads.
        let connectorProperties = device.properties(of: connector, type: fk_object_connector)
        let crtcProperties = device.properties(of: crtc, type: fk_object_crtc)
        let planeProperties = device.properties(of: plane, type: fk_object_plane)
        let ids = PropertyIDs(
            connectorCrtc: connectorProperties.id("CRTC_ID"),
            crtcActive: crtcProperties.id("ACTIVE"), crtcMode: crtcProperties.id("MODE_ID"),
            planeFB: planeProperties.id("FB_ID"), planeCrtc: planeProperties.id("CRTC_ID"),
            srcX: planeProperties.id("SRC_X"), srcY: planeProperties.id("SRC_Y"),
            srcW: planeProperties.id("SRC_W"), srcH: planeProperties.id("SRC_H"),
            crtcX: planeProperties.id("CRTC_X"), crtcY: planeProperties.id("CRTC_Y"),
            crtcW: planeProperties.id("CRTC_W"), crtcH: planeProperties.id("CRTC_H"),
            damageClips: planeProperties.id("FB_DAMAGE_CLIPS"),
            planeRotation: planeProperties.id("rotation"))
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
        let frame = scanoutRotation.logicalSize(forNative: PixelSize(width: width, height: height))
        frameWidth = UInt32(frame.width)
        frameHeight = UInt32(frame.height)
        self.scanoutRotation = scanoutRotation
        self.ids = ids
        name = "atomic modesetting" + (ids.damageClips != 0 ? " with FB_DAMAGE_CLIPS" : "")
    }

    /// Whether the driver accepts showing `framebuffer` in this configuration (a test-only commit).
    func accepts(_ framebuffer: UInt32) -> Bool {
        (try? modeset(showing: framebuffer, flags: fk_atomic_test_only, "atomic test")) != nil
    }

    deinit { drmModeDestroyPropertyBlob(device.fd, modeBlob) }

    /// DRM's value for a plane turning its framebuffer clockwise by `turn`: DRM's rotations count counter-clockwise.
    static func planeRotation(for turn: DisplayRotation) -> UInt64 {
        switch turn {
        case .degrees0: fk_rotate_0
        case .degrees90: fk_rotate_270
        case .degrees180: fk_rotate_180
        case .degrees270: fk_rotate_90
        }
    }

    func showFirst(_ framebuffer: UInt32) throws(DRMError) {
        try modeset(showing: framebuffer, flags: 0, "atomic modeset")
    }

    /// Several CRTCs' first frames (`showFirst` of each) in one commit: the driver budgets the card's CRTCs and
    /// planes together (bandwidth, shared scalers), so it takes or refuses them as a whole, and the panels light
    /// without one modeset disturbing the other. Nothing changes when it throws.
    static func showFirst(together outputs: [(AtomicModesetting, framebuffer: UInt32)], on device: DRMDevice) throws(DRMError) {
        try commit("atomic modeset of \(outputs.count) CRTCs", device: device, flags: fk_atomic_allow_modeset) { set in
            for (output, framebuffer) in outputs { output.fillModeset(set, showing: framebuffer) }
        }
    }

    /// The mode on the CRTC and the plane covering it with `framebuffer`, turned by `scanoutRotation`.
    private func modeset(showing framebuffer: UInt32, flags: UInt32, _ operation: String) throws(DRMError) {
        try commit(operation, flags: flags | fk_atomic_allow_modeset) { set in fillModeset(set, showing: framebuffer) }
    }

    private func fillModeset(_ set: SetProperty, showing framebuffer: UInt32) {
        set(connector, ids.connectorCrtc, UInt64(crtc))
        set(crtc, ids.crtcActive, 1)
        set(crtc, ids.crtcMode, UInt64(modeBlob))
        set(plane, ids.planeCrtc, UInt64(crtc))
        set(plane, ids.planeFB, UInt64(framebuffer))
        setSourceAndDestination(set, source: (frameWidth, frameHeight))
        if ids.planeRotation != 0 { set(plane, ids.planeRotation, Self.planeRotation(for: scanoutRotation)) }
    }

    func flip(to framebuffer: UInt32, damage: [PixelRect]) throws(DRMError) {
        var blob: UInt32 = 0
        if ids.damageClips != 0, !damage.isEmpty {
            let rects = damage.flatMap { [Int32($0.x), Int32($0.y), Int32($0.maxX), Int32($0.maxY)] }
            _ = fk_damage_blob(device.fd, rects, UInt32(damage.count), &blob)
        }
        defer { if blob != 0 { drmModeDestroyPropertyBlob(device.fd, blob) } }
        try commit("atomic flip", flags: fk_page_flip_event | fk_atomic_nonblock) { set in
            set(plane, ids.planeFB, UInt64(framebuffer))
            if blob != 0 { set(plane, ids.damageClips, UInt64(blob)) }
        }
    }

    /// The CRTC's ACTIVE property off: atomic KMS's DPMS. The mode and the plane stay as they are.
    func turnOff() throws(DRMError) {
        try commit("atomic DPMS off", flags: fk_atomic_allow_modeset) { set in set(crtc, ids.crtcActive, 0) }
    }

    /// Leaves the plane unturned, if this turned it, before the console's configuration comes back: a turned plane
    /// would refuse the console's framebuffer. It shows `framebuffer` (the console's) when that fits the mode as it
    /// is, else the CRTC goes dark until the restore lights it again.
    func unrotate(showing framebuffer: UInt32?) {
        guard scanoutRotation != .degrees0 else { return }
        if let framebuffer, device.framebufferSize(framebuffer) == PixelSize(width: Int(width), height: Int(height)),
            (try? showUnturned(framebuffer)) != nil
        {
            return
        }
        try? commit("atomic unrotate", flags: fk_atomic_allow_modeset) { set in
            set(plane, ids.planeRotation, fk_rotate_0)
            set(plane, ids.planeFB, 0)
            set(plane, ids.planeCrtc, 0)
            set(crtc, ids.crtcActive, 0)
            set(crtc, ids.crtcMode, 0)
            set(connector, ids.connectorCrtc, 0)
        }
    }

    /// The plane unturned, showing `framebuffer` of the mode's size.
    private func showUnturned(_ framebuffer: UInt32) throws(DRMError) {
        try commit("atomic unrotate", flags: fk_atomic_allow_modeset) { set in
            set(plane, ids.planeRotation, fk_rotate_0)
            set(plane, ids.planeFB, UInt64(framebuffer))
            setSourceAndDestination(set, source: (width, height))
        }
    }

    private typealias SetProperty = (_ object: UInt32, _ property: UInt32, _ value: UInt64) -> Void

    /// The whole framebuffer (`source` pixels) on the whole mode.
    private func setSourceAndDestination(_ set: SetProperty, source: (width: UInt32, height: UInt32)) {
        set(plane, ids.srcX, 0)
        set(plane, ids.srcY, 0)
        set(plane, ids.srcW, UInt64(source.width) << 16)
        set(plane, ids.srcH, UInt64(source.height) << 16)
        set(plane, ids.crtcX, 0)
        set(plane, ids.crtcY, 0)
        set(plane, ids.crtcW, UInt64(width))
        set(plane, ids.crtcH, UInt64(height))
    }

    /// One atomic request, filled by `fill`; a page-flip event comes back to the device when `flags` ask for one.
    private func commit(_ operation: String, flags: UInt32, _ fill: (SetProperty) -> Void) throws(DRMError) {
        try Self.commit(operation, device: device, flags: flags, fill)
    }

    private static func commit(_ operation: String, device: DRMDevice, flags: UInt32, _ fill: (SetProperty) -> Void)
        throws(DRMError)
    {
        guard let request = drmModeAtomicAlloc() else { throw .failed(path: device.path, operation: "drmModeAtomicAlloc", errno: ENOMEM) }
        defer { drmModeAtomicFree(request) }
        fill { object, property, value in _ = drmModeAtomicAddProperty(request, object, property, value) }
        let context = flags & fk_page_flip_event != 0 ? Unmanaged.passUnretained(device).toOpaque() : nil
        guard drmModeAtomicCommit(device.fd, request, flags, context) == 0 else {
            throw .failed(path: device.path, operation: operation, errno: errno)
        }
    }
}
