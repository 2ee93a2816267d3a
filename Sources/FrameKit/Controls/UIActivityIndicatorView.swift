import Foundation

/// A spinner of eight spokes whose brightest spoke steps round once every 0.8 s. Each step redraws the spinner
/// alone (one small damage rectangle), and steps are timers on the main loop that exist only while the spinner
/// animates in a window and shows, so a stopped, hidden or off-screen spinner costs no wake-ups.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// An element while it spins ("In progress"), as UIKit's.
    override var automaticAccessibility: AutomaticAccessibility {
        AutomaticAccessibility(isElement: isAnimating, label: isAnimating ? "In progress" : nil, traits: .updatesFrequently)
    }

    /// The spinner's size.
    public enum Style: Int, Sendable {
        /// 20 points across.
        case medium = 100
        /// 37 points across.
        case large = 101
        /// The large spinner (before iOS 13).
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        /// The medium spinner, white (before iOS 13).
        @available(*, deprecated, renamed: "medium") case white = 1
        /// The medium spinner, grey (before iOS 13).
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokes = 8
    static let stepInterval: TimeInterval = 0.1

    /// Medium (20 points) or large (37 points).
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour; nil is `.systemGray` (white for the deprecated white styles).
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor?
    /// Hidden whenever it is not animating (the default), as in UIKit; turning it off shows a stopped spinner.
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// The spoke drawn brightest.
    private(set) var phase = 0
    private var stepTimer: LoopTimer?

    /// A stopped indicator of `style` (hidden while stopped, by default).
    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        setUp()
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        updateHidden()
    }

    private var side: CGFloat { isLarge ? 37 : 20 }
    private var isLarge: Bool { style.rawValue == Style.large.rawValue || style.rawValue == 0 }
    private var defaultColor: UIColor { style.rawValue == 0 || style.rawValue == 1 ? .white : .systemGray }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts spinning (and shows it).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        scheduleStep()
    }

    /// Stops spinning (and hides it when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopStepping()
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    private func scheduleStep() {
        guard isAnimating, stepTimer == nil, window != nil, !isHidden else { return }
        let loop = UIScreen.loop(for: self)
        stepTimer = loop.schedule(at: loop.now.adding(seconds: Self.stepInterval)) { [weak self] in
            guard let self else { return }
            self.stepTimer = nil
            self.phase = (self.phase + 1) % Self.spokes
            self.setNeedsDisplay()
            self.scheduleStep()
        }
    }

    private func stopStepping() {
        stepTimer?.cancel()
        stepTimer = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopStepping() } else { scheduleStep() }
    }

    open override var isHidden: Bool {
        didSet {
            if isHidden { stopStepping() } else { scheduleStep() }
        }
    }

    /// Spokes from 30 % to 100 % of the colour's alpha, brightest at `phase`, dimming behind it.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let s = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let inner = s * 0.25, outer = s * 0.48
        context.setLineWidth(s * (isLarge ? 0.09 : 0.1))
        context.setLineCap(.round)
        for spoke in 0..<Self.spokes {
            let age = (phase - spoke + Self.spokes) % Self.spokes
            let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokes) - .pi / 2
            context.setStrokeColor(color.withAlphaComponent(color.alpha * (1 - 0.7 * CGFloat(age) / CGFloat(Self.spokes - 1))))
            context.beginPath()
            context.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            context.addLine(to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
            context.strokePath()
        }
    }
}
