import Glibc

extension PixelBuffer {
    /// The smallest rectangle holding every pixel that differs between this buffer and `other` (empty when they are
    /// the same; the whole buffer when their sizes or formats differ): the damage between two frames a producer hands
    /// over whole, such as a web page's. Alpha bytes of `.xrgb8888` buffers are not compared (they are undefined).
    public func differingRect(from other: PixelBuffer) -> PixelRect {
        guard other.width == width, other.height == height, other.format == format else { return bounds }
        flush()
        other.flush()
        let rowBytes = width * format.bytesPerPixel
        func rowDiffers(_ y: Int) -> Bool { memcmp(baseAddress + y * stride, other.baseAddress + y * other.stride, rowBytes) != 0 }
        guard let top = (0..<height).first(where: rowDiffers) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let bottom = (top..<height).last(where: rowDiffers)!
        guard format.bytesPerPixel == 4 else { return PixelRect(x: 0, y: top, width: width, height: bottom - top + 1) }
        let mask: UInt32 = format == .xrgb8888 ? 0x00FF_FFFF : 0xFFFF_FFFF
        var (left, right) = (width, -1)
        for y in top...bottom {
            let mine = (baseAddress + y * stride).assumingMemoryBound(to: UInt32.self)
            let theirs = (other.baseAddress + y * other.stride).assumingMemoryBound(to: UInt32.self)
            func differs(_ x: Int) -> Bool { (mine[x] ^ theirs[x]) & mask != 0 }
            if let first = (0..<left).first(where: differs) { left = first }
            if right < width - 1, let last = ((right + 1)..<width).last(where: differs) { right = last }
        }
        guard right >= left else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
