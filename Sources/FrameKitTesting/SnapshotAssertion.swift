import Foundation
import FrameKit

/// A snapshot that differs from its reference PNG; names the files written for inspection.
public struct SnapshotMismatch: Error, CustomStringConvertible {
    /// The reference PNG's path.
    public let reference: String
    /// Where the snapshot taken was written.
    public let actualPath: String
    /// Where an image of the differing pixels was written.
    public let diffPath: String
    /// How many pixels differ by more than the tolerance.
    public let differingPixels: Int
    /// The largest difference of one channel.
    public let maximumDifference: Int
    /// What differs, in words (sizes, or pixels).
    public let reason: String

    public var description: String {
        "snapshot differs from \(reference): \(reason); \(differingPixels) pixels differ (largest channel difference "
            + "\(maximumDifference)); actual image: \(actualPath); diff image: \(diffPath)"
    }
}

/// Per-pixel comparison of two images.
public enum SnapshotComparison {
    /// Pixels whose largest channel difference exceeds `tolerance` (0...255), and the largest difference seen.
    public static func difference(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int) -> (count: Int, maximum: Int, diff: PixelBuffer)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let diff = PixelBuffer(width: a.width, height: a.height, format: .xrgb8888)
        var count = 0, maximum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                var worst = 0
                for shift in [0, 8, 16] {
                    worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
                }
                maximum = max(maximum, worst)
                if worst > tolerance {
                    count += 1
                    diff[x, y] = 0xFFFF_0000
                } else {
                    diff[x, y] = 0xFF00_0000 | ((p & 0x00FE_FEFE) >> 1) / 2
                }
            }
        }
        return (count, maximum, diff)
    }
}

extension HeadlessApp {
    /// Compares `snapshot()` with the reference PNG at `referencePath`: see `PixelBuffer.assertMatches(_:tolerance:)`.
    public func assertSnapshot(matching referencePath: String, tolerance: Int = 2) throws {
        try snapshot().assertMatches(referencePath, tolerance: tolerance)
    }
}

extension PixelBuffer {
    /// Compares the pixels with the reference PNG at `referencePath`, allowing `tolerance` per channel. On a
    /// mismatch (or a missing reference) writes `<name>.actual.png` and `<name>.diff.png` beside it and throws an
    /// error naming both. With `FRAMEKIT_RECORD_SNAPSHOTS=1` it (re)writes the reference instead.
    public func assertMatches(_ referencePath: String, tolerance: Int = 2) throws {
        let actual = self
        let base = (referencePath as NSString).deletingPathExtension
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        if ProcessInfo.processInfo.environment["FRAMEKIT_RECORD_SNAPSHOTS"] == "1" {
            try actual.writePNG(to: URL(fileURLWithPath: referencePath))
            return
        }
        guard let reference = try? PixelBuffer.readPNG(from: URL(fileURLWithPath: referencePath)) else {
            try actual.writePNG(to: URL(fileURLWithPath: actualPath))
            throw SnapshotMismatch(
                reference: referencePath, actualPath: actualPath, diffPath: diffPath, differingPixels: actual.width * actual.height,
                maximumDifference: 255,
                reason: "no reference image; record one with FRAMEKIT_RECORD_SNAPSHOTS=1")
        }
        guard let (count, maximum, diff) = SnapshotComparison.difference(actual, reference, tolerance: tolerance) else {
            try actual.writePNG(to: URL(fileURLWithPath: actualPath))
            throw SnapshotMismatch(
                reference: referencePath, actualPath: actualPath, diffPath: diffPath, differingPixels: actual.width * actual.height,
                maximumDifference: 255,
                reason: "size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)")
        }
        guard count == 0 else {
            try actual.writePNG(to: URL(fileURLWithPath: actualPath))
            try diff.writePNG(to: URL(fileURLWithPath: diffPath))
            throw SnapshotMismatch(
                reference: referencePath, actualPath: actualPath, diffPath: diffPath, differingPixels: count,
                maximumDifference: maximum, reason: "pixels beyond tolerance \(tolerance)")
        }
    }
}
