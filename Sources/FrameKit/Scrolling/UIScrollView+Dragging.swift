import Foundation

/// Dragging: the pan moves the content (with resistance past the edges), and its release becomes deceleration,
/// a page snap or the delegate's chosen target.
extension UIScrollView: UIGestureRecognizerDelegate {
    /// How much of a drag past an edge the content follows (UIKit's rubber-band constant).
    static let rubberBandFactor: CGFloat = 0.55
    /// A release faster than this (points per second) turns the page; slower, the nearest page wins.
    static let pageFlickVelocity: CGFloat = 250

    // MARK: Touches

    /// A finger landed: content moving on its own stops under it, and that touch does not reach the content (a
    /// tap that stops a flick selects nothing).
    func contentTouched(by touches: Set<UITouch>) {
        isTracking = true
        guard let motion, motion.kind != .zoom else { return }
        stopMotion()
        for touch in touches { touch.delivery.cancelled = true }
    }

    /// The pan is over (recognized or not): content left past an edge springs back.
    func gestureDidReset() {
        isTracking = false
        settleIntoLimits()
    }

    /// Springs content left past an edge back, unless something still moves it.
    func settleIntoLimits() {
        guard motion == nil, !isDragging, !isZooming, clamped(contentOffset) != contentOffset else { return }
        let now = clock.now.seconds, limits = offsetLimits, rate = decelerationRate.rawValue
        run(
            ScrollMotion(
                x: ScrollAxisMotion(from: contentOffset.x, velocity: 0, rate: rate, limits: limits.x, bounces: true, at: now),
                y: ScrollAxisMotion(from: contentOffset.y, velocity: 0, rate: rate, limits: limits.y, bounces: true, at: now),
                kind: .settle))
    }

    /// The pan begins only along an axis the content scrolls (so an enclosing scroll view gets the other axis), and
    /// takes touches the content already has only when `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
    func panShouldBegin() -> Bool {
        let moved = panGestureRecognizer.translation(in: self)
        let horizontal = abs(moved.x) > abs(moved.y)
        guard horizontal ? scrollsHorizontally : scrollsVertically else { return false }
        for touch in panGestureRecognizer.gestureTouches where touch.delivery.sawBegan && !touch.delivery.sawEnd {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// The scroll view's pan and pinch work together (two fingers pan while they zoom).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        let own: [UIGestureRecognizer?] = [panGestureRecognizer, pinchGestureRecognizer]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === otherGestureRecognizer }
    }

    // MARK: Dragging

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: drag(pan)
        case .ended, .cancelled: endDragging(pan)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        isDragging = true
        // Pointer scrolling counts from nothing; a finger from where the pan began, so the content does not jump by
        // the distance the finger moved before the pan recognized.
        let translation = pan.scrollKind == nil ? pan.translation(in: self) : .zero
        dragStart = (contentOffset, translation)
        if isDirectionalLockEnabled {
            let moved = pan.translation(in: self)
            lockedHorizontal = abs(moved.x) > abs(moved.y)
        }
        revealIndicators()
        delegate?.scrollViewWillBeginDragging(self)
        drag(pan)
    }

    /// Restarts the drag from where the content is now (after a pinch moved it).
    func rebaseDrag() {
        guard dragStart != nil else { return }
        dragStart = (contentOffset, panGestureRecognizer.translation(in: self))
    }

    private func drag(_ pan: UIPanGestureRecognizer) {
        guard let dragStart, !isZooming else { return }
        let moved = pan.translation(in: self)
        let proposed = CGPoint(
            x: dragStart.offset.x - (moved.x - dragStart.translation.x),
            y: dragStart.offset.y - (moved.y - dragStart.translation.y))
        // A wheel's detents stop at the edges; fingers and touchpads stretch past them.
        let stretches = bounces && pan.scrollKind != .discrete
        let limits = offsetLimits
        var offset = contentOffset
        if scrollsHorizontally, lockedHorizontal != false {
            offset.x = Self.follow(proposed.x, within: limits.x, size: bounds.width, stretching: stretches)
        }
        if scrollsVertically, lockedHorizontal != true {
            offset.y = Self.follow(proposed.y, within: limits.y, size: bounds.height, stretching: stretches)
        }
        bounds.origin = pixelAligned(offset)
    }

