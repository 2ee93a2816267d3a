import Foundation

/// Screens coming and going while the app runs (docs/UIKIT-BEHAVIOUR.md §1.15a). A screen connected besides the main
/// one mirrors the main screen until the app shows a window on it. Every app hears
/// `UIScreen.didConnectNotification` first (an app without scenes makes its window there and sets its `screen`);
/// a scene-based app then gets a scene of role `.windowExternalDisplayNonInteractive` — its delegate's
/// `configurationForConnecting` picks the scene delegate and storyboard — which enters the foreground and, while
/// the app is active, becomes active. When the screen goes, its scene resigns, enters the background and
/// disconnects (`sceneDidDisconnect`), its windows leave it, and `UIScreen.didDisconnectNotification` follows.
extension UIApplication {
    /// Connects `screen` beside `main` (the main screen by default: a panel there at start, or plugged in later);
    /// `mirrorsMainScreen` is whether it shows the main screen's picture while the app shows nothing on it
    /// (`FRAMEKIT_MIRROR`).
    package func connect(_ screen: UIScreen, beside main: UIScreen? = nil, mirrorsMainScreen: Bool = true) {
        guard let main = main ?? UIScreen.mainScreen, screen !== main, !main.otherScreens.contains(where: { $0 === screen })
        else { return }
        screen.application = self
        main.otherScreens.append(screen)
        screen.primary = main
        if mirrorsMainScreen { screen.startMirroring(main) }
        screen.setNeedsFullRedraw()
        NotificationCenter.default.post(name: UIScreen.didConnectNotification, object: screen)
        // Before launch, the main scene is not there yet to say whether the app is scene-based: launch connects it.
        if applicationState != .inactive || !scenes.isEmpty { connectExternalScene(on: screen) }
    }

    /// Disconnects `screen` (its panel was unplugged): its scene leaves, its windows with it, and it draws no more.
    package func disconnect(_ screen: UIScreen) {
        guard let main = screen.primary, let index = main.otherScreens.firstIndex(where: { $0 === screen }) else { return }
        for scene in scenes where scene.boundScreen === screen {
            if scene.activationState == .foregroundActive { SceneStep.willResignActive.apply(to: scene) }
            if scene.activationState == .foregroundInactive { SceneStep.didEnterBackground.apply(to: scene) }
            scenes.removeAll { $0 === scene }
            SceneStep.didDisconnect.apply(to: scene)
            scene.session.scene = nil
        }
        main.otherScreens.remove(at: index)
        screen.disconnected()
        NotificationCenter.default.post(name: UIScreen.didDisconnectNotification, object: screen)
    }

    /// A scene-based app's scene for a screen besides the main one, brought as far as the app is: into the
    /// foreground, and active when the app is.
    func connectExternalScene(on screen: UIScreen) {
        let sceneBased = scenes.contains { $0.session.role == .windowApplication }
        guard sceneBased, let scene = connectScene(.windowExternalDisplayNonInteractive, on: screen) else { return }
        SceneStep.willEnterForeground.apply(to: scene)
        if applicationState == .active { SceneStep.didBecomeActive.apply(to: scene) }
    }
}
