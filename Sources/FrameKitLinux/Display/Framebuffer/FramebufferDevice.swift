import CLinuxFB
import Foundation
import FrameKitGraphics
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// Why the framebuffer device could not be used; the message names the device and the fix.
public struct FramebufferError: Error, CustomStringConvertible, Equatable {
    /// The device's path (`/dev/fb0`).
    public let path: String
    /// What went wrong and the fix.
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// The `/dev/fb0` fallback for boards without KMS (`FRAMEKIT_DISPLAY=fbdev`): the same shadow buffer and damage path
/// as DRM, copying only damaged pixels into the mapped framebuffer (packed into its layout: 32-bit XRGB or XBGR,
/// 16-bit RGB565 and the like). Where the driver offers FBIO_WAITFORVSYNC, a thread of its own waits for each
/// vertical blank and copies the frame in it, so frames follow the panel and do not tear; elsewhere frames are paced
/// by a timer at the mode's refresh rate (the fbdev API has no non-blocking flip).
@MainActor
public final class FramebufferDevice: Display {
    /// The framebuffer's visible size in pixels.
    public let nativeSize: PixelSize
    /// How the picture is turned on the panel (done in software: fbdev cannot rotate).
    public var rotation: DisplayRotation
    /// Seconds between frames: the mode's refresh from its timings, else 1/60.
    public let refreshInterval: TimeInterval
    /// The frame pipeline that hears of copies done, stops and changes.
    public weak var events: (any DisplayEvents)?
    /// The device's name and driver, for logs and `framekit probe`.
    public let name: String
    /// The device node's name (`fb0`).
    public let outputName: String

    private let fd: Int32
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    private let pixels: MappedPixels
    private var copiedOnce = false
    private let loop: MainLoop
    private var restored = false
    private var suspended = false
    /// The thread that waits for vertical blanks; nil when the driver has none.
    private var vsyncQueue: DispatchQueue?
    private let logger = Logger(label: "framekit.fbdev")

    /// Opens and maps `path`; 16- and 32-bit true-colour framebuffers are driven.
    public init(path: String = "/dev/fb0", configuration: Configuration, loop: MainLoop) throws(FramebufferError) {
        fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == EACCES || errno == EPERM
                ? "permission denied; add the user to the video group" : String(cString: strerror(errno))
                    + (errno == ENOENT ? "; the board has no framebuffer device (set FRAMEKIT_DISPLAY=drm or offscreen)" : "")
            throw FramebufferError(path: path, reason: reason)
        }
        var g = fk_fb_geometry()
        let result = fk_fb_geometry_of(fd, &g)
        guard result == 0 else {
            close(fd)
            throw FramebufferError(path: path, reason: "not a framebuffer device (\(String(cString: strerror(-result))))")
        }
        let layout = FramebufferPixelLayout(
            bitsPerPixel: Int(g.bits_per_pixel), red: .init(offset: Int(g.red_offset), length: Int(g.red_length)),
            green: .init(offset: Int(g.green_offset), length: Int(g.green_length)),
            blue: .init(offset: Int(g.blue_offset), length: Int(g.blue_length)))
        guard g.truecolor != 0, let layout else {
            close(fd)
            throw FramebufferError(
                path: path,
                reason: "\(g.bits_per_pixel) bits per pixel\(g.truecolor == 0 ? ", not true colour" : ""); FrameKit drives 16- and 32-bit true-colour framebuffers: set the depth (fbset -depth 32, or the panel driver's option)")
        }
        let firstByte = Int(g.yoffset) * Int(g.line_length) + Int(g.xoffset) * layout.bytesPerPixel
        guard firstByte + Int(g.height) * Int(g.line_length) <= Int(g.memory_length) else {
            close(fd)
            throw FramebufferError(path: path, reason: "its visible area lies outside its memory (driver bug)")
        }
        length = Int(g.memory_length)
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let mapped, mapped != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw FramebufferError(path: path, reason: "cannot map its memory (\(reason))")
        }
        memory = mapped
        self.loop = loop
        nativeSize = PixelSize(width: Int(g.width), height: Int(g.height))
        outputName = URL(fileURLWithPath: path).lastPathComponent
        rotation = configuration.rotation(ofOutput: outputName, isMain: true)
        refreshInterval = Self.refreshInterval(g)
        pixels = MappedPixels(
            base: mapped + firstByte, stride: Int(g.line_length), layout: layout,
            bounds: PixelRect(x: 0, y: 0, width: Int(g.width), height: Int(g.height)))
        let id = withUnsafeBytes(of: g.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        name = "fbdev \(path) \(id) \(g.width)x\(g.height)@\(Int((1 / refreshInterval).rounded())) \(g.bits_per_pixel)-bit"
        logger.info("\(name)")
        vsyncQueue = probeVSync()
    }

