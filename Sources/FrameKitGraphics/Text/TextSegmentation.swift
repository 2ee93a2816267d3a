import Foundation

/// Unicode text segmentation (UAX #29, through Pango) of plain text with no layout: the graphemes, words and
/// sentences a tokenizer walks. Foundation on Linux cannot enumerate words or sentences, so Pango's rules, which
/// caret motion already uses, serve here too.
public enum TextSegmentation {
    /// A unit text is split into.
    public enum Unit: Sendable { case grapheme, word, sentence }

    struct Mark: OptionSet, Sendable {
        let rawValue: UInt8
        static let grapheme = Mark(rawValue: 1 << 0)
        static let wordStart = Mark(rawValue: 1 << 1)
        static let wordEnd = Mark(rawValue: 1 << 2)
        static let sentenceStart = Mark(rawValue: 1 << 3)
        static let sentenceEnd = Mark(rawValue: 1 << 4)
    }

    /// The UTF-16 ranges of the text's units, in order: every grapheme; words without the spaces and punctuation
    /// between them; sentences with their trailing spaces.
    public static func ranges(of unit: Unit, in text: String) -> [NSRange] {
        let marks = Pango.segmentation(of: text)
        var offsets: [Int] = []  // the UTF-16 offset each mark stands at
        offsets.reserveCapacity(marks.count)
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        let (start, end): (Mark, Mark) =
            switch unit {
            case .grapheme: (.grapheme, .grapheme)
            case .word: (.wordStart, .wordEnd)
            case .sentence: (.sentenceStart, .sentenceEnd)
            }
        var ranges: [NSRange] = []
        var open: Int?
        for (index, mark) in zip(offsets.indices, marks) {
            if let from = open, mark.contains(end), offsets[index] > from {
                ranges.append(NSRange(location: from, length: offsets[index] - from))
                open = nil
            }
            if open == nil, mark.contains(start), index < offsets.count - 1 { open = offsets[index] }
        }
        return ranges
    }
}
