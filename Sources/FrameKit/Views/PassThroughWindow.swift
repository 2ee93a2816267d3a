import Foundation

/// A window above the app's that takes touches only on its subviews and lets every other touch through to the
/// windows below: the on-screen keyboard's and the edit menu's.
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}

extension PassThroughWindow {
    /// The window kept in `slot` — made the first time, at `level`, holding `content` — filling the screen and shown.
    @discardableResult
    static func shown(_ slot: inout PassThroughWindow?, on screen: UIScreen, level: CGFloat, content: UIView)
        -> PassThroughWindow
    {
        let window = slot ?? PassThroughWindow(screen: screen)
        if slot == nil {
            slot = window
            window.windowLevel = level
            window.addSubview(content)
        }
        window.frame = screen.bounds
        if window.isHidden {
            window.isHidden = false
            screen.attach(window)
        }
        return window
    }
}
