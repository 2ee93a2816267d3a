import Foundation

extension UIApplication {
    /// The orientations the app allows in `window`: the delegate's `application(_:supportedInterfaceOrientationsFor:)`
    /// (default: `FRAMEKIT_ALLOWED_ROTATIONS`, else all) intersected with the top controller's
    /// `supportedInterfaceOrientations` when its `shouldAutorotate` is true (docs/UIKIT-BEHAVIOUR.md §1.12). The top controller is the
    /// window's root or the topmost full-screen controller presented on it.
    public func allowedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        let app = delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? supportedInterfaceOrientations
        guard let top = window?.rootViewController?.topFullScreenController, top.shouldAutorotate else { return app }
        let allowed = app.intersection(top.supportedInterfaceOrientations)
        if allowed.isEmpty {
            UIViewController.logger.error(
                "\(type(of: top)).supportedInterfaceOrientations has no orientation in common with the app's; keeping the app's")
            return app
        }
        return allowed
    }

    /// Turns the interface to `orientation` if the key window allows it (docs/UIKIT-BEHAVIOUR.md table f); returns whether the interface now
    /// shows it. A disallowed orientation changes nothing and calls nothing.
    @discardableResult
    public func requestInterfaceOrientation(_ orientation: UIInterfaceOrientation) -> Bool {
        requestInterfaceOrientation(orientation, on: .main)
    }

    /// `requestInterfaceOrientation(_:)` for the key window of `screen`.
    @discardableResult
    func requestInterfaceOrientation(_ orientation: UIInterfaceOrientation, on screen: UIScreen) -> Bool {
        guard orientation != .unknown, allowedInterfaceOrientations(for: screen.keyWindow).contains(orientation),
            let rotation = screen.rotation(for: orientation)
        else { return false }
        guard orientation != screen.interfaceOrientation else { return true }
        InterfaceRotation(screen: screen, to: rotation).run()
        return true
    }

    /// Turns the interface to the next allowed orientation clockwise (what a rotate key does).
    public func rotateToNextAllowedOrientation() { rotateToNextAllowedOrientation(on: .main) }

    /// `rotateToNextAllowedOrientation()` on `screen` (the one whose keyboard has the rotate key).
    func rotateToNextAllowedOrientation(on screen: UIScreen) {
        var rotation = screen.rotation
        for _ in 0..<3 {
            rotation = rotation.next
            if requestInterfaceOrientation(screen.interfaceOrientation(for: rotation), on: screen) { return }
        }
    }
}

extension UIViewController {
    /// Rotates the interface to the device's orientation if that is now allowed (after `supportedInterfaceOrientations`
    /// changed, or the device turned).
    public static func attemptRotationToDeviceOrientation() {
        UIApplication.shared.requestInterfaceOrientation(UIDevice.current.orientation.interfaceOrientation)
    }

    /// Re-reads the supported orientations: the interface turns to the device's orientation when that is now
    /// allowed, else, if the current one is no longer allowed, to the first allowed one.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        let app = UIApplication.shared
        let screen = screenShown
        if app.requestInterfaceOrientation(UIDevice.current.orientation.interfaceOrientation, on: screen) { return }
        let allowed = app.allowedInterfaceOrientations(for: loadedView?.window ?? app.keyWindow)
        guard !allowed.contains(screen.interfaceOrientation) else { return }
        for orientation in [UIInterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        where allowed.contains(orientation) {
            app.requestInterfaceOrientation(orientation, on: screen)
            return
        }
    }

    /// The root or the topmost full-screen controller presented above it: the one that decides orientations.
    var topFullScreenController: UIViewController {
        var top = self
        var next = presentation.presented
        while let candidate = next {
            if candidate.modalPresentationStyle.coversPresenter { top = candidate }
            next = candidate.presentation.presented
        }
        return top
    }

    /// The screen the controller's view is on; the main screen (the documented fallback) before it is on one.
    private var screenShown: UIScreen { loadedView?.window?.screen ?? .main }

    /// The traits of the screen the controller is on, with the controller's appearance.
    public var traitCollection: UITraitCollection { currentAppearance.applied(to: screenShown.traitCollection) }

    /// The interface orientation now (deprecated in UIKit; `willRotate` still sees the old value).
    public var interfaceOrientation: UIInterfaceOrientation { screenShown.interfaceOrientation }
}
