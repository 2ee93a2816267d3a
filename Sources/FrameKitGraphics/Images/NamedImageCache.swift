import Foundation
import Synchronization

/// The images `UIImage(named:)` found, by name, and the memory-warning purge of decoded pixels: named images are
/// forgotten and every image decoded from data drops its pixels (they decode again when next drawn).
final class NamedImageCache: Sendable {
    static let shared = NamedImageCache()
    private let images = Mutex<[String: UIImage]>([:])
    /// Sources whose pixels were decoded from data, weakly: what a purge can release.
    private let decoded = Mutex<[ObjectIdentifier: WeakSource]>([:])

    private struct WeakSource: @unchecked Sendable {
        weak var source: ImageSource?
    }

    func image(for key: String) -> UIImage? { images.withLock { $0[key] } }
    func store(_ image: UIImage, for key: String) { images.withLock { $0[key] = image } }

    func noteDecoded(_ source: ImageSource) {
        decoded.withLock { $0[ObjectIdentifier(source)] = WeakSource(source: source) }
    }

    func forget(_ source: ImageSource) {
        decoded.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(source)) }
    }

    /// Forgets named images and drops decoded pixels that can be decoded again; returns the bytes released.
    func purge() -> Int {
        images.withLock { $0.removeAll() }
        let sources = decoded.withLock { table in
            defer { table.removeAll() }
            return table.values.compactMap(\.source)
        }
        return sources.reduce(0) { $0 + $1.purge() }
    }
}

extension UIImage {
    /// Drops what images hold that can be made again (a memory warning's part for images); returns the bytes freed.
    package static func purgeDecodedImages() -> Int { NamedImageCache.shared.purge() }
}
