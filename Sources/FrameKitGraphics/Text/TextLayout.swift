import Foundation
import Synchronization

/// Shaped, wrapped text ready to draw: the unit that labels keep and that string drawing caches.
public final class TextLayout: @unchecked Sendable {
    /// Measurements of a layout, in points.
    public struct Metrics: Equatable, Sendable {
        /// The logical extent of all lines.
        public var size: CGSize
        /// Where the logical extent starts horizontally (non-zero for centred or right-aligned wrapped text).
        public var originX: CGFloat
        /// The first line's baseline, from the top.
        public var firstBaseline: CGFloat
        /// The last line's baseline, from the top.
        public var lastBaseline: CGFloat
        /// How many lines the text takes.
        public var lineCount: Int
        /// Where glyphs put ink, relative to the layout's top-left corner: it can reach outside the logical extent
        /// (overhangs, accents) or stay well inside it (no descenders).
        public var inkRect: CGRect
    }

    let handle: OpaquePointer
    /// The layout's measurements.
    public let metrics: Metrics
    /// The text laid out.
    public let text: String
    /// Where Pango's layout sits from the origin the layout is drawn at (head indents move it right).
    let layoutOffset: CGFloat
    /// Images in the text, by the byte offset of the character each replaces.
    private let attachments: [(utf8Offset: Int, attachment: NSTextAttachment)]
    /// The colour plain text is drawn in (its layout has no attributes); nil when the runs carry their own.
    package let plainColor: UIColor?
    /// Whether the layout has been drawn (read and set under Pango's lock). A label's text is usually drawn once, into
    /// the label's backing store, so its shaped lines are not kept after that; a layout drawn again (a label flipping
    /// between a few texts, string drawing in a `draw(_:)` that runs each frame) keeps them from then on.
    private let drawnBefore = Atomic<Bool>(false)
    /// Whether the shaped lines stay for the layout's life: a layout its owner keeps to read lines and carets from
    /// and to draw (a text view's paragraph) would otherwise be shaped again for each (a quarter of a one-screen
    /// jump's instructions). The owner bounds how many it keeps.
    private let keepsShaping: Bool

    init(_ runs: TextRuns, width: CGFloat?, maximumLines: Int, keepsShaping: Bool = false, measuresInk: Bool = true) {
        let (handle, shownBytes) = Pango.makeLayout(runs, width: width, maximumLines: maximumLines)
        self.handle = handle
        self.keepsShaping = keepsShaping
        layoutOffset = runs.indentation.offset
        var metrics = Pango.measure(handle, keepShaping: keepsShaping, ink: measuresInk)
        metrics.originX += layoutOffset
        metrics.inkRect.origin.x += layoutOffset
        self.metrics = metrics
        plainColor = runs.plainColor
        let whole = shownBytes == runs.text.utf8.count
        text = whole ? runs.text : String(decoding: runs.text.utf8.prefix(shownBytes), as: UTF8.self)
        attachments = whole ? runs.attachments : runs.attachments.filter { $0.utf8Offset < shownBytes }
    }

    /// Attributed text laid out on its own, outside the shared cache (text views keep their paragraphs' layouts
    /// themselves, and with them the shaped lines); attributes a run lacks come from the defaults.
    public convenience init(
        _ attributed: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default, width: CGFloat?, maximumLines: Int = 0
    ) {
        self.init(
            TextRuns(attributed, defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: defaultParagraph),
            width: width, maximumLines: maximumLines, keepsShaping: true)
    }

    /// `string` with the attributes of its runs laid out on its own, as the attributed-string initializer does, but
    /// without measuring where its glyphs put ink (`metrics.inkRect` is the logical extent): a text view draws its
    /// paragraphs into bands that hold their lines whole, and measuring ink reads every glyph's outline box.
    package convenience init(
        _ string: String, attributeRuns: [AttributeRun], defaultFont: UIFont, defaultColor: UIColor, width: CGFloat?,
        maximumLines: Int = 0
    ) {
        self.init(
            TextRuns(string, attributeRuns: attributeRuns, defaultFont: defaultFont, defaultColor: defaultColor),
            width: width, maximumLines: maximumLines, keepsShaping: true, measuresInk: false)
    }

    deinit { Pango.release(handle) }

    /// The logical extent of all lines.
    public var size: CGSize { metrics.size }

    /// Draws the layout with its top-left corner at `origin` in the context's user space.
    public func draw(in context: CGContext, at origin: CGPoint) {
        context.noteOperation()
        let at = CGPoint(x: origin.x + layoutOffset, y: origin.y)
        Pango.locked { _ in
            let before = drawnBefore.exchange(true, ordering: .relaxed)
            Pango.show(handle, in: context.cairo, at: at, color: plainColor, keepShaping: keepsShaping || before || !attachments.isEmpty)
        }
        drawAttachments(in: context, at: at)
    }

