import Foundation

/// The caret and the selection of a text field or text view: the selection's rectangles drawn in the tint colour,
/// the caret a subview that blinks on the main loop's clock. Blinking changes only the caret's visibility (no
/// redraw, one small damage rectangle), and stops with the caret shown after `blinkTimeout` without typing or caret
/// moves (GTK's cursor-blink-timeout), so an editing kiosk left alone costs no frames; a view that is not editing
/// has no timer at all.
@MainActor
final class TextSelectionView: UIView {
    static let blinkInterval: TimeInterval = 0.5
    static let caretWidth: CGFloat = 2
    static let blinkTimeout: TimeInterval = 10

    let caret = UIView()
    private var selection: [CGRect] = []
    private var blinkTimer: LoopTimer?
    private var blinksLeft = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        caret.isHidden = true
        addSubview(caret)
    }

    required init?(coder: NSCoder) { fatalError("TextSelectionView is made in code") }

    /// Shows the caret at `caretRect` (nil: none) or the selection's rectangles, in this view's coordinates.
    func show(caretRect: CGRect?, selection rects: [CGRect]) {
        caret.backgroundColor = tintColor
        if selection != rects {
            selection = rects
            setNeedsDisplay()
        }
        guard let caretRect else { return stopBlinking() }
        caret.frame = CGRect(x: round(caretRect.minX - Self.caretWidth / 2), y: caretRect.minY, width: Self.caretWidth, height: caretRect.height)
        caret.isHidden = false
        restartBlinking()
    }

    func hide() {
        show(caretRect: nil, selection: [])
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !selection.isEmpty else { return }
        context.setFillColor(tintColor.withAlphaComponent(0.25))
        for r in selection { context.fill(r) }
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
