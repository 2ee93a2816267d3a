import Foundation
import Synchronization

/// What an iOS app's Xcode project says about the app that its sources do not, and where UIKit would read it from
/// the app bundle's Info.plist: the module its storyboards' classes live in, where its resources are, its main
/// storyboard and its scene manifest. The translated entry point of a `framekit port` package fills it in before
/// `UIApplicationMain`; a hand-written FrameKit app can leave it empty.
@MainActor
public enum AppManifest {
    /// The app's module: storyboards' `customModuleProvider="target"` classes are looked up in it (Xcode fills in the
    /// target's module at build time, which may differ from the module a ported package builds).
    public static var moduleName: String?

    /// Where the app's resources are when iOS code names the main bundle (`bundle: nil`, `Bundle.main`) for
    /// storyboards, nibs, images and strings: a SwiftPM target's own bundle (`Bundle.module`). Nil means `Bundle.main`.
    nonisolated public static var resourceBundle: Bundle? {
        get { resources.withLock { $0 } }
        set { resources.withLock { $0 = newValue } }
    }
    /// Read from any thread (an image decoded off the main one names its bundle), so behind a lock.
    nonisolated private static let resources = Mutex<Bundle?>(nil)

    /// Info.plist's `UIMainStoryboardFile`: an app without scenes starts with a window showing its initial controller.
    public static var mainStoryboardName: String?

    /// Info.plist's URL schemes (`CFBundleURLTypes`' `CFBundleURLSchemes`), lowercased: URLs of these the app opens
    /// itself (`UIApplication.open(_:options:completionHandler:)`, `framekit ctl open-url`).
    public static var urlSchemes: Set<String> = []

    /// Info.plist's scene manifest (`UIApplicationSceneManifest`'s `UISceneConfigurations`) as configurations by role.
    static var sceneConfigurations: [(name: String?, role: UISceneSession.Role, delegateClass: AnyClass?, storyboardName: String?)] = []

    /// Adds a configuration of the scene manifest: a scene of `role` named `name` gets a delegate of `delegateClass`
    /// and a window from `storyboardName`'s initial controller.
    public static func addSceneConfiguration(
        name: String?, sessionRole role: UISceneSession.Role, delegateClass: AnyClass?, storyboardName: String?
    ) {
        sceneConfigurations.append((name, role, delegateClass, storyboardName))
    }
}

extension Bundle {
    /// `bundle`, or the app's resource bundle where iOS code would mean the main bundle.
    static func appResources(_ bundle: Bundle?) -> Bundle {
        guard let bundle, bundle !== Bundle.main else { return AppManifest.resourceBundle ?? .main }
        return bundle
    }
}