    private func drawAttachments(in context: CGContext, at origin: CGPoint) {
        guard !attachments.isEmpty else { return }
        let lines = Pango.lines(handle)
        for (offset, attachment) in attachments {
            guard let image = attachment.image,
                let line = lines.first(where: { $0.utf8Range.contains(offset) })
            else { continue }
            let x = Pango.caret(handle, index: offset).minX
            let b = attachment.effectiveBounds
            context.draw(image, in: CGRect(x: origin.x + x, y: origin.y + line.baseline - b.maxY, width: b.width, height: b.height))
        }
    }

    // MARK: Cache

    private struct Key: Hashable {
        let runs: TextRuns
        let width: CGFloat?
        let maximumLines: Int
        /// Hashed once: a new layout's key is hashed four times on its way into the cache (the lookup, the insertion
        /// and the two of an eviction), and hashing the text and each run's font and colours was most of that.
        private let hash: Int

        init(runs: TextRuns, width: CGFloat?, maximumLines: Int) {
            (self.runs, self.width, self.maximumLines) = (runs, width, maximumLines)
            var hasher = Hasher()
            hasher.combine(runs)
            hasher.combine(width)
            hasher.combine(maximumLines)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.maximumLines == b.maximumLines && a.width == b.width && a.runs == b.runs
        }
    }

    /// The layouts most recently used, by estimated size.
    private static let cache = Mutex(LeastRecentlyUsed<Key, TextLayout>(byteLimit: cacheByteLimit, countLimit: cacheCapacity))
    /// The most layouts the cache keeps.
    static let cacheCapacity = 256
    /// The most bytes (estimated) of layouts the cache keeps: a shaped layout holds its glyphs, attributes and lines.
    static let cacheByteLimit = 8 * 1024 * 1024

    /// A layout's estimated size: about 64 bytes of Pango's glyph and attribute records per UTF-8 byte of text.
    static func estimatedBytes(of runs: TextRuns) -> Int { 1024 + runs.text.utf8.count * 64 }

    /// Empties the process-wide layout cache and Pango's font caches (memory warnings); returns how many layouts
    /// the cache held.
    @discardableResult
    public static func purgeCache() -> Int {
        let count = cache.withLock { $0.removeAll().count }
        Pango.purgeFontCaches()
        return count
    }

    /// Plain text in one font and colour, wrapped at `width` (nil: one line per paragraph), at most `maximumLines`
    /// shown (0: no limit); from the process-wide cache, so a label whose text flips between a few values (On and
    /// Off, Play and Pause) shapes each once.
    public static func shared(
        _ text: String, font: UIFont, color: UIColor, paragraph: NSParagraphStyle = .default, width: CGFloat?,
        maximumLines: Int = 0
    ) -> TextLayout {
        cached(TextRuns(text, font: font, color: color, paragraph: paragraph), width: width, maximumLines: maximumLines)
    }

    /// Attributed text, as `shared(_:font:color:paragraph:width:maximumLines:)`.
    public static func shared(
        _ attributed: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default, width: CGFloat?, maximumLines: Int = 0
    ) -> TextLayout {
        cached(
            TextRuns(attributed, defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: defaultParagraph),
            width: width, maximumLines: maximumLines)
    }

    /// `string` with the attributes of its runs, as `shared(_:defaultFont:defaultColor:defaultParagraph:width:maximumLines:)`,
    /// for text a view keeps as runs.
    package static func shared(
        _ string: String, attributeRuns: [AttributeRun], defaultFont: UIFont, defaultColor: UIColor,
        defaultParagraph: NSParagraphStyle = .default, width: CGFloat?, maximumLines: Int = 0
    ) -> TextLayout {
        cached(
            TextRuns(
                string, attributeRuns: attributeRuns, defaultFont: defaultFont, defaultColor: defaultColor,
                defaultParagraph: defaultParagraph),
            width: width, maximumLines: maximumLines)
    }

    /// A layout from the process-wide cache, built on first use; string drawing inside `draw(_:)` goes through here
    /// so a redraw does not shape the same text again.
    static func cached(_ runs: TextRuns, width: CGFloat?, maximumLines: Int) -> TextLayout {
        let key = Key(runs: runs, width: width, maximumLines: maximumLines)
        let bytes = estimatedBytes(of: runs)
        // A text larger than the whole cache is shaped for this use alone.
        guard bytes <= cacheByteLimit else { return TextLayout(runs, width: width, maximumLines: maximumLines) }
        return cache.withLock { cache in
            if let hit = cache.use(key) { return hit }
            let layout = TextLayout(runs, width: width, maximumLines: maximumLines)
            cache.insert(layout, bytes: bytes, for: key)
            return layout
        }
    }
}
