import Foundation

/// Recognizes fingers dragging: begins once they have moved `hysteresis` points, then reports the translation from
/// where they went down and the velocity, until fewer than `minimumNumberOfTouches` remain.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan.
    open var maximumNumberOfTouches = Int.max
    /// Which pointer scrolling drives this pan (none by default, as in UIKit): a wheel's detents (`.discrete`),
    /// touchpad scrolling (`.continuous`).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// What drives the current gesture when it is pointer scrolling rather than fingers.
    private(set) var scrollKind: UIScrollTypeMask?

    /// A scroll that pauses this long has ended.
    static let scrollEndDelay: TimeInterval = 0.15
    private var scrollGeneration = 0

    /// How far the fingers move before a pan begins.
    static let hysteresis: CGFloat = 10

    /// Window coordinates of the centroid where the translation counts from, and of the centroid now.
    private var origin: CGPoint?
    private var centroid = CGPoint.zero
    /// The translation set last (or scrolled so far), in window coordinates.
    private var baseTranslation = CGPoint.zero
    private var tracker = VelocityTracker()

    open override var isContinuous: Bool { true }

    /// How far the fingers have moved, in `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        vector(from: .zero, to: windowTranslation, in: view)
    }

    /// Restarts the translation from `translation`, given in `view`'s coordinate space (commonly `.zero` after
    /// applying it to a view).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        if let view {
            let zero = view.convert(CGPoint.zero, to: nil), end = view.convert(translation, to: nil)
            baseTranslation = CGPoint(x: end.x - zero.x, y: end.y - zero.y)
        } else {
            baseTranslation = translation
        }
        if origin != nil { origin = centroid }
    }

    /// The translation in window coordinates: what was set, plus the fingers' travel since.
    private var windowTranslation: CGPoint {
        guard let origin else { return baseTranslation }
        return CGPoint(x: baseTranslation.x + centroid.x - origin.x, y: baseTranslation.y + centroid.y - origin.y)
    }

    /// Points per second in `view`'s coordinate space, over the last 100 ms.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(from: .zero, to: tracker.velocity, in: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, self.touches.count > maximumNumberOfTouches { return state = .failed }
        rebase()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        centroid = liveCentroid
        tracker.add(centroid, at: event.timestamp)
        switch state {
        case .possible:
            guard let origin, self.touches.count >= minimumNumberOfTouches,
                centroid.distance(to: origin) >= Self.hysteresis
            else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(ending: .ended, at: event.timestamp)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(ending: .cancelled, at: event.timestamp)
    }

    private func lift(ending: State, at time: TimeInterval) {
        tracker.add(centroid, at: time)
        rebase()
        if state == .began || state == .changed {
            if self.touches.count < minimumNumberOfTouches { state = ending }
        } else if self.touches.isEmpty {
            state = .failed
        }
    }

    /// One step of pointer scrolling: the content follows, so a wheel turned towards the user (positive `delta.y`)
    /// translates up. The pan ends when the scrolling pauses, or at once when touchpad fingers lift (a continuous
    /// step of zero), keeping the velocity they had.
    func scroll(by delta: CGPoint, continuous: Bool, at time: TimeInterval) {
        if continuous, delta == .zero {
            if state == .began || state == .changed { state = .ended }
            return
        }
        origin = nil
        scrollKind = continuous ? .continuous : .discrete
        baseTranslation = CGPoint(x: baseTranslation.x - delta.x, y: baseTranslation.y - delta.y)
        tracker.add(baseTranslation, at: time)
        state = state == .possible ? .began : .changed
        scrollGeneration += 1
        let generation = scrollGeneration
        schedule(after: Self.scrollEndDelay) { [weak self] in
            guard let self, scrollGeneration == generation, state == .began || state == .changed else { return }
            state = .ended
        }
    }

    /// Keeps the translation continuous when a finger joins or leaves and the centroid jumps.
    private func rebase() {
        guard !self.touches.isEmpty else { return }
        let new = liveCentroid
        if let old = origin {
            origin = CGPoint(x: old.x + new.x - centroid.x, y: old.y + new.y - centroid.y)
        } else {
            origin = new
        }
        centroid = new
    }

    private var liveCentroid: CGPoint { location(in: nil) }

    /// A window-space vector expressed in `view`'s coordinates.
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let p = view.convert(a, from: nil)
        let q = view.convert(b, from: nil)
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }

    open override func reset() {
        super.reset()
        origin = nil
        centroid = .zero
        baseTranslation = .zero
        scrollKind = nil
        tracker.removeAll()
    }
}

/// Kinds of pointer scrolling, with UIKit's raw values.
public struct UIScrollTypeMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Scrolls in steps (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolls (a touchpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
