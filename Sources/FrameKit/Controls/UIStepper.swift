import Foundation

/// A minus/plus pair that steps a value, 94×32 points as in UIKit. A touch on a half steps at once; holding it
/// repeats (`autorepeat`) after half a second, ten steps a second, twice as fast after two seconds more. At a limit
/// the value stays and that half dims, unless `wraps` carries it round to the other end. `.valueChanged` goes out for
/// each step when `isContinuous`, else once when the finger lifts.
@MainActor
open class UIStepper: UIControl {
    /// Adjustable, its value the number (UIKit makes its two buttons elements of their own; FrameKit one element).
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.traits.insert(.adjustable)
        accessibility.value = value.rounded() == value ? String(Int(value)) : String(value)
        return accessibility
    }

    /// Its size whatever frame it is given: 94 × 32, as UIKit's.
    public static let size = CGSize(width: 94, height: 32)
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    static let fastRepeatAfter: TimeInterval = 2

    private enum Half { case decrement, increment }

    /// The value, kept between `minimumValue` and `maximumValue` (NaN becomes the minimum).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue.isNaN ? minimumValue : newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    private var storedValue: Double = 0
    /// Raising the minimum above the maximum raises the maximum too, as in UIKit.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The largest value; lowering it below the minimum lowers the minimum too.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// The step; UIKit ignores values ≤ 0 and so does FrameKit (it logs them).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                Self.logger.error("UIStepper.stepValue must be greater than 0 (was \(stepValue)); keeping \(oldValue)")
                stepValue = oldValue
            }
        }
    }
    /// Whether holding a half sends `.valueChanged` at each repeat (else once, on release).
    open var isContinuous = true
    /// Whether holding a half repeats the step (after 0.5 s, faster after 2 s).
    open var autorepeat = true
    /// Whether stepping past one end goes round to the other.
    open var wraps = false { didSet { setNeedsDisplay() } }

    private var images: [Half: [State: UIImage]] = [:]
    private var pressedHalf: Half?
    private var repeatTimer: LoopTimer?
    private var pressStart: MonotonicInstant?
    private var valueAtTouchDown: Double = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isOpaque = false
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override var primaryActionIsTap: Bool { false }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Images

    /// The image on the minus half in `state` (nil: the standard minus).
    open func setDecrementImage(_ image: UIImage?, for state: State) { setImage(image, for: .decrement, state) }
    /// The image on the plus half in `state` (nil: the standard plus).
    open func setIncrementImage(_ image: UIImage?, for state: State) { setImage(image, for: .increment, state) }
    /// The minus half's image for `state`, if set.
    open func decrementImage(for state: State) -> UIImage? { image(for: .decrement, state) }
    /// The plus half's image for `state`, if set.
    open func incrementImage(for state: State) -> UIImage? { image(for: .increment, state) }

    private func setImage(_ image: UIImage?, for half: Half, _ state: State) {
        images[half, default: [:]][state] = image
        setNeedsDisplay()
    }

    private func image(for half: Half, _ state: State) -> UIImage? {
        images[half]?[state] ?? images[half]?[.normal]
    }

    // MARK: Stepping

    private func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? storedValue < maximumValue : storedValue > minimumValue
    }

    private func step(_ half: Half) {
        var next = storedValue + (half == .increment ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        value = next
        if isContinuous { sendValueChanged() }
    }

    private func half(at point: CGPoint) -> Half { point.x < Self.size.width / 2 ? .decrement : .increment }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard canStep(half) else { return false }
        pressedHalf = half
        valueAtTouchDown = storedValue
        step(half)
        let loop = UIScreen.loop(for: self)
        pressStart = loop.now
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
        setNeedsDisplay()
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        let loop = UIScreen.loop(for: self)
        repeatTimer = loop.schedule(at: loop.now.adding(seconds: delay)) { [weak self] in
            guard let self, let half = self.pressedHalf, let start = self.pressStart else { return }
            guard self.isTouchInside, self.canStep(half) else { return self.scheduleRepeat(after: Self.repeatInterval) }
            self.step(half)
            let held = loop.now.seconds - start.seconds
            self.scheduleRepeat(after: held > Self.repeatDelay + Self.fastRepeatAfter ? Self.repeatInterval / 2 : Self.repeatInterval)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopPress()
        if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) { endTracking(nil, with: event) }

    private func stopPress() {
        repeatTimer?.cancel()
        repeatTimer = nil
        pressedHalf = nil
        pressStart = nil
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopPress() }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let size = Self.size
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8).fill()
        if let pressedHalf {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: frame(of: pressedHalf), cornerRadius: 8).fill()
        }
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: size.width / 2 - 0.5, y: 6, width: 1, height: size.height - 12))
        drawSymbol(.decrement)
        drawSymbol(.increment)
    }

    private func frame(of half: Half) -> CGRect {
        CGRect(x: half == .decrement ? 0 : Self.size.width / 2, y: 0, width: Self.size.width / 2, height: Self.size.height)
    }

    /// A minus or plus in the middle of its half (or the half's image); dimmed where it cannot step.
    private func drawSymbol(_ half: Half) {
        let box = frame(of: half)
        var state: State = canStep(half) ? [] : .disabled
        if pressedHalf == half { state.insert(.highlighted) }
        if let image = image(for: half, state) {
            image.draw(at: CGPoint(x: box.midX - image.size.width / 2, y: box.midY - image.size.height / 2))
            return
        }
        (state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label).setFill()
        let arm: CGFloat = 7, thickness: CGFloat = 1.5
        UIRectFill(CGRect(x: box.midX - arm, y: box.midY - thickness / 2, width: 2 * arm, height: thickness))
        if half == .increment {
            UIRectFill(CGRect(x: box.midX - thickness / 2, y: box.midY - arm, width: thickness, height: 2 * arm))
        }
    }
}