    /// Where content dragged to `position` goes: there within the limits; past them, a diminishing share of the
    /// overshoot (UIKit's rubber band), or the limit itself without bouncing.
    static func follow(_ position: CGFloat, within limits: ClosedRange<CGFloat>, size: CGFloat, stretching: Bool) -> CGFloat {
        let limit = position.clamped(to: limits)
        guard stretching, position != limit, size > 0 else { return limit }
        let overshoot = abs(position - limit)
        let stretch = (1 - 1 / (overshoot * rubberBandFactor / size + 1)) * size
        return limit + (position < limit ? -stretch : stretch)
    }

    private func endDragging(_ pan: UIPanGestureRecognizer) {
        guard dragStart != nil else { return }
        dragStart = nil
        lockedHorizontal = nil
        let velocity = releaseVelocity(of: pan)
        let now = clock.now.seconds
        let rate = decelerationRate.rawValue
        let limits = offsetLimits
        let natural = isPagingEnabled ? pageTarget(velocity: velocity) : pixelAligned(clamped(CGPoint(
            x: ScrollAxisMotion.restingPosition(from: contentOffset.x, velocity: velocity.x, rate: rate),
            y: ScrollAxisMotion.restingPosition(from: contentOffset.y, velocity: velocity.y, rate: rate))))
        var target = restingOffset(natural: natural, velocity: velocity)
        if let delegate {
            let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: $0)
            }
        }
        let lands = isPagingEnabled || target != natural
        let landingRate = isPagingEnabled ? DecelerationRate.fast.rawValue : rate
        func axis(_ position: CGFloat, _ v: CGFloat, _ goal: CGFloat, _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion {
            lands
                ? ScrollAxisMotion(from: position, to: goal, velocity: v, rate: landingRate, at: now)
                : ScrollAxisMotion(from: position, velocity: v, rate: rate, limits: range, bounces: bounces, at: now)
        }
        let motion = ScrollMotion(
            x: axis(contentOffset.x, velocity.x, target.x, limits.x),
            y: axis(contentOffset.y, velocity.y, target.y, limits.y), kind: .deceleration)
        isDragging = false
        if motion.isStill, lands { bounds.origin = target }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: !motion.isStill)
        guard !motion.isStill else {
            concealIndicators()
            return scrollingDidEnd()
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        run(motion)
    }

    /// The content's velocity at release (points per second), on the axes it may move along.
    private func releaseVelocity(of pan: UIPanGestureRecognizer) -> CGPoint {
        guard pan.state == .ended, pan.scrollKind != .discrete else { return .zero }
        let finger = pan.velocity(in: self)
        return CGPoint(x: scrollsHorizontally ? -finger.x : 0, y: scrollsVertically ? -finger.y : 0)
    }

    /// The page a release comes to rest on: the next one in the direction of a flick, else the nearest.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ v: CGFloat, _ size: CGFloat, _ limits: ClosedRange<CGFloat>) -> CGFloat {
            guard size > 0 else { return offset.clamped(to: limits) }
            let position = offset / size
            let index =
                v > Self.pageFlickVelocity
                ? position.rounded(.down) + 1 : v < -Self.pageFlickVelocity ? position.rounded(.up) - 1 : position.rounded()
            return (index * size).clamped(to: limits)
        }
        let limits = offsetLimits
        return CGPoint(
            x: page(contentOffset.x, velocity.x, bounds.width, limits.x),
            y: page(contentOffset.y, velocity.y, bounds.height, limits.y))
    }
}
