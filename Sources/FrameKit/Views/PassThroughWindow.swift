import Foundation

/// A window above the app's that takes touches only on its subviews and lets every other touch through to the
/// windows below: the on-screen keyboard's and the edit menu's.
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}
