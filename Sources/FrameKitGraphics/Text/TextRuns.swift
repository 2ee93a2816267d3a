import Foundation

/// Attributed text resolved into the values the text engine needs; hashable, so it keys the layout cache.
struct TextRuns: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var utf8Start: Int
        var utf8End: Int
        var font: UIFont
        var foreground: UIColor
        var background: UIColor?
        var kern: CGFloat
        var underline: NSUnderlineStyle
        var strikethrough: NSUnderlineStyle
    }

    var text: String
    var runs: [Run]
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat

    /// Resolves `attributed`, filling attributes a run lacks from the defaults (as UILabel does with its own font,
    /// colour and alignment).
    init(
        _ attributed: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default
    ) {
        let string = attributed.string
        text = string
        var runs: [Run] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            guard let start = String.Index(utf16Offset: range.location, in: string).samePosition(in: string.utf8),
                let end = String.Index(utf16Offset: range.location + range.length, in: string).samePosition(
                    in: string.utf8)
            else { return }
            runs.append(
                Run(
                    utf8Start: string.utf8.distance(from: string.utf8.startIndex, to: start),
                    utf8End: string.utf8.distance(from: string.utf8.startIndex, to: end),
                    font: attributes[.font] as? UIFont ?? defaultFont,
                    foreground: attributes[.foregroundColor] as? UIColor ?? defaultColor,
                    background: attributes[.backgroundColor] as? UIColor,
                    kern: Self.number(attributes[.kern]) ?? 0,
                    underline: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.underlineStyle]) ?? 0)),
                    strikethrough: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.strikethroughStyle]) ?? 0))
                ))
        }
        self.runs = runs
        let style = paragraph ?? defaultParagraph
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        lineSpacing = style.lineSpacing
    }

    /// Plain text in one font and colour.
    init(_ string: String, font: UIFont, color: UIColor, paragraph: NSParagraphStyle = .default) {
        text = string
        runs = [
            Run(
                utf8Start: 0, utf8End: string.utf8.count, font: font, foreground: color, background: nil, kern: 0,
                underline: [], strikethrough: [])
        ]
        alignment = paragraph.alignment
        lineBreakMode = paragraph.lineBreakMode
        lineSpacing = paragraph.lineSpacing
    }

    /// The font of the first run, which sets the height of an empty line.
    var leadingFont: UIFont? { runs.first?.font }

    /// The colour of text that is one run in the leading font with nothing but a colour: the layout needs no
    /// attributes (the commonest label), and draws in this colour.
    var plainColor: UIColor? {
        guard runs.count == 1, let run = runs.first, run.utf8Start == 0, run.utf8End == text.utf8.count,
            run.background == nil, run.kern == 0, run.underline.isEmpty, run.strikethrough.isEmpty
        else { return nil }
        return run.foreground
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSUnderlineStyle: return CGFloat(v.rawValue)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
