import Foundation

/// A URL for a scene to open, with what came with it: `scene(_:openURLContexts:)` receives a set of them.
@MainActor
public final class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// What came with it.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
