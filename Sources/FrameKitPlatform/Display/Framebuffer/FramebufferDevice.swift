import CLinuxFB
import Foundation
import FrameKitGraphics
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Why the framebuffer device could not be used; the message names the device and the fix.
public struct FramebufferError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// The `/dev/fb0` fallback for boards without KMS (`FRAMEKIT_DISPLAY=fbdev`): the same shadow buffer and damage path
/// as DRM, copying only damaged rows into the mapped framebuffer, with frames paced at the mode's refresh rate (the
/// fbdev API has no non-blocking flip).
@MainActor
public final class FramebufferDevice: Display {
    public let nativeSize: PixelSize
    public var rotation: DisplayRotation
    public let refreshInterval: TimeInterval
    public var frameHandler: (@MainActor (FrameTiming) -> Void)?
    public var flipHandler: (@MainActor () -> Void)?
    public let name: String

    private let fd: Int32
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    private let swapChain: SwapChain
    private let loop: MainLoop
    private let pacer: FramePacer
    private var restored = false

    /// Opens and maps `path`; only 32-bit XRGB framebuffers are driven.
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
        guard g.bits_per_pixel == 32, g.red_offset == 16, g.green_offset == 8, g.blue_offset == 0 else {
            close(fd)
            throw FramebufferError(
                path: path,
                reason: "\(g.bits_per_pixel) bits per pixel (red at bit \(g.red_offset)); FrameKit drives 32-bit XRGB framebuffers: set the depth to 32 (fbset -depth 32, or the panel driver's option)")
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
        rotation = configuration.rotation
        refreshInterval = Self.refreshInterval(g)
        pacer = FramePacer(loop: loop, refreshInterval: refreshInterval)
        swapChain = SwapChain(buffers: [
            PixelBuffer(wrapping: mapped, width: Int(g.width), height: Int(g.height), stride: Int(g.line_length), format: .xrgb8888)
        ])
        let id = withUnsafeBytes(of: g.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        name = "fbdev \(path) \(id) \(g.width)x\(g.height)@\(Int((1 / refreshInterval).rounded()))"
        Logger(label: "framekit.fbdev").info("\(name)")
    }

    /// The refresh rate from the mode's pixel clock and timings, or 60 Hz when the driver does not say.
    private static func refreshInterval(_ g: fk_fb_geometry) -> TimeInterval {
        let horizontal = Double(g.width + g.left_margin + g.right_margin + g.hsync_len)
        let vertical = Double(g.height + g.upper_margin + g.lower_margin + g.vsync_len)
        guard g.pixclock > 0, horizontal > 0, vertical > 0 else { return 1.0 / 60 }
        let hz = 1e12 / (Double(g.pixclock) * horizontal * vertical)
        return (10...240).contains(hz) ? 1 / hz : 1.0 / 60
    }

    public func requestFrame() { pacer.requestFrame(for: self) }

    /// A framebuffer console does not come and go.
    public var reconfigurationHandler: (@MainActor () -> Void)?

    public var frameBudget: TimeInterval {
        get { pacer.budget }
        set { pacer.budget = newValue }
    }

    /// Copies the damaged rows into the framebuffer; the next frame may start one refresh later.
    public func present(_ shadow: PixelBuffer, damage: Region) {
        guard !restored else { return }
        swapChain.present(from: shadow, damage: damage)
        pacer.flipStarted()
        let deadline = loop.now.adding(seconds: refreshInterval)
        loop.schedule(at: deadline) { [weak self] in
            guard let self else { return }
            self.pacer.flipCompleted(on: self, at: deadline)
        }
    }

    /// Unmaps and closes the device; the console redraws itself when its VT returns to text mode.
    public func restore() {
        guard !restored else { return }
        restored = true
        pacer.isStopped = true
        munmap(memory, length)
        close(fd)
    }
}
