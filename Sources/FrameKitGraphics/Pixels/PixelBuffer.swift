import CCairo
import Foundation

/// Pixel layouts. The 32-bit ones store one native-endian `UInt32` per pixel as 0xAARRGGBB, as DRM's XRGB8888 and
/// ARGB8888 do on little-endian machines; `a8` keeps only coverage, a byte per pixel.
public enum PixelFormat: Sendable {
    /// Opaque pixels; the top byte is ignored.
    case xrgb8888
    /// Premultiplied alpha.
    case argb8888
    /// Alpha only: a mask, drawn into like any buffer and composited in one colour (text in one colour keeps a
    /// quarter of the memory). Read and written as pixels 0xAA000000.
    case a8

    var cairoFormat: cairo_format_t {
        switch self {
        case .xrgb8888: CAIRO_FORMAT_RGB24
        case .argb8888: CAIRO_FORMAT_ARGB32
        case .a8: CAIRO_FORMAT_A8
        }
    }

    /// Bytes a pixel takes: 1 for `a8`, else 4.
    public var bytesPerPixel: Int { self == .a8 ? 1 : 4 }
}

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner and size, in whole pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// A rectangle; a negative size counts as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
    }

    /// The whole pixels that `rect` touches.
    public init(covering rect: CGRect) {
        let r = rect.pixelAligned
        self.init(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
    }

    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }
    /// Whether it holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// How many pixels it holds.
    public var area: Int { width * height }
    /// The same rectangle in floating point.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The pixels in both (empty when they do not meet).
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, o.maxX) - x0, height: min(maxY, o.maxY) - y0)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// Whether they share a pixel.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }
    /// Whether every pixel of `o` is in this one.
    public func contains(_ o: PixelRect) -> Bool { o.isEmpty || intersection(o) == o }
    /// Whether the pixel (px, py) is in it.
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    /// The same rectangle moved.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
    /// `(x,y widthxheight)`.
    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}

