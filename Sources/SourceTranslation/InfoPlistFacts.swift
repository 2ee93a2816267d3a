import Foundation

/// What the app's Info.plist tells its start-up: the main storyboard, the scene manifest and the URL schemes it opens.
public struct InfoPlistFacts {
    /// A configuration of the scene manifest.
    public struct SceneConfiguration {
        public var name: String?
        public var role: String
        /// The delegate's class name without its module (`$(PRODUCT_MODULE_NAME).SceneDelegate` is `SceneDelegate`).
        public var delegateClass: String?
        public var storyboard: String?

        public init(name: String?, role: String, delegateClass: String?, storyboard: String? = nil) {
            self.name = name
            self.role = role
            self.delegateClass = delegateClass
            self.storyboard = storyboard
        }
    }

    public var mainStoryboard: String?
    public var sceneConfigurations: [SceneConfiguration] = []
    /// The URL schemes the app opens (`CFBundleURLTypes`' `CFBundleURLSchemes`), in order.
    public var urlSchemes: [String] = []

    public init() {}

    /// The facts of a property list's data (XML or binary); an error names what is wrong.
    public init(plist data: Data) throws {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let root = object as? [String: Any] else {
            throw TranslationError("Info.plist: the top level is not a dictionary")
        }
        mainStoryboard = root["UIMainStoryboardFile"] as? String
        let urlTypes = root["CFBundleURLTypes"] as? [[String: Any]] ?? []
        urlSchemes = urlTypes.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        let manifest = root["UIApplicationSceneManifest"] as? [String: Any]
        let byRole = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for (role, list) in byRole.sorted(by: { $0.key < $1.key }) {
            for entry in list as? [[String: Any]] ?? [] {
                sceneConfigurations.append(SceneConfiguration(
                    name: entry["UISceneConfigurationName"] as? String, role: role,
                    delegateClass: (entry["UISceneDelegateClassName"] as? String).map { String($0.split(separator: ".").last ?? "") },
                    storyboard: entry["UISceneStoryboardFile"] as? String))
            }
        }
    }
}

/// A translation input that cannot be read.
public struct TranslationError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
