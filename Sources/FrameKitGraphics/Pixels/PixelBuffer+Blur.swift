import Foundation

extension PixelBuffer {
    /// Blurs every channel with three box-blur passes per axis, which approximates a Gaussian of standard
    /// deviation about `radius / 2` (how Core Animation's `shadowRadius` looks).
    public func blur(radius: Int) {
        precondition(format != .a8, "blur works on 32-bit pixels")
        guard radius > 0, width > 0, height > 0 else { return }
        flush()
        let box = max(1, radius / 2)
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { blurLine(start: y * stride, step: 4, count: width, box: box, scratch: &line) }
            for x in 0..<width { blurLine(start: x * 4, step: stride, count: height, box: box, scratch: &line) }
        }
        markDirty()
    }

    private func blurLine(start: Int, step: Int, count: Int, box: Int, scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = baseAddress.load(fromByteOffset: start + i * step, as: UInt32.self) }
        let window = 2 * box + 1
        var sums = [Int](repeating: 0, count: 4)
        func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)] }
        for i in -box...box where i >= 0 && i < count {
            let c = channels(scratch[i])
            for k in 0..<4 { sums[k] += c[k] }
        }
        for i in 0..<count {
            let v = sums.map { UInt32(min(255, $0 / window)) }
            baseAddress.storeBytes(of: v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3], toByteOffset: start + i * step, as: UInt32.self)
            let leaving = i - box, entering = i + box + 1
            if leaving >= 0 {
                let c = channels(scratch[leaving])
                for k in 0..<4 { sums[k] -= c[k] }
            }
            if entering < count {
                let c = channels(scratch[entering])
                for k in 0..<4 { sums[k] += c[k] }
            }
        }
    }
}
