import Foundation

/// The presentation of `.popover` controllers: in regular width a bubble of the presented controller's
/// `preferredContentSize` (320 × 480 points when it has none) beside its source — `sourceItem` (a view or a bar
/// button item), `sourceView` and `sourceRect`, or `barButtonItem` — with an arrow pointing at it, on the first side among `permittedArrowDirections` (below, above,
/// right, left) where it fits; a tap outside it (except on `passthroughViews`) dismisses it. In compact width it
/// adapts to a sheet (`adaptiveSheetPresentationController`), unless the delegate asks for `.none` (stay a popover)
/// or `.fullScreen`.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at; empty: the view's bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The view or bar button item the popover points at (iOS 16's form of `sourceView` and `barButtonItem`, which
    /// it comes before); a view's `sourceRect` applies when set.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The sides the arrow may point from; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The way the arrow points now; `.unknown` before the popover is shown.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views outside the popover that keep taking touches while it shows.
    open var passthroughViews: [UIView]?
    /// The bubble's colour; nil is the elevated system background.
    open var backgroundColor: UIColor? { didSet { bubble.fill = backgroundColor ?? .systemBackground } }
    /// How far from the container's edges the popover stays.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes in compact width.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingViewController)

    private let bubble = PopoverBubbleView()

    /// Whether the popover shows as a sheet now (adapted), else as a bubble.
    private var adaptedStyle: UIModalPresentationStyle = .popover
    private var asSheet: UISheetPresentationController? {
        adaptedStyle == .popover || adaptedStyle == .none || adaptedStyle == .fullScreen || adaptedStyle == .overFullScreen
            ? nil : adaptiveSheetPresentationController
    }
    private var coversContainer: Bool { adaptedStyle == .fullScreen || adaptedStyle == .overFullScreen }

    /// Sheets in compact width, the popover otherwise.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .formSheet : .popover
    }

    open override var presentedView: UIView? {
        if let asSheet { return asSheet.presentedView }
        if coversContainer { return presentedViewController.view }
        return bubble.hold(presentedViewController.view)
    }

    open override var shouldPresentInFullscreen: Bool { coversContainer }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let asSheet { return asSheet.frameOfPresentedViewInContainerView }
        guard let containerView else { return .zero }
        if coversContainer { return containerView.bounds }
        return placement(in: containerView).frame
    }

    // MARK: Placement

    private static let arrowHeight: CGFloat = 13

    /// The source's rectangle in `container`'s coordinates.
    private func sourceRect(in container: UIView) -> CGRect? {
        let item = sourceItem as? UIBarButtonItem ?? (sourceItem == nil ? barButtonItem : nil)
        if let item, let view = item.customView ?? item.shownIn, view.window != nil {
            return view.convert(view.bounds, to: container)
        }
        guard let view = sourceItem as? UIView ?? sourceView, view.window != nil else { return nil }
        return view.convert(sourceRect.isEmpty ? view.bounds : sourceRect, to: container)
    }

    private var hasSource: Bool { sourceItem != nil || sourceView != nil || barButtonItem != nil }

    /// The bubble's frame (arrow included) and the arrow's direction: on the first permitted side the content fits,
    /// else the roomiest, squeezed into the margins.
    private func placement(in container: UIView) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let area = container.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let content = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 320, height: 480)
        guard let source = sourceRect(in: container) else {
            let size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
            return (CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height), [])
        }
        let arrow = Self.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat, Bool)] = [
            (.up, area.maxY - source.maxY, true), (.down, source.minY - area.minY, true),
            (.left, area.maxX - source.maxX, false), (.right, source.minX - area.minX, false),
        ].filter { permittedArrowDirections.contains($0.0) }
        let choices = room.isEmpty ? [(UIPopoverArrowDirection.up, area.maxY - source.maxY, true)] : room
        let fits = choices.first { $0.1 >= ($0.2 ? content.height : content.width) + arrow }
        let (direction, space, vertical) = fits ?? choices.max { $0.1 < $1.1 }!
        var size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
        if vertical { size.height = min(size.height, max(space - arrow, 0)) } else { size.width = min(size.width, max(space - arrow, 0)) }
        var frame: CGRect
        switch direction {
        case .up: frame = CGRect(x: source.midX - size.width / 2, y: source.maxY, width: size.width, height: size.height + arrow)
        case .down: frame = CGRect(x: source.midX - size.width / 2, y: source.minY - size.height - arrow, width: size.width, height: size.height + arrow)
        case .left: frame = CGRect(x: source.maxX, y: source.midY - size.height / 2, width: size.width + arrow, height: size.height)
        default: frame = CGRect(x: source.minX - size.width - arrow, y: source.midY - size.height / 2, width: size.width + arrow, height: size.height)
        }
        // Kept within the margins along the side it hangs from.
        frame.origin.x = min(max(frame.minX, area.minX), area.maxX - frame.width)
        frame.origin.y = min(max(frame.minY, area.minY), area.maxY - frame.height)
        return (frame.integral, direction)
    }

    // MARK: FrameKit's presentation

    override func install(in window: UIWindow) -> UIView {
        let traits = window.traitCollection
        let asked = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        adaptedStyle = asked == .automatic ? adaptivePresentationStyle(for: traits) : asked == .none ? .popover : asked
        if let own = presentedViewController.popoverAdaptation(
            regularWidth: traits.horizontalSizeClass == .regular, hasSource: hasSource)
        {
            adaptedStyle = own
        }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if asSheet == nil, !coversContainer, !hasSource {
            UIViewController.logger.error(
                "\(type(of: presentedViewController)) is presented as a popover without a sourceItem, sourceView or barButtonItem (UIKit raises here); FrameKit centres it")
        }
        if let asSheet {
            asSheet.attach(presenting: presentingViewController)
            asSheet.delegate = delegate
            let container = asSheet.install(in: window)
            containerView = container
            (container as? PresentationContainerView)?.presentation = self
            return container
        }
        return super.install(in: window)
    }

    override func uninstall() {
        placedIn = nil
        asSheet?.uninstall()
        super.uninstall()
    }

    override func prepareEntrance(animated: Bool) {
        if let asSheet { return asSheet.prepareEntrance(animated: animated) }
        if coversContainer {
            return presentedViewController.presentationTransitionWillBegin(animated: animated, in: containerView?.bounds ?? .zero)
        }
        layOutBubble()
        shownView.alpha = animated ? 0 : 1
    }

    override func entranceAnimations() {
        if let asSheet { return asSheet.entranceAnimations() }
        if coversContainer { return presentedViewController.presentationTransitionAnimations(in: containerView?.bounds ?? .zero) }
        shownView.alpha = 1
    }

    override func exitAnimations() {
        if let asSheet { return asSheet.exitAnimations() }
        if coversContainer { return presentedViewController.dismissalTransitionAnimations(in: containerView?.bounds ?? .zero) }
        shownView.alpha = 0
    }

    override func layOutContainer() {
        if let asSheet { return asSheet.layOutContainer() }
        containerViewWillLayoutSubviews()
        if coversContainer, let containerView {
            shownView.frame = containerView.bounds
        } else if !presentedViewController.isBeingDismissed {
            layOutBubble()
        }
        containerViewDidLayoutSubviews()
    }

    private func layOutBubble() {
        guard let containerView else { return }
        if let placedIn, placedIn != containerView.bounds.size { askWhereToReposition() }
        placedIn = containerView.bounds.size
        let (frame, direction) = placement(in: containerView)
        arrowDirection = direction
        bubble.frame = frame
        let tip = sourceRect(in: containerView).map { containerView.convert(CGPoint(x: $0.midX, y: $0.midY), to: bubble) }
        bubble.arrange(arrow: direction, towards: tip, height: Self.arrowHeight)
    }

    /// The container's size when the bubble was last placed: a new one (a rotation) asks the delegate first.
    private var placedIn: CGSize?

    /// The delegate's chance to point the popover elsewhere when the interface changes size. Asked only for a view
    /// source (a bar button item's place is the bar's).
    private func askWhereToReposition() {
        guard let delegate = delegate as? UIPopoverPresentationControllerDelegate,
            var view = sourceItem as? UIView ?? (sourceItem == nil ? sourceView : nil)
        else { return }
        var rect = sourceRect.isEmpty ? view.bounds : sourceRect
        let (oldView, oldRect) = (view, rect)
        withUnsafeMutablePointer(to: &rect) { rect in
            withUnsafeMutablePointer(to: &view) { view in
                delegate.popoverPresentationController(self, willRepositionPopoverTo: rect, in: AutoreleasingUnsafeMutablePointer(view))
            }
        }
        if view !== oldView {
            if sourceItem != nil { sourceItem = view } else { sourceView = view }
        }
        if rect != oldRect || view !== oldView { sourceRect = rect }
    }

    override func tappedOutside() {
        if let asSheet { return asSheet.tappedOutside() }
        if coversContainer || presentedViewController.popoverTappedOutside() { return }
        guard (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerShouldDismissPopover(self) ?? true else { return }
        userAttemptedDismissal()
    }

    override func letsThrough(_ point: CGPoint) -> Bool {
        if let asSheet { return asSheet.letsThrough(point) }
        return passthroughViews?.contains { $0.window != nil && $0.bounds.contains($0.convert(point, from: nil)) } ?? false
    }

    override func userDidDismiss() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
    }
}

