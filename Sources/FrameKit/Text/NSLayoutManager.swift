import Foundation

/// Lays a text storage's characters out in a text container, as TextKit 1's NSLayoutManager, on FrameKit's one text
/// engine (Pango through `TextLayout`). The text is kept as paragraphs, each laid out on its own: an edit lays out
/// again only the paragraphs it touched, and with `allowsNonContiguousLayout` paragraphs far from what is shown keep
/// an estimated height until something asks for them.
///
/// Glyph indices are character (UTF-16) indices: Pango's glyphs stay inside the engine, and every glyph query answers
/// for the characters, as NSLayoutManager does for text with one glyph per character.
@MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out; set when the manager is added to a text storage.
    public internal(set) weak var textStorage: NSTextStorage? { didSet { rebuildParagraphs() } }
    /// The containers the text flows into, in order (FrameKit lays text out in the first).
    public private(set) var textContainers: [NSTextContainer] = []
    /// Whether paragraphs may be laid out out of order, those before them keeping estimated heights (UIKit's
    /// default: false; UITextView turns it on).
    open var allowsNonContiguousLayout = false
    /// Whether any paragraph still has an estimated height.
    public var hasNonContiguousLayout: Bool { paragraphs.contains { $0.layout == nil } }
    /// The font of text with no `.font` attribute (UIKit's TextKit default, Helvetica 12, is DejaVu Sans 12 here).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// Told which band of the container (from `top` down to `bottom`, or to the end when `bottom` is nil because the
    /// text below moved) must be laid out and drawn again, and of it which `columns` (the container's x; nil: all of
    /// its width), so a view redraws only that and sizes itself again.
    var invalidationHandler: (@MainActor (_ top: CGFloat, _ bottom: CGFloat?, _ columns: ClosedRange<CGFloat>?) -> Void)?

    /// What links (`.link` runs) are drawn with over their own attributes: a text view's `linkTextAttributes`.
    var linkAttributes: [NSAttributedString.Key: Any] = [:] {
        // Paragraphs laid out later take them anyway: only text already laid out with links is laid out again (a
        // tint dimmed under an alert does not lay a long text without links out again).
        didSet { if laidOutLinks { invalidateAllLayout() } }
    }
    /// Whether a paragraph laid out since the layouts were last dropped had links.
    private var laidOutLinks = false

    var paragraphs: [Paragraph] = []
    /// The paragraphs' lengths and heights, whose sums are their starts and tops: kept up to date as single
    /// paragraphs change, summed afresh when paragraphs come or go.
    private var lengthSums = PrefixSums<Int>()
    private var heightSums = PrefixSums<CGFloat>()
    private var positionsValid = false
    /// The storage's attribute run read last (storage ranges), carried through edits of characters only: paragraphs
    /// inside it need no lookup in the storage.
    private var lastRun: AttributeRun?
    /// Paragraphs laid out, newest last; the oldest give their layouts up past `retainedLayouts`.
    private var laidOut: [Int] = []
    /// How many paragraphs keep their layouts (a few screens of a text view's lines); tests lower it.
    var retainedLayouts = 512

    public override init() { super.init() }

    // MARK: Containers

    /// Adds a container the text flows into.
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
        invalidateAllLayout()
    }

    /// Removes the container at `index`; an index out of range does nothing.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        textContainers.remove(at: index).layoutManager = nil
        invalidateAllLayout()
    }

    /// The container's size, padding or exclusion paths changed: everything is laid out again when next asked.
    open func textContainerChangedGeometry(_ container: NSTextContainer) { invalidateAllLayout() }

    /// The one container text is laid out in (FrameKit lays a storage out in the first container only).
    var container: NSTextContainer? { textContainers.first }

    /// Whether lines flow around exclusion paths: a paragraph's lines then depend on those above it.
    private var flowsAroundExclusions: Bool { !(container?.exclusionPaths.isEmpty ?? true) }

    // MARK: Drawing (what subclasses override to draw text their own way)

    /// Paints the background colours of the runs in `glyphRange` (`.backgroundColor`), with the container's origin
    /// at `origin` in the current context, each run's rectangles through `fillBackgroundRectArray`.
    open func drawBackground(forGlyphRange glyphRange: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let range = checked(glyphRange, "drawBackground(forGlyphRange:at:)")
        for (paragraph, start, top) in paragraphLayouts(for: range) {
            for (runRange, color) in paragraph.backgrounds {
                let rects = paragraph.selectionRects(for: runRange).map { $0.offsetBy(dx: origin.x, dy: origin.y + top) }
                context.saveGState()
                context.setFillColor(color)
                rects.withUnsafeBufferPointer { buffer in
                    fillBackgroundRectArray(
                        buffer.baseAddress!, count: buffer.count,
                        forCharacterRange: NSRange(location: start + runRange.location, length: runRange.length), color: color)
                }
                context.restoreGState()
            }
        }
    }

    /// Fills the rectangles of one background run (its colour already the context's fill colour): subclasses
    /// override it to shape backgrounds, rounded behind tags for example.
    open func fillBackgroundRectArray(
        _ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for rect in UnsafeBufferPointer(start: rectArray, count: rectCount) { context.fill(rect) }
    }

    /// Draws the glyphs of the paragraphs holding `glyphRange`, with the container's origin at `origin`.
    open func drawGlyphs(forGlyphRange glyphRange: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let range = checked(glyphRange, "drawGlyphs(forGlyphRange:at:)")
        for (paragraph, _, top) in paragraphLayouts(for: range) {
            paragraph.draw(in: context, at: CGPoint(x: origin.x, y: origin.y + top))
        }
    }

    // MARK: Edits

    /// Called by the text storage after an edit: the paragraphs the edit touched are split again and laid out anew.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        // Typing goes on inside the run the last paragraph was laid out from: its attributes need not be read again
        // (Foundation converts a run's attribute dictionary afresh at every read: 7 % of a keystroke).
        lastRun = editMask.contains(.editedAttributes) || newCharRange.location == NSNotFound ? nil
            : lastRun?.carried(
                throughEditOf: NSRange(location: newCharRange.location, length: newCharRange.length - delta),
                changeInLength: delta)
        guard !paragraphs.isEmpty, newCharRange.location != NSNotFound else { return rebuildParagraphs() }
        updatePositions()
        let oldEnd = NSMaxRange(newCharRange) - delta
        let first = paragraphIndex(containing: newCharRange.location)
        let last = paragraphIndex(containing: oldEnd)
        let start = lengthSums.sum(before: first)
        let oldLength = lengthSums.sum(before: last) + paragraphs[last].length - start
        let (top, oldBottom) = (heightSums.sum(before: first), heightSums.sum(before: last + 1))
        // A paragraph edited in place puts ink only where its old lines had it, redrawn now, and where its new lines
        // have it, redrawn as it is laid out again (`lay`): elsewhere its band shows the background before and after.
        let oldColumns = first == last && !flowsAroundExclusions ? paragraphs[first].layout?.inkColumns : nil
        let region = NSRange(location: start, length: oldLength + delta)
        var lengths = Self.split(textStorage.characters, in: region)
        // A region before the end of the text ends with its last paragraph's line break, not an empty paragraph.
        if NSMaxRange(region) < textStorage.length, lengths.count > 1, lengths.last == 0 { lengths.removeLast() }
        // The same number of paragraphs keep their heights until laid out again: typing rarely changes them.
        let replacement = lengths.count == last - first + 1
            ? zip(lengths, paragraphs[first...last]).map { Paragraph(length: $0, height: $1.height, needsDisplay: true) }
            : estimatedParagraphs(lengths)
        for i in first...last where paragraphs[i].layout != nil { forgetLaidOut(i) }
        paragraphs.replaceSubrange(first...last, with: replacement)
        let shift = replacement.count - (last - first + 1)
        if shift != 0 {
            for k in laidOut.indices where laidOut[k] > last { laidOut[k] += shift }
            positionsValid = false
        } else {
            for (i, paragraph) in zip(first..., replacement) { lengthSums.set(i, to: paragraph.length) }
        }
        if flowsAroundExclusions { dropLayouts(from: first) }
        let newBottom = top + replacement.reduce(0) { $0 + $1.height }
        let inPlace = newBottom == oldBottom
        invalidationHandler?(top, inPlace ? newBottom : nil, inPlace && replacement.count == 1 ? oldColumns : nil)
    }

    /// Forgets the layout of the paragraphs holding `range`; they are laid out again when next asked.
    open func invalidateLayout(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) {
        updatePositions()
        let (first, last) = paragraphIndices(of: range)
        for i in first...last {
            dropLayout(i)
            paragraphs[i].needsDisplay = true
        }
        let start = lengthSums.sum(before: first)
        actualCharacterRange?.pointee = NSRange(
            location: start, length: lengthSums.sum(before: last) + paragraphs[last].length - start)
        invalidationHandler?(heightSums.sum(before: first), heightSums.sum(before: last + 1), nil)
    }

    /// Asks the view to draw `range` again.
    open func invalidateDisplay(forCharacterRange range: NSRange) {
        let (first, last) = paragraphIndices(of: range)
        invalidationHandler?(top(of: first), top(of: last + 1), nil)
    }

    private func invalidateAllLayout() {
        laidOutLinks = false
        dropLayouts(from: 0)
        positionsValid = false
        invalidationHandler?(0, nil, nil)
    }

    private func rebuildParagraphs() {
        lastRun = nil
        let string = textStorage?.characters ?? NSString()
        paragraphs = estimatedParagraphs(Self.split(string, in: NSRange(location: 0, length: string.length)))
        laidOut.removeAll()
        positionsValid = false
        invalidationHandler?(0, nil, nil)
    }

    /// The UTF-16 lengths of the paragraphs in `range` of `string`, each with its line break; text ending in a line
    /// break ends with an empty paragraph (where the caret goes after it), and empty text is one empty paragraph.
    /// Read in chunks straight from the string's UTF-16 storage: a 600 KB text is split in about a millisecond.
    static func split(_ string: NSString, in range: NSRange) -> [Int] {
        var lengths: [Int] = []
        var length = 0
        var previous: UInt16 = 0
        let chunk = 4096
        var buffer = [UInt16](repeating: 0, count: min(chunk, range.length))
        var location = range.location
        while location < NSMaxRange(range) {
            let count = min(chunk, NSMaxRange(range) - location)
            buffer.withUnsafeMutableBufferPointer { units in
                string.getCharacters(units.baseAddress!, range: NSRange(location: location, length: count))
                for unit in units[..<count] {
                    length += 1
                    // "\r\n" is one break; "\r", "\n", U+2029 and U+2028 end a paragraph each.
                    if unit == 0x0A && previous == 0x0D {
                        lengths[lengths.count - 1] += 1
                        length = 0
                    } else if unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x2028 {
                        lengths.append(length)
                        length = 0
                    }
                    previous = unit
                }
            }
            location += count
        }
        lengths.append(length)
        return lengths
    }

    // MARK: Positions

    /// Sums the paragraphs' lengths and heights afresh after paragraphs came or went.
    private func updatePositions() {
        guard !positionsValid else { return }
        lengthSums = PrefixSums(paragraphs.map { $0.length })
        heightSums = PrefixSums(paragraphs.map { $0.height })
        positionsValid = true
    }

    func paragraphIndex(containing location: Int) -> Int {
        updatePositions()
        return lengthSums.index(containing: location) ?? 0
    }

    /// The first and last paragraphs holding characters of `range` (the one holding its location when it is empty).
    func paragraphIndices(of range: NSRange) -> (first: Int, last: Int) {
        let first = paragraphIndex(containing: range.location)
        return (first, range.length > 0 ? paragraphIndex(containing: NSMaxRange(range) - 1) : first)
    }

    func paragraphIndex(atY y: CGFloat) -> Int {
        updatePositions()
        return heightSums.index(containing: y) ?? 0
    }

    /// The first character of paragraph `index` (`paragraphs.count`: the end of the text).
    func start(of index: Int) -> Int {
        updatePositions()
        return lengthSums.sum(before: index)
    }

    /// The top of paragraph `index` (`paragraphs.count`: the bottom of the text).
    func top(of index: Int) -> CGFloat {
        updatePositions()
        return heightSums.sum(before: index)
    }

    /// The height of all the text, estimated where paragraphs are not laid out yet.
    var totalHeight: CGFloat {
        updatePositions()
        return heightSums.total
    }

    // MARK: Laying out

    /// The paragraph's layout, made now if it has none; earlier paragraphs are laid out first unless layout may be
    /// non-contiguous (exclusion paths always need the exact position).
    @discardableResult
    func layout(ofParagraph index: Int) -> ParagraphLayout {
        if let layout = paragraphs[index].layout { return layout }
        if container != nil, !allowsNonContiguousLayout || flowsAroundExclusions {
            for i in 0..<index where paragraphs[i].layout == nil { lay(i) }
        }
        return lay(index)
    }

    @discardableResult
    private func lay(_ index: Int) -> ParagraphLayout {
        let top = top(of: index)
        let text = paragraphText(index)
        if !laidOutLinks, text.runs.contains(where: { $0.attributes[.link] != nil }) { laidOutLinks = true }
        let layout = ParagraphLayout.make(
            paragraph: text.withLinks(drawnWith: linkAttributes), top: top, container: container,
            linesBefore: linesBefore(index), defaultFont: Self.defaultFont)
        let moved = layout.height != paragraphs[index].height
        if moved { heightSums.set(index, to: layout.height) }
        // Whatever marked the paragraph for display redrew its old ink then (its whole band, or its old columns).
        if moved || paragraphs[index].needsDisplay {
            let columns = moved || flowsAroundExclusions ? nil : layout.inkColumns
            invalidationHandler?(top, moved ? nil : top + layout.height, columns)
        }
        paragraphs[index].layout = layout
        paragraphs[index].height = layout.height
        paragraphs[index].needsDisplay = false
        laidOut.append(index)
        if laidOut.count > retainedLayouts { dropLayout(laidOut[0]) }
        return layout
    }

    /// The paragraph's characters without its line break, with their attribute runs.
    private func paragraphText(_ index: Int) -> ParagraphText {
        guard let storage = textStorage else { return ParagraphText(string: "", runs: [], length: 0) }
        let range = NSRange(location: start(of: index), length: paragraphs[index].length)
        let breakLength = Self.lineBreakLength(at: NSMaxRange(range), in: storage.characters, paragraphLength: range.length)
        guard breakLength == range.length, breakLength > 0 else {
            return text(of: storage, in: NSRange(location: range.location, length: range.length - breakLength))
        }
        // An empty paragraph keeps its line break's attributes, so that its line has the right height.
        let attributes = storage.attributes(at: NSMaxRange(range) - 1, effectiveRange: nil)
        return ParagraphText(string: "", length: 0, attributes: attributes)
    }

    /// The characters of `range` copied out as UTF-16 and the attribute runs over them: Foundation's
    /// `attributedSubstring(from:)` takes the substring through a slow UTF-16 path (a tenth of a one-screen jump's
    /// layout), and most paragraphs are one run: the run found for one paragraph often holds the next ones too.
    private func text(of storage: NSTextStorage, in range: NSRange) -> ParagraphText {
        guard range.length > 0 else { return ParagraphText(string: "", runs: [], length: 0) }
        var units = [UInt16](repeating: 0, count: range.length)
        let string = units.withUnsafeMutableBufferPointer { buffer in
            storage.characters.getCharacters(buffer.baseAddress!, range: range)
            return String(utf16Units: UnsafeBufferPointer(buffer))
        }
        if let run = lastRun, run.range.location <= range.location, NSMaxRange(range) <= NSMaxRange(run.range) {
            return ParagraphText(string: string, length: range.length, attributes: run.attributes)
        }
        var first = NSRange()
        let attributes = storage.attributes(at: range.location, effectiveRange: &first)
        lastRun = AttributeRun(range: first, attributes: attributes)
        guard NSMaxRange(first) < NSMaxRange(range) else {
            return ParagraphText(string: string, length: range.length, attributes: attributes)
        }
        return ParagraphText(string: string, runs: storage.attributeRuns(in: range), length: range.length)
    }

    private static func lineBreakLength(at end: Int, in string: NSString, paragraphLength: Int) -> Int {
        guard paragraphLength > 0 else { return 0 }
        let last = string.character(at: end - 1)
        guard last == 0x0A || last == 0x0D || last == 0x2029 || last == 0x2028 else { return 0 }
        return last == 0x0A && paragraphLength > 1 && string.character(at: end - 2) == 0x0D ? 2 : 1
    }

    /// Lines laid out before the paragraph, for a container's line limit (nil when it has none).
    private func linesBefore(_ index: Int) -> Int? {
        guard let limit = container?.maximumNumberOfLines, limit > 0 else { return nil }
        return paragraphs[..<index].reduce(0) { $0 + ($1.layout?.lines.count ?? 1) }
    }

    private func dropLayout(_ index: Int) {
        guard paragraphs.indices.contains(index), paragraphs[index].layout != nil else { return }
        paragraphs[index].layout = nil
        forgetLaidOut(index)
    }

    // These run for each paragraph laid out or edited and go through `laidOut` (up to 512 entries) without closures:
    // Swift 6 checks the executor on each call of a main-actor closure handed to the standard library (`removeAll
    // { $0 == index }` made a one-screen jump's 54 evictions cost a fifth of its frame).
    private func forgetLaidOut(_ index: Int) {
        if let position = laidOut.firstIndex(of: index) { laidOut.remove(at: position) }
    }

    private func dropLayouts(from index: Int) {
        var kept = 0
        for i in laidOut {
            if i >= index {
                paragraphs[i].layout = nil
            } else {
                laidOut[kept] = i
                kept += 1
            }
        }
        laidOut.removeLast(laidOut.count - kept)
    }

    /// Paragraphs of these lengths, not laid out yet, with estimated heights: their characters at an average advance
    /// of half the font's size over the container's width, in lines of the storage's first font.
    private func estimatedParagraphs(_ lengths: [Int]) -> [Paragraph] {
        let font = estimationFont
        let width = container.map { $0.size.width - 2 * $0.lineFragmentPadding } ?? .greatestFiniteMagnitude
        let perLine = width > 0 && width < 1e6 ? max(1, Int(width / (font.pointSize * 0.5))) : Int.max
        return lengths.map { length in
            let lines = perLine == Int.max ? 1 : max(1, (length + perLine - 1) / perLine)
            return Paragraph(length: length, height: font.lineHeight * CGFloat(lines), needsDisplay: true)
        }
    }

    private var estimationFont: UIFont {
        guard let storage = textStorage, storage.length > 0 else { return Self.defaultFont }
        return storage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? Self.defaultFont
    }
}

/// One paragraph of a layout manager's text: its length (with its line break) and height, and its layout once made.
struct Paragraph {
    var length: Int
    var height: CGFloat
    /// Whether its characters changed since it was last laid out, so what shows them must be drawn again.
    var needsDisplay: Bool
    var layout: ParagraphLayout?

    init(length: Int, height: CGFloat, needsDisplay: Bool) {
        (self.length, self.height, self.needsDisplay) = (length, height, needsDisplay)
    }
}
