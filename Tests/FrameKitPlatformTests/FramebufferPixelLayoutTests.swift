import Foundation
import FrameKitGraphics
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

@Suite struct FramebufferPixelLayoutTests {
    @Test func rgb565KeepsTheTopBitsOfEachChannel() {
        let layout = FramebufferPixelLayout.rgb565
        #expect(layout.bytesPerPixel == 2)
        #expect(layout.pack(0xFF0000) == 0xF800)
        #expect(layout.pack(0x00FF00) == 0x07E0)
        #expect(layout.pack(0x0000FF) == 0x001F)
        #expect(layout.pack(0xFFFFFF) == 0xFFFF)
        #expect(layout.pack(0x808080) == (0x10 << 11) | (0x20 << 5) | 0x10)
        #expect(layout.pack(0xFF07_0307) == 0)  // below one step of each channel, the top byte ignored
    }

    @Test func otherOrdersAndDepthsAreHonouredOrRefused() {
        let xbgr = FramebufferPixelLayout(
            bitsPerPixel: 32, red: .init(offset: 0, length: 8), green: .init(offset: 8, length: 8),
            blue: .init(offset: 16, length: 8))
        #expect(xbgr?.pack(0x123456) == 0x563412)
        let rgb555 = FramebufferPixelLayout(
            bitsPerPixel: 16, red: .init(offset: 10, length: 5), green: .init(offset: 5, length: 5),
            blue: .init(offset: 0, length: 5))
        #expect(rgb555?.pack(0x00FF00) == 0x03E0)
        #expect(FramebufferPixelLayout(bitsPerPixel: 24, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8)) == nil)
        #expect(FramebufferPixelLayout(bitsPerPixel: 16, red: .init(offset: 12, length: 5), green: .init(offset: 5, length: 6), blue: .init(offset: 0, length: 5)) == nil)
        #expect(FramebufferPixelLayout(bitsPerPixel: 8, red: .init(offset: 5, length: 3), green: .init(offset: 2, length: 3), blue: .init(offset: 0, length: 2)) == nil)
    }

    @Test func copyingPacksOnlyTheRectAndLeavesTheRestAlone() {
        let shadow = PixelBuffer(width: 8, height: 4, format: .xrgb8888)
        for y in 0..<4 { for x in 0..<8 { shadow[x, y] = 0xFF0000 } }
        let stride = 8 * 2 + 6  // rows padded, as drivers do
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * 4, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xAA, count: stride * 4)
        FramebufferPixelLayout.rgb565.copy(PixelRect(x: 2, y: 1, width: 3, height: 2), from: shadow, into: memory, stride: stride)
        func pixel(_ x: Int, _ y: Int) -> UInt16 { memory.load(fromByteOffset: y * stride + x * 2, as: UInt16.self) }
        #expect(pixel(2, 1) == 0xF800 && pixel(4, 2) == 0xF800)
        #expect(pixel(1, 1) == 0xAAAA && pixel(5, 1) == 0xAAAA && pixel(2, 0) == 0xAAAA && pixel(2, 3) == 0xAAAA)
    }
}
