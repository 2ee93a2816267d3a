import Foundation
import FrameKitGraphics

/// How the UI is turned on the panel: the logical image is rotated clockwise by this angle when written to the
/// display's native pixels. One value drives rendering, touch and pointer mapping, and hit testing.
public enum DisplayRotation: Int, CaseIterable, Sendable, CustomStringConvertible {
    case degrees0 = 0, degrees90 = 90, degrees180 = 180, degrees270 = 270

    /// Parses `0`, `90`, `180` or `270`.
    public init?(degrees text: String) {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), let r = DisplayRotation(rawValue: value) else {
            return nil
        }
        self = r
    }

    /// The turn in quarter turns clockwise, 0…3.
    public var quarterTurns: Int { rawValue / 90 }
    /// Whether it swaps width and height (90° and 270°).
    public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }

    /// The logical (UI) size for a panel of `native` pixels.
    public func logicalSize(forNative native: PixelSize) -> PixelSize {
        swapsAxes ? PixelSize(width: native.height, height: native.width) : native
    }

    /// Maps logical pixel coordinates onto native ones, for a panel of `native` pixels.
    public func logicalToNative(native: PixelSize) -> CGAffineTransform {
        let w = CGFloat(native.width), h = CGFloat(native.height)
        switch self {
        case .degrees0: return .identity
        case .degrees90: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        case .degrees180: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .degrees270: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        }
    }

    /// UI points → pixels of a surface of `native` pixels at `scale` pixels per point, turned by this rotation.
    public func pointsToPixels(scale: CGFloat, native: PixelSize) -> CGAffineTransform {
        CGAffineTransform(scaleX: scale, y: scale).concatenating(logicalToNative(native: native))
    }

    /// This turn followed by `other`.
    public func adding(_ other: DisplayRotation) -> DisplayRotation {
        DisplayRotation(rawValue: (rawValue + other.rawValue) % 360)!
    }

    /// The turn that undoes this one.
    public var inverse: DisplayRotation { DisplayRotation(rawValue: (360 - rawValue) % 360)! }

    /// The next rotation clockwise.
    public var next: DisplayRotation { DisplayRotation(rawValue: (rawValue + 90) % 360)! }

    /// `90°`, …
    public var description: String { "\(rawValue)°" }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The size in pixels.
    public var width: Int, height: Int
    /// A size in pixels.
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    /// `WIDTHxHEIGHT`.
    public var description: String { "\(width)x\(height)" }
    /// The same size in floating point.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}
