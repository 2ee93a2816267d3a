import Foundation

/// The caret and the selection of a text field or text view: the selection's rectangles drawn in the tint colour
/// with a handle at each end (a bar with a knob above the start and below the end, dragged to change the selection),
/// the caret a subview that blinks on the main loop's clock. Blinking changes only the caret's visibility (no
/// redraw, one small damage rectangle), and stops with the caret shown after `blinkTimeout` without typing or caret
/// moves (GTK's cursor-blink-timeout), so an editing kiosk left alone costs no frames; a view that is not editing
/// has no timer at all.
///
/// The view reaches `outset` points past its host's bounds, so that knobs at the text's edge are not cut off; the
/// rectangles it is given are in the host's bounds, relative to their origin.
@MainActor
final class TextSelectionView: UIView {
    static let blinkInterval: TimeInterval = 0.5
    static let caretWidth: CGFloat = 2
    static let blinkTimeout: TimeInterval = 10
    static let knobDiameter: CGFloat = 10
    /// How far from a handle a finger still takes it: a kiosk's fingers are wide.
    static let handleReach: CGFloat = 22
    static let outset: CGFloat = 12

    /// The two ends of a selection.
    enum Handle { case start, end }

    let caret = UIView()
    /// The selection's rectangles and handles, in a view just big enough for them: the rest of the text costs
    /// nothing to composite (a full-size store would be blended over a scrolling text view's every frame).
    private let highlight = SelectionHighlightView()
    /// An input method's marked text, under the selection.
    private let marked = MarkedTextView()
    private var selection: [CGRect] = []
    /// The selection's ends as bars (this view's coordinates), while a selection shows.
    private(set) var handleBars: (start: CGRect, end: CGRect)?
    /// The caret's place as given, while it shows (blinking or not).
    private var caretPlace: CGRect?
    private var blinkTimer: LoopTimer?
    private var blinksLeft = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        caret.isHidden = true
        highlight.isHidden = true
        addSubview(marked)
        addSubview(highlight)
        addSubview(caret)
    }

    required init?(coder: NSCoder) { fatalError("TextSelectionView is made in code") }

    /// Covers the host's `bounds`, and `outset` around them.
    func place(over bounds: CGRect) {
        frame = bounds.insetBy(dx: -Self.outset, dy: -Self.outset)
    }

    /// Shows the caret at `caretRect` (nil: none) or the selection's rectangles with handles at its ends.
    func show(caretRect: CGRect?, selection rects: [CGRect]) {
        caret.backgroundColor = tintColor
        let rects = rects.map { $0.offsetBy(dx: Self.outset, dy: Self.outset) }
        if selection != rects {
            selection = rects
            handleBars = Self.bars(of: rects)
            highlight.show(rects, bars: handleBars, color: tintColor)
        }
        caretPlace = caretRect
        guard let caretRect else { return stopBlinking() }
        caret.frame = CGRect(
            x: round(caretRect.minX + Self.outset - Self.caretWidth / 2), y: caretRect.minY + Self.outset,
            width: Self.caretWidth, height: caretRect.height)
        caret.isHidden = false
        restartBlinking()
    }

    func hide() {
        show(caretRect: nil, selection: [])
        showMarkedText([], style: nil)
    }

    /// Shows the marked text's rectangles (in the host's bounds; none while nothing is marked) in `style`'s look.
    func showMarkedText(_ rects: [CGRect], style: [NSAttributedString.Key: Any]?) {
        // Typing marks nothing: no tint to look up the hierarchy for at each keystroke.
        guard !rects.isEmpty else { return marked.hide() }
        marked.show(rects.map { $0.offsetBy(dx: Self.outset, dy: Self.outset) }, style: style, tint: tintColor)
    }

    /// The caret or the selection, in the host's bounds (relative to their origin): where an edit menu points.
    var markedRect: CGRect? {
        guard !selection.isEmpty else { return caretPlace }
        return selection.reduce(CGRect.null) { $0.union($1) }.offsetBy(dx: -Self.outset, dy: -Self.outset)
    }

    /// The handle within reach of `point` (this view's coordinates), the nearer one when both are.
    func handle(at point: CGPoint) -> Handle? {
        guard let bars = handleBars else { return nil }
        func distance(_ bar: CGRect) -> CGFloat {
            let dx = max(bar.minX - point.x, 0, point.x - bar.maxX)
            let dy = max(bar.minY - Self.knobDiameter - point.y, 0, point.y - bar.maxY - Self.knobDiameter)
            return (dx * dx + dy * dy).squareRoot()
        }
        let (start, end) = (distance(bars.start), distance(bars.end))
        guard min(start, end) <= Self.handleReach else { return nil }
        return start <= end ? .start : .end
    }

    /// Bars at the start of the first line of the selection and the end of its last.
    private static func bars(of rects: [CGRect]) -> (start: CGRect, end: CGRect)? {
        guard let first = rects.min(by: { ($0.minY, $0.minX) < ($1.minY, $1.minX) }),
            let last = rects.max(by: { ($0.maxY, $0.maxX) < ($1.maxY, $1.maxX) })
        else { return nil }
        return (CGRect(x: first.minX - caretWidth / 2, y: first.minY, width: caretWidth, height: first.height),
                CGRect(x: last.maxX - caretWidth / 2, y: last.minY, width: caretWidth, height: last.height))
    }

    /// The caret stays solid while the user types or moves it, and blinks from half a second after.
    private func restartBlinking() {
        blinkTimer?.cancel()
        blinksLeft = Int(Self.blinkTimeout / Self.blinkInterval)
        scheduleBlink()
    }

    private func scheduleBlink() {
        let loop = UIScreen.loop(for: self)
        blinkTimer = loop.schedule(at: loop.now.adding(seconds: Self.blinkInterval)) { [weak self] in
            guard let self, self.window != nil else { return }
            self.blinksLeft -= 1
            self.caret.isHidden = self.blinksLeft > 0 ? !self.caret.isHidden : false
            if self.blinksLeft > 0 { self.scheduleBlink() } else { self.blinkTimer = nil }
        }
    }

    private func stopBlinking() {
        blinkTimer?.cancel()
        blinkTimer = nil
        caret.isHidden = true
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopBlinking() }
    }
}

