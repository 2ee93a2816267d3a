import Foundation

/// A namespace for scripts, as WebKit's: the page's own world, the app's default one, or a named one. Scripts in
/// different worlds share the page's document but not their global variables, so an app's scripts and the page's do
/// not see each other's.
@MainActor
public final class WKContentWorld: NSObject {
    /// The world the page's own scripts run in.
    public static let page = WKContentWorld(worldName: nil)
    /// The app's world when it names none.
    public static let defaultClient = WKContentWorld(worldName: "WKDefaultClientWorld")

    /// The world named `name` (the same name is the same world).
    public static func world(name: String) -> WKContentWorld { WKContentWorld(worldName: name) }

    /// The world's name; nil for the page's.
    public let name: String?

    private init(worldName: String?) { name = worldName }
}
