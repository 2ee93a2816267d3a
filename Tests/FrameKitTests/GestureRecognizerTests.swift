import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Records each action's state, and the state after each touch step through `observe`.
@MainActor
private final class StateLog {
    var actions: [UIGestureRecognizer.State] = []
    func handle(_ recognizer: UIGestureRecognizer) { actions.append(recognizer.state) }
}

@MainActor
private func attach<R: UIGestureRecognizer>(_ recognizer: R, to view: UIView) -> StateLog {
    let log = StateLog()
    recognizer.addTarget(log, action: StateLog.handle)
    view.addGestureRecognizer(recognizer)
    return log
}

@MainActor
private final class Delegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var receives = true
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}

@MainActor
@Suite struct TapGestureTests {
    @Test func aTapIsRecognizedOnceAndTheViewsTouchIsCancelled() {
        let f = Fingers()
        let view = f.probe()
        let tap = UITapGestureRecognizer()
        let log = attach(tap, to: view)
        var taps: [CGPoint] = []
        tap.addAction { taps.append($0.location(in: view)) }
        f.tap(CGPoint(x: 100, y: 80))
        #expect(log.actions == [.recognized])
        #expect(taps == [CGPoint(x: 100, y: 80)])
        #expect(tap.state == .possible)  // reset after the gesture
        // UIKit: the view saw the touch begin; its end was withheld (delaysTouchesEnded) and became a cancel.
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func movingTooFarFailsTheTapAndTheViewGetsEverything() {
        let f = Fingers()
        let view = f.probe()
        let log = attach(UITapGestureRecognizer(), to: view)
        f.down(CGPoint(x: 100, y: 80))
        f.move(CGPoint(x: 105, y: 80))  // within 10 points
        f.move(CGPoint(x: 130, y: 80))
        f.up()
        #expect(log.actions.isEmpty)
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    @Test func doubleTapWinsOverASingleTapThatRequiresItToFail() {
        let f = Fingers()
        let view = f.probe()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = attach(single, to: view)
        let doubles = attach(double, to: view)

        f.tap(CGPoint(x: 50, y: 50))
        #expect(singles.actions.isEmpty)  // waiting for the double tap to fail
        f.wait(0.4)
        #expect(singles.actions == [.recognized] && doubles.actions.isEmpty)

        f.tap(CGPoint(x: 50, y: 50))
        f.wait(0.1)
        f.tap(CGPoint(x: 52, y: 51))
        #expect(doubles.actions == [.recognized])
        f.wait(1)
        #expect(singles.actions == [.recognized])  // the second gesture gave the single tap nothing
    }

    @Test func tapsTooFarApartInTimeDoNotMakeADoubleTap() {
        let f = Fingers()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = attach(double, to: f.probe())
        f.tap(CGPoint(x: 50, y: 50))
        f.wait(0.5)
        f.tap(CGPoint(x: 50, y: 50))
        f.wait(0.5)
        #expect(log.actions.isEmpty)
    }

    @Test func twoFingerTapNeedsBothFingers() {
        let f = Fingers()
        let view = f.probe()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let log = attach(tap, to: view)
        f.tap(CGPoint(x: 50, y: 50))
        #expect(log.actions.isEmpty)
        f.down(CGPoint(x: 50, y: 50), slot: 0)
        f.down(CGPoint(x: 90, y: 50), slot: 1)
        #expect(tap.numberOfTouches == 2)
        f.up(slot: 0)
        f.up(slot: 1)
        #expect(log.actions == [.recognized])
    }

    @Test func aButtonKeepsItsTapFromAnAncestorsTapRecognizer() {
        let f = Fingers()
        let container = f.probe()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        container.addSubview(button)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        let log = attach(UITapGestureRecognizer(), to: container)
        f.tap(CGPoint(x: 30, y: 30))
        #expect(presses == 1 && log.actions.isEmpty)
        f.tap(CGPoint(x: 300, y: 200))  // outside the button the container's tap works
        #expect(log.actions == [.recognized])
    }
}

@MainActor
@Suite struct ContinuousGestureTests {
    @Test func longPressBeginsAfterTheDurationAndFollowsTheFinger() {
        let f = Fingers()
        let view = f.probe()
        let press = UILongPressGestureRecognizer()
        let log = attach(press, to: view)
        var locations: [CGPoint] = []
        press.addAction { locations.append($0.location(in: view)) }
        f.down(CGPoint(x: 100, y: 100))
        f.wait(0.3)
        #expect(log.actions.isEmpty)
        f.wait(0.3)
        #expect(log.actions == [.began])
        #expect(view.log == ["began", "cancelled"])
        f.move(CGPoint(x: 150, y: 100))
        f.up()
        #expect(log.actions == [.began, .changed, .ended])
        #expect(locations == [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 100)])
    }

    @Test func longPressFailsWhenLiftedEarlyOrMoved() {
        let f = Fingers()
        let view = f.probe()
        let log = attach(UILongPressGestureRecognizer(), to: view)
        f.down(CGPoint(x: 100, y: 100))
        f.wait(0.2)
        f.up()
        f.down(CGPoint(x: 100, y: 100))
        f.move(CGPoint(x: 100, y: 130))
        f.wait(1)
        f.up()
        #expect(log.actions.isEmpty)
        #expect(view.log == ["began", "ended", "began", "moved", "ended"])
    }

    @Test func panReportsTranslationFromTheTouchDownAndVelocity() {
        let f = Fingers()
        let view = f.probe()
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        pan.addAction { translations.append(($0 as! UIPanGestureRecognizer).translation(in: view)) }
        let log = attach(pan, to: view)
        f.down(CGPoint(x: 100, y: 100))
        f.move(CGPoint(x: 105, y: 100))  // under the hysteresis
        #expect(log.actions.isEmpty)
        f.drag(from: CGPoint(x: 105, y: 100), to: CGPoint(x: 165, y: 100), steps: 6)  // 10 points per 20 ms
        #expect(log.actions == [.began, .changed, .changed, .changed, .changed, .changed])
        #expect(translations.first == CGPoint(x: 15, y: 0) && translations.last == CGPoint(x: 65, y: 0))
        #expect(abs(pan.velocity(in: view).x - 500) < 1 && pan.velocity(in: view).y == 0)
        pan.setTranslation(.zero, in: view)
        f.move(CGPoint(x: 175, y: 110))
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 10))
        f.up()
        #expect(log.actions.last == .ended)
        #expect(view.log == ["began", "moved", "cancelled"])
    }

