import Foundation
import Synchronization

/// The images `UIImage(named:)` found, by name, and the pixels decoded from data: held within a byte budget
/// (`UIImage.decodedImageCacheLimit`), the least recently used released first when it is exceeded, and all released by
/// a memory warning (named images are forgotten; every image decoded from data drops its pixels, which decode again
/// when next drawn).
final class NamedImageCache: Sendable {
    static let shared = NamedImageCache()
    private let images = Mutex<[String: UIImage]>([:])
    /// Sources whose pixels were decoded from data, weakly: what the budget and a purge can release.
    private let decoded = Mutex(LeastRecentlyUsed<ObjectIdentifier, WeakSource>(byteLimit: UIImage.decodedImageCacheLimit))
    /// The budget: nil follows `UIImage.decodedImageCacheLimit`.
    private let byteLimit: Int?

    init(byteLimit: Int? = nil) { self.byteLimit = byteLimit }

    private struct WeakSource: @unchecked Sendable {
        weak var source: ImageSource?
    }

    func image(for key: String) -> UIImage? { images.withLock { $0[key] } }
    func store(_ image: UIImage, for key: String) { images.withLock { $0[key] = image } }

    /// `source` holds `bytes` of decoded pixels now; others are released, least recently used first, while the
    /// decoded pixels exceed the budget.
    func noteDecoded(_ source: ImageSource, bytes: Int) {
        let released = decoded.withLock { table in
            table.byteLimit = byteLimit ?? UIImage.decodedImageCacheLimit
            return table.insert(WeakSource(source: source), bytes: bytes, for: ObjectIdentifier(source))
        }
        // Outside the lock: a source takes its own.
        for entry in released { _ = entry.source?.purge() }
    }

    /// `source`'s pixels were used (drawn): it is the last the budget releases.
    func noteUse(_ source: ImageSource) { _ = decoded.withLock { $0.use(ObjectIdentifier(source)) } }

    func forget(_ source: ImageSource) { decoded.withLock { _ = $0.remove(ObjectIdentifier(source)) } }

    /// The bytes of decoded pixels held for images decoded from data.
    var decodedBytes: Int { decoded.withLock { $0.bytes } }

    /// Forgets named images and drops decoded pixels that can be decoded again; returns the bytes released.
    func purge() -> Int {
        images.withLock { $0.removeAll() }
        let sources = decoded.withLock { $0.removeAll() }.compactMap(\.source)
        return sources.reduce(0) { $0 + $1.purge() }
    }
}

extension UIImage {
    /// Drops what images hold that can be made again (a memory warning's part for images); returns the bytes freed.
    package static func purgeDecodedImages() -> Int { NamedImageCache.shared.purge() }
}
