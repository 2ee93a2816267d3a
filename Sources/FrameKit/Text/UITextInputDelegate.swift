import Foundation

/// Told by a text input when its text or selection changes other than through the input system (code setting the
/// text or the selection, `replace(_:withText:)`), so that an input method or keyboard can refresh what it knows.
@MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change from outside the input system.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed from outside the input system.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change from outside the input system.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed from outside the input system.
    func textDidChange(_ textInput: (any UITextInput)?)
}
