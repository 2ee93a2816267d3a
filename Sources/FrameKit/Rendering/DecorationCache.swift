import Foundation

/// Decorations — a view's background fill with its rounded corners and border — drawn once per look and shared by
/// every view that has the same one, as Core Animation shares identical layer contents: a grid of 200 alike buttons
/// holds one image, and a button that toggles between two colours finds both already drawn. Only small images are
/// kept, within a byte budget, the least recently used going first; a view still holds the image it shows.
@MainActor
final class DecorationCache {
    /// Everything a decoration's pixels depend on.
    struct Look: Hashable {
        var width: CGFloat, height: CGFloat, scale: CGFloat
        var cornerRadius: CGFloat
        /// `CACornerMask`'s raw value.
        var maskedCorners: UInt
        var background: UIColor?
        /// The border, when it is part of the image (views without content of their own).
        var borderWidth: CGFloat, borderColor: UIColor?
    }

    /// Images larger than this are drawn for their view alone.
    static let largestShared = 64 * 1024
    private var images: LeastRecentlyUsed<Look, BackingStore>

    init(budget: Int = 1 << 20) { images = LeastRecentlyUsed(byteLimit: budget) }

    /// The decoration for `look`: the shared image when there is one, else `draw`'s, kept for sharing if small.
    func store(for look: Look, draw: () -> BackingStore) -> BackingStore {
        if let kept = images.use(look) { return kept }
        let store = draw()
        guard store.byteCount <= Self.largestShared else { return store }
        images.insert(store, bytes: store.byteCount, for: look)
        return store
    }

    /// The images kept for sharing.
    var stores: some Sequence<BackingStore> { images.values }

    /// Forgets every image (views keep the ones they show).
    func removeAll() { images.removeAll() }
}
