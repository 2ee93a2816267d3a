import Foundation

/// What a view is animating: running animations and the presentation values they produce this frame.
struct ViewAnimations {
    var running: [PropertyAnimation] = []
    var presented = PropertyValues()
    /// Values Core Animation's explicit animations on the view's layer show this frame; they win over the rest.
    var explicit = PropertyValues()

    /// Hit testing skips views animating without `.allowUserInteraction`, as UIKit does.
    var blocksInteraction: Bool {
        running.contains { !$0.transaction.options.contains(.allowUserInteraction) }
    }
}

/// One property animation: an offset from the model value that decays to zero over the duration (additive).
final class PropertyAnimation {
    let property: AnimatableProperty
    /// `from − to`.
    let offset: AnimationOffset
    let begin: MonotonicInstant
    let transaction: AnimationTransaction

    init(property: AnimatableProperty, offset: AnimationOffset, begin: MonotonicInstant, transaction: AnimationTransaction) {
        self.property = property
        self.offset = offset
        self.begin = begin
        self.transaction = transaction
    }

    /// How much of the offset remains at `time` (1 at the start, 0 at the end), and whether the animation is done.
    @MainActor
    func remaining(at time: MonotonicInstant) -> (CGFloat, done: Bool) {
        if let driver = transaction.driver { return (1 - driver.progress(at: time), false) }
        let duration = transaction.duration
        let elapsed = (time.seconds - begin.seconds) - transaction.delay
        guard elapsed > 0 else { return (1, false) }
        guard duration > 0 else { return (0, true) }
        let options = transaction.options
        var cycle = elapsed / duration
        let repeats = options.contains(.repeat)
        let reverses = options.contains(.autoreverse)
        let cycles: Double = reverses ? 2 : 1
        if !repeats && cycle >= cycles { return (0, true) }
        cycle = cycle.truncatingRemainder(dividingBy: cycles)
        var linear = cycle <= 1 ? cycle : 2 - cycle
        if let keyframe = transaction.keyframe {
            linear = keyframe.length > 0 ? min(max((linear - keyframe.start) / keyframe.length, 0), 1) : (linear >= keyframe.start ? 1 : 0)
        }
        return (1 - transaction.timing.value(at: CGFloat(linear)), false)
    }
}

/// Advances every running view animation to each frame's target time and finishes them.
@MainActor
final class Animator {
    /// The loop whose clock the animations keep to: their screen's.
    let loop: MainLoop
    private var views: [ObjectIdentifier: UIView] = [:]
    private var motions: [FrameDrivenMotion] = []
    /// Asks the pipeline for a frame (set when the pipeline attaches to its screen).
    var requestFrame: () -> Void = {}

    init(loop: MainLoop) { self.loop = loop }

    var isAnimating: Bool { !views.isEmpty || !motions.isEmpty }

    /// When the next frame is needed after one at `time`, if no animation needs the next vsync (only display links
    /// at lower rates run): the pipeline sleeps until then.
    func nextFrameTime(after time: MonotonicInstant) -> MonotonicInstant? {
        guard views.isEmpty, !motions.isEmpty else { return nil }
        var earliest: MonotonicInstant?
        for motion in motions {
            guard let next = motion.nextFrameTime(after: time) else { return nil }
            earliest = min(earliest ?? next, next)
        }
        return earliest
    }

    /// Runs `motion` from the next frame on until it finishes or is stopped.
    func start(_ motion: FrameDrivenMotion) {
        guard !motions.contains(where: { $0 === motion }) else { return }
        motions.append(motion)
        requestFrame()
    }

    func stop(_ motion: FrameDrivenMotion) {
        motions.removeAll { $0 === motion }
    }

    func add(
        view: UIView, property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue,
        transaction: AnimationTransaction
    ) {
        var start = old
        if transaction.options.contains(.beginFromCurrentState) {
            if let shown = view.animations.presented[property] { start = shown }
            end(view.animations.running.filter { $0.property == property }, of: view, finished: false)
        }
        let animation = PropertyAnimation(
            property: property, offset: start.minus(new), begin: loop.now, transaction: transaction)
        transaction.animationStarted(on: loop, animator: self)
        view.animations.running.append(animation)
        views[ObjectIdentifier(view)] = view
        present(view, at: loop.now)
    }

