import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var cancels = false
    var ended: [Bool] = []
    var frames: [CGRect] = []
    /// Which transition the delegate was last asked for.
    private var isPresenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let moving = isPresenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        if isPresenting {
            let to = transitionContext.viewController(forKey: .to)!
            frames.append(transitionContext.finalFrame(for: to))
            transitionContext.containerView.addSubview(moving)
            moving.frame = transitionContext.finalFrame(for: to)
            moving.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving.alpha = isPresenting ? 1 : 0
        }, completion: { _ in transitionContext.completeTransition(!self.cancels) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }
}

@MainActor
@Suite(.serialized) struct CustomTransitionTests {
    @Test func aTransitioningDelegatesAnimatorRunsThePresentationAndDismissal() throws {
        let f = LifecycleFixture()
        let recorder = f.recorder
        let root = f.controller("A")
        try f.show(root)
        let sheet = f.controller("B")
        let animator = FadeAnimator()
        sheet.transitioningDelegate = animator
        recorder.reset()
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        f.app.advance(by: 0.2)
        #expect(abs(sheet.view.presentationAlpha - 0.5) < 0.1 && sheet.view.frame.origin.y == 0, "the app's fade, not the slide")
        try f.app.runUntilIdle()
        #expect(presented && animator.ended == [true] && root.presentedViewController === sheet)
        #expect(animator.frames == [f.app.window.bounds])
        #expect(recorder.withoutLayout.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing", "B viewDidAppear(true)",
            "A viewDidDisappear(true)",
        ])
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        f.app.advance(by: 0.2)
        #expect(abs(sheet.view.presentationAlpha - 0.5) < 0.1)
        try f.app.runUntilIdle()
        #expect(dismissed && animator.ended == [true, true] && root.presentedViewController == nil && sheet.view.superview == nil)
    }

    @Test func aCancelledPresentationIsUndoneWithAppearanceCallbacks() throws {
        let f = LifecycleFixture()
        let recorder = f.recorder
        let root = f.controller("A")
        try f.show(root)
        let sheet = f.controller("B")
        let animator = FadeAnimator()
        animator.cancels = true
        sheet.transitioningDelegate = animator
        sheet.loadViewIfNeeded()
        recorder.reset()
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        try f.app.runUntilIdle()
        #expect(!presented && animator.ended == [false] && root.presentedViewController == nil && sheet.view.superview == nil)
        #expect(recorder.withoutLayout.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing", "B viewWillDisappear(true)",
            "B viewDidDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing", "A viewDidAppear(true)",
        ])
        root.present(sheet, animated: false)
        try f.app.runUntilIdle()
        #expect(root.presentedViewController === sheet, "presenting again works")
    }
}
