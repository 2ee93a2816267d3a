import Foundation

/// Pull to refresh, as UIKit has it: set a scroll view's (or table's) `refreshControl`, and pulling the content down
/// past the threshold starts refreshing — the spinner turns, the control sends `.valueChanged`, and the content rests
/// below the spinner — until the app calls `endRefreshing()`. While pulled, the spinner's spokes appear one by one.
/// It turns on the main loop's clock only while refreshing; a still control costs no frames.
@MainActor
open class UIRefreshControl: UIControl {
    /// How far the content must be pulled to start refreshing.
    static let threshold: CGFloat = 80
    /// The room the control takes above the content while refreshing.
    static let height: CGFloat = 60
    private static let spokes = 8
    private static let turnInterval: TimeInterval = 1.0 / 12

    /// Whether a refresh is running: from the pull (or `beginRefreshing()`) until `endRefreshing()`.
    public private(set) var isRefreshing = false
    /// A title under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let spinner = SpinnerView()
    private let titleLabel = UILabel()
    private var turnTimer: LoopTimer?
    /// Whether this pull already started a refresh (one per pull).
    private var pullStarted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        spinner.isUserInteractionEnabled = false
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        tintColor = .systemGray
    }

    /// A refresh control to set as a scroll view's `refreshControl`.
    public convenience init() { self.init(frame: .zero) }

    /// A refresh control decoded from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(spinner)
        addSubview(titleLabel)
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the spinner turns and the content makes room, without `.valueChanged` and without
    /// scrolling, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshInset = Self.height
        spinner.visibleSpokes = Self.spokes
        turn()
    }

    /// Stops refreshing: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        turnTimer?.cancel()
        turnTimer = nil
        guard let scrollView else { return }
        scrollView.refreshInset = 0
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y < top, !scrollView.isDragging {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    private func turn() {
        spinner.phase = (spinner.phase + 1) % Self.spokes
        let loop = UIScreen.loop(for: self)
        turnTimer = loop.schedule(at: loop.now.adding(seconds: Self.turnInterval)) { [weak self] in
            guard let self, self.isRefreshing, self.window != nil else { return }
            self.turn()
        }
    }

    // MARK: Following the scroll view

    /// The content moved: the control fills the gap above it, shows the pull's progress, and starts refreshing once a
    /// drag pulls past the threshold.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let restingTop = -(scrollView.adjustedContentInset.top - scrollView.refreshInset)
        let pulled = max(0, restingTop - scrollView.contentOffset.y)
        frame = CGRect(x: 0, y: restingTop - max(pulled, Self.height), width: scrollView.bounds.width, height: max(pulled, Self.height))
        if pulled == 0 { pullStarted = false }
        guard !isRefreshing else { return }
        spinner.visibleSpokes = Int((pulled / Self.threshold * CGFloat(Self.spokes)).rounded(.down))
        if scrollView.isDragging, pulled >= Self.threshold, !pullStarted {
            pullStarted = true
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size: CGFloat = 28
        let hasTitle = attributedTitle?.length ?? 0 > 0
        let top = bounds.maxY - Self.height + (Self.height - size - (hasTitle ? 18 : 0)) / 2
        spinner.frame = CGRect(x: bounds.midX - size / 2, y: top, width: size, height: size)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 2, width: bounds.width, height: hasTitle ? 16 : 0)
    }
}

/// UIKit's spinner: eight spokes, the brightest at `phase`, fading behind it.
@MainActor
private final class SpinnerView: UIView {
    var phase = 0 { didSet { if phase != oldValue { setNeedsDisplay() } } }
    var visibleSpokes = 0 { didSet { if visibleSpokes != oldValue { setNeedsDisplay() } } }
    var color = UIColor.systemGray { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let count = 8
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        for spoke in 0..<min(visibleSpokes, count) {
            let angle = CGFloat(spoke) / CGFloat(count) * 2 * .pi - .pi / 2
            let age = (phase - spoke + count) % count
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + cos(angle) * radius * 0.45, y: centre.y + sin(angle) * radius * 0.45))
            path.addLine(to: CGPoint(x: centre.x + cos(angle) * radius * 0.95, y: centre.y + sin(angle) * radius * 0.95))
            path.lineWidth = 3
            path.lineCapStyle = .round
            color.withAlphaComponent(1 - CGFloat(age) / CGFloat(count) * 0.75).setStroke()
            path.stroke()
        }
    }
}