    @Test func panTranslationIsInTheRequestedViewsCoordinates() {
        let f = Fingers()
        let view = f.probe()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(turned)
        let pan = UIPanGestureRecognizer()
        _ = attach(pan, to: view)
        f.down(CGPoint(x: 150, y: 150))
        f.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 150), steps: 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        #expect(pan.translation(in: turned) == CGPoint(x: 20, y: 0))
        pan.setTranslation(CGPoint(x: 5, y: 0), in: turned)  // 10 points in the window
        #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0) && pan.translation(in: turned) == CGPoint(x: 5, y: 0))
        f.move(CGPoint(x: 200, y: 150))
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
    }

    @Test func aFingerThatStopsBeforeLiftingEndsThePanWithNoVelocity() {
        let f = Fingers()
        let pan = UIPanGestureRecognizer()
        _ = attach(pan, to: f.probe())
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5)
        f.wait(0.3)
        var endVelocity: CGPoint?
        pan.addAction { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        f.up()
        #expect(endVelocity == .zero)
    }

    @Test func secondFingerJoiningDoesNotJumpTheTranslation() {
        let f = Fingers()
        let pan = UIPanGestureRecognizer()
        _ = attach(pan, to: f.probe())
        f.down(CGPoint(x: 100, y: 100), slot: 0)
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        f.down(CGPoint(x: 240, y: 200), slot: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        f.move(CGPoint(x: 250, y: 200), slot: 1)  // centroid moves 5
        #expect(pan.translation(in: nil) == CGPoint(x: 45, y: 0))
    }

    @Test func swipeNeedsAQuickFlickInAnAllowedDirection() {
        let f = Fingers()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.right, .up]
        let log = attach(swipe, to: f.probe())
        f.down(CGPoint(x: 50, y: 150))
        f.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 155), steps: 4)
        f.up()
        #expect(log.actions == [.recognized])
        f.down(CGPoint(x: 150, y: 150))
        f.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 50, y: 150), steps: 4)  // left: not allowed
        f.up()
        f.down(CGPoint(x: 50, y: 150))
        f.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 150), steps: 80)  // 50 points take 0.8 s
        f.up()
        f.down(CGPoint(x: 50, y: 150))
        f.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 250), steps: 4)  // diagonal
        f.up()
        f.down(CGPoint(x: 100, y: 250))
        f.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), steps: 3)
        f.up()
        #expect(log.actions == [.recognized, .recognized])
    }

    @Test func pinchScalesByTheChangeInFingerDistance() {
        let f = Fingers()
        let pinch = UIPinchGestureRecognizer()
        let log = attach(pinch, to: f.probe())
        f.down(CGPoint(x: 150, y: 150), slot: 0)
        f.down(CGPoint(x: 250, y: 150), slot: 1)
        f.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 350, y: 150), steps: 5, slot: 1)
        #expect(log.actions.first == .began && log.actions.last == .changed)
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(pinch.velocity - 10) < 1e-6)  // 0.2 per 20 ms
        pinch.scale = 1
        f.move(CGPoint(x: 50, y: 150), slot: 0)  // distance 200 → 300
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        f.up(slot: 1)
        #expect(log.actions.last == .ended)
    }

    @Test func rotationFollowsTheAngleBetweenTheFingers() {
        let f = Fingers()
        let rotation = UIRotationGestureRecognizer()
        let log = attach(rotation, to: f.probe())
        f.down(CGPoint(x: 200, y: 150), slot: 0)
        f.down(CGPoint(x: 300, y: 150), slot: 1)
        f.move(CGPoint(x: 200, y: 250), slot: 1)  // a quarter turn clockwise on screen
        #expect(log.actions == [.began])
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        f.move(CGPoint(x: 100, y: 150), slot: 1)
        f.move(CGPoint(x: 200, y: 50), slot: 1)  // past ±π without a jump
        #expect(abs(rotation.rotation - 3 * .pi / 2) < 1e-9)
        f.cancel(slot: 1)
        #expect(log.actions.last == .cancelled)
    }
}

