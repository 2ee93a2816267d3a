import Foundation

/// Directions through the text in storage order, with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end of the text.
    case forward = 0
    /// Towards the start of the text.
    case backward = 1
}

/// Directions on screen, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up a line.
    case up = 4
    /// Down a line.
    case down = 5
}

/// A storage or a layout direction, as UITextInputTokenizer takes them (UIKit's raw values: 0–1 storage, 2–5 layout).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The direction's value.
    public let rawValue: Int
    /// A direction from its value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A storage direction (forward, backward) as a text direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { .init(rawValue: direction.rawValue) }
    /// A layout direction (left, right, up, down) as a text direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { .init(rawValue: direction.rawValue) }

    /// Whether the direction runs toward the end of the text: forward, right and down (left-to-right text).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// The units a tokenizer finds boundaries of, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme cluster).
    case character
    /// A word.
    case word
    /// A sentence.
    case sentence
    /// A paragraph.
    case paragraph
    /// A laid-out line.
    case line
    /// All the text.
    case document
}

/// Finds the boundaries of characters, words, sentences, paragraphs, lines and the document in a text input.
@MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` that holds `position` on its `direction` side; nil when none does (a space
    /// between words).
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether a unit ends at `position` going in `direction` (forward: a unit's end; backward: its start).
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary from `position` in `direction`; nil at the end of the text.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether the character on `direction`'s side of `position` belongs to a unit.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
}

/// The tokenizer UIKit's text views use, on any UITextInput: characters are grapheme clusters, words, sentences and
/// paragraphs come from Foundation's string enumeration (Unicode's rules), lines from the input's layout.
@MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private unowned let textInput: UIResponder & UITextInput

    /// A tokenizer over `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The character, word, sentence, paragraph or line around `position`, looking in `direction`.
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        let p = offset(of: position)
        return units(near: p, granularity).first { encloses($0, p, direction) }.map(UITextRange.init)
    }

    /// Whether `position` is at the end (forward) or start (backward) of a unit.
    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        let p = offset(of: position)
        return units(near: p, granularity).contains { direction.isForward ? NSMaxRange($0) == p : $0.location == p }
    }

    /// The next boundary of a unit from `position` in `direction`, or nil.
    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition? {
        let p = offset(of: position)
        let units = units(near: p, granularity)
        let boundary = direction.isForward
            ? units.map(NSMaxRange).filter { $0 > p }.min() : units.map(\.location).filter { $0 < p }.max()
        return boundary.flatMap { textInput.position(from: textInput.beginningOfDocument, offset: $0) }
    }

    /// Whether `position` is inside a unit, looking in `direction`.
    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        let p = offset(of: position)
        return units(near: p, granularity).contains { encloses($0, p, direction) }
    }

    // MARK: Units

    private func offset(of position: UITextPosition) -> Int { textInput.offset(from: textInput.beginningOfDocument, to: position) }

    /// Whether `unit` holds the character on `direction`'s side of `p`.
    private func encloses(_ unit: NSRange, _ p: Int, _ direction: UITextDirection) -> Bool {
        direction.isForward ? unit.location <= p && p < NSMaxRange(unit) : unit.location < p && p <= NSMaxRange(unit)
    }

    /// The units of `granularity` around `p`: those of its paragraph and the paragraphs on either side, so a
    /// boundary search crosses one paragraph break; lines and the document come from the input itself.
    private func units(near p: Int, _ granularity: UITextGranularity) -> [NSRange] {
        let length = offset(of: textInput.endOfDocument)
        switch granularity {
        case .document: return [NSRange(location: 0, length: length)]
        case .line: return lines(near: p, length: length)
        default: break
        }
        let (text, start) = paragraphs(around: min(max(p, 0), length), length: length)
        if granularity == .paragraph {
            var units: [NSRange] = []
            text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: [.byParagraphs, .substringNotRequired]) {
                _, range, _, _ in units.append(NSRange(location: range.location + start, length: range.length))
            }
            return units
        }
        let unit: TextSegmentation.Unit = granularity == .character ? .grapheme : granularity == .word ? .word : .sentence
        return TextSegmentation.ranges(of: unit, in: text as String).map { NSRange(location: $0.location + start, length: $0.length) }
    }

    /// The text of the paragraph holding `p` and the paragraphs either side of it, and where it starts: read from
    /// the input a window at a time, widened until it holds them, so a search in a long document reads only the
    /// text near the caret.
    private func paragraphs(around p: Int, length: Int) -> (text: NSString, start: Int) {
        var reach = 2048
        while true {
            let low = max(0, p - reach), high = min(length, p + reach)
            let window = text(from: low, to: high)
            func paragraph(at location: Int) -> NSRange { window.paragraphRange(for: NSRange(location: location, length: 0)) }
            let here = paragraph(at: min(p - low, window.length))
            // The window must see the break before the previous paragraph and after the next (or the text's ends):
            // a paragraph cut by the window's edge is not whole.
            let previous = here.location > 0 ? paragraph(at: here.location - 1) : nil
            let next = NSMaxRange(here) < window.length ? paragraph(at: NSMaxRange(here)) : nil
            let startSeen = low == 0 ? true : (previous.map { $0.location > 0 } ?? false)
            let endSeen = high == length ? true : (next.map { NSMaxRange($0) < window.length } ?? false)
            if startSeen && endSeen {
                let from = previous?.location ?? here.location, to = next.map(NSMaxRange) ?? NSMaxRange(here)
                return (window.substring(with: NSRange(location: from, length: to - from)) as NSString, low + from)
            }
            reach *= 4
        }
    }

    private func text(from start: Int, to end: Int) -> NSString {
        guard let from = textInput.position(from: textInput.beginningOfDocument, offset: start),
            let to = textInput.position(from: textInput.beginningOfDocument, offset: end),
            let range = textInput.textRange(from: from, to: to)
        else { return "" }
        return (textInput.text(in: range) ?? "") as NSString
    }

    /// The laid-out line holding `p`, and those before and after it.
    private func lines(near p: Int, length: Int) -> [NSRange] {
        func line(at location: Int) -> NSRange? {
            guard let position = textInput.position(from: textInput.beginningOfDocument, offset: location),
                let before = textInput.characterRange(byExtending: position, in: .left),
                let after = textInput.characterRange(byExtending: position, in: .right)
            else { return nil }
            let start = offset(of: before.start), end = offset(of: after.end)
            return NSRange(location: start, length: end - start)
        }
        guard let current = line(at: p) else { return [] }
        var lines = [current]
        if current.location > 0, let previous = line(at: current.location - 1) { lines.insert(previous, at: 0) }
        if NSMaxRange(current) < length, let next = line(at: NSMaxRange(current) + 1) { lines.append(next) }
        return lines
    }
}
