import Foundation

/// Runs UIKit Dynamics (UIKit's `UIDynamicAnimator`): its behaviours' items move as rigid bodies in the reference
/// view's coordinates, stepped on the screen's frames at a fixed 1/120 s (so a run is the same on every clock and
/// display). When every item has come to rest the animator pauses — no frames and no wake-ups — and tells its
/// delegate; a change to a behaviour runs it again.
@MainActor
open class UIDynamicAnimator {
    /// The view whose coordinates the items move in and whose bounds `translatesReferenceBoundsIntoBoundary` uses.
    public private(set) weak var referenceView: UIView?
    /// For an animator of a collection view layout: the layout, whose layout attributes are the items (in its
    /// content's coordinates, the content being the reference bounds); each frame that moves them invalidates it.
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?
    /// The behaviours added, in order.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses (everything at rest) and runs again.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether it is stepping (some item moves).
    public private(set) var isRunning = false
    /// Seconds of physics run so far.
    public private(set) var elapsedTime: TimeInterval = 0

    private static let step: TimeInterval = 1.0 / 120
    /// A stalled frame is caught up at most this far, so a hiccup does not become a burst of physics.
    private static let longestFrame: TimeInterval = 0.1
    /// How long everything must stay below the resting speeds before the animator pauses.
    private static let restingTime: TimeInterval = 0.25

    private var world: DynamicsWorld?
    private var needsRebuild = true
    private var itemsToUpdate: [UIDynamicItem] = []
    private var lastFrame: MonotonicInstant?
    private var unspentTime: TimeInterval = 0
    private var restingFor: TimeInterval = 0
    private weak var drivingAnimator: Animator?
    /// What the screen's animator runs: it holds the dynamic animator weakly, so an app that lets go of its animator
    /// stops its physics, as in UIKit.
    private lazy var motion = DynamicsMotion(self)
    private var reportedMissingLibrary = false
    /// Inside a physics step (a collision delegate is being told): the world must not be rebuilt until it ends.
    private var isStepping = false

    /// An animator for items in `view` (their centres are in its coordinates).
    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// An animator for a collection view layout's attributes (a springy layout): the layout returns the attributes
    /// the behaviours move from `layoutAttributesForElements(in:)`, and the animator invalidates it as they move.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
    }

    /// The moving attributes of the cell at `indexPath`, if a behaviour has them.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        movingAttributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The moving attributes of the `kind` supplementary view at `indexPath`, if a behaviour has them.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        movingAttributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func movingAttributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for behavior in allBehaviors {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems where matches(attributes) { return attributes }
        }
        return nil
    }

    isolated deinit {
        if let drivingAnimator { drivingAnimator.stop(motion) }
    }

    /// Adds `behavior` (and its children); the animator runs.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.removeFromParentAnimator()
        behaviors.append(behavior)
        behavior.setAnimator(self)
        behaviorDidChange(rebuild: true)
    }

    /// Removes `behavior`: its forces, joints and boundaries stop acting.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.setAnimator(nil)
        behaviorDidChange(rebuild: true)
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items any behaviour moves whose frames meet `rect` (in the reference view's coordinates).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        uniqueItems(allBehaviors.flatMap(\.dynamicItems)).filter { item in
            let center = world?.referencePoint(of: item) ?? item.center
            let size = item.bounds.size
            return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
                .applying(item.transform.translatedAbout(center)).intersects(rect)
        }
    }

    /// Takes the centre, size and rotation `item` has now (after the app moved or resized it itself).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        itemsToUpdate.append(item)
        behaviorDidChange(rebuild: false)
    }

    // MARK: Running

    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.allBehaviors) }

    func behaviorDidChange(rebuild: Bool) {
        if rebuild { needsRebuild = true }
        restingFor = 0
        resume()
    }

    private func resume() {
        guard !isRunning, !allBehaviors.flatMap(\.dynamicItems).isEmpty else { return }
        let screen = (referenceView ?? collectionViewLayout?.collectionView)?.window?.screen ?? UIScreen.main
        isRunning = true
        lastFrame = screen.loop.now
        unspentTime = 0
        drivingAnimator = screen.animator
        screen.animator.start(motion)
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        drivingAnimator?.stop(motion)
        drivingAnimator = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// The world for a behaviour to read or change an item's motion: rebuilt first unless a step is under way.
    func readyWorldForBehaviors() -> DynamicsWorld? { isStepping ? world : readyWorld(for: allBehaviors) }

    /// The world, made on first use; nil (said once) when the physics library is missing.
    private func readyWorld(for behaviors: [UIDynamicBehavior]) -> DynamicsWorld? {
        if world == nil {
            do {
                world = DynamicsWorld(space: try PhysicsSpace.make(), referenceView: referenceView, referenceLayout: collectionViewLayout)
            } catch {
                if !reportedMissingLibrary { DynamicsWorld.logger.error("\(error)") }
                reportedMissingLibrary = true
                return nil
            }
        }
        let world = world!
        if needsRebuild {
            needsRebuild = false
            world.rebuild(from: behaviors)
        }
        for item in itemsToUpdate { world.update(item) }
        itemsToUpdate.removeAll()
        return world
    }

    /// Steps the physics up to `time` in fixed steps, shows the items, runs the behaviours' actions, and pauses once
    /// everything has rested for a quarter of a second.
    fileprivate func runFrame(to time: MonotonicInstant) -> Bool {
        let behaviors = allBehaviors
        guard let world = readyWorld(for: behaviors) else {
            pause()
            return isRunning
        }
        let elapsed = lastFrame.map { TimeInterval(time.nanoseconds - $0.nanoseconds) / 1e9 } ?? 0
        lastFrame = time
        unspentTime += min(max(elapsed, 0), Self.longestFrame)
        while unspentTime >= Self.step {
            unspentTime -= Self.step
            isStepping = true
            world.step(Self.step, behaviors: behaviors)
            isStepping = false
            elapsedTime += Self.step
            restingFor = world.isAtRest ? restingFor + Self.step : 0
        }
        world.moveItems()
        collectionViewLayout?.invalidateLayout()
        for behavior in behaviors { behavior.action?() }
        guard restingFor < Self.restingTime || needsRebuild || !itemsToUpdate.isEmpty else {
            for behavior in behaviors { behavior.settle(in: world) }
            world.moveItems()
            collectionViewLayout?.invalidateLayout()
            pause()
            return isRunning  // the delegate may have added a behaviour
        }
        return true
    }
}

/// A dynamic animator's place among the screen's frame-driven motions.
@MainActor
private final class DynamicsMotion: FrameDrivenMotion {
    private weak var animator: UIDynamicAnimator?

    init(_ animator: UIDynamicAnimator) { self.animator = animator }

    func advance(to time: MonotonicInstant) -> Bool { animator?.runFrame(to: time) ?? false }
}

extension UIDynamicBehavior {
    /// Leaves the animator or parent the behaviour was in before joining another.
    func removeFromParentAnimator() {
        dynamicAnimator?.removeBehavior(self)
    }
}

extension CGAffineTransform {
    /// This transform applied about `point` instead of the origin.
    fileprivate func translatedAbout(_ point: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