/// A popover's bubble: a rounded rectangle with an arrow on one side, holding the presented controller's view.
@MainActor
private final class PopoverBubbleView: UIView {
    var fill: UIColor = .systemBackground { didSet { setNeedsDisplay() } }
    private let holder = UIView()
    private var direction: UIPopoverArrowDirection = []
    private var tip: CGPoint?
    private var arrowHeight: CGFloat = 0

    init() {
        super.init(frame: .zero)
        isOpaque = false
        holder.clipsToBounds = true
        holder.layer.cornerRadius = 13
        addSubview(holder)
    }

    required init?(coder: NSCoder) { nil }

    func hold(_ content: UIView) -> UIView {
        if content.superview !== holder {
            content.frame = holder.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            holder.addSubview(content)
        }
        return self
    }

    /// Points the arrow from `direction`'s side at `tip` (bubble coordinates).
    func arrange(arrow direction: UIPopoverArrowDirection, towards tip: CGPoint?, height: CGFloat) {
        (self.direction, self.tip, arrowHeight) = (direction, tip, height)
        var content = bounds
        switch direction {
        case .up: content = content.inset(by: UIEdgeInsets(top: height, left: 0, bottom: 0, right: 0))
        case .down: content = content.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0))
        case .left: content = content.inset(by: UIEdgeInsets(top: 0, left: height, bottom: 0, right: 0))
        case .right: content = content.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: height))
        default: break
        }
        holder.frame = content
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIBezierPath(roundedRect: holder.frame, cornerRadius: 13).fill()
        guard let tip, !direction.isEmpty, direction != .unknown else { return }
        let half: CGFloat = 13, box = holder.frame
        let arrow = UIBezierPath()
        switch direction {
        case .up, .down:
            let x = min(max(tip.x, box.minX + 13 + half), box.maxX - 13 - half)
            let base = direction == .up ? box.minY : box.maxY, point = direction == .up ? box.minY - arrowHeight : box.maxY + arrowHeight
            arrow.move(to: CGPoint(x: x - half, y: base))
            arrow.addLine(to: CGPoint(x: x, y: point))
            arrow.addLine(to: CGPoint(x: x + half, y: base))
        default:
            let y = min(max(tip.y, box.minY + 13 + half), box.maxY - 13 - half)
            let base = direction == .left ? box.minX : box.maxX, point = direction == .left ? box.minX - arrowHeight : box.maxX + arrowHeight
            arrow.move(to: CGPoint(x: base, y: y - half))
            arrow.addLine(to: CGPoint(x: point, y: y))
            arrow.addLine(to: CGPoint(x: base, y: y + half))
        }
        arrow.close()
        arrow.fill()
    }
}
