import Foundation
import FrameKitGraphics

/// A paragraph's characters (without its line break) and attribute runs, read out of a text storage to be laid out.
/// Kept as runs rather than an `NSAttributedString`: Foundation's attributed strings cost more to make and read back
/// than the paragraph's line costs to lay out.
struct ParagraphText {
    let string: String
    /// The runs in order, ranges relative to the paragraph; an empty paragraph has one empty run with its line
    /// break's attributes, which set its line's height.
    let runs: [AttributeRun]
    /// Its length in UTF-16 units.
    let length: Int

    init(string: String, runs: [AttributeRun], length: Int) {
        (self.string, self.runs, self.length) = (string, runs, length)
    }

    /// `string`, `length` UTF-16 units long, in one run of `attributes`.
    init(string: String, length: Int, attributes: [NSAttributedString.Key: Any]) {
        self.init(string: string, runs: [AttributeRun(range: NSRange(location: 0, length: length), attributes: attributes)], length: length)
    }

    /// The paragraph's style: its first run's.
    var style: NSParagraphStyle {
        length > 0 ? runs.first?.attributes[.paragraphStyle] as? NSParagraphStyle ?? .default : .default
    }

    /// The same text without background colours, and where those were: backgrounds are drawn apart from the glyphs.
    func withoutBackgrounds() -> (ParagraphText, [(NSRange, UIColor)]) {
        var backgrounds: [(NSRange, UIColor)] = []
        for run in runs { if let color = run.attributes[.backgroundColor] as? UIColor { backgrounds.append((run.range, color)) } }
        guard !backgrounds.isEmpty else { return (self, []) }
        let plain = runs.map { run in
            var run = run
            run.attributes[.backgroundColor] = nil
            return run
        }
        return (ParagraphText(string: string, runs: plain, length: length), backgrounds)
    }

    /// The same text with `linkAttributes` over the attributes of its links (`.link` runs).
    func withLinks(drawnWith linkAttributes: [NSAttributedString.Key: Any]) -> ParagraphText {
        guard !linkAttributes.isEmpty, runs.contains(where: { $0.attributes[.link] != nil }) else { return self }
        let styled = runs.map { run in
            guard run.attributes[.link] != nil else { return run }
            var run = run
            run.attributes.merge(linkAttributes) { $1 }
            return run
        }
        return ParagraphText(string: string, runs: styled, length: length)
    }

    /// The characters in `range` (UTF-16 offsets in the paragraph) with their runs, for laying the paragraph out
    /// piece by piece around exclusion paths; an empty range keeps the first run's attributes.
    func slice(_ range: NSRange) -> ParagraphText {
        guard range.length > 0 else { return ParagraphText(string: "", runs: Array(runs.prefix(1)), length: 0) }
        let pieces = runs.compactMap { run -> AttributeRun? in
            let shared = NSIntersectionRange(run.range, range)
            guard shared.length > 0 else { return nil }
            return AttributeRun(range: NSRange(location: shared.location - range.location, length: shared.length), attributes: run.attributes)
        }
        return ParagraphText(string: (string as NSString).substring(with: range), runs: pieces, length: range.length)
    }

    /// The value of `key` for the character at `offset` (for an empty paragraph, its line break's).
    func attribute(_ key: NSAttributedString.Key, at offset: Int) -> Any? {
        let run = runs.first { NSLocationInRange(offset, $0.range) } ?? runs.first
        return run?.attributes[key]
    }
}
