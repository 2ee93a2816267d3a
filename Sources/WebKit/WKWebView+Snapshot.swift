import FrameKit
import Foundation

/// What `takeSnapshot` takes: a rectangle of the view (`.null`: all of it) and the width of the image in points
/// (nil: the rectangle's), its height following the rectangle's shape.
@MainActor
open class WKSnapshotConfiguration: NSObject {
    /// The rectangle taken, in the view's coordinates; `.null` for the whole view.
    open var rect: CGRect = .null
    /// The image's width in points; nil for the rectangle's.
    open var snapshotWidth: NSNumber?
    /// Whether to wait for changes still on their way to the screen; the page's last frame is always what is taken.
    open var afterScreenUpdates = true

    public override init() {}
}

extension WKWebView {
    /// An image of the page as the view shows it (its last frame), as UIKit's: at the screen's scale, of `rect` scaled
    /// to `snapshotWidth`. Fails before the page has drawn.
    public func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?, completionHandler: @escaping @MainActor (UIImage?, (any Error)?) -> Void
    ) {
        let result = snapshot(snapshotConfiguration ?? WKSnapshotConfiguration())
        // Always later, as WebKit answers.
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                switch result {
                case .success(let image): completionHandler(image, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            }
        }
    }

    /// The async form.
    public func takeSnapshot(configuration: WKSnapshotConfiguration?) async throws -> UIImage {
        try snapshot(configuration ?? WKSnapshotConfiguration()).get()
    }

    private func snapshot(_ configuration: WKSnapshotConfiguration) -> Result<UIImage, WKError> {
        guard let content else { return .failure(WKError(.unknown, "takeSnapshot: the page has not drawn a frame yet")) }
        let rect = configuration.rect.isNull ? bounds : configuration.rect
        guard rect.width > 0, rect.height > 0, rect.intersects(bounds) else {
            return .failure(WKError(.unknown, "takeSnapshot: the rectangle \(rect) is empty or outside the view's bounds \(bounds)"))
        }
        let width = configuration.snapshotWidth.map { CGFloat($0.doubleValue) } ?? rect.width
        guard width > 0 else { return .failure(WKError(.unknown, "takeSnapshot: snapshotWidth must be positive")) }
        let factor = width / rect.width
        let size = CGSize(width: width, height: (rect.height * factor).rounded())
        let image = UIGraphicsImageRenderer(size: size).image { context in
            context.cgContext.draw(
                content, in: CGRect(x: -rect.minX * factor, y: -rect.minY * factor, width: bounds.width * factor, height: bounds.height * factor))
        }
        return .success(image)
    }
}