@MainActor
@Suite struct GestureInterplayTests {
    @Test func onlyOneRecognizerOwnsTouchesUnlessTheDelegateAllowsMore() {
        for simultaneous in [false, true] {
            let f = Fingers()
            let view = f.probe()
            let delegate = Delegate()
            delegate.simultaneous = simultaneous
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            pinch.delegate = delegate
            let pinches = attach(pinch, to: view)
            let rotations = attach(rotation, to: view)
            f.down(CGPoint(x: 100, y: 150), slot: 0)
            f.down(CGPoint(x: 200, y: 150), slot: 1)
            f.move(CGPoint(x: 250, y: 100), slot: 1)  // farther apart and turned
            f.move(CGPoint(x: 260, y: 80), slot: 1)
            f.up(slot: 1)
            f.up(slot: 0)
            #expect(pinches.actions == [.began, .changed, .ended])
            #expect(rotations.actions == (simultaneous ? [.began, .changed, .ended] : []))
        }
    }

    @Test func delaysTouchesBeganWithholdsTheViewsTouchUntilTheRecognizerFails() {
        let f = Fingers()
        let view = f.probe()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        _ = attach(tap, to: view)
        f.down(CGPoint(x: 100, y: 100))
        #expect(view.log.isEmpty)
        f.move(CGPoint(x: 150, y: 100))  // the tap fails: the view gets the touch from its start
        #expect(view.log == ["began", "moved"])
        f.up()
        #expect(view.log == ["began", "moved", "ended"])
        view.log.removeAll()
        f.tap(CGPoint(x: 100, y: 100))  // recognized: the view never hears of it
        #expect(view.log.isEmpty)
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTouch() {
        let f = Fingers()
        let view = f.probe()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let log = attach(tap, to: view)
        f.tap(CGPoint(x: 100, y: 100))
        #expect(log.actions == [.recognized] && view.log == ["began", "ended"])
    }

    @Test func withoutDelaysTouchesEndedTheEndArrivesBeforeRecognition() {
        let f = Fingers()
        let view = f.probe()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        let log = attach(double, to: view)
        f.tap(CGPoint(x: 100, y: 100))
        #expect(view.log == ["began", "ended"])
        f.tap(CGPoint(x: 100, y: 100))
        // Recognizers see the event first: the second tap is recognized as it ends, so its touch is cancelled.
        #expect(log.actions == [.recognized])
        #expect(view.log == ["began", "ended", "began", "cancelled"])
    }

    @Test func disablingMidGestureCancelsIt() {
        let f = Fingers()
        let pan = UIPanGestureRecognizer()
        let log = attach(pan, to: f.probe())
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        pan.isEnabled = false
        #expect(log.actions == [.began, .changed, .cancelled] && pan.state == .possible)
        f.move(CGPoint(x: 180, y: 100))
        f.up()
        #expect(log.actions.count == 3)
        pan.isEnabled = true
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        f.up()
        #expect(log.actions.suffix(3) == [.began, .changed, .ended])
    }

    @Test func theDelegateCanVetoBeginningAndKeepTouchesAway() {
        let f = Fingers()
        let view = f.probe()
        let delegate = Delegate()
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        let log = attach(pan, to: view)
        delegate.shouldBegin = false
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        f.up()
        #expect(log.actions.isEmpty && view.log == ["began", "moved", "moved", "ended"])
        delegate.shouldBegin = true
        delegate.receives = false
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        #expect(pan.numberOfTouches == 0)
        f.up()
        #expect(log.actions.isEmpty)
    }

    @Test func recognizersOfAncestorsSeeTheTouchAndTheViewCanVeto() {
        final class Picky: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { !(g is UIPanGestureRecognizer) }
        }
        let f = Fingers()
        let outer = Picky(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        f.app.window.addSubview(outer)
        let inner = TouchLog(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        let pans = attach(UIPanGestureRecognizer(), to: outer)
        let taps = attach(UITapGestureRecognizer(), to: outer)
        f.tap(CGPoint(x: 60, y: 60))
        #expect(taps.actions == [.recognized] && inner.log == ["began", "cancelled"])
        f.down(CGPoint(x: 60, y: 60))
        f.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 60), steps: 3)
        f.up()
        #expect(pans.actions.isEmpty)
    }

