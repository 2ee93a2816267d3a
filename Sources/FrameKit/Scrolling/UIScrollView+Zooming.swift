import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` gets a scale transform with its frame kept at the content's
/// origin, `contentSize` follows its frame, and a pinch keeps the content point under the fingers there.
extension UIScrollView {
    /// How much of a pinch past a zoom limit still zooms (as a power of the overshoot ratio).
    static let zoomRubberBand: CGFloat = 0.5

    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// The pinch recognizer exists while the zoom limits differ.
    func updateZooming() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = self
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    var zoomLimits: ClosedRange<CGFloat> {
        min(minimumZoomScale, maximumZoomScale)...max(minimumZoomScale, maximumZoomScale)
    }

    func zoomAboutMiddle(to scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, zoomingView != nil else { return }
        let target = scale.clamped(to: zoomLimits)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(
            x: (contentOffset.x + middle.x) / storedZoomScale, y: (contentOffset.y + middle.y) / storedZoomScale)
        zoom(to: target, offset: CGPoint(x: anchor.x * target - middle.x, y: anchor.y * target - middle.y), animated: animated)
    }

    func zoomShowing(_ rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0, rect.height > 0 else { return }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height).clamped(to: zoomLimits)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(to: scale, offset: offset, animated: animated)
    }

    /// Zooms to `scale` with the content at `offset` (kept within the limits the new scale gives).
    private func zoom(to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, window != nil else {
            applyZoomScale(scale)
            bounds.origin = clamped(offset)
            return
        }
        let start = storedZoomScale, startOffset = contentOffset
        let end = clamped(offset, contentSize: zoomedContentSize(at: scale))
        let now = clock.now.seconds
        run(
            ScrollMotion(
                x: ScrollAxisMotion(easingFrom: startOffset.x, to: end.x, at: now),
                y: ScrollAxisMotion(easingFrom: startOffset.y, to: end.y, at: now),
                scale: ScrollAxisMotion(easingFrom: start, to: scale, at: now), kind: .zoom))
    }

    private func zoomedContentSize(at scale: CGFloat) -> CGSize {
        let size = zoomingView?.bounds.size ?? .zero
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Scales the zooming view, keeps its frame at the content's origin and makes `contentSize` its frame's size.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = zoomedContentSize(at: scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Pinching

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let fingers = pinch.location(in: self)
        let visible = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStart = (storedZoomScale, CGPoint(x: fingers.x / storedZoomScale, y: fingers.y / storedZoomScale))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            guard let pinchStart else { return }
            let scale = zoomFollowing(pinchStart.scale * pinch.scale)
            applyZoomScale(scale)
            bounds.origin = CGPoint(
                x: pinchStart.anchor.x * scale - visible.x, y: pinchStart.anchor.y * scale - visible.y)
        case .ended, .cancelled:
            endPinch(view, fingersAt: visible)
        default:
            break
        }
    }

    /// The scale a pinch asking for `scale` gives: itself within the limits, resisting past them.
    private func zoomFollowing(_ scale: CGFloat) -> CGFloat {
        let limit = scale.clamped(to: zoomLimits)
        guard bouncesZoom, scale != limit else { return limit }
        return limit * pow(scale / limit, Self.zoomRubberBand)
    }

    private func endPinch(_ view: UIView, fingersAt visible: CGPoint) {
        guard let pinchStart else { return }
        self.pinchStart = nil
        isZooming = false
        rebaseDrag()
        let limit = storedZoomScale.clamped(to: zoomLimits)
        guard limit != storedZoomScale, window != nil else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
            return settleIntoLimits()
        }
        // Back to the limit, the point under the fingers staying there as far as the edges allow.
        let anchor = pinchStart.anchor
        zoom(to: limit, offset: CGPoint(x: anchor.x * limit - visible.x, y: anchor.y * limit - visible.y), animated: true)
        isZoomBouncing = true
    }
}
