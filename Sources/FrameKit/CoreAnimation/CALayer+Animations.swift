import Foundation

/// A layer's explicit animations, in the order added, and what they show this frame by key path.
struct ExplicitAnimations {
    struct Entry {
        let key: String
        let animation: CAAnimation
        /// When it starts (monotonic seconds).
        let begin: CFTimeInterval
        var started = false
        let transaction: TransactionRecord?
    }

    var entries: [Entry] = []
    var presented: [String: Any] = [:]
}

extension CALayer {
    /// Runs `anim` on the layer from now (plus its `beginTime`), replacing the animation of the same key. The
    /// model value stays; `presentation()` and the screen show the animation. Explicit animations of a view's own
    /// layer animate `position`, `bounds`, `opacity`, `backgroundColor` and `transform` (and its parts,
    /// `transform.rotation.y`…); standalone layers' every animatable key path.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(ObjectIdentifier(anim).hashValue)"
        removeAnimation(forKey: key)
        // The screen the layer is shown on keeps its time (and steps its animations).
        let screen = hostView?.window?.screen ?? UIScreen.main
        let now = screen.loop.now.seconds
        let begin = anim.beginTime > 0 && anim.beginTime > now / 2 ? anim.beginTime : now + anim.beginTime
        let transaction = CATransaction.current
        transaction?.pending += 1
        explicitAnimations.entries.append(.init(key: key, animation: anim, begin: begin, transaction: transaction))
        if let transition = anim as? CATransition { beginTransition(transition) }
        screen.layerAnimations.track(self)
    }

    /// Takes the picture a transition starts from: what the screen shows of the view now.
    private func beginTransition(_ transition: CATransition) {
        if ![CATransitionType.fade, .moveIn, .push, .reveal].contains(transition.type) {
            Self.logger.notice("CATransition type '\(transition.type.rawValue)' is not public Core Animation; drawn as a fade")
        }
        guard let view = delegateView else {
            let old = transitionStartPicture(scale: hostView?.window?.screen.scale ?? 1)
            self.transition = LayerTransition(transition, oldPicture: old, oldPixels: PixelRect(x: 0, y: 0, width: 0, height: 0))
            return changed()
        }
        view.beginLayerTransition(transition)
    }

    /// Stops the animation of `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = explicitAnimations.entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = explicitAnimations.entries.remove(at: index)
        LayerAnimationDriver.ended(entry, of: self, finished: false)
    }

    /// Stops every animation.
    public func removeAllAnimations() {
        for entry in explicitAnimations.entries { removeAnimation(forKey: entry.key) }
    }

    /// The running animation of `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.entries.first { $0.key == key }?.animation
    }

    /// The keys of the running animations, or nil.
    public func animationKeys() -> [String]? {
        explicitAnimations.entries.isEmpty ? nil : explicitAnimations.entries.map(\.key)
    }

    /// A copy of the layer as it is shown now, its animations' values applied.
    public func presentation() -> Self? {
        if let view = delegateView {
            let copy = Self(layer: self)
            copy.bounds = view.presentationBounds
            copy.position = view.presentationCenter
            copy.opacity = Float(view.presentationAlpha)
            copy.backgroundColor = view.presentationBackgroundColor
            copy.transform = view.presentationTransform3D ?? CATransform3DMakeAffineTransform(view.presentationTransform)
            return copy
        }
        return presentationCopy()
    }

    /// The layer with its presented values set, for drawing and `presentation()`.
    /// The layer as its animations showed it `delay` seconds before `now` (a replicator's later instances), without
    /// starting or ending anything.
    func presentationCopy(delayedBy delay: CFTimeInterval, now: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        for entry in explicitAnimations.entries {
            let local = now - delay - entry.begin
            let fills = entry.animation.fillMode == .forwards || entry.animation.fillMode == .both
            let backwards = entry.animation.fillMode == .backwards || entry.animation.fillMode == .both
            guard (local >= 0 || backwards), local < entry.animation.activeDuration || fills else { continue }
            for keyPath in entry.animation.keyPaths where keyPath != kCATransition {
                if let value = entry.animation.value(forKeyPath: keyPath, at: max(local, 0), model: copy.value(forKeyPath: keyPath)) {
                    copy.setValue(value, forKeyPath: keyPath)
                }
            }
        }
        return copy
    }

    func presentationCopy() -> Self {
        let copy = Self(layer: self)
        for (keyPath, value) in explicitAnimations.presented where keyPath != kCATransition { copy.setValue(value, forKeyPath: keyPath) }
        return copy
    }
}