    /// Whether the driver has vertical blanks to wait for: one wait, on the waiting thread, given a refresh and a
    /// half; a driver that fails it (or never returns) gets timer pacing.
    private func probeVSync() -> DispatchQueue? {
        let queue = DispatchQueue(label: "framekit.fbdev.vsync")
        let answered = DispatchSemaphore(value: 0)
        let fd = fd, result = ProbeResult()
        queue.async {
            result.value = fk_fb_wait_for_vsync(fd)
            answered.signal()
        }
        let pacing = "frames paced by a timer at \(Int((1 / refreshInterval).rounded())) Hz"
        guard answered.wait(timeout: .now() + refreshInterval * 1.5) == .success else {
            logger.info("no vsync: FBIO_WAITFORVSYNC did not return within a refresh; \(pacing)")
            return nil
        }
        guard result.value == 0 else {
            logger.info("no vsync from the driver (FBIO_WAITFORVSYNC: \(String(cString: strerror(-result.value)))); \(pacing)")
            return nil
        }
        logger.info("frames follow the panel's vsync (FBIO_WAITFORVSYNC)")
        return queue
    }

    /// The refresh rate from the mode's pixel clock and timings, or 60 Hz when the driver does not say.
    private static func refreshInterval(_ g: fk_fb_geometry) -> TimeInterval {
        let horizontal = Double(g.width + g.left_margin + g.right_margin + g.hsync_len)
        let vertical = Double(g.height + g.upper_margin + g.lower_margin + g.vsync_len)
        guard g.pixclock > 0, horizontal > 0, vertical > 0 else { return 1.0 / 60 }
        let hz = 1e12 / (Double(g.pixclock) * horizontal * vertical)
        return (10...240).contains(hz) ? 1 / hz : 1.0 / 60
    }

    /// Copies the damage (everything the first time) into the framebuffer: in the next vertical blank when the
    /// driver has them, else at once with the next frame a refresh later. The shadow buffer is not drawn into again
    /// until the copy is done (no frame is drawn before its flip is reported).
    @discardableResult
    public func present(_ shadow: PixelBuffer, damage: Region) -> Bool {
        guard !restored, !suspended, !isBlanked else { return false }
        let region = copiedOnce ? damage : Region(pixels.bounds)
        copiedOnce = true
        shadow.flush()
        guard let vsyncQueue else {
            pixels.write(region, from: shadow)
            let deadline = loop.now.adding(seconds: refreshInterval)
            loop.schedule(at: deadline) { [weak self] in self?.copyDone(at: deadline) }
            return true
        }
        let pixels = pixels, fd = fd
        vsyncQueue.async {
            let waited = fk_fb_wait_for_vsync(fd)
            pixels.write(region, from: shadow)
            let time = MonotonicInstant.now()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.copyDone(at: time, vsyncError: waited) }
            }
        }
        return true
    }

    /// Whether the panel is off through `setBlanked`.
    public private(set) var isBlanked = false

    /// FBIOBLANK: powered down with frames stopped, or unblanked with everything copied again.
    public func setBlanked(_ blanked: Bool) throws(DisplayPowerError) {
        guard blanked != isBlanked, !restored else { return }
        if blanked { vsyncQueue?.sync {} }
        guard fk_fb_blank(fd, blanked ? 1 : 0) == 0 else {
            throw DisplayPowerError("cannot \(blanked ? "blank" : "unblank") \(name) (FBIOBLANK: \(String(cString: strerror(errno))))")
        }
        isBlanked = blanked
        if blanked {
            events?.displayDidStop()
        } else if !suspended {
            copiedOnce = false
            events?.displayDidChange()
        }
    }

    /// The console went to another VT: no more frames, and nothing written once this returns.
    public func suspend() {
        suspended = true
        events?.displayDidStop()
        vsyncQueue?.sync {}
    }

    /// The console is back: frames flow again and the next copies everything (the other VT drew over it).
    public func resume() {
        guard suspended, !restored else { return }
        suspended = false
        copiedOnce = false
        events?.displayDidChange()
    }

    private func copyDone(at time: MonotonicInstant, vsyncError: Int32 = 0) {
        guard !restored, !suspended else { return }
        if vsyncError != 0, vsyncQueue != nil {
            vsyncQueue = nil
            logger.warning("vsync stopped working (FBIO_WAITFORVSYNC: \(String(cString: strerror(-vsyncError)))); frames paced by a timer from now on")
        }
        events?.displayDidFlip(at: time)
    }

    /// Unmaps and closes the device once no copy is in flight; the console redraws itself when its VT returns to
    /// text mode.
    public func restore() {
        guard !restored else { return }
        restored = true
        events?.displayDidStop()
        vsyncQueue?.sync {}
        munmap(memory, length)
        close(fd)
    }
}

/// The visible pixels of the mapped framebuffer; only the one copy in flight writes them.
private struct MappedPixels: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let stride: Int
    let layout: FramebufferPixelLayout
    let bounds: PixelRect

    /// Copies `region` of `shadow` (flushed, the framebuffer's size) packed into the framebuffer's layout.
    func write(_ region: Region, from shadow: PixelBuffer) {
        for rect in region.rects {
            let r = rect.intersection(bounds).intersection(shadow.bounds)
            if !r.isEmpty { layout.copy(r, from: shadow, into: base, stride: stride) }
        }
    }
}

/// The probe's answer, written by the waiting thread before it signals.
private final class ProbeResult: @unchecked Sendable {
    var value: Int32 = 0
}