/// A selection's tinted rectangles and its two handles (bars with knobs), drawn in a view around them.
@MainActor
private final class SelectionHighlightView: UIView {
    private var rects: [CGRect] = []
    private var bars: (start: CGRect, end: CGRect)?
    private var color = UIColor.systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("SelectionHighlightView is made in code") }

    /// Shows `rects` and `bars` (the selection view's coordinates); hidden when there are none.
    func show(_ rects: [CGRect], bars: (start: CGRect, end: CGRect)?, color: UIColor) {
        isHidden = rects.isEmpty
        guard !rects.isEmpty else { return }
        let d = TextSelectionView.knobDiameter
        let area = rects.reduce(CGRect.null) { $0.union($1) }.insetBy(dx: -d, dy: -d).integral
        frame = area
        (self.rects, self.bars, self.color) = (rects.map { $0.offsetBy(dx: -area.minX, dy: -area.minY) },
            bars.map { ($0.start.offsetBy(dx: -area.minX, dy: -area.minY), $0.end.offsetBy(dx: -area.minX, dy: -area.minY)) },
            color)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.withAlphaComponent(0.25))
        for r in rects { context.fill(r) }
        guard let bars else { return }
        context.setFillColor(color)
        context.fill([bars.start, bars.end])
        let d = TextSelectionView.knobDiameter
        context.addPath(UIBezierPath(ovalIn: CGRect(x: bars.start.midX - d / 2, y: bars.start.minY - d, width: d, height: d)))
        context.addPath(UIBezierPath(ovalIn: CGRect(x: bars.end.midX - d / 2, y: bars.end.maxY, width: d, height: d)))
        context.fillPath()
    }
}
