import Foundation

/// A mode asked for with `FRAMEKIT_DRM_MODE=WIDTHxHEIGHT[@HZ]`.
public struct DRMModeRequest: Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Vertical refresh in Hz; nil for the highest the size offers.
    public var refresh: Int?

    /// Parses `WIDTHxHEIGHT[@HZ]`; nil when `text` is not of that form.
    public init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let size = Configuration.parseSize(String(parts[0])) else { return nil }
        width = size.width
        height = size.height
        if parts.count == 2 {
            guard let hz = Int(parts[1]), (1...1000).contains(hz) else { return nil }
            refresh = hz
        }
    }

    public var description: String { "\(width)x\(height)" + (refresh.map { "@\($0)" } ?? "") }
}
