import UIKit

/// Keeps the text in a backing store and colours every hashtag as it is typed: TextKit's subclassing pattern.
class HashtagTextStorage: NSTextStorage {

    private let backingStore = NSMutableAttributedString()
    private let hashtagPattern = try! NSRegularExpression(pattern: "#\\w+", options: [])

    override var string: String {
        return backingStore.string
    }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key : Any] {
        return backingStore.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backingStore.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key : Any]?, range: NSRange) {
        beginEditing()
        backingStore.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    override func processEditing() {
        let paragraphRange = (string as NSString).paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraphRange)
        hashtagPattern.enumerateMatches(in: string, options: [], range: paragraphRange) { match, _, _ in
            if let match = match {
                addAttribute(.foregroundColor, value: UIColor.systemBlue, range: match.range)
            }
        }
        super.processEditing()
    }

    var hashtags: [String] {
        let text = string as NSString
        return hashtagPattern.matches(in: string, options: [], range: NSRange(location: 0, length: text.length))
            .map { text.substring(with: $0.range) }
    }
}
