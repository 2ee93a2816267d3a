import Foundation

/// Screens besides the main one, as UIKit has them: a second panel (a customer-facing display beside the operator's
/// touch panel) is a `UIScreen` of its own, with its own mode, scale, frame pipeline and pacing. Connecting and
/// disconnecting one goes through `UIApplication` (`connect(_:)`, `disconnect(_:)`), which posts the notifications
/// and connects its scene.
extension UIScreen {
    /// The screens connected: the main screen first, then the others in the order they were connected.
    public static var screens: [UIScreen] { mainScreen.map { [$0] + $0.otherScreens } ?? [] }

    /// The screens connected besides the main one.
    static var externalScreens: [UIScreen] { mainScreen?.otherScreens ?? [] }

    /// Posted (object: the screen) when a screen is connected, before a scene-based app's scene for it connects.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted (object: the screen) when a screen is gone, after its scene disconnected.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")

    /// The screen whose picture this one shows: the main screen, while this is a screen the app shows no window on
    /// (and mirroring is on, `FRAMEKIT_MIRROR`); nil while it shows windows of its own, and for the main screen.
    public var mirrored: UIScreen? {
        guard let mirror, mirror.isShowing else { return nil }
        return mirror.source
    }

    /// Starts showing `source`'s picture (from the next frame) while no window of the app is visible here.
    func startMirroring(_ source: UIScreen) {
        mirror?.detach()
        mirror = ScreenMirror(source: source, target: self)
    }

    /// The display went away: the windows leave the screen, mirroring stops and no frame runs again.
    func disconnected() {
        isConnected = false
        mirror?.detach()
        mirror = nil
        for other in mirrors { other.detach() }
        pipeline.stop()
        for window in windows { detach(window) }
    }
}

extension UIScreen: Hashable {
    /// Screens are equal only to themselves (UIKit's are objects compared by identity: `window.screen == .main`).
    public nonisolated static func == (a: UIScreen, b: UIScreen) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
