import Foundation

/// How a scene is made: its delegate's class, the scene's class, and the storyboard its window starts from. As on
/// iOS these come from the scene manifest, named by `name` (`AppManifest`, which a ported app's Info.plist fills in),
/// or the app delegate sets `delegateClass` (and `storyboard`) in `application(_:configurationForConnecting:options:)`.
/// Without a delegate class the app runs without scenes, as an iOS app without a scene manifest does.
@MainActor
open class UISceneConfiguration {
    /// The configuration's name (Info.plist's `UISceneConfigurationName`; kept, not looked up).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class (Info.plist's `UISceneDelegateClassName`): a `UISceneDelegate`, usually a
    /// `UIWindowSceneDelegate`, which FrameKit makes with `init()`.
    open var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` or a subclass (the default, nil, is `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller fills the scene's first window (Info.plist's
    /// `UISceneStoryboardFile`).
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for sessions of `sessionRole`: as on iOS, the scene manifest's configuration of
    /// that name (or, failing that, its first for the role) gives its delegate class and storyboard.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        let manifest = AppManifest.sceneConfigurations.filter { $0.role == sessionRole }
            + AppManifest.sceneConfigurations.filter { sessionRole == .windowExternalDisplayNonInteractive && $0.role == Self.olderExternalRole }
        guard let entry = manifest.first(where: { $0.name == name }) ?? manifest.first else { return }
        delegateClass = entry.delegateClass
        storyboard = entry.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
    }

    /// `UIWindowSceneSessionRoleExternalDisplay`, which Info.plists written before iOS 16 declare.
    private static let olderExternalRole = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
}
