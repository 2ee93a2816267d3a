import Foundation

/// Recognizes a quick, straight flick of `numberOfTouchesRequired` fingers in one of the permitted directions.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe is recognized in.
    public struct Direction: OptionSet, Sendable {
        /// The directions' bits, UIKit's values.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe up.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognises; right by default.
    open var direction: Direction = .right
    /// How many fingers must swipe together.
    open var numberOfTouchesRequired = 1

    /// How far the fingers must travel, how long they may take, and how far off the axis they may drift (as a
    /// fraction of the distance along it).
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDrift: CGFloat = 0.5

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count <= numberOfTouchesRequired, start == nil || self.touches.count > 1 else {
            return state = .failed
        }
        guard self.touches.count == numberOfTouchesRequired else { return }
        start = location(in: nil)
        schedule(after: Self.maximumDuration) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, self.touches.count == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        if let decision = decide(dx: now.x - start.x, dy: now.y - start.y) { state = decision }
    }

    /// Recognized for a long enough, straight enough movement in a permitted direction; failed for one in another
    /// direction; undecided while it is short.
    private func decide(dx: CGFloat, dy: CGFloat) -> State? {
        guard hypot(dx, dy) >= Self.minimumDistance else { return nil }
        let flick: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let along = max(abs(dx), abs(dy))
        let drift = min(abs(dx), abs(dy))
        return direction.contains(flick) && drift <= along * Self.maximumDrift ? .recognized : .failed
    }

    /// A finished touchpad swipe of `fingers` fingers that moved (dx, dy).
    func touchpadSwipe(fingers: Int, dx: CGFloat, dy: CGFloat) {
        state = fingers == numberOfTouchesRequired ? decide(dx: dx, dy: dy) ?? .failed : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
