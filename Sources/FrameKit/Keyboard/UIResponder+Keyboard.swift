import Foundation

extension UIResponder {
    /// Posted before the on-screen keyboard (or an input view) comes up or changes its frame while up, inside the
    /// animation that moves it: layout changed in an observer animates with the keyboard.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the on-screen keyboard is up.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the on-screen keyboard goes down, inside the animation that moves it.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the on-screen keyboard is down.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every keyboard frame change, ahead of the show or hide notification.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every keyboard frame change.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (an `NSValue`: read it with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates; below the screen when it hides.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber`): 7, UIKit's keyboard curve, usable as `AnimationOptions(rawValue: c << 16)`.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (always true: there is one app on a kiosk).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIResponder {
    /// Set while `endEditing(true)` resigns: text inputs then resign without asking their delegates.
    static var isForcingResignation = false
}

extension UIView {
    /// Makes the first responder in this view's subtree resign; with `force`, even one that refuses
    /// (`textFieldShouldEndEditing` answering false). Returns whether one resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, let view = responder.responderView,
            view.isDescendant(of: self)
        else { return false }
        guard force else { return responder.resignFirstResponder() }
        UIResponder.isForcingResignation = true
        defer { UIResponder.isForcingResignation = false }
        return responder.resignFirstResponder()
    }
}
