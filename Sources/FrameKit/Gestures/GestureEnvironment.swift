import Foundation

/// Runs gesture recognition for the app: attaches the recognizers of the hit view and its ancestors to a touch when
/// it begins, gives them each event before the views get it, applies the rules between recognizers (failure
/// requirements, one gesture per touch unless the delegates allow more, the view's veto) and withholds or cancels
/// the views' touches as `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView` say. Each screen has
/// its own, so one app's unfinished gesture never touches another's.
@MainActor
final class GestureEnvironment {
    /// Where the state changes of recognizers that are in no gesture go: with nothing active, only the rules of the
    /// recognizer itself apply.
    static let detached = GestureEnvironment()

    /// Recognizers that have touches in the current gesture, or reached a state not yet reset.
    private var active: [UIGestureRecognizer] = []
    /// Touches whose `touchesBegan` or `touchesEnded` a recognizer is withholding from their view.
    private var held: [UITouch] = []
    /// Recognizers following the touchpad pinch in progress.
    var pinching: [UIGestureRecognizer] = []
    /// Hover recognizers the pointer is over.
    var hovering: [UIHoverGestureRecognizer] = []

    // MARK: Events

    /// Delivers a touch event in `window`: recognizers first, then the views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = (event.allTouches ?? []).filter { $0.window === window && $0.phase != .stationary }
            .sorted { $0.slot < $1.slot }
        for touch in touches where touch.phase == .began { attachRecognizers(to: touch) }
        for (recognizer, byPhase) in recognizerWork(for: touches) { run(recognizer, byPhase, event) }
        releaseHeldTouches()
        deliverToViews(touches, event)
        settle()
    }

    private func attachRecognizers(to touch: UITouch) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            recognizers += (current.gestureRecognizers ?? []).filter { $0.accepts(touch) }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.environment = self
            recognizer.track(touch)
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
    }

    /// Each recognizer's share of the event's touches, by phase, in the order the recognizers were attached.
    private func recognizerWork(for touches: [UITouch]) -> [(UIGestureRecognizer, [UITouch.Phase: Set<UITouch>])] {
        var work: [(UIGestureRecognizer, [UITouch.Phase: Set<UITouch>])] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where recognizer.isFollowing(touch) {
                if let index = work.firstIndex(where: { $0.0 === recognizer }) {
                    work[index].1[touch.phase, default: []].insert(touch)
                } else {
                    work.append((recognizer, [touch.phase: [touch]]))
                }
            }
        }
        return work
    }

    private func run(_ recognizer: UIGestureRecognizer, _ byPhase: [UITouch.Phase: Set<UITouch>], _ event: UIEvent) {
        if let set = byPhase[.began], recognizer.isFollowingAny(set) { recognizer.touchesBegan(set, with: event) }
        if let set = byPhase[.moved], recognizer.isFollowingAny(set) { recognizer.touchesMoved(set, with: event) }
        if let set = byPhase[.ended], recognizer.isFollowingAny(set) {
            set.forEach(recognizer.untrack)
            recognizer.touchesEnded(set, with: event)
        }
        if let set = byPhase[.cancelled], recognizer.isFollowingAny(set) {
            set.forEach(recognizer.untrack)
            recognizer.touchesCancelled(set, with: event)
        }
    }

    /// Resets recognizers that reached a terminal state and fails those left with nothing that could decide them.
    func settle() {
        for recognizer in active where recognizer.state == .possible && recognizer.isStranded {
            recognizer.state = .failed
        }
        releaseHeldTouches()
        let finished = active.filter { $0.state.isTerminal }
        active.removeAll { $0.state.isTerminal }
        for recognizer in finished { recognizer.resetToPossible() }
    }

    // MARK: State changes

    /// Applies a state a recognizer asks for, or the state the rules give it instead.
    func recognizer(_ recognizer: UIGestureRecognizer, requests requested: UIGestureRecognizer.State) {
        let state = recognizer.isContinuous ? requested : discreteEquivalent(of: requested)
        let current = recognizer.state
        if let waiting = recognizer.waitingState {
            switch state {
            case .failed, .cancelled: fail(recognizer)
            case .ended: recognizer.setWaitingState(waiting == .began ? .ended : waiting)
            default: break
            }
            return
        }
        switch (current, state) {
        case (.possible, .began), (.possible, .ended): begin(recognizer, in: state)
        case (.possible, .failed), (.possible, .cancelled): fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            recognizer.setStoredState(state)
            recognizer.sendActions()
        default:
            break
        }
    }

    /// Discrete recognizers only recognize or fail.
    private func discreteEquivalent(of state: UIGestureRecognizer.State) -> UIGestureRecognizer.State {
        switch state {
        case .began, .changed, .ended: .ended
        case .cancelled, .failed: .failed
        case .possible: .possible
        }
    }

    private func begin(_ recognizer: UIGestureRecognizer, in state: UIGestureRecognizer.State) {
        guard shouldBegin(recognizer), !isBlocked(recognizer) else { return fail(recognizer) }
        let requirements = undecidedRequirements(of: recognizer)
        if requirements.contains(where: { $0.state != .possible }) { return fail(recognizer) }
        guard requirements.isEmpty else { return recognizer.setWaitingState(state) }
        recognizer.setStoredState(state)
        for other in active where other !== recognizer && other.state == .possible {
            let excluded = sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
            if excluded || undecidedRequirements(of: other).contains(where: { $0 === recognizer }) { fail(other) }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognizer.sendActions()
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.state.isTerminal else { return }
        recognizer.setWaitingState(nil)
        recognizer.setStoredState(.failed)
        for other in active where other.waitingState != nil {
            guard undecidedRequirements(of: other).isEmpty, let waiting = other.waitingState else { continue }
            other.setWaitingState(nil)
            begin(other, in: waiting)
            if waiting == .ended, other.isContinuous, other.state == .began { self.recognizer(other, requests: .ended) }
        }
    }

    /// The enabled recognizers of the view under `point` (window coordinates) and its ancestors, for input that
    /// comes from a pointer rather than touches.
    func recognizers(at point: CGPoint, in window: UIWindow) -> [UIGestureRecognizer] {
        var view = window.hitTest(point, with: nil)
        var result: [UIGestureRecognizer] = []
        while let current = view {
            result += (current.gestureRecognizers ?? []).filter { $0.isEnabled && !$0.state.isTerminal }
            view = current.superview
        }
        return result
    }

    /// Takes a recognizer driven by a pointer into the current gesture.
    func adopt(_ recognizer: UIGestureRecognizer, at point: CGPoint) {
        recognizer.environment = self
        recognizer.trackIndirect(at: point)
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    /// Disabling or removing a recognizer ends its gesture at once.
    func abandon(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        if recognizer.state == .began || recognizer.state == .changed {
            recognizer.setStoredState(.cancelled)
            recognizer.sendActions()
        } else {
            fail(recognizer)
        }
        settle()
    }

    // MARK: Rules

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        if recognizer.view?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        // A control's own action wins over an ancestor's tap on the same touch, as in UIKit.
        return !recognizer.gestureTouches.contains { touch in
            guard let control = touch.view as? UIControl, control !== recognizer.view else { return false }
            return control.overridesAncestorGesture(recognizer)
        }
    }

    /// Another recognizer already owns the touches this one shares with it.
    private func isBlocked(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && (other.state == .began || other.state == .changed || other.state == .ended)
                && sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
        }
    }

    /// The recognizers `recognizer` must see fail that are still in play.
    private func undecidedRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizer.failureRequirements(among: active).filter { $0.isTracking && $0.state != .failed }
    }

    /// Whether two recognizers compete for the same input: common touches, or both driven by the pointer (a hover
    /// competes with nothing: every view under the pointer is hovered, and hovering never stops a scroll).
    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a is UIHoverGestureRecognizer || b is UIHoverGestureRecognizer { return false }
        if a.indirectLocation != nil, b.indirectLocation != nil { return true }
        return a.gestureTouches.contains { touch in b.gestureTouches.contains { $0 === touch } }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: The views' touches

    private func deliverToViews(_ touches: [UITouch], _ event: UIEvent) {
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for touch in touches where !touch.delivery.cancelled {
            switch touch.phase {
            case .began:
                if withholdsBegan(touch) { hold(touch) { $0.heldBegan = true } } else { deliveries.append((touch, .began)) }
            case .moved:
                if touch.delivery.sawBegan { deliveries.append((touch, .moved)) }
            case .ended:
                if touch.delivery.heldBegan || (touch.delivery.sawBegan && withholdsEnded(touch)) {
                    hold(touch) { $0.heldEnded = true }
                } else if touch.delivery.sawBegan {
                    deliveries.append((touch, .ended))
                }
            case .cancelled:
                touch.delivery.heldBegan = false
                touch.delivery.heldEnded = false
                if touch.delivery.sawBegan { deliveries.append((touch, .cancelled)) }
            case .stationary:
                break
            }
        }
        for (view, phase, set) in Self.batches(deliveries) { send(set, phase, to: view, event) }
    }

    /// Touches grouped by their view, then by phase in UIKit's order (began, moved, ended, cancelled); views in the
    /// order their first touch came.
    private static func batches(_ deliveries: [(UITouch, UITouch.Phase)]) -> [(UIView, UITouch.Phase, Set<UITouch>)] {
        var views: [UIView] = []
        var sets: [ObjectIdentifier: [UITouch.Phase: Set<UITouch>]] = [:]
        for (touch, phase) in deliveries {
            guard let view = touch.view else { continue }
            if sets[ObjectIdentifier(view)] == nil { views.append(view) }
            sets[ObjectIdentifier(view), default: [:]][phase, default: []].insert(touch)
        }
        return views.flatMap { view in
            [UITouch.Phase.began, .moved, .ended, .cancelled].compactMap { phase in
                sets[ObjectIdentifier(view)]?[phase].map { (view, phase, $0) }
            }
        }
    }

    private func send(_ touches: Set<UITouch>, _ phase: UITouch.Phase, to view: UIView, _ event: UIEvent) {
        switch phase {
        case .began:
            touches.forEach { $0.delivery.sawBegan = true }
            view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended:
            touches.forEach { $0.delivery.sawEnd = true }
            view.touchesEnded(touches, with: event)
        case .cancelled:
            touches.forEach { $0.delivery.sawEnd = true }
            view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    private func hold(_ touch: UITouch, _ mark: (inout UITouch.Delivery) -> Void) {
        mark(&touch.delivery)
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    private func withholdsBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.isUndecided(about: touch) } ?? false
    }

    private func withholdsEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && $0.isUndecided(about: touch) } ?? false
    }

    /// Gives the views the touches no recognizer withholds any more.
    private func releaseHeldTouches() {
        for touch in held {
            guard let view = touch.view, !touch.delivery.cancelled else { continue }
            let event = UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch])
            if touch.delivery.heldBegan, !withholdsBegan(touch) {
                touch.delivery.heldBegan = false
                send([touch], .began, to: view, event)
            }
            if touch.delivery.heldEnded, !touch.delivery.heldBegan, !withholdsEnded(touch) {
                touch.delivery.heldEnded = false
                send([touch], .ended, to: view, event)
            }
        }
        held.removeAll { $0.delivery.cancelled || (!$0.delivery.heldBegan && !$0.delivery.heldEnded) }
    }

    /// A recognizer took the touches: their views get `touchesCancelled` and nothing more of them.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancels: [(UITouch, UITouch.Phase)] = []
        for touch in recognizer.gestureTouches where !touch.delivery.cancelled {
            touch.delivery.cancelled = true
            if touch.delivery.sawBegan, !touch.delivery.sawEnd { cancels.append((touch, .cancelled)) }
        }
        for (view, phase, touches) in Self.batches(cancels) {
            send(touches, phase, to: view, UIEvent(type: .touches, timestamp: recognizer.now, touches: touches))
        }
    }
}
