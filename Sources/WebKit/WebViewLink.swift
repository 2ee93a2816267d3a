import Dispatch
import FrameKit
import Logging
import Synchronization

/// A web view as WebKit's thread sees it: what WebKit reports there is handed to the main queue, where the view (if
/// it is still there) takes it; and the spare pixel buffer the next frame is copied into there, so a page that
/// keeps drawing reuses two buffers instead of allocating one per frame.
final class WebViewLink: Sendable {
    @MainActor weak var view: WKWebView?
    private let spare = Mutex<PixelBuffer?>(nil)
    /// The last frame handed to the view, which it shows or is about to: the next frame's damage is measured against
    /// it. Only read on WebKit's thread, and never written while the view holds it.
    private let latest = Mutex<PixelBuffer?>(nil)

    /// Reports held until the view is known — a window a page opened, until the app adopts it — or nil.
    private let held: Mutex<[@MainActor (WKWebView?) -> Void]?>

    @MainActor init(_ view: WKWebView) {
        self.view = view
        held = Mutex(nil)
    }

    /// A link for a window a page opens: what it reports waits for `attach`.
    init() { held = Mutex([]) }

    /// The view of a window a page opened is known (nil: the app did not adopt it): the reports held so far reach it.
    @MainActor func attach(_ view: WKWebView?) {
        self.view = view
        let waiting = held.withLock { held in
            defer { held = nil }
            return held ?? []
        }
        for body in waiting { body(view) }
    }

    /// The link a C callback's context points to.
    static func from(_ context: UnsafeMutableRawPointer?) -> WebViewLink {
        Unmanaged<WebViewLink>.fromOpaque(context!).takeUnretainedValue()
    }

    /// Runs `body` on the main queue with the view, nil when it has gone meanwhile.
    func deliver(_ body: @escaping @MainActor (WKWebView?) -> Void) {
        let waiting = held.withLock { held in
            held?.append(body)
            return held != nil
        }
        guard !waiting else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { body(self.view) } }
    }

    /// A copy of a frame WebKit lends for the length of a call (on WebKit's thread), in the spare buffer when it fits,
    /// with the pixels that changed since the last frame handed over; nil when none did (the copy is spare again).
    func copy(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, format: PixelFormat?) -> (frame: PixelBuffer, damage: PixelRect)? {
        // The web process says how large its buffer is; Wayland only checked the stride against the width in pixels.
        guard let format, Self.isReadable(width: width, height: height, stride: stride) else {
            if !refusedFrame.exchange(true, ordering: .relaxed) {
                Logger(label: "framekit.webkit").error("the web process sent a frame of \(width)×\(height) pixels, \(stride) bytes a row, format \(format.map { "\($0)" } ?? "unknown"): not drawn (a 32-bit frame at most \(Self.maximumSide) pixels a side is)")
            }
            return nil
        }
        let reused = spare.withLock { spare in
            defer { spare = nil }
            return spare.flatMap { $0.width == width && $0.height == height && $0.format == format ? $0 : nil }
        }
        let frame = reused ?? PixelBuffer(width: width, height: height, format: format)
        let lent = PixelBuffer(wrapping: UnsafeMutableRawPointer(mutating: pixels), width: width, height: height, stride: stride, format: format)
        frame.copy(frame.bounds, from: lent)
        let previous = latest.withLock { $0 }
        let damage = previous.map { frame.differingRect(from: $0) } ?? frame.bounds
        guard !damage.isEmpty else {
            recycle(frame)
            return nil
        }
        latest.withLock { $0 = frame }
        return (frame, damage)
    }

    /// The widest and tallest frame taken from the web process (twice the largest panel a Pi drives).
    static let maximumSide = 8192
    /// Whether a frame was refused already (one log line, not one a frame).
    private let refusedFrame = Atomic<Bool>(false)

    /// Whether a frame of this geometry can be read: 4 bytes a pixel within each row, within the size limit.
    static func isReadable(width: Int, height: Int, stride: Int) -> Bool {
        (1...maximumSide).contains(width) && (1...maximumSide).contains(height) && stride >= width * 4
    }

    /// A frame no longer shown: the next one may be copied into it.
    func recycle(_ frame: PixelBuffer) { spare.withLock { $0 = frame } }

    /// Lets the spare buffer go (a memory warning): the next frame is copied into a new one.
    func releaseSpare() { spare.withLock { $0 = nil } }

    /// Whether a spare buffer is kept.
    var hasSpare: Bool { spare.withLock { $0 != nil } }
}
