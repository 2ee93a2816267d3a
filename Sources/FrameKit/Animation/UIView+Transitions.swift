import Foundation

extension UIView.AnimationOptions {
    /// Lays out the subviews while animating (FrameKit lays out at each change anyway).
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// A flip about the vertical centre line, the left edge coming forward.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// A flip about the vertical centre line, the right edge coming forward.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// A page curl up (drawn as a cross dissolve).
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// A page curl down (drawn as a cross dissolve).
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// The old content fades into the new.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// A flip about the horizontal centre line, the top edge coming forward.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// A flip about the horizontal centre line, the bottom edge coming forward.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// The transition the options name (bits 20–23).
    var transitionKind: UInt { (rawValue >> 20) & 0xF }

    /// The options without the transition, for the animations that draw it.
    var withoutTransition: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & ~(0xF << 20)) }
}

extension UIView {
    /// Animates the changes `animations` makes to `view`'s content with a transition. A cross dissolve (and a curl,
    /// drawn as one) makes the changes at once and fades what the screen showed of the view into the new content, as
    /// UIKit's (a `CATransition` fade on the view's layer). A flip turns the view in depth about its centre line (with
    /// perspective, the edge it flips from coming forward) until it is edge-on, makes the changes there, and turns it
    /// on round with the new content. With no transition option the changes are made at once.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let half = duration / 2
        guard options.transitionKind != 0, half > 0 else {
            animations?()
            return completion.map { done in UIScreen.loop(for: view).post { done(true) } } ?? ()
        }
        guard TransitionLook.isFlip(options) else {
            let fade = CATransition()
            fade.duration = duration
            fade.timingFunction = CAMediaTimingFunction(curve: options.curve)
            fade.delegate = completion.map(TransitionCompletion.init)
            view.layer.add(fade, forKey: kCATransition)
            UIView.performWithoutAnimation { animations?() }
            return
        }
        let look = TransitionLook(options, of: view)
        let timing = options.withoutTransition
        UIView.performWithoutAnimation(look.prepare)
        UIView.animate(withDuration: half, delay: 0, options: timing, animations: look.hide) { firstFinished in
            UIView.performWithoutAnimation {
                animations?()
                look.enter()
            }
            UIView.animate(withDuration: half, delay: 0, options: timing, animations: look.show) { secondFinished in
                UIView.performWithoutAnimation(look.finish)
                completion?(firstFinished && secondFinished)
            }
        }
    }

    /// Replaces `fromView` by `toView` in its superview (or hides one and shows the other with
    /// `.showHideTransitionViews`) with a transition, drawn as `transition(with:…)` draws them: a flip turns the old
    /// view away and the new one in; a cross dissolve fades one into the other.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        /// Shows `toView` where `fromView` is.
        func bringIn() {
            if showHide {
                toView.isHidden = false
            } else if let superview = fromView.superview, toView.superview !== superview {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
        }
        func swap() {
            bringIn()
            if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
        }
        let kind = options.transitionKind
        guard kind != 0, duration > 0 else {
            swap()
            return completion.map { done in UIScreen.loop(for: toView).post { done(true) } } ?? ()
        }
        let timing = options.withoutTransition
        if TransitionLook.isFlip(options) {
            let outgoing = TransitionLook(options, of: fromView), incoming = TransitionLook(options, of: toView)
            UIView.performWithoutAnimation(outgoing.prepare)
            UIView.animate(withDuration: duration / 2, delay: 0, options: timing, animations: outgoing.hide) { first in
                UIView.performWithoutAnimation {
                    incoming.prepare()
                    incoming.enter()
                    swap()
                    outgoing.finish()
                }
                UIView.animate(withDuration: duration / 2, delay: 0, options: timing, animations: incoming.show) { second in
                    UIView.performWithoutAnimation(incoming.finish)
                    completion?(first && second)
                }
            }
            return
        }
        // A dissolve (and a curl, drawn as one): both views on screen, one fading out as the other fades in.
        let (fromAlpha, toAlpha) = (fromView.alpha, toView.alpha)
        UIView.performWithoutAnimation {
            toView.alpha = 0
            bringIn()
        }
        UIView.animate(withDuration: duration, delay: 0, options: timing, animations: {
            fromView.alpha = 0
            toView.alpha = toAlpha
        }) { finished in
            swap()
            fromView.alpha = fromAlpha
            completion?(finished)
        }
    }
}

/// Tells a transition's completion block how its fade ended.
@MainActor
private final class TransitionCompletion: CAAnimationDelegate {
    let completion: (Bool) -> Void
    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion(flag) }
}

/// What a transition does to one view: `prepare` before the first half, `hide` animated through it (out of sight:
/// turned edge-on, or faded), `enter` at the midpoint (a flip's far side: edge-on the other way), `show` animated
/// through the second half, `finish` after it, each leaving the view's own values as they were.
@MainActor
private struct TransitionLook {
    let prepare: () -> Void, hide: () -> Void, enter: () -> Void, show: () -> Void, finish: () -> Void

    static func isFlip(_ options: UIView.AnimationOptions) -> Bool { flipAxis(options) != nil }

    /// The axis a flip turns about and the way it turns (the edge it flips from comes forward); nil for no flip.
    private static func flipAxis(_ options: UIView.AnimationOptions) -> (x: CGFloat, y: CGFloat, sign: CGFloat)? {
        switch options.transitionKind {
        case UIView.AnimationOptions.transitionFlipFromLeft.transitionKind: (0, 1, 1)
        case UIView.AnimationOptions.transitionFlipFromRight.transitionKind: (0, 1, -1)
        case UIView.AnimationOptions.transitionFlipFromTop.transitionKind: (1, 0, -1)
        case UIView.AnimationOptions.transitionFlipFromBottom.transitionKind: (1, 0, 1)
        default: nil
        }
    }

    init(_ options: UIView.AnimationOptions, of view: UIView) {
        guard let axis = Self.flipAxis(options) else {
            let alpha = view.alpha
            (prepare, hide, enter) = ({}, { view.alpha = 0 }, {})
            (show, finish) = ({ view.alpha = alpha }, {})
            return
        }
        let original = view.transform3D
        // Seen from twice the view's larger side away: a card's flip, not a fish-eye.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(2 * max(view.bounds.width, view.bounds.height), 1)
        let flat = original.concatenating(perspective)
        func turned(_ quarter: CGFloat) -> CATransform3D {
            CATransform3DMakeRotation(quarter * axis.sign * .pi / 2, axis.x, axis.y, 0).concatenating(flat)
        }
        (prepare, hide, enter) = ({ view.transform3D = flat }, { view.transform3D = turned(1) }, { view.transform3D = turned(-1) })
        (show, finish) = ({ view.transform3D = flat }, { view.transform3D = original })
    }
}