    /// Ends `transaction`'s animations, leaving each property where the animation showed it when `remaining` of its
    /// change was left (1: the start, 0: the end; nil: wherever it is at `time`).
    func finish(_ transaction: AnimationTransaction, remaining fixed: CGFloat?, at time: MonotonicInstant) {
        for view in Array(views.values) {
            let owned = view.animations.running.filter { $0.transaction === transaction }
            guard !owned.isEmpty else { continue }
            var values: [AnimatableProperty: AnimatableValue] = [:]
            for animation in owned {
                let k = fixed ?? animation.remaining(at: time).0
                let base = values[animation.property] ?? modelValue(of: view, animation.property)
                values[animation.property] = base.adding(animation.offset, times: k)
            }
            end(owned, of: view, finished: fixed == 0)
            UIView.performWithoutAnimation {
                for (property, value) in values { setModelValue(of: view, property, value) }
            }
            present(view, at: time)
        }
    }

    func removeAll(from view: UIView) {
        end(view.animations.running, of: view, finished: false)
        present(view, at: loop.now)
    }

    private func end(_ animations: [PropertyAnimation], of view: UIView, finished: Bool) {
        guard !animations.isEmpty else { return }
        view.animations.running.removeAll { a in animations.contains { $0 === a } }
        for a in animations { a.transaction.animationEnded(finished: finished) }
    }

    /// The animation phase of a frame: sets every animating view's presentation values for `time`.
    func advance(to time: MonotonicInstant) {
        for motion in motions where !motion.advance(to: time) { stop(motion) }
        for view in Array(views.values) {
            let done = view.animations.running.filter { $0.remaining(at: time).done }
            present(view, at: time)
            end(done, of: view, finished: true)
        }
    }

    /// Shows the view's explicit layer animations' values for this frame.
    func refresh(_ view: UIView) { present(view, at: loop.now) }

    /// Computes presentation = model + Σ remaining offsets (or an explicit layer animation's value), and queues the
    /// view for recompositing.
    private func present(_ view: UIView, at time: MonotonicInstant) {
        var presented = PropertyValues()
        var subtree = false
        for animation in view.animations.running {
            let (k, done) = animation.remaining(at: time)
            let base = presented[animation.property] ?? modelValue(of: view, animation.property)
            presented[animation.property] = done ? base : base.adding(animation.offset, times: k)
            subtree = subtree || animation.property.affectsSubtree
        }
        for (property, value) in view.animations.explicit.entries {
            presented[property] = value
            subtree = subtree || property.affectsSubtree
        }
        let changed = !view.animations.presented.isEmpty || !presented.isEmpty
        view.animations.presented = presented
        if view.animations.running.isEmpty { views[ObjectIdentifier(view)] = nil }
        if changed { view.setNeedsComposite(subtree: subtree || view.animations.running.isEmpty, decorationChanged: presented[.backgroundColor] != nil || presented[.bounds] != nil) }
    }

    private func setModelValue(of view: UIView, _ property: AnimatableProperty, _ value: AnimatableValue) {
        switch (property, value) {
        case (.center, .point(let p)): view.center = p
        case (.bounds, .rect(let r)): view.bounds = r
        case (.transform, .transform(let t)): view.transform = t
        case (.transform3D, .transform3D(let t)): view.transform3D = t
        case (.alpha, .scalar(let a)): view.alpha = a
        case (.backgroundColor, .color(let c)): view.backgroundColor = c
        default: break
        }
    }

    private func modelValue(of view: UIView, _ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: .point(view.modelCenter)
        case .bounds: .rect(view.modelBounds)
        case .transform: .transform(view.modelTransform)
        case .transform3D: .transform3D(view.transform3D)
        case .alpha: .scalar(view.modelAlpha)
        case .backgroundColor: .color(view.modelBackgroundColor ?? .clear)
        }
    }
}
