import FrameKitGraphics
import FrameKitPlatform

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
    }

    func flip(to framebuffer: UInt32, damage: [PixelRect]) throws(DRMError) {
        try device.pageFlip(crtc, framebuffer: framebuffer)
    }
}
