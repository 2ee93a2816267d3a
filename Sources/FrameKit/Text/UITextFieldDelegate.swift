import Foundation

/// What a text field asks and tells as it is edited, as UIKit's UITextFieldDelegate; every method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's replacing `range` (UTF-16, of `text`) with `string` may happen; return false to refuse it.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The edit menu for `range`: nil shows the suggested actions (Cut, Copy, Paste…), an empty menu none.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
}

extension UITextFieldDelegate {
    /// Editing may begin, by default.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Editing may end, by default.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// By default calls `textFieldDidEndEditing(_:)`, as UIKit does for delegates that implement only that.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Every change is allowed, by default.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// The clear button clears, by default.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Return is taken, by default (the field stays first responder).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Nil by default: the suggested actions.
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}
