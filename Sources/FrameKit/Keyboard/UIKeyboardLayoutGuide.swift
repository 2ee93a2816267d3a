import Foundation

/// A guide that follows the keyboard (iOS 15): its top is the keyboard's top edge within the owning view, its bottom
/// the view's bottom; with the keyboard down it is as tall as the view's bottom safe-area inset (zero on a kiosk
/// panel). It moves inside the keyboard's own animation, so `textField.bottomAnchor.constraint(equalTo:
/// view.keyboardLayoutGuide.topAnchor)` keeps a field above the keys.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// UIKit's keyboards can float; FrameKit's is always docked, so the guide follows it either way.
    open var followsUndockedKeyboard = false
    /// Whether the guide rests on the safe area's bottom while the keyboard is down (UIKit's default).
    open var usesBottomSafeArea = true

    init(owner: UIView) {
        super.init(system: .keyboard, owner: owner)
    }

    /// How much of the owning view's bottom the keyboard covers now, in its coordinates.
    var height: CGFloat {
        guard let owner = owningView, let window = owner.window else { return 0 }
        let resting = usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
        guard let keyboard = window.screen.keyboard.frame else { return resting }
        let inWindow = keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let inOwner = owner.convert(inWindow, from: nil)
        guard inOwner.intersects(owner.bounds) else { return resting }
        return max(min(owner.bounds.maxY - inOwner.minY, owner.bounds.height), resting)
    }
}

extension UIView {
    /// The guide that tracks the on-screen keyboard in this view, made the first time it is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = autoLayoutState
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        state.keyboardGuide = guide
        KeyboardPresenter.track(guide)
        return guide
    }
}
