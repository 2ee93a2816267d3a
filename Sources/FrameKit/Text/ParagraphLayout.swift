import Foundation

/// One paragraph laid out in a text container: a single `TextLayout` where nothing is in its way, or one per line
/// fragment where exclusion paths cut its lines. Positions are relative to the paragraph's top, x in the container's
/// coordinates; character offsets are relative to the paragraph's first character.
@MainActor
final class ParagraphLayout {
    struct Fragment {
        let layout: TextLayout
        /// Where the layout is drawn.
        let origin: CGPoint
        /// The offset of the layout's first character.
        let location: Int
    }

    struct Line {
        let range: NSRange
        /// The line fragment: the room the line was given (padding included), as UIKit's `lineFragmentRect`.
        let rect: CGRect
        /// The part of it the glyphs use, padding included (`lineFragmentUsedRect`).
        let usedRect: CGRect
        let baseline: CGFloat
        let fragment: Int
    }

    let fragments: [Fragment]
    let lines: [Line]
    let height: CGFloat
    /// Runs with a background colour: `NSLayoutManager.drawBackground` paints them, so Pango does not.
    let backgrounds: [(range: NSRange, color: UIColor)]
    let length: Int

    /// The columns of the container its lines can put ink in: what their glyphs use, widened either way by the
    /// tallest line's height for ink past the glyphs' advances (italic overhangs, marks); nil without lines.
    var inkColumns: ClosedRange<CGFloat>? {
        guard let first = lines.first else { return nil }
        var (minX, maxX, reach) = (first.usedRect.minX, first.usedRect.maxX, first.rect.height)
        for line in lines.dropFirst() {
            (minX, maxX, reach) = (min(minX, line.usedRect.minX), max(maxX, line.usedRect.maxX), max(reach, line.rect.height))
        }
        return (minX - reach)...(maxX + reach)
    }

    private init(fragments: [Fragment], lines: [Line], height: CGFloat, backgrounds: [(NSRange, UIColor)], length: Int) {
        self.fragments = fragments
        self.lines = lines
        self.height = height
        self.backgrounds = backgrounds
        self.length = length
    }

    /// Lays `paragraph` (without its line break) out at `top` in `container`; `linesBefore` counts the lines above
    /// it when the container limits them.
    static func make(
        paragraph: ParagraphText, top: CGFloat, container: NSTextContainer?, linesBefore: Int?, defaultFont: UIFont
    ) -> ParagraphLayout {
        let style = paragraph.style
        let (text, backgrounds) = paragraph.withoutBackgrounds()
        let padding = container?.lineFragmentPadding ?? 0
        let width = container?.size.width ?? .greatestFiniteMagnitude
        var remaining = 0
        if let linesBefore, let limit = container?.maximumNumberOfLines {
            remaining = limit - linesBefore
            guard remaining > 0 else {
                return ParagraphLayout(fragments: [], lines: [], height: 0, backgrounds: [], length: paragraph.length)
            }
        }
        let builder = Builder(text: text, defaultFont: defaultFont, padding: padding, width: width, y: style.paragraphSpacingBefore)
        if let container, let bottom = container.exclusionPaths.map(\.bounds.maxY).max(), top < bottom {
            builder.flow(top: top, container: container, maximumLines: remaining)
        } else {
            builder.layWhole(maximumLines: remaining)
        }
        return ParagraphLayout(
            fragments: builder.fragments, lines: builder.lines, height: builder.y + style.paragraphSpacing,
            backgrounds: backgrounds, length: paragraph.length)
    }

    /// Builds the fragments and lines top to bottom.
    @MainActor
    private final class Builder {
        let paragraph: ParagraphText
        let defaultFont: UIFont
        let padding: CGFloat
        let width: CGFloat
        var y: CGFloat
        var fragments: [Fragment] = []
        var lines: [Line] = []

        init(text: ParagraphText, defaultFont: UIFont, padding: CGFloat, width: CGFloat, y: CGFloat) {
            (paragraph, self.defaultFont, self.padding, self.width, self.y) = (text, defaultFont, padding, width, y)
        }

        private func layout(_ piece: ParagraphText, width: CGFloat, maximumLines: Int) -> TextLayout {
            TextLayout(
                piece.string, attributeRuns: piece.runs, defaultFont: defaultFont, defaultColor: .label,
                width: width < 1e6 ? width : nil, maximumLines: maximumLines)
        }

        /// The whole paragraph in one layout, wrapped at the container's width.
        func layWhole(maximumLines: Int) {
            let layout = self.layout(paragraph, width: width - 2 * padding, maximumLines: maximumLines)
            let origin = CGPoint(x: padding, y: y)
            fragments.append(Fragment(layout: layout, origin: origin, location: 0))
            for line in layout.lineFragments {
                let rect = CGRect(x: 0, y: y + line.rect.minY, width: width, height: line.rect.height)
                lines.append(
                    Line(
                        range: line.range, rect: rect,
                        usedRect: CGRect(x: 0, y: rect.minY, width: padding + line.rect.maxX + padding, height: rect.height),
                        baseline: y + line.baseline, fragment: 0))
            }
            y += layout.size.height
        }

