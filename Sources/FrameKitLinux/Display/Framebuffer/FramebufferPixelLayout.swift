import FrameKitGraphics
import FrameKitPlatform

/// How a framebuffer device packs a pixel: 16 or 32 bits with red, green and blue at the offsets and widths its
/// screen info gives (RGB565 on small SPI panels, XRGB8888 or XBGR8888 elsewhere). FrameKit renders XRGB8888 and
/// packs each damaged pixel into this layout as it copies it.
public struct FramebufferPixelLayout: Equatable, Sendable {
    /// Where one colour's bits sit in the pixel.
    public struct Channel: Equatable, Sendable {
        /// The channel's lowest bit.
        public let offset: Int
        /// How many bits the channel has.
        public let length: Int

        /// A channel of `length` bits starting at bit `offset`.
        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    /// 2 or 4.
    public let bytesPerPixel: Int
    /// Where red, green and blue sit.
    public let red: Channel, green: Channel, blue: Channel

    /// A layout FrameKit can fill, or nil: 16 or 32 bits per pixel, channels of 1–8 bits inside the pixel.
    public init?(bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel) {
        guard bitsPerPixel == 16 || bitsPerPixel == 32,
            [red, green, blue].allSatisfy({ (1...8).contains($0.length) && $0.offset + $0.length <= bitsPerPixel })
        else { return nil }
        bytesPerPixel = bitsPerPixel / 8
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// 32-bit XRGB, FrameKit's own layout.
    public static let xrgb8888 = FramebufferPixelLayout(
        bitsPerPixel: 32, red: Channel(offset: 16, length: 8), green: Channel(offset: 8, length: 8),
        blue: Channel(offset: 0, length: 8))!
    /// 16-bit RGB565, common on small SPI panels.
    public static let rgb565 = FramebufferPixelLayout(
        bitsPerPixel: 16, red: Channel(offset: 11, length: 5), green: Channel(offset: 5, length: 6),
        blue: Channel(offset: 0, length: 5))!

    /// The layout FrameKit renders in: rows are copied as they are.
    var isXRGB8888: Bool { self == .xrgb8888 }

    /// `xrgb` (0x00RRGGBB) in this layout, each channel keeping its top bits.
    @inline(__always)
    public func pack(_ xrgb: UInt32) -> UInt32 {
        func channel(_ value: UInt32, _ c: Channel) -> UInt32 { ((value & 0xFF) >> UInt32(8 - c.length)) << UInt32(c.offset) }
        return channel(xrgb >> 16, red) | channel(xrgb >> 8, green) | channel(xrgb, blue)
    }

    /// Copies `rect` of `source` (XRGB8888, already flushed) into `destination`, whose rows are `stride` bytes apart
    /// and whose pixels are in this layout.
    func copy(_ rect: PixelRect, from source: PixelBuffer, into destination: UnsafeMutableRawPointer, stride: Int) {
        for y in rect.y..<rect.maxY {
            let from = (source.baseAddress + y * source.stride).assumingMemoryBound(to: UInt32.self)
            let to = destination + y * stride
            if isXRGB8888 {
                (to + rect.x * 4).copyMemory(from: from + rect.x, byteCount: rect.width * 4)
            } else if bytesPerPixel == 2 {
                let row = to.assumingMemoryBound(to: UInt16.self)
                for x in rect.x..<rect.maxX { row[x] = UInt16(truncatingIfNeeded: pack(from[x])) }
            } else {
                let row = to.assumingMemoryBound(to: UInt32.self)
                for x in rect.x..<rect.maxX { row[x] = pack(from[x]) }
            }
        }
    }
}