/// A linear pixel buffer with a stride: a view's backing store, the shadow buffer, or a scanout buffer mapped
/// from the kernel. It either owns its memory or wraps memory that someone else owns.
public final class PixelBuffer: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// How pixels are laid out.
    public let format: PixelFormat
    /// The first pixel's memory; rows are `stride` bytes apart.
    public let baseAddress: UnsafeMutableRawPointer
    private let memory: Memory
    private var surfaceHandle: OpaquePointer?

    private enum Memory {
        case allocated
        case mapped(bytes: Int)
        case borrowed
    }

    /// From this size on a buffer gets pages of its own (mmap) rather than malloc's: they come zero-filled without a
    /// memset, untouched ones stay off the resident set, and they go back to the system whole when released. malloc
    /// must not see such buffers: freeing one above its mmap threshold (128 KB) raises the threshold to that size, and
    /// glibc then serves even megabyte buffers from its heap, clearing them page by page and keeping them when freed.
    static let ownPagesThreshold = 128 * 1024
    /// From this size on a buffer asks for transparent huge pages.
    static let hugePageThreshold = 8 * 1024 * 1024

    /// A zero-filled buffer that owns its memory.
    public init(width: Int, height: Int, format: PixelFormat = .argb8888) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.format = format
        stride = Int(cairo_format_stride_for_width(format.cairoFormat, Int32(max(1, width))))
        let bytes = max(1, stride * max(1, height))
        if bytes >= Self.ownPagesThreshold {
            let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let pages, pages != MAP_FAILED else { fatalError("out of memory for a \(width)x\(height) pixel buffer") }
            // A decoded photo is written once from end to end: in 2 MiB pages that is a few dozen page faults instead
            // of tens of thousands (the kernel's "madvise" transparent-huge-page mode, Debian's default).
            if bytes >= Self.hugePageThreshold { _ = madvise(pages, bytes, MADV_HUGEPAGE) }
            baseAddress = pages
            memory = .mapped(bytes: bytes)
        } else {
            guard let block = calloc(bytes, 1) else { fatalError("out of memory for a \(width)x\(height) pixel buffer") }
            baseAddress = block
            memory = .allocated
        }
    }

    /// Wraps memory the caller owns and keeps alive (a mapped dumb buffer, a framebuffer); `stride` must be a
    /// multiple of 4 and hold `width` pixels.
    public init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: PixelFormat) {
        precondition(
            stride >= width * format.bytesPerPixel && stride % 4 == 0, "PixelBuffer stride \(stride) too small for width \(width)")
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
        baseAddress = memory
        self.memory = .borrowed
    }

    deinit {
        if let surfaceHandle { cairo_surface_destroy(surfaceHandle) }
        switch memory {
        case .allocated: free(baseAddress)
        case .mapped(let bytes): munmap(baseAddress, bytes)
        case .borrowed: break
        }
    }

    /// The whole buffer as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    /// Bytes the pixels take.
    public var byteCount: Int { stride * height }

    /// The Cairo surface to draw into this memory with, made once.
    var surface: OpaquePointer {
        if let surfaceHandle { return surfaceHandle }
        let s = makeSurface()
        surfaceHandle = s
        return s
    }

    /// Runs `body` with a Cairo surface to read this memory through: the one made for drawing if there is one, else
    /// one for this call alone. A buffer that is only ever read by Cairo — a label's mask, filled from the canvas its
    /// text was drawn on — so keeps none: Cairo's surface and pixman's image are ~500 B, as much as a short label's
    /// coverage, for a microsecond to make.
    func withSurface<T>(_ body: (OpaquePointer) -> T) -> T {
        if let surfaceHandle { return body(surfaceHandle) }
        let s = makeSurface()
        defer { cairo_surface_destroy(s) }
        return body(s)
    }

    private func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(
            baseAddress.assumingMemoryBound(to: UInt8.self), format.cairoFormat, Int32(width), Int32(height),
            Int32(stride))!
    }

    /// Tells Cairo the memory changed behind its back.
    func markDirty() { if let surfaceHandle { cairo_surface_mark_dirty(surfaceHandle) } }
    /// Finishes Cairo's pending drawing, so the memory at `baseAddress` holds every pixel drawn so far.
    public func flush() { if let surfaceHandle { cairo_surface_flush(surfaceHandle) } }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied for `argb8888`); outside the buffer is a programming error.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x),\(y)) outside \(width)x\(height)")
            flush()
            return load(at: y * stride + x * format.bytesPerPixel)
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x),\(y)) outside \(width)x\(height)")
            store(newValue, at: y * stride + x * format.bytesPerPixel)
            markDirty()
        }
    }

    private func load(at offset: Int) -> UInt32 {
        format == .a8
            ? UInt32(baseAddress.load(fromByteOffset: offset, as: UInt8.self)) << 24
            : baseAddress.load(fromByteOffset: offset, as: UInt32.self)
    }

    private func store(_ pixel: UInt32, at offset: Int) {
        if format == .a8 {
            baseAddress.storeBytes(of: UInt8(pixel >> 24), toByteOffset: offset, as: UInt8.self)
        } else {
            baseAddress.storeBytes(of: pixel, toByteOffset: offset, as: UInt32.self)
        }
    }

    /// Sets every pixel in `rect` (clipped to the buffer) to `pixel`.
    public func fill(_ pixel: UInt32, in rect: PixelRect? = nil) {
        let r = (rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        flush()
        defer { markDirty() }
        setPixels(of: r, to: pixel)
    }

    /// Sets every pixel of `rects` within `area` (and the buffer) to `pixel`, Cairo told once.
    package func fill(_ pixel: UInt32, in rects: [PixelRect], within area: PixelRect? = nil) {
        let limit = area.map { $0.intersection(bounds) } ?? bounds
        var flushed = false
        for rect in rects {
            let r = rect.intersection(limit)
            guard !r.isEmpty else { continue }
            if !flushed { flush() }
            flushed = true
            setPixels(of: r, to: pixel)
        }
        if flushed { markDirty() }
    }

    /// Sets the pixels of `r` (inside the buffer) behind Cairo's back.
    private func setPixels(of r: PixelRect, to pixel: UInt32) {
        // pixman's fill is the vector loop Cairo's own fills end in (four times fewer instructions than this one's).
        let filler = format == .a8 ? pixel >> 24 : pixel
        if stride % 4 == 0, pixman_fill(
            baseAddress.assumingMemoryBound(to: UInt32.self), Int32(stride / 4), Int32(format.bytesPerPixel * 8),
            Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), filler) != 0
        {
            return
        }
        let bytes = format.bytesPerPixel
        for y in r.y..<r.maxY {
            let row = baseAddress + y * stride + r.x * bytes
            if format == .a8 {
                row.initializeMemory(as: UInt8.self, repeating: UInt8(pixel >> 24), count: r.width)
            } else {
                row.assumingMemoryBound(to: UInt32.self).update(repeating: pixel, count: r.width)
            }
        }
    }

    /// Copies the pixels of `rect` from `source` (same size and format) into the same place here, row by row: the
    /// present path's copy from the shadow buffer into a scanout buffer.
    public func copy(_ rect: PixelRect, from source: PixelBuffer) {
        copy(rect, from: source, movedBy: (0, 0))
    }

    /// Copies into `rect` the pixels `move` away from it in `source` (same format; `source` may be this buffer, the
    /// two areas overlapping): a scrolled picture moved by `move` pixels. What would come from outside `source` is
    /// left as it is.
    public func copy(_ rect: PixelRect, from source: PixelBuffer, movedBy move: (dx: Int, dy: Int)) {
        let r = rect.intersection(bounds).intersection(source.bounds.offsetBy(dx: move.dx, dy: move.dy))
        guard !r.isEmpty else { return }
        source.flush()
        flush()
        let pixel = format.bytesPerPixel
        // Within one buffer, rows moving down are copied bottom up so that none is overwritten before it is read;
        // a raw copy is a memmove, which takes care of the overlap within a row.
        let up = source === self && move.dy > 0
        for y in Swift.stride(from: up ? r.maxY - 1 : r.y, to: up ? r.y - 1 : r.maxY, by: up ? -1 : 1) {
            (baseAddress + y * stride + r.x * pixel).copyMemory(
                from: source.baseAddress + (y - move.dy) * source.stride + (r.x - move.dx) * pixel, byteCount: r.width * pixel)
        }
        markDirty()
    }

    /// Sets this mask's coverage to the alpha of `source`, a 32-bit buffer of the same size.
    public func copyAlpha(from source: PixelBuffer) {
        precondition(format == .a8 && source.format == .argb8888 && source.width == width && source.height == height)
        source.flush()
        flush()
        for y in 0..<height {
            let from = (source.baseAddress + y * source.stride).assumingMemoryBound(to: UInt32.self)
            let to = (baseAddress + y * stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width { to[x] = UInt8(truncatingIfNeeded: from[x] >> 24) }
        }
        markDirty()
    }

    /// Copies every pixel in `region` from `source`.
    public func copy(_ region: Region, from source: PixelBuffer) {
        for rect in region.rects { copy(rect, from: source) }
    }

    /// A new buffer with this one's pixels turned clockwise by `quarterTurns` × 90°.
    public func rotated(quarterTurns: Int) -> PixelBuffer {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return copy() }
        let swaps = turns % 2 == 1
        let out = PixelBuffer(width: swaps ? height : width, height: swaps ? width : height, format: format)
        flush()
        for y in 0..<height {
            for x in 0..<width {
                let (nx, ny): (Int, Int) =
                    switch turns {
                    case 0: (x, y)
                    case 1: (height - 1 - y, x)
                    case 2: (width - 1 - x, height - 1 - y)
                    default: (y, width - 1 - x)
                    }
                out.store(load(at: y * stride + x * format.bytesPerPixel), at: ny * out.stride + nx * format.bytesPerPixel)
            }
        }
        out.markDirty()
        return out
    }

    /// A new buffer holding the pixels of `rect` (within these bounds): a picture of part of a frame.
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        let r = rect.intersection(bounds)
        let out = PixelBuffer(width: max(r.width, 0), height: max(r.height, 0), format: format)
        guard !r.isEmpty else { return out }
        flush()
        let pixel = format.bytesPerPixel
        for y in 0..<r.height {
            (out.baseAddress + y * out.stride).copyMemory(
                from: baseAddress + (r.y + y) * stride + r.x * pixel, byteCount: r.width * pixel)
        }
        out.markDirty()
        return out
    }

    /// An owned copy of this buffer.
    public func copy() -> PixelBuffer {
        let out = PixelBuffer(width: width, height: height, format: format)
        out.copy(bounds, from: self)
        return out
    }
}
