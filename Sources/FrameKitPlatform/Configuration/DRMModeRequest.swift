import Foundation

/// A mode asked for with `FRAMEKIT_DRM_MODE=WIDTHxHEIGHT[@HZ]`.
public struct DRMModeRequest: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refresh: Int?

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
