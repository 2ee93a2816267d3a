import Foundation

/// What a scene shows and how it was configured, as UIKit keeps it across the scene's connections.
@MainActor
open class UISceneSession {
    /// The kind of interface a session shows.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive interface: the scene on the main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// What the app shows on a screen connected besides the main one (a customer-facing display): no touches
        /// reach it. The screen mirrors the main one until a window of the scene is shown.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// The role external screens had before iOS 16; configurations declared for it serve
        /// `windowExternalDisplayNonInteractive`, which FrameKit connects.
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the app delegate gave for it.
    public internal(set) var configuration: UISceneConfiguration
    /// A name for the session that stays the same for the app's life.
    public let persistentIdentifier = UUID().uuidString
    /// The scene showing the session, while connected.
    public internal(set) weak var scene: UIScene?
    /// Whatever the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

extension UISceneSession: Hashable {
    /// Sessions are equal only to themselves.
    public nonisolated static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
