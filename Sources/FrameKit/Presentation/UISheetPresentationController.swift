import Foundation

/// What a custom detent's resolver is given.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The tallest a sheet can be: the large detent's height.
    var maximumDetentValue: CGFloat { get }
}

/// The presentation of page and form sheets (iOS 15's): a card over the dimmed presenter. In compact width (a
/// portrait panel) it is attached to the bottom edge, as wide as the screen and as tall as its selected detent; the
/// user drags it by its grabber or any part that does not scroll to another detent, or down to dismiss. In compact
/// height it covers the screen unless `prefersEdgeAttachedInCompactHeight`. In regular width and height it floats
/// in the middle (a form sheet 540 × 620 points or its `preferredContentSize`, a page sheet nearly the screen's
/// height), where detents do not apply, as on iPadOS 15. A tap on the dimmed area is the user asking to dismiss.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @MainActor
    public final class Detent {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent: half the large one.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent: the screen's height less a gap above.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the large detent's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() } }
        /// The full height a sheet may take.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent at the height `resolver` gives (nil: not available now), clamped to the large one's.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The height in `context`; nil when the detent is not available.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }

    /// The heights the sheet can rest at; `[.large()]` by default. An empty list is taken as `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { containerView?.setNeedsLayout() } }
    /// The detent the sheet rests at; nil is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// The largest detent at which the presenter is not dimmed and takes touches; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false { didSet { sheet.grabber.isHidden = !prefersGrabberVisible } }
    /// The sheet's corner radius; nil is 10 points.
    open var preferredCornerRadius: CGFloat? { didSet { containerView?.setNeedsLayout() } }
    /// Whether dragging up a scroll view at its top edge grows the sheet (to its next detent) instead of scrolling.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet stays attached to the bottom edge in compact height instead of covering the screen.
    open var prefersEdgeAttachedInCompactHeight = false { didSet { containerView?.setNeedsLayout() } }
    /// Whether an edge-attached sheet in compact height is as wide as the presented controller's
    /// `preferredContentSize` (else a readable 700 points at most).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { containerView?.setNeedsLayout() } }

    private let sheet = SheetView()
    private let dimming = UIView()

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        sheet.grabber.isHidden = true
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.dragged)
        pan.delegate = sheet
        sheet.addGestureRecognizer(pan)
        sheet.expandsFromScrolling = { [unowned self] in
            guard prefersScrollingExpandsWhenScrolledToEdge, form.attached, let tallest = resolvedDetents.last?.height else { return false }
            return sheet.frame.height < tallest - 0.5
        }
    }

    /// Makes changes to the detents or the selected one animate.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: 0.3) { self.containerView?.layoutIfNeeded() }
    }

    /// Works the detents' heights out again (a custom resolver's answer changed).
    open func invalidateDetents() { containerView?.setNeedsLayout() }

    /// The sheet: a card holding the presented controller's view, with rounded corners and a grabber.
    open override var presentedView: UIView? { sheet.hold(presentedViewController.view) }
    open override var shouldPresentInFullscreen: Bool { false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return frame(in: containerView.bounds, height: form.attached ? currentHeight : nil)
    }

    // MARK: Form and detents

    /// How the sheet sits in its container now.
    private struct Form {
        var attached: Bool
        var width: CGFloat
        var floatingHeight: CGFloat
        var coversContainer: Bool
    }

    private var form: Form {
        let bounds = containerView?.bounds ?? .zero, traits = traitCollection
        if traits.horizontalSizeClass == .compact { return Form(attached: true, width: bounds.width, floatingHeight: 0, coversContainer: false) }
        if traits.verticalSizeClass == .compact {
            guard prefersEdgeAttachedInCompactHeight else {
                return Form(attached: false, width: bounds.width, floatingHeight: bounds.height, coversContainer: true)
            }
            let preferred = presentedViewController.preferredContentSize.width
            let width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? preferred : 700
            return Form(attached: true, width: min(width, bounds.width), floatingHeight: 0, coversContainer: false)
        }
        let margin: CGFloat = 20
        if presentationStyle == .formSheet || presentationStyle == .popover {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 540, height: 620)
            return Form(attached: false, width: min(size.width, bounds.width - 2 * margin), floatingHeight: min(size.height, bounds.height - 2 * margin), coversContainer: false)
        }
        let width = min(bounds.width - 2 * margin, max(540, (bounds.width * 0.75).rounded()))
        return Form(attached: false, width: width, floatingHeight: bounds.height - 2 * margin, coversContainer: false)
    }

    private struct ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }

    /// The tallest an attached sheet can be: the container less a 10-point gap above.
    private var maximumHeight: CGFloat { max((containerView?.bounds.height ?? 0) - 10, 0) }

    /// The available detents and their heights, smallest first.
    private var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = ResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximumHeight)
        let listed = detents.isEmpty ? [Detent.large()] : detents
        let resolved = listed.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        return (resolved.isEmpty ? [(.large, maximumHeight)] : resolved).sorted { $0.1 < $1.1 }
    }

    /// The selected detent's height (the smallest's when none is selected or the selected one is not available).
    private var currentHeight: CGFloat {
        let detents = resolvedDetents
        return detents.first { $0.identifier == selectedDetentIdentifier }?.height ?? detents[0].height
    }

    /// Whether the presenter is dimmed at `height`.
    private func dims(at height: CGFloat) -> Bool {
        guard form.attached, let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.identifier == undimmed })?.height
        else { return true }
        return height > limit
    }

    /// The sheet's frame in `bounds`: attached at `height`, or floating.
    private func frame(in bounds: CGRect, height: CGFloat?) -> CGRect {
        let form = self.form
        if form.coversContainer { return bounds }
        let x = bounds.minX + ((bounds.width - form.width) / 2).rounded()
        if let height { return CGRect(x: x, y: bounds.maxY - height, width: form.width, height: height) }
        return CGRect(x: x, y: bounds.minY + ((bounds.height - form.floatingHeight) / 2).rounded(), width: form.width, height: form.floatingHeight)
    }

    // MARK: FrameKit's presentation

    override func install(in window: UIWindow) -> UIView {
        let container = super.install(in: window)
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimming)
        return container
    }

    override func prepareEntrance(animated: Bool) {
        super.prepareEntrance(animated: animated)
        styleSheet()
        dimming.alpha = animated ? 0 : (dims(at: currentHeight) ? 1 : 0)
    }

    override func entranceAnimations() {
        super.entranceAnimations()
        dimming.alpha = dims(at: currentHeight) ? 1 : 0
    }

    override func exitAnimations() {
        super.exitAnimations()
        dimming.alpha = 0
    }

    override func layOutContainer() {
        containerViewWillLayoutSubviews()
        if !dragging, !isEntering, !presentedViewController.isBeingDismissed, sheet.superview === containerView {
            sheet.frame = frameOfPresentedViewInContainerView
            dimming.alpha = dims(at: currentHeight) ? 1 : 0
            styleSheet()
        }
        containerViewDidLayoutSubviews()
    }

    override func tappedOutside() {
        if dims(at: currentHeight) { userAttemptedDismissal() }
    }

    override func letsThrough(_ point: CGPoint) -> Bool { !dims(at: currentHeight) }

    /// Rounded corners: the top two when attached, all four when floating, none when covering the container.
    private func styleSheet() {
        let form = self.form
        sheet.layer.cornerRadius = form.coversContainer ? 0 : preferredCornerRadius ?? 10
        sheet.layer.maskedCorners = form.attached
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    // MARK: Dragging

    private var dragging = false
    private var dragStartHeight: CGFloat = 0

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let containerView, form.attached else { return }
        let bounds = containerView.bounds
        switch pan.state {
        case .began:
            dragging = true
            dragStartHeight = sheet.frame.height
        case .changed:
            var height = dragStartHeight - pan.translation(in: containerView).y
            let tallest = resolvedDetents.last!.height
            // Past the largest detent the sheet gives a little, then stops.
            if height > tallest { height = tallest + (height - tallest) * 0.1 }
            sheet.frame = frame(in: bounds, height: max(height, 0))
            dimming.alpha = dims(at: min(height, tallest)) ? 1 : 0
        case .ended, .cancelled, .failed:
            dragging = false
            settle(projectedHeight: sheet.frame.height - pan.velocity(in: containerView).y * 0.2, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// Lets go of the sheet: it settles at the detent nearest where the drag was heading, or is dismissed when
    /// flung below half the smallest one.
    private func settle(projectedHeight: CGFloat, cancelled: Bool) {
        let detents = resolvedDetents
        if !cancelled, projectedHeight < detents[0].height / 2 {
            userAttemptedDismissal()
            guard !presentedViewController.isBeingDismissed else { return }
            containerView?.setNeedsLayout()
            return UIView.animate(withDuration: 0.3) { self.containerView?.layoutIfNeeded() }
        }
        let nearest = detents.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) }!
        let changed = nearest.identifier != (detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0]).identifier
        selectedDetentIdentifier = nearest.identifier
        containerView?.setNeedsLayout()
        UIView.animate(withDuration: 0.3) { self.containerView?.layoutIfNeeded() }
        if changed, !cancelled {
            (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}

/// A sheet: the presented controller's view in a card with rounded corners, a grabber over its top. A drag that
/// starts in a scroll view at its top edge moves the sheet — down always, up while the sheet can still expand
/// (`prefersScrollingExpandsWhenScrolledToEdge`) — and otherwise scrolls: the scroll view's pan waits for the sheet's
/// to decide.
@MainActor
private final class SheetView: UIView, UIGestureRecognizerDelegate {
    let grabber = UIView()
    /// Whether an upward drag from a scroll view's top expands the sheet now.
    var expandsFromScrolling: () -> Bool = { false }
    /// The scroll view the current touch started in, if any.
    private weak var touchedScrollView: UIScrollView?

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `content` in the card, filling it, under the grabber.
    func hold(_ content: UIView) -> UIView {
        if content.superview !== self {
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(content, belowSubview: grabber)
        }
        return self
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        touchedScrollView = nil
        while let current = view, current !== self {
            if let scroll = current as? UIScrollView {
                touchedScrollView = scroll
                break
            }
            view = current.superview
        }
        return true
    }

    /// The sheet's own drag (as its delegate and as its view): from a scroll view, only at its top edge.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view === self, let scroll = touchedScrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer
        else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        let movement = pan.translation(in: self)
        guard atTop, abs(movement.y) >= abs(movement.x) else { return false }
        return movement.y > 0 || expandsFromScrolling()
    }

    /// A scroll view's pan in the sheet waits until the sheet's drag has decided not to move the sheet.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        guard let scroll = other.view as? UIScrollView, other === scroll.panGestureRecognizer else { return false }
        return scroll.isDescendant(of: self)
    }
}
