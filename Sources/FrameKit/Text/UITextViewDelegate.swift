import Foundation

/// What a text view asks and tells as it is edited, as UIKit's UITextViewDelegate (a scroll view delegate too);
/// every method is optional.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's replacing `range` with `text` may happen; return false to refuse it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for text set from code).
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// The edit menu for `range`: nil shows the suggested actions (Cut, Copy, Paste…), an empty menu none.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// A link in `characterRange` was tapped: true opens `URL` (`UIApplication.open`), false leaves it to you.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
}

/// How a link in a text view was touched.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open it.
    case invokeDefaultAction
    /// A long press: show its actions.
    case presentActions
    /// A preview (not made by FrameKit).
    case preview
}

extension UITextViewDelegate {
    /// Editing may begin, by default.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Editing may end, by default.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Every change is allowed, by default.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing by default.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing by default.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Nil by default: the suggested actions.
    public func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// Links open, by default.
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { true }
}
