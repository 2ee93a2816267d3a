import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// UIKit Dynamics as UIKit documents it: gravity of magnitude 1 is 1,000 points/s², a push of magnitude 1 gives a
/// 100 × 100-point item of density 1 100 points/s², items collide within their collision behaviour, and the animator
/// pauses (no frames, no timers) once everything rests.
@MainActor
@Suite(.serialized) struct DynamicsTests {
    final class PauseWatcher: UIDynamicAnimatorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    }

    final class ContactLog: UICollisionBehaviorDelegate {
        var lines: [String] = []
        var names: [ObjectIdentifier: String] = [:]
        func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
            lines.append("began \([name(item1), name(item2)].sorted().joined(separator: "+"))")
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            lines.append("began \(name(item)) \((identifier as? NSString).map { String($0) } ?? "bounds") y=\(Int(p.y.rounded()))")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
            lines.append("ended \(name(item)) \((identifier as? NSString).map { String($0) } ?? "bounds")")
        }
    }

    /// A 400 × 600 app with a reference view filling it.
    func stage() -> (HeadlessApp, UIView) {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let reference = UIView(frame: app.window.bounds)
        app.window.addSubview(reference)
        return (app, reference)
    }

    func box(_ frame: CGRect, in view: UIView) -> UIView {
        let box = UIView(frame: frame)
        box.backgroundColor = .systemBlue
        view.addSubview(box)
        return box
    }

    @Test func aDroppedViewLandsWhenFreeFallSaysAndThenNothingRuns() throws {
        let (app, reference) = stage()
        try app.runUntilIdle()
        let dropped = box(CGRect(x: 150, y: 100, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let watcher = PauseWatcher()
        animator.delegate = watcher
        let collision = UICollisionBehavior(items: [dropped])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [dropped]))
        animator.addBehavior(collision)
        #expect(animator.isRunning)
        #expect(watcher.events == ["resume"])

        // 400 points at 1,000 points/s²: sqrt(2 × 400 / 1000) = 0.894 s.
        let landing = (2 * 400.0 / 1000).squareRoot(), frame = 1.0 / 60
        app.advance(by: landing - frame)
        #expect(dropped.frame.maxY < 599, "still falling a frame before: \(dropped.frame.maxY)")
        let t = animator.elapsedTime
        #expect(abs(dropped.frame.maxY - (200 + 500 * t * t)) < 4, "where free fall puts it after \(t) s: \(dropped.frame.maxY)")
        app.advance(by: 2 * frame)
        #expect(abs(dropped.frame.maxY - 600) < 2, "on the floor a frame after (the impact's overlap going): \(dropped.frame.maxY)")
        #expect(dropped.center.x == 200, "straight down")

        app.advance(by: 1)
        #expect(!animator.isRunning)
        #expect(watcher.events == ["resume", "pause"])
        #expect(animator.elapsedTime > landing && animator.elapsedTime < landing + 0.5)
        let frames = app.display.presentedFrames
        app.advance(by: 5)
        #expect(app.display.presentedFrames == frames, "no frames at rest")
        #expect(app.loop.isIdle, "no timers at rest")
        #expect(abs(dropped.frame.maxY - 600) < 0.5)
    }

    /// Two boxes grouped side by side fall as one body: they keep their places relative to each other and come to
    /// rest on the floor together.
    @Test func aGroupOfItemsFallsAsOneRigidBody() throws {
        let (app, reference) = stage()
        try app.runUntilIdle()
        let left = box(CGRect(x: 100, y: 100, width: 80, height: 80), in: reference)
        let right = box(CGRect(x: 180, y: 100, width: 80, height: 80), in: reference)
        let group = UIDynamicItemGroup(items: [left, right])
        #expect(group.center == CGPoint(x: 180, y: 140) && group.bounds.size == CGSize(width: 160, height: 80))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(collision)
        app.advance(by: 0.2)
        #expect(abs(right.center.x - left.center.x - 80) < 0.5 && abs(right.center.y - left.center.y) < 0.5, "falling together")
        #expect(left.center.y > 140, "falling")
        try app.runUntilIdle()
        #expect(!animator.isRunning)
        #expect(abs(left.frame.maxY - 600) < 1 && abs(right.frame.maxY - 600) < 1, "both on the floor, side by side")
        #expect(abs(right.center.x - left.center.x - 80) < 0.5, "still touching")
    }

    /// An anchored L of two boxes grouped: a box dropped into the L's notch lands on its foot, as the two shapes
    /// collide each as itself (their hull's slope would have turned it away).
    @Test func aGroupCollidesAsItsItemsShapes() throws {
        let (app, reference) = stage()
        try app.runUntilIdle()
        let foot = box(CGRect(x: 100, y: 400, width: 200, height: 50), in: reference)
        let upright = box(CGRect(x: 100, y: 250, width: 50, height: 150), in: reference)
        let dropped = box(CGRect(x: 220, y: 100, width: 30, height: 30), in: reference)
        let group = UIDynamicItemGroup(items: [foot, upright])
        let animator = UIDynamicAnimator(referenceView: reference)
        let fixed = UIDynamicItemBehavior(items: [group])
        fixed.isAnchored = true
        animator.addBehavior(fixed)
        animator.addBehavior(UICollisionBehavior(items: [group, dropped]))
        animator.addBehavior(UIGravityBehavior(items: [dropped]))
        try app.runUntilIdle()
        #expect(!animator.isRunning)
        #expect(abs(dropped.frame.maxY - 400) < 1 && dropped.frame.minX > 150 && dropped.frame.maxX < 300, "on the foot, in the notch")
        #expect(foot.frame == CGRect(x: 100, y: 400, width: 200, height: 50) && upright.frame.minY == 250, "the anchored L stays")
    }

    @Test func aSnappedViewEndsExactlyAtItsPointUpright() throws {
        let (app, reference) = stage()
        let item = box(CGRect(x: 20, y: 20, width: 60, height: 40), in: reference)
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator(referenceView: reference)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 450))
        animator.addBehavior(snap)
        app.advance(by: 0.1)
        #expect(item.center.x > 50 && item.center.x < 300, "on its way: \(item.center)")
        app.advance(by: 4)
        #expect(!animator.isRunning)
        #expect(item.center == CGPoint(x: 300, y: 450))
        #expect(item.transform == .identity)

        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning, "a new point runs it again")
        app.advance(by: 4)
        #expect(item.center == CGPoint(x: 100, y: 100))
    }

    @Test func itemsCollideWithinTheirBehaviourAndTheDelegateHearsBoundariesByIdentifier() throws {
        let (app, reference) = stage()
        let log = ContactLog()
        let left = box(CGRect(x: 40, y: 100, width: 80, height: 80), in: reference)
        let stand = box(CGRect(x: 40, y: 400, width: 80, height: 80), in: reference)
        let ghost = box(CGRect(x: 40, y: 250, width: 80, height: 80), in: reference)
        log.names = [ObjectIdentifier(left): "left", ObjectIdentifier(stand): "stand", ObjectIdentifier(ghost): "ghost"]
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [left, ghost])
        let collision = UICollisionBehavior(items: [left, stand])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 560), to: CGPoint(x: 400, y: 560))
        collision.collisionDelegate = log
        let anchored = UIDynamicItemBehavior(items: [stand])
        anchored.isAnchored = true
        // The ghost is in a collision behaviour of its own: it meets the shelf of that one only.
        let ghostCollision = UICollisionBehavior(items: [ghost])
        ghostCollision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 590), to: CGPoint(x: 400, y: 590))
        ghostCollision.collisionDelegate = log
        for behavior in [gravity, collision, anchored, ghostCollision] { animator.addBehavior(behavior) }
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)

        app.advance(by: 3)
        #expect(abs(left.frame.maxY - stand.frame.minY) < 0.5, "the left box rests on the anchored one: \(left.frame)")
        #expect(stand.frame.minY == 400, "anchored items stay")
        #expect(abs(ghost.frame.maxY - 590) < 0.5, "the ghost fell through both to its own floor: \(ghost.frame)")
        #expect(log.lines == ["began ghost floor y=590", "began left+stand"] || log.lines == ["began left+stand", "began ghost floor y=590"], "\(log.lines)")

        collision.removeItem(stand)
        app.advance(by: 1.5)
        #expect(abs(left.frame.maxY - 560) < 0.5, "without the stand in its behaviour it falls to the shelf: \(left.frame)")
        #expect(log.lines.last == "began left shelf y=560", "\(log.lines)")
        #expect(!animator.isRunning)
    }

    @Test func anElasticItemBouncesBackToElasticitySquaredOfItsHeight() throws {
        let (app, reference) = stage()
        let ball = box(CGRect(x: 170, y: 100, width: 60, height: 60), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.5
        for behavior in [UIGravityBehavior(items: [ball]), collision, bouncy] { animator.addBehavior(behavior) }
        let dropHeight = 600 - ball.frame.maxY
        var landed = false, highest = CGFloat.infinity
        for _ in 0..<120 {
            app.advance(by: 1.0 / 60)
            if ball.frame.maxY > 599 { landed = true }
            if landed { highest = min(highest, ball.frame.maxY) }
            if landed && ball.frame.maxY > highest + 5 { break }
        }
        let rebound = 600 - highest
        #expect(abs(rebound - 0.25 * dropHeight) < 0.1 * dropHeight, "rebound \(rebound) of \(dropHeight)")
    }

    @Test func pushesGiveUIKitsAccelerationAndChangeOfSpeed() throws {
        let (app, reference) = stage()
        let item = box(CGRect(x: 0, y: 250, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let properties = UIDynamicItemBehavior(items: [item])
        let kick = UIPushBehavior(items: [item], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(properties)
        animator.addBehavior(kick)
        app.advance(by: 0.5)
        #expect(!kick.active, "an instantaneous push turns itself off")
        #expect(abs(properties.linearVelocity(for: item).x - 100) < 0.01)
        #expect(abs(item.center.x - 100) < 2, "about 50 points in half a second: \(item.center)")

        animator.removeBehavior(kick)
        properties.addLinearVelocity(CGPoint(x: -100, y: 0), for: item)
        let steady = UIPushBehavior(items: [item], mode: .continuous)
        steady.setAngle(.pi / 2, magnitude: 1)
        animator.addBehavior(steady)
        let start = item.center
        app.advance(by: 1)
        #expect(abs(item.center.y - start.y - 50) < 3, "½ × 100 × 1² points: \(item.center.y - start.y)")
        #expect(abs(item.center.x - start.x) < 0.5)
        #expect(abs(properties.linearVelocity(for: item).y - 100) < 3)
    }

    @Test func aPendulumKeepsItsLengthAndFollowsItsAnchor() throws {
        let (app, reference) = stage()
        let bob = box(CGRect(x: 280, y: 80, width: 40, height: 40), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(rope.length == 100)
        #expect(rope.attachedBehaviorType == .anchor)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            app.advance(by: 1.0 / 60)
            let distance = hypot(bob.center.x - 200, bob.center.y - 100)
            #expect(abs(distance - 100) < 1, "a rod keeps its length: \(distance)")
            lowest = max(lowest, bob.center.y)
        }
        #expect(lowest > 195, "it swung through the bottom: \(lowest)")

        rope.anchorPoint = CGPoint(x: 200, y: 300)
        app.advance(by: 1)
        #expect(abs(hypot(bob.center.x - 200, bob.center.y - 300) - 100) < 1, "dragged along by its anchor")
    }

    @Test func anAppsOwnBehaviourComposesChildrenAndRunsItsActionEachFrame() throws {
        final class FallingBehavior: UIDynamicBehavior {
            let gravity = UIGravityBehavior()
            let collision = UICollisionBehavior()
            var moved: [String] = []
            override init() {
                super.init()
                collision.translatesReferenceBoundsIntoBoundary = true
                addChildBehavior(gravity)
                addChildBehavior(collision)
            }
            func add(_ item: UIDynamicItem) {
                gravity.addItem(item)
                collision.addItem(item)
            }
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
                moved.append(dynamicAnimator == nil ? "out" : "in")
            }
        }
        let (app, reference) = stage()
        let animator = UIDynamicAnimator(referenceView: reference)
        let falling = FallingBehavior()
        var actions = 0
        falling.action = { actions += 1 }
        animator.addBehavior(falling)
        #expect(!animator.isRunning, "nothing to move yet")
        #expect(falling.gravity.dynamicAnimator === animator)
        let item = box(CGRect(x: 10, y: 10, width: 30, height: 30), in: reference)
        falling.add(item)
        #expect(animator.isRunning)
        app.advance(by: 2)
        #expect(abs(item.frame.maxY - 600) < 0.5)
        #expect(actions > 30)
        #expect(animator.items(in: CGRect(x: 0, y: 500, width: 100, height: 100)).first === item)
        #expect(animator.items(in: CGRect(x: 200, y: 0, width: 100, height: 100)).isEmpty)
        animator.removeAllBehaviors()
        #expect(falling.moved == ["in", "out"])
        #expect(falling.collision.dynamicAnimator == nil)
    }

    @Test func anAnimatorTheAppLetsGoOfStopsAndIsFreed() throws {
        let (app, reference) = stage()
        let item = box(CGRect(x: 10, y: 10, width: 30, height: 30), in: reference)
        weak var released: UIDynamicAnimator?
        do {
            let animator = UIDynamicAnimator(referenceView: reference)
            let push = UIPushBehavior(items: [item], mode: .continuous)
            push.magnitude = 0.01
            animator.addBehavior(push)
            released = animator
            app.advance(by: 0.2)
            #expect(animator.isRunning)
        }
        #expect(released == nil, "nothing else holds it")
        let stopped = item.center
        app.advance(by: 0.5)
        #expect(item.center == stopped, "its physics stopped with it")
        #expect(app.loop.isIdle)
    }

    @Test func fieldsPullTowardsTheirPositionWithinTheirRegion() throws {
        let (app, reference) = stage()
        let inside = box(CGRect(x: 90, y: 290, width: 20, height: 20), in: reference)
        let outside = box(CGRect(x: 10, y: 10, width: 20, height: 20), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 300)
        spring.region = UIRegion(radius: 150)
        spring.addItem(inside)
        spring.addItem(outside)
        animator.addBehavior(spring)
        app.advance(by: 0.25)
        #expect(abs(inside.center.x - 200) < 5, "a quarter swing brings it to the centre: \(inside.center)")
        app.advance(by: 0.25)
        #expect(abs(inside.center.x - 300) < 10, "and half a swing to the other side: \(inside.center)")
        #expect(outside.center == CGPoint(x: 20, y: 20), "outside the region nothing pulls")
    }

    @Test func hostileValuesAreRefusedWithALineAndNothingCrashes() throws {
        final class Token: UIDynamicItem {
            var center = CGPoint(x: 200, y: 100)
            var bounds = CGRect.zero
            var transform = CGAffineTransform.identity
        }
        let (app, reference) = stage()
        LogCapture.shared.start()
        let token = Token()
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [token])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = UIGravityBehavior(items: [token])
        gravity.gravityDirection = CGVector(dx: .nan, dy: 1)
        let properties = UIDynamicItemBehavior(items: [token])
        properties.density = .nan
        for behavior in [gravity, collision, properties] { animator.addBehavior(behavior) }
        properties.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: token)
        let shove = UIPushBehavior(items: [token], mode: .instantaneous)
        shove.magnitude = .greatestFiniteMagnitude
        animator.addBehavior(shove)
        app.advance(by: 0.5)
        let hard = UIPushBehavior(items: [token], mode: .instantaneous)
        hard.magnitude = 1e200
        animator.addBehavior(hard)
        app.advance(by: 3)
        let log = LogCapture.shared.stop()
        #expect(log.contains("gravityDirection"), "\(log)")
        #expect(log.contains("density nan is not a number"), "\(log)")
        #expect(log.contains("linear velocity"), "\(log)")
        #expect(log.contains("a push of magnitude 1.797"), "\(log)")
        #expect(log.contains("Token has bounds"), "\(log)")
        #expect(log.contains("Token was pushed past 100000 points a second"), "\(log)")
        #expect(token.center.x.isFinite && token.center.y.isFinite, "\(token.center)")
    }
}
