import Foundation

extension UIView.AnimationOptions {
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// The transition the options name (bits 20–23).
    var transitionKind: UInt { (rawValue >> 20) & 0xF }

    /// The options without the transition, for the animations that draw it.
    var withoutTransition: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & ~(0xF << 20)) }
}

extension UIView {
    /// Animates the changes `animations` makes to `view`'s content with a transition: the old content goes out in the
    /// first half, the changes are made at the midpoint, the new content comes in in the second half. FrameKit draws
    /// the transitions flat: a cross dissolve fades out and in, a flip squeezes the view to its vertical (or
    /// horizontal) centre line and back, a curl fades; with no transition option the changes are made at once.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let half = duration / 2
        guard options.transitionKind != 0, half > 0 else {
            animations?()
            return completion.map { done in UIScreen.main.loop.post { done(true) } } ?? ()
        }
        let (hidden, shown) = transitionLooks(options, of: view)
        let timing = options.withoutTransition
        UIView.animate(withDuration: half, delay: 0, options: timing, animations: hidden) { firstFinished in
            UIView.performWithoutAnimation { animations?() }
            UIView.animate(withDuration: half, delay: 0, options: timing, animations: shown) { secondFinished in
                completion?(firstFinished && secondFinished)
            }
        }
    }

    /// Replaces `fromView` by `toView` in its superview (or hides one and shows the other with
    /// `.showHideTransitionViews`) with a transition, drawn as `transition(with:…)` draws them: a cross dissolve
    /// fades one into the other; a flip squeezes the old view away and the new one in.
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
            return completion.map { done in UIScreen.main.loop.post { done(true) } } ?? ()
        }
        let timing = options.withoutTransition
        if kind == AnimationOptions.transitionFlipFromLeft.transitionKind || kind == AnimationOptions.transitionFlipFromRight.transitionKind
            || kind == AnimationOptions.transitionFlipFromTop.transitionKind || kind == AnimationOptions.transitionFlipFromBottom.transitionKind
        {
            let (hidden, _) = transitionLooks(options, of: fromView)
            let (squeezed, shown) = transitionLooks(options, of: toView)
            let fromTransform = fromView.transform
            UIView.animate(withDuration: duration / 2, delay: 0, options: timing, animations: hidden) { first in
                UIView.performWithoutAnimation {
                    squeezed()
                    swap()
                    fromView.transform = fromTransform
                }
                UIView.animate(withDuration: duration / 2, delay: 0, options: timing, animations: shown) { second in
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

    /// The changes that take `view` out of sight for a transition's first half and bring it back in its second.
    private static func transitionLooks(_ options: AnimationOptions, of view: UIView) -> (hide: () -> Void, show: () -> Void) {
        let original = view.transform, alpha = view.alpha
        switch options.transitionKind {
        case AnimationOptions.transitionFlipFromLeft.transitionKind, AnimationOptions.transitionFlipFromRight.transitionKind:
            return ({ view.transform = original.scaledBy(x: 0.001, y: 1) }, { view.transform = original })
        case AnimationOptions.transitionFlipFromTop.transitionKind, AnimationOptions.transitionFlipFromBottom.transitionKind:
            return ({ view.transform = original.scaledBy(x: 1, y: 0.001) }, { view.transform = original })
        default:
            return ({ view.alpha = 0 }, { view.alpha = alpha })
        }
    }
}