    @Test func aCancelledTouchCancelsTheGestureAndTheView() {
        let f = Fingers()
        let view = f.probe()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let log = attach(pan, to: view)
        f.down(CGPoint(x: 100, y: 100))
        f.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), steps: 2)
        f.cancel()
        #expect(log.actions == [.began, .changed, .cancelled])
        #expect(view.log == ["began", "moved", "moved", "cancelled"])
    }

    @Test func movingARecognizerToAnotherViewDetachesIt() {
        let f = Fingers()
        let a = f.probe(CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = f.probe(CGRect(x: 200, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        let log = attach(tap, to: a)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.isEmpty == true && tap.view === b)
        f.tap(CGPoint(x: 50, y: 50))
        #expect(log.actions.isEmpty)
        f.tap(CGPoint(x: 250, y: 50))
        #expect(log.actions == [.recognized])
    }
}

@MainActor
@Suite struct GestureLeakTests {
    /// A kiosk runs for months: views with recognizers that come and go, tapped, dragged and pinched, leave nothing
    /// behind (recognizers, touches or views).
    @Test func recognizersAndTheirViewsAreReleased() {
        let f = Fingers()
        let views = UIView.liveInstanceCount
        var recognizers: [() -> UIGestureRecognizer?] = []
        for i in 0..<300 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            f.app.window.addSubview(view)
            let tap = UITapGestureRecognizer()
            let pan = UIPanGestureRecognizer()
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = nil
            tap.require(toFail: pan)
            for recognizer in [tap, pan, pinch] as [UIGestureRecognizer] {
                recognizer.addTarget(view, action: UIView.setNeedsLayout)
                view.addGestureRecognizer(recognizer)
                weak let weakRecognizer = recognizer
                recognizers.append { weakRecognizer }
            }
            switch i % 3 {
            case 0: f.tap(CGPoint(x: 50, y: 50))
            case 1:
                f.down(CGPoint(x: 50, y: 50))
                f.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 2)
                f.up()
            default:
                f.down(CGPoint(x: 100, y: 100), slot: 0)
                f.down(CGPoint(x: 200, y: 100), slot: 1)
                f.move(CGPoint(x: 260, y: 100), slot: 1)
                view.removeFromSuperview()  // mid-gesture
                f.up(slot: 0)
                f.up(slot: 1)
            }
            view.removeFromSuperview()
        }
        f.wait(1)
        #expect(recognizers.allSatisfy { $0() == nil }, "every recognizer was released")
        #expect(UIView.liveInstanceCount == views, "live views: \(UIView.liveInstanceCount), before: \(views)")
    }
}
