import Foundation

/// A bar that fills as a task progresses. `progress` is pinned to 0…1; `setProgress(_:animated:)` slides the fill
/// (a subview, so only the bar redraws). `observedProgress` follows a Foundation `Progress`: swift-corelibs-foundation
/// has no key-value observing, so the bar reads `fractionCompleted` ten times a second while the progress is
/// unfinished and the bar is on screen, and stops reading (no wake-ups) once it finishes or leaves the window.
@MainActor
open class UIProgressView: UIView {
    /// An element whose value is the progress as a percentage, updating often.
    override var automaticAccessibility: AutomaticAccessibility {
        AutomaticAccessibility(isElement: true, value: "\(Int((progress * 100).rounded()))%", traits: .updatesFrequently)
    }

    /// The bar's look: the default one, or the thinner one of toolbars.
    public enum Style: Int, Sendable {
        /// A rounded bar.
        case `default` = 0
        /// A square-ended bar for toolbars.
        case bar = 1
    }

    static let height: CGFloat = 4
    static let pollInterval: TimeInterval = 0.1

    private let fill = UIView()
    private var pollTimer: LoopTimer?

    /// Default (a rounded track) or bar (square, on a clear track, for toolbars); both 4 points tall.
    open var progressViewStyle: Style = .default { didSet { updateLook() } }

    /// How far along, kept between 0 and 1; setting it moves the bar at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The filled part's colour; nil follows `tintColor`.
    open var progressTintColor: UIColor? { didSet { updateLook() } }
    /// The unfilled track's colour; nil is `.systemFill`.
    open var trackTintColor: UIColor? { didSet { updateLook() } }

    /// A progress whose `fractionCompleted` the bar shows.
    open var observedProgress: Progress? {
        didSet {
            pollTimer?.cancel()
            pollTimer = nil
            followObservedProgress()
        }
    }

    /// A progress view of `style`.
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        progressViewStyle = style
        setUp()
        frame.size = CGSize(width: 0, height: Self.height)
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
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
        updateLook()
    }

    /// Sets the progress pinned to 0…1, sliding the fill when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if animated && window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: placeFill)
        } else {
            setNeedsLayout()
        }
    }

    private func followObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != storedProgress { setProgress(fraction, animated: false) }
        guard window != nil, !observed.isFinished, !observed.isCancelled else { return }
        let loop = UIScreen.loop(for: self)
        pollTimer = loop.schedule(at: loop.now.adding(seconds: Self.pollInterval)) { [weak self] in
            self?.pollTimer = nil
            self?.followObservedProgress()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        pollTimer?.cancel()
        pollTimer = nil
        followObservedProgress()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeFill()
    }

    private func placeFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        mirrorForLayoutDirection([fill])  // fills from the right, right to left
    }

    private func updateLook() {
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        fill.backgroundColor = progressTintColor ?? tintColor
        let radius = progressViewStyle == .default ? Self.height / 2 : 0
        layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }
}
