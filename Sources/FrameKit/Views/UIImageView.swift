import Foundation

/// Shows an image placed by `contentMode` (a resizable image fills the bounds), a template image in `tintColor`,
/// `highlightedImage` while highlighted, and a loop of `animationImages` (an attract loop): each new picture redraws
/// only this view, on timers that exist only while it animates in a window.
@MainActor
open class UIImageView: UIView {
    /// An image, not an element unless the app makes it one (with a label).
    override var automaticAccessibility: AutomaticAccessibility { AutomaticAccessibility(traits: .image) }

    /// The image shown, placed by `contentMode`.
    open var image: UIImage? { didSet { if image !== oldValue { shownImageDidChange() } } }
    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? { didSet { if isHighlighted && highlightedImage !== oldValue { shownImageDidChange() } } }
    /// Whether it shows `highlightedImage` (a cell's image view follows the cell).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { shownImageDidChange() } } }

    /// The pictures of an animation, shown in turn by `startAnimating()`.
    open var animationImages: [UIImage]? {
        didSet {
            if animationImages?.isEmpty ?? true { stopAnimating() }
        }
    }
    /// Seconds for one pass through `animationImages`; 0 is 1/30 s a picture, as in UIKit.
    open var animationDuration: TimeInterval = 0
    /// Passes to play; 0 repeats until stopped.
    open var animationRepeatCount = 0
    /// Whether `animationImages` are playing.
    public private(set) var isAnimating = false

    /// System buttons draw `.automatic` images as templates; an ordinary image view draws them as they are.
    var rendersAutomaticAsTemplate = false { didSet { if rendersAutomaticAsTemplate != oldValue { setNeedsDisplay() } } }
    private var frameIndex = 0
    private var framesShown = 0
    private var frameTimer: LoopTimer?

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The configuration symbol images are drawn at here, laid over their own (UIKit's image views do the same).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { shownImageDidChange() } }

    /// What is drawn now: an animation's current picture, else the highlighted or plain image; a symbol at
    /// `preferredSymbolConfiguration`.
    var shownImage: UIImage? {
        let picture: UIImage?
        if isAnimating, let frames = animationImages, !frames.isEmpty {
            picture = frames[frameIndex % frames.count]
        } else if isHighlighted, let highlightedImage {
            picture = highlightedImage
        } else {
            picture = image
        }
        guard let picture, let preferredSymbolConfiguration, picture.isSymbolImage else { return picture }
        return picture.applyingSymbolConfiguration(preferredSymbolConfiguration)
    }

    private func shownImageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The image is drawn at the view's size, placed by `contentMode`, so it stays sharp after a resize.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard var image = shownImage, let context = UIGraphicsGetCurrentContext() else { return }
        // A named image in the file for this view's screen, which need not be the main one.
        if let screen = window?.screen { image = image.resolved(forScale: screen.scale) }
        if image.flipsForRightToLeftLayoutDirection, isRightToLeft { image = image.withHorizontallyFlippedOrientation() }
        let place = image.capInsets != .zero ? bounds : contentMode.placement(of: image.size, in: bounds)
        let template = image.renderingMode == .alwaysTemplate || (rendersAutomaticAsTemplate && image.renderingMode == .automatic)
        context.draw(template ? image.withRenderingMode(.alwaysTemplate) : image, in: place, tint: tintColor)
    }

    /// The image's size; none without an image, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    // MARK: Animation

    /// Shows `animationImages` in turn, from the first, `animationRepeatCount` times (0: until stopped).
    open func startAnimating() {
        guard let frames = animationImages, !frames.isEmpty else { return }
        stopFrames()
        isAnimating = true
        frameIndex = 0
        framesShown = 0
        setNeedsDisplay()
        scheduleFrame()
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopFrames()
        setNeedsDisplay()
    }

    private var frameInterval: TimeInterval {
        let count = animationImages?.count ?? 1
        return animationDuration > 0 ? animationDuration / Double(max(count, 1)) : 1.0 / 30
    }

    private func scheduleFrame() {
        guard isAnimating, frameTimer == nil, window != nil else { return }
        let loop = UIScreen.loop(for: self)
        frameTimer = loop.schedule(at: loop.now.adding(seconds: frameInterval)) { [weak self] in
            self?.frameTimer = nil
            self?.advanceFrame()
        }
    }

    private func advanceFrame() {
        guard let frames = animationImages, !frames.isEmpty else { return stopAnimating() }
        framesShown += 1
        if animationRepeatCount > 0 && framesShown >= animationRepeatCount * frames.count { return stopAnimating() }
        frameIndex = framesShown % frames.count
        setNeedsDisplay()
        scheduleFrame()
    }

    private func stopFrames() {
        frameTimer?.cancel()
        frameTimer = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopFrames() } else { scheduleFrame() }
    }
}
