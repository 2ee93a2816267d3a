import Foundation

/// A stretch of attributed text with the same attributes: its UTF-16 range and those attributes. Text a view keeps
/// as runs is laid out from them without making an `NSAttributedString` (making one, and reading it back, costs more
/// than laying a line out).
package struct AttributeRun {
    package var range: NSRange
    package var attributes: [NSAttributedString.Key: Any]

    package init(range: NSRange, attributes: [NSAttributedString.Key: Any]) {
        (self.range, self.attributes) = (range, attributes)
    }
}
