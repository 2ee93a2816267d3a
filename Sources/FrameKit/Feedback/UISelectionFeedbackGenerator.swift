import Foundation

/// Feedback for a selection moving: a picker's wheel passing a row.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() { occurred() }
}
