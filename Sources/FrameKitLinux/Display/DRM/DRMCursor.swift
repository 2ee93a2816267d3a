import CDRM
import Foundation
import FrameKitGraphics
import FrameKitPlatform

/// The cursor plane of a DRM CRTC, through the legacy cursor ioctls (which the kernel applies at once, apart from
/// the page flips of frames, atomic or not).
@MainActor
final class DRMCursor: HardwareCursor {
    private let device: DRMDevice
    private let crtc: UInt32
    private let buffer: DumbBuffer
    let maximumSize: PixelSize

    init(device: DRMDevice, crtc: UInt32) throws(DRMError) {
        self.device = device
        self.crtc = crtc
        maximumSize = device.cursorSize
        buffer = try device.createDumbBuffer(width: maximumSize.width, height: maximumSize.height)
    }

    func setImage(_ image: PixelBuffer?) -> Bool {
        guard let image else { return device.setCursor(crtc, handle: 0, size: maximumSize) == 0 }
        guard image.width <= maximumSize.width, image.height <= maximumSize.height else { return false }
        let plane = PixelBuffer(
            wrapping: buffer.memory, width: maximumSize.width, height: maximumSize.height, stride: buffer.pitch,
            format: .argb8888)
        plane.fill(0)
        plane.copy(PixelRect(x: 0, y: 0, width: image.width, height: image.height), from: image)
        return device.setCursor(crtc, handle: buffer.handle, size: maximumSize) == 0
    }

    func move(toX x: Int, y: Int) { device.moveCursor(crtc, x: x, y: y) }

    /// Hides the cursor and frees its buffer (on exit).
    func release() {
        _ = device.setCursor(crtc, handle: 0, size: maximumSize)
        device.destroy(buffer)
    }
}
