import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
private final class NavigationRecorder: NSObject, UINavigationControllerDelegate {
    let recorder: LifecycleRecorder
    /// The presentation tests' fade (CustomTransitionTests), here fading in the controller being shown.
    let animator = FadeAnimator()
    var animates = false

    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        recorder.record("nav willShow \((viewController as? RecordingViewController)?.name ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        recorder.record("nav didShow \((viewController as? RecordingViewController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        recorder.record("nav animator for \(operation == .push ? "push" : "pop")")
        return animates ? animator : nil
    }
}

/// UINavigationControllerDelegate: willShow/didShow around the appearance callbacks, custom push and pop animators.
@MainActor
@Suite struct NavigationDelegateTests {
    /// A navigation controller showing A, with a recording delegate whose animator (when `animates`) fades.
    private func navigation(
        _ f: LifecycleFixture, animates: Bool = false, cancels: Bool = false
    ) throws -> (UINavigationController, NavigationRecorder, RecordingViewController, RecordingViewController) {
        let (a, b) = (f.controller("A"), f.controller("B"))
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavigationRecorder(f.recorder)
        delegate.animates = animates
        delegate.animator.cancels = cancels
        nav.delegate = delegate
        try f.show(nav)
        return (nav, delegate, a, b)
    }

    @Test func willShowFollowsViewWillAppearAndDidShowFollowsViewDidAppear() throws {
        let f = LifecycleFixture()
        let (nav, delegate, _, b) = try navigation(f)
        nav.pushViewController(b, animated: true)
        #expect(nav.delegate === delegate, "held weakly, as UIKit holds it")
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout.filter { !$0.hasPrefix("B viewDidLoad") && !$0.hasPrefix("B loadView") && !$0.hasSuffix("updateViewConstraints") } == [
            "B willMove(toParent: UINavigationController)", "A viewWillDisappear(true)", "B viewWillAppear(true)",
            "nav willShow B", "nav animator for push", "B viewIsAppearing", "A viewDidDisappear(true)", "B viewDidAppear(true)",
            "B didMove(toParent: UINavigationController)", "nav didShow B",
        ])
    }

    @Test func aCustomAnimatorRunsThePushAndThePop() throws {
        let f = LifecycleFixture()
        let (nav, delegate, a, b) = try navigation(f, animates: true)
        nav.pushViewController(b, animated: true)
        f.app.advance(by: 0.2)
        let opacity = try #require(b.view.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.2, "half way through the fade")
        #expect(b.view.frame.minX == 0, "the animator's own motion, not the standard slide")
        f.app.advance(by: 0.5)
        try f.app.runUntilIdle()
        #expect(nav.topViewController === b && b.view.alpha == 1 && a.viewIfLoaded?.superview == nil)
        #expect(delegate.animator.ended == [true])
        f.recorder.reset()
        nav.popViewController(animated: true)
        f.app.advance(by: 1)
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)", "nav willShow A",
            "nav animator for pop", "A viewIsAppearing", "B viewDidDisappear(true)", "A viewDidAppear(true)",
            "B didMove(toParent: nil)", "nav didShow A", "B deinit",
        ].filter { $0 != "B deinit" })
        #expect(delegate.animator.ended == [true, true])
    }

    @Test func aCancelledPushLeavesTheStackAsItWas() throws {
        let f = LifecycleFixture()
        let (nav, delegate, a, b) = try navigation(f, animates: true, cancels: true)
        nav.pushViewController(b, animated: true)
        f.app.advance(by: 1)
        try f.app.runUntilIdle()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(a.view.superview != nil && b.viewIfLoaded?.superview == nil)
        let calls = f.recorder.withoutLayout.filter { $0.hasPrefix("A view") || $0.contains("Move") || $0.hasPrefix("B view") && !$0.contains("Load") }
        #expect(calls == [
            "B willMove(toParent: UINavigationController)", "A viewWillDisappear(true)", "B viewWillAppear(true)",
            "B viewIsAppearing", "B viewWillDisappear(true)", "B viewDidDisappear(true)", "A viewWillAppear(true)",
            "A viewIsAppearing", "A viewDidAppear(true)", "B willMove(toParent: nil)", "B didMove(toParent: nil)",
        ])
        #expect(delegate.animator.ended == [false])
    }
}
