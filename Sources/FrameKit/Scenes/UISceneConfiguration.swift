import Foundation

/// How a scene is made: its delegate's class, the scene's class, and the storyboard its window starts from. On iOS
/// these usually come from Info.plist's scene manifest, named by `name`; FrameKit has no Info.plist, so the app
/// delegate sets `delegateClass` (and `storyboard`) in `application(_:configurationForConnecting:options:)` — both are
/// UIKit API, so the code stays valid iOS code. Without a delegate class the app runs without scenes, as an iOS app
/// without a scene manifest does.
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

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