        /// Line by line, each line's band split where exclusion paths cross it, each piece filled in turn.
        func flow(top: CGFloat, container: NSTextContainer, maximumLines: Int) {
            var offset = 0
            var bands = 0
            repeat {
                let bandHeight = lineHeight(at: offset)
                let band = CGRect(x: 0, y: top + y, width: width, height: bandHeight)
                var lineCount = 0
                for span in container.freeSpans(in: band) where span.width > 2 * padding + 1 {
                    guard offset < paragraph.length || fragments.isEmpty else { break }
                    let fitted = fittingLength(from: offset, width: span.width - 2 * padding)
                    guard fitted > 0 || paragraph.length == 0 else { continue }
                    let piece = paragraph.slice(NSRange(location: offset, length: fitted))
                    let layout = paragraph.length == 0 ? self.layout(paragraph, width: span.width, maximumLines: 1)
                        : self.layout(piece, width: span.width - 2 * padding, maximumLines: 1)
                    let origin = CGPoint(x: span.minX + padding, y: y)
                    let line = layout.lineFragments.first
                    fragments.append(Fragment(layout: layout, origin: origin, location: offset))
                    lines.append(
                        Line(
                            range: NSRange(location: offset, length: fitted),
                            rect: CGRect(x: span.minX, y: y, width: span.width, height: bandHeight),
                            usedRect: CGRect(
                                x: span.minX, y: y, width: 2 * padding + (line?.rect.maxX ?? 0), height: bandHeight),
                            baseline: y + (line?.baseline ?? 0), fragment: fragments.count - 1))
                    offset += fitted
                    lineCount += 1
                }
                y += bandHeight
                bands += 1
                // A container narrower than its padding holds nothing: stop rather than search forever.
                if bands > 10_000 || (maximumLines > 0 && lines.count >= maximumLines) { break }
            } while offset < paragraph.length
        }

        /// How many characters from `offset` fill one line `width` wide, breaking where Pango would.
        private func fittingLength(from offset: Int, width: CGFloat) -> Int {
            var chunk = min(paragraph.length - offset, 256)
            while true {
                let piece = paragraph.slice(NSRange(location: offset, length: chunk))
                let lines = layout(piece, width: width, maximumLines: 0).lineFragments
                if lines.count > 1 || offset + chunk >= paragraph.length { return lines.first?.range.length ?? 0 }
                chunk = min(paragraph.length - offset, chunk * 2)
            }
        }

        private func lineHeight(at offset: Int) -> CGFloat {
            guard paragraph.length > 0 else { return (paragraph.attribute(.font, at: 0) as? UIFont ?? defaultFont).lineHeight }
            let font = paragraph.attribute(.font, at: min(offset, paragraph.length - 1)) as? UIFont ?? defaultFont
            return ceil(font.lineHeight) + paragraph.style.lineSpacing
        }
    }

    // MARK: Queries

    /// The line holding `offset` (the last line for the paragraph's end).
    func lineIndex(containing offset: Int) -> Int {
        lines.lastIndex(where: { $0.range.location <= offset }) ?? 0
    }

    /// The line nearest to height `y`.
    func lineIndex(atY y: CGFloat) -> Int {
        lines.firstIndex(where: { y < $0.rect.maxY }) ?? max(0, lines.count - 1)
    }

    func caretRect(at offset: Int) -> CGRect {
        guard !lines.isEmpty else { return .zero }
        let fragment = fragments[lines[lineIndex(containing: offset)].fragment]
        return fragment.layout.caretRect(at: offset - fragment.location).offsetBy(dx: fragment.origin.x, dy: fragment.origin.y)
    }

    /// The caret offset nearest to `point`.
    func offset(at point: CGPoint) -> Int {
        guard !lines.isEmpty else { return 0 }
        let band = lines[lineIndex(atY: point.y)].rect
        // Of the line fragments in that band, the one nearest horizontally.
        let candidates = lines.filter { $0.rect.minY == band.minY }
        let line = candidates.min { distance(point.x, $0.rect) < distance(point.x, $1.rect) } ?? lines[0]
        let fragment = fragments[line.fragment]
        let local = CGPoint(x: point.x - fragment.origin.x, y: min(max(point.y, line.rect.minY), line.rect.maxY - 0.5) - fragment.origin.y)
        return fragment.location + fragment.layout.characterOffset(at: local)
    }

    private func distance(_ x: CGFloat, _ rect: CGRect) -> CGFloat {
        x < rect.minX ? rect.minX - x : (x > rect.maxX ? x - rect.maxX : 0)
    }

    func selectionRects(for range: NSRange) -> [CGRect] {
        fragments.flatMap { fragment -> [CGRect] in
            let local = NSRange(location: range.location - fragment.location, length: range.length)
            return fragment.layout.selectionRects(for: local).map { $0.offsetBy(dx: fragment.origin.x, dy: fragment.origin.y) }
        }
    }

    /// The fragment holding `offset`, with the offset relative to it.
    func fragment(at offset: Int) -> (fragment: Fragment, local: Int)? {
        guard !lines.isEmpty else { return nil }
        let fragment = fragments[lines[lineIndex(containing: offset)].fragment]
        return (fragment, offset - fragment.location)
    }

    func draw(in context: CGContext, at origin: CGPoint) {
        for fragment in fragments {
            fragment.layout.draw(in: context, at: CGPoint(x: origin.x + fragment.origin.x, y: origin.y + fragment.origin.y))
        }
    }
}
