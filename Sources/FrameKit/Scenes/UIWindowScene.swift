import Foundation

/// A scene of windows on a screen, as UIKit's: FrameKit's one scene, on the main screen.
@MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows show on.
    open var screen: UIScreen { boundScreen ?? .main }
    /// The scene's windows, back to front.
    open var windows: [UIWindow] { screen.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The interface's orientation on the screen.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }
    /// The screen's traits.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The screen it was connected on.
    var boundScreen: UIScreen?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
}
