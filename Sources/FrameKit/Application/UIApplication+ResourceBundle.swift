import Foundation

extension UIApplication {
    /// Where the app's resources are when iOS code names the main bundle (`bundle: nil`, `Bundle.main`) for
    /// storyboards, nibs, images and strings. A SwiftPM target keeps its resources in its own bundle
    /// (`Bundle.module`), so a ported app sets this to it (`framekit port` packages do at start-up); nil means
    /// `Bundle.main`.
    nonisolated(unsafe) public static var resourceBundle: Bundle?
}

extension Bundle {
    /// `bundle`, or the app's resource bundle where iOS code would mean the main bundle.
    static func appResources(_ bundle: Bundle?) -> Bundle {
        guard let bundle, bundle !== Bundle.main else { return UIApplication.resourceBundle ?? .main }
        return bundle
    }
}
