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
        var underlineColor: UIColor? = nil
        var strikethrough: NSUnderlineStyle
        var baselineOffset: CGFloat = 0
        var attachment: NSTextAttachment?
    }

    var text: String
    var runs: [Run]
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat
    var headIndent: CGFloat
    var firstLineHeadIndent: CGFloat
    var baseWritingDirection: NSWritingDirection

    /// Resolves `attributed`, filling attributes a run lacks from the defaults (as UILabel does with its own font,
    /// colour and alignment).
    init(
        _ attributed: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default
    ) {
        self.init(
            attributed.string, attributeRuns: attributed.attributeRuns, defaultFont: defaultFont, defaultColor: defaultColor,
            defaultParagraph: defaultParagraph)
    }

    /// Resolves `string` with the attributes of its runs (UTF-16 ranges, in order, covering it), filling attributes a
    /// run lacks from the defaults; the paragraph style is the first run's.
    init(
        _ string: String, attributeRuns: [AttributeRun], defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default
    ) {
        text = string
        let utf16 = string.utf16
        var runs: [Run] = []
        var paragraph: NSParagraphStyle?
        var (utf16Offset, utf8Count, index) = (0, 0, utf16.startIndex)
        // Each run's UTF-8 bounds, found walking the string once.
        func utf8Offset(atUTF16 target: Int) -> Int? {
            while utf16Offset < target, index < utf16.endIndex {
                let unit = utf16[index]
                if UTF16.isLeadSurrogate(unit) {
                    utf8Count += 4
                    utf16Offset += 2
                    index = utf16.index(index, offsetBy: 2, limitedBy: utf16.endIndex) ?? utf16.endIndex
                    continue
                }
                utf8Count += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
                utf16Offset += 1
                index = utf16.index(after: index)
            }
            return utf16Offset == target ? utf8Count : nil
        }
        // Empty text keeps its one empty run: its font sets the empty line's height.
        for run in attributeRuns where run.range.length > 0 || string.isEmpty {
            let attributes = run.attributes
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            guard let start = utf8Offset(atUTF16: run.range.location), let end = utf8Offset(atUTF16: NSMaxRange(run.range))
            else { continue }
            runs.append(
                Run(
                    utf8Start: start, utf8End: end,
                    font: attributes[.font] as? UIFont ?? defaultFont,
                    foreground: (attributes[.foregroundColor] as? UIColor
                        ?? (attributes[.link] != nil ? .link : defaultColor)).resolved(),
                    background: (attributes[.backgroundColor] as? UIColor)?.resolved(),
                    kern: Self.number(attributes[.kern]) ?? 0,
                    underline: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.underlineStyle]) ?? 0)),
                    underlineColor: (attributes[.underlineColor] as? UIColor)?.resolved(),
                    strikethrough: NSUnderlineStyle(rawValue: Int(Self.number(attributes[.strikethroughStyle]) ?? 0)),
                    baselineOffset: Self.number(attributes[.baselineOffset]) ?? 0,
                    attachment: attributes[.attachment] as? NSTextAttachment
                ))
        }
        self.runs = runs
        (alignment, lineBreakMode, lineSpacing, headIndent, firstLineHeadIndent, baseWritingDirection) =
            Self.resolve(paragraph ?? defaultParagraph)
    }

    private static func resolve(_ style: NSParagraphStyle)
        -> (NSTextAlignment, NSLineBreakMode, CGFloat, CGFloat, CGFloat, NSWritingDirection)
    {
        (style.alignment, style.lineBreakMode, style.lineSpacing, style.headIndent, style.firstLineHeadIndent,
         style.baseWritingDirection)
    }

    /// `string` in one run of `attributes` (none for empty text, as an attributed string of it has none).
    init(_ string: String, attributes: [NSAttributedString.Key: Any], defaultFont: UIFont, defaultColor: UIColor) {
        let whole = AttributeRun(all: string, attributes: attributes)
        self.init(
            string, attributeRuns: string.isEmpty ? [] : [whole], defaultFont: defaultFont, defaultColor: defaultColor)
    }

    /// Plain text in one font and colour.
    init(_ string: String, font: UIFont, color: UIColor, paragraph: NSParagraphStyle = .default) {
        text = string
        runs = [
            Run(
                utf8Start: 0, utf8End: string.utf8.count, font: font, foreground: color.resolved(), background: nil, kern: 0,
                underline: [], strikethrough: [])
        ]
        (alignment, lineBreakMode, lineSpacing, headIndent, firstLineHeadIndent, baseWritingDirection) = Self.resolve(paragraph)
    }

    /// How far the layout sits right of the text's leading edge, and Pango's indent of the first line relative to
    /// the others (negative: a hanging indent), from the paragraph's head indents.
    var indentation: (offset: CGFloat, firstLine: CGFloat) {
        let offset = min(headIndent, firstLineHeadIndent)
        return (offset, firstLineHeadIndent - headIndent)
    }

    /// The attachments, with the byte offset of the character each stands in for.
    var attachments: [(utf8Offset: Int, attachment: NSTextAttachment)] {
        runs.compactMap { run in run.attachment.map { (run.utf8Start, $0) } }
    }

    /// The font of the first run, which sets the height of an empty line.
    var leadingFont: UIFont? { runs.first?.font }

    /// The colour of text that is one run in the leading font with nothing but a colour: the layout needs no
    /// attributes (the commonest label), and draws in this colour.
    var plainColor: UIColor? {
        guard runs.count == 1, let run = runs.first, run.utf8Start == 0, run.utf8End == text.utf8.count,
            run.background == nil, run.kern == 0, run.underline.isEmpty, run.strikethrough.isEmpty,
            run.baselineOffset == 0, run.attachment == nil
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
