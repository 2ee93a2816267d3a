import Foundation

/// Steps the explicit animations of a screen's layers on that screen's frame clock: in each frame's animation phase it
/// computes the values they show, hands a standalone layer's to its next drawing and a view's layer's to the view's
/// presentation values, tells delegates and transactions when animations start and end, and asks for no frames once
/// nothing moves. Each screen has its own (`UIScreen.layerAnimations`): screens keep their own time.
@MainActor
final class LayerAnimationDriver: FrameDrivenMotion {
    private var layers: [CALayer] = []
    private unowned let animator: Animator

    init(animator: Animator) { self.animator = animator }

    /// Starts stepping `layer`'s animations.
    func track(_ layer: CALayer) {
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        animator.start(self)
    }

    func advance(to time: MonotonicInstant) -> Bool {
        var moving = false
        for layer in layers { moving = step(layer, at: time.seconds) || moving }
        layers.removeAll { $0.explicitAnimations.entries.isEmpty && $0.explicitAnimations.presented.isEmpty }
        return moving
    }

    /// Computes `layer`'s presented values at `now`; true while one of its animations is still in its active time.
    private func step(_ layer: CALayer, at now: CFTimeInterval) -> Bool {
        var presented: [String: Any] = [:]
        var moving = false
        var ended: [ExplicitAnimations.Entry] = []
        for index in layer.explicitAnimations.entries.indices {
            let entry = layer.explicitAnimations.entries[index]
            let local = now - entry.begin
            if local >= 0, !entry.started {
                layer.explicitAnimations.entries[index].started = true
                entry.animation.delegate?.animationDidStart(entry.animation)
            }
            let over = local >= entry.animation.activeDuration
            let fills = entry.animation.fillMode == .forwards || entry.animation.fillMode == .both
            if !over || fills {
                for keyPath in entry.animation.keyPaths {
                    let model = presented[keyPath] ?? layer.value(forKeyPath: keyPath)
                    if let value = entry.animation.value(forKeyPath: keyPath, at: local, model: model) { presented[keyPath] = value }
                }
            }
            if over, entry.animation.isRemovedOnCompletion { ended.append(entry) } else if !over { moving = true }
        }
        layer.explicitAnimations.entries.removeAll { entry in ended.contains { $0.animation === entry.animation } }
        Self.show(presented, on: layer)
        for entry in ended { Self.ended(entry, of: layer, finished: true) }
        return moving
    }

    /// Hands the values to what draws the layer.
    private static func show(_ presented: [String: Any], on layer: CALayer) {
        let hadValues = !layer.explicitAnimations.presented.isEmpty
        layer.explicitAnimations.presented = presented
        if let view = layer.delegateView {
            view.showLayerTransition(at: presented[kCATransition] as? Double)
            var explicit = PropertyValues()
            let transformKeys = presented.keys.filter { $0 == "transform" || $0.hasPrefix("transform.") }
            if !transformKeys.isEmpty {
                // The view's transform with the animated parts set ("transform" first, then its parts).
                let scratch = CALayer()
                scratch.transform = view.transform3D
                for key in transformKeys.sorted() { scratch.setValue(presented[key], forKeyPath: key) }
                explicit[.transform3D] = .transform3D(scratch.transform)
            }
            for (keyPath, value) in presented where !transformKeys.contains(keyPath) && keyPath != kCATransition {
                switch (keyPath, value) {
                case ("position", let p as CGPoint): explicit[.center] = .point(p)
                case ("bounds", let r as CGRect): explicit[.bounds] = .rect(r)
                case ("opacity", _): LayerValue.number(value).map { explicit[.alpha] = .scalar(CGFloat($0)) }
                case ("backgroundColor", let c as UIColor): explicit[.backgroundColor] = .color(c)
                default: CALayer.logger.error("an explicit animation of a view's layer cannot animate '\(keyPath)' (position, bounds, opacity, backgroundColor and transform can)")
                }
            }
            view.animations.explicit = explicit
            view.window?.screen.animator.refresh(view)
        } else if hadValues || !presented.isEmpty {
            if let progress = presented[kCATransition] as? Double { layer.transition?.progress = CGFloat(progress) }
            layer.changed()
        }
    }

    /// An animation left its layer: delegates and the transaction that added it hear of it.
    static func ended(_ entry: ExplicitAnimations.Entry, of layer: CALayer, finished: Bool) {
        if !finished, layer.explicitAnimations.entries.isEmpty { show([:], on: layer) }
        if entry.animation is CATransition, !layer.explicitAnimations.entries.contains(where: { $0.animation is CATransition }) {
            if let view = layer.delegateView { view.showLayerTransition(at: nil) } else if layer.transition != nil {
                layer.transition = nil
                layer.changed()
            }
        }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.transaction?.animationEnded()
    }
}
