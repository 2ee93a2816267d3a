import Foundation

/// Told by a text input when its text or selection changes other than through the input system (code setting the
/// text or the selection, `replace(_:withText:)`), so that an input method or keyboard can refresh what it knows.
@MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
