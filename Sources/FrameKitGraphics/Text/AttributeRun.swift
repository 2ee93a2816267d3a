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

    /// All of `string` in one run.
    package init(all string: String, attributes: [NSAttributedString.Key: Any]) {
        self.init(range: NSRange(location: 0, length: string.utf16.count), attributes: attributes)
    }
}

extension AttributeRun {
    /// Where this run of a storage is after characters in `oldRange` were replaced by `oldRange.length + delta` others
    /// given no attributes of their own (`replaceCharacters(in:with:)` with a plain string, or several in one editing
    /// batch whose edits all lie in `oldRange`): nil when that cannot be told without reading the storage again.
    /// Such characters take the attributes of the one before them, or of the first they replace, so characters put
    /// strictly inside the run belong to it; a run before or after the edit only moves.
    package func carried(throughEditOf oldRange: NSRange, changeInLength delta: Int) -> AttributeRun? {
        var moved = self
        if oldRange.location >= NSMaxRange(range) { return self }
        if NSMaxRange(oldRange) <= range.location {
            moved.range.location += delta
            return moved
        }
        guard range.location < oldRange.location, NSMaxRange(oldRange) <= NSMaxRange(range), range.length + delta > 0
        else { return nil }
        moved.range.length += delta
        return moved
    }
}

extension NSAttributedString {
    /// The runs of all the text, in order.
    package var attributeRuns: [AttributeRun] { attributeRuns(in: NSRange(location: 0, length: length)) }

    /// The runs over `range`, in order, their ranges relative to its start.
    package func attributeRuns(in range: NSRange) -> [AttributeRun] {
        var runs: [AttributeRun] = []
        enumerateAttributes(in: range, options: []) { attributes, run, _ in
            runs.append(AttributeRun(range: NSRange(location: run.location - range.location, length: run.length), attributes: attributes))
        }
        return runs
    }
}
