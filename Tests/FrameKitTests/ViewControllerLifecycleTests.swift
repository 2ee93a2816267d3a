import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Counts a button's taps.
@MainActor
final class TapCounter { var taps = 0 }

/// A headless 800×480 app and a recorder for the callback-order tables of docs/UIKIT-BEHAVIOUR.md §1.13.
@MainActor
struct LifecycleFixture {
    let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
    let recorder = LifecycleRecorder()

    func controller(_ name: String) -> RecordingViewController { RecordingViewController(name: name, recorder: recorder) }

    /// Shows `root` as the window's root controller and forgets what that recorded.
    func show(_ root: UIViewController) throws {
        app.window.rootViewController = root
        try app.runUntilIdle()
        recorder.reset()
    }

    /// Adds a button at `frame` to `view`; the returned counter counts its taps.
    func addButton(to view: UIView, frame: CGRect) -> TapCounter {
        let counter = TapCounter()
        let button = UIButton(type: .system)
        button.frame = frame
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
        return counter
    }

    /// Shows a navigation controller with `stack` pushed (without animation) and forgets what that recorded.
    func showNavigation(_ stack: [UIViewController]) throws -> UINavigationController {
        let nav = UINavigationController(rootViewController: stack[0])
        try show(nav)
        for controller in stack.dropFirst() { nav.pushViewController(controller, animated: false) }
        try app.runUntilIdle()
        recorder.reset()
        return nav
    }

    /// Shows a tab bar controller of `tabs` whose delegate records into the recorder, and forgets what that recorded.
    func showTabs(_ tabs: [UIViewController], delegate: UITabBarControllerDelegate? = nil) throws -> UITabBarController {
        let controller = UITabBarController()
        controller.delegate = delegate
        controller.viewControllers = tabs
        try show(controller)
        return controller
    }
}

@MainActor
@Suite struct ViewControllerLifecycleTests {
    // MARK: (a) first display

    @Test func tableA_firstDisplayOfARootController() throws {
        let f = LifecycleFixture()
        let window = UIWindow(screen: f.app.screen)
        let a = f.controller("A")
        window.rootViewController = a
        window.makeKeyAndVisible()
        #expect(!f.recorder.entries.contains("A viewDidAppear(false)"), "viewDidAppear waits for the next turn")
        try f.app.runUntilIdle()
        #expect(f.recorder.entries == [
            "A init", "A loadView", "A viewDidLoad", "A viewWillAppear(false)", "A viewIsAppearing",
            "A updateViewConstraints", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "A viewDidAppear(false)",
        ])
        #expect(a.view.frame == window.bounds)
    }

    @Test func replacingTheRootOfAVisibleWindowRunsDisappearAndAppear() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        let b = f.controller("B")
        f.app.window.rootViewController = b
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B init", "B loadView", "B viewDidLoad", "A viewWillDisappear(false)", "B viewWillAppear(false)",
            "B viewIsAppearing", "B updateViewConstraints", "A viewDidDisappear(false)", "B viewDidAppear(false)",
        ])
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === f.app.window)
    }

    @Test func viewLoadsLazilyAndOnce() {
        let f = LifecycleFixture()
        let a = f.controller("A")
        #expect(!a.isViewLoaded && a.viewIfLoaded == nil)
        a.loadViewIfNeeded()
        _ = a.view
        #expect(a.isViewLoaded)
        #expect(f.recorder.entries == ["A init", "A loadView", "A viewDidLoad"])
        #expect(a.view.bounds.size == f.app.screen.bounds.size, "a plain view is sized to the screen")
    }

    @Test func assigningTheViewReparentsItsController() {
        let a = UIViewController(), b = UIViewController()
        let shared = UIView()
        a.view = shared
        b.view = shared
        #expect(!a.isViewLoaded && b.view === shared)
        #expect(shared.next === b)
    }

    // MARK: (b), (c) navigation

    @Test func tableB_pushInANavigationController() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let b = f.controller("B")
        nav.pushViewController(b, animated: true)
        #expect(f.recorder.entries == ["B init", "B willMove(toParent: UINavigationController)"], "the rest waits a turn")
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B init", "B willMove(toParent: UINavigationController)", "B loadView", "B viewDidLoad",
            "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing", "B updateViewConstraints",
            "A viewDidDisappear(true)", "B viewDidAppear(true)", "B didMove(toParent: UINavigationController)",
        ])
        let e = f.recorder.entries
        #expect(e.firstIndex(of: "B viewDidLayoutSubviews")! < e.firstIndex(of: "A viewDidDisappear(true)")!)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2 && b.parent === nav)
        #expect(nav.navigationBar.titleLabel.text == nil && nav.navigationBar.leftButton.isHidden == false)
    }

    @Test func tableC_popReleasesTheControllerAfterDidMove() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        weak var weakB: RecordingViewController?
        do {
            let b = f.controller("B")
            weakB = b
            nav.pushViewController(b, animated: false)
        }
        try f.app.runUntilIdle()
        f.recorder.reset()
        nav.popViewController(animated: true)
        #expect(weakB?.parent == nil, "the parent link goes at once")
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B willMove(toParent: nil)", "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing",
            "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMove(toParent: nil)", "B deinit",
        ])
        #expect(weakB == nil)
        #expect(nav.popViewController(animated: false) == nil, "the root is never popped")
    }

    @Test func severalPushesInOneTurnCollapseIntoOneTransition() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let b = f.controller("B"), c = f.controller("C")
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B init", "C init", "B willMove(toParent: UINavigationController)", "C willMove(toParent: UINavigationController)",
            "C loadView", "C viewDidLoad", "A viewWillDisappear(false)", "C viewWillAppear(false)", "C viewIsAppearing",
            "C updateViewConstraints", "A viewDidDisappear(false)", "C viewDidAppear(false)",
            "B didMove(toParent: UINavigationController)", "C didMove(toParent: UINavigationController)",
        ])
        #expect(!b.isViewLoaded, "B was never shown")
        f.recorder.reset()
        nav.popToRootViewController(animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries(of: "A").contains("A viewDidAppear(false)"))
        #expect(nav.viewControllers.count == 1 && nav.children.count == 1)
    }

    @Test func theBackButtonPopsAndTheBarShowsTitles() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        a.title = "Home"
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let b = f.controller("B")
        b.title = "Details"
        nav.pushViewController(b, animated: false)
        try f.app.runUntilIdle()
        #expect(nav.navigationBar.titleLabel.text == "Details")
        #expect(nav.navigationBar.leftButton.title(for: .normal) == "‹ Home")
        try f.app.tap(at: CGPoint(x: 40, y: 22))
        #expect(nav.topViewController === a && nav.navigationBar.titleLabel.text == "Home")
        #expect(nav.navigationBar.leftButton.isHidden)
    }

    @Test func anAnimatedPushSlidesOnTheFrameClock() throws {
        let f = LifecycleFixture()
        let nav = UINavigationController(rootViewController: f.controller("A"))
        try f.show(nav)
        let b = f.controller("B")
        b.loadViewIfNeeded()
        b.view.backgroundColor = .red
        nav.pushViewController(b, animated: true)
        f.app.advance(by: 0.1)
        #expect(!f.recorder.entries.contains("B viewDidAppear(true)"))
        let x = b.view.presentationFrame.minX
        #expect(x > 0 && x < 800, "half-way, B is partly on screen (x = \(x))")
        f.app.advance(by: 0.5)
        #expect(f.recorder.entries.last == "B didMove(toParent: UINavigationController)")
        #expect(f.app.pixel(x: 400, y: 300) == 0xFF0000)
    }

    // MARK: (d) presentation

    @Test func tableD_presentAndDismissFullScreen() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        weak var weakB: RecordingViewController?
        do {
            let b = f.controller("B")
            weakB = b
            a.present(b, animated: true) { f.recorder.record("present completion") }
            #expect(a.presentedViewController === b && b.presentingViewController === a && b.isBeingPresented)
        }
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B init", "B loadView", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)",
            "B viewIsAppearing", "B updateViewConstraints", "B viewDidAppear(true)", "A viewDidDisappear(true)",
            "present completion",
        ])
        #expect(a.viewIfLoaded?.window == nil, "a full-screen presentation takes the presenter's view out")
        f.recorder.reset()
        weakB?.dismiss(animated: true) { f.recorder.record("dismiss completion") }
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing", "A viewDidAppear(true)",
            "B viewDidDisappear(true)", "dismiss completion", "B deinit",
        ])
        #expect(weakB == nil && a.presentedViewController == nil && a.view.window === f.app.window)
    }

    @Test func overFullScreenKeepsThePresenterWithoutCallbacks() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        let b = f.controller("B")
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        try f.app.runUntilIdle()
        b.dismiss(animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries(of: "A").isEmpty)
        #expect(a.view.window === f.app.window)
    }

    @Test func presentingWhilePresentingWarnsAndDoesNothing() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        let b = f.controller("B"), c = f.controller("C")
        a.present(b, animated: false)
        try f.app.runUntilIdle()
        LogCapture.shared.start()
        a.present(c, animated: false)
        let log = LogCapture.shared.stop()
        #expect(log.contains("Attempt to present RecordingViewController on RecordingViewController which is already presenting"))
        #expect(a.presentedViewController === b && c.presentingViewController == nil && !c.isViewLoaded)
    }

    @Test func dismissingAMiddleControllerDismissesEverythingAbove() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        weak var weakB: UIViewController?, weakC: UIViewController?
        do {
            let b = f.controller("B"), c = f.controller("C")
            (weakB, weakC) = (b, c)
            a.present(b, animated: false)
            try f.app.runUntilIdle()
            b.present(c, animated: false)
            try f.app.runUntilIdle()
        }
        f.recorder.reset()
        a.dismiss(animated: true)
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "C viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing", "A viewDidAppear(true)",
            "C viewDidDisappear(true)", "B deinit", "C deinit",
        ])
        #expect(weakB == nil && weakC == nil && a.presentedViewController == nil)
    }
}

/// Records the transition flags inside the appearance callbacks.
@MainActor
private final class FlagController: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record("\(name) appearing toParent=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record("\(name) disappearing fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
}

@MainActor
@Suite struct ViewControllerTransitionFlagTests {
    @Test func movingAndBeingFlagsHoldOnlyDuringTheirTransitions() throws {
        let f = LifecycleFixture()
        let root = f.controller("R")
        let nav = UINavigationController(rootViewController: root)
        try f.show(nav)
        let b = FlagController(name: "B", recorder: f.recorder)
        nav.pushViewController(b, animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries.contains("B appearing toParent=true presented=false"))
        #expect(!b.isMovingToParent)
        nav.popViewController(animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries.contains("B disappearing fromParent=true dismissed=false"))
        let c = FlagController(name: "C", recorder: f.recorder)
        root.present(c, animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries.contains("C appearing toParent=false presented=true"))
        #expect(c.presentingViewController === nav, "a child presents through its container")
        #expect(!c.isBeingPresented)
        root.dismiss(animated: false)
        try f.app.runUntilIdle()
        #expect(f.recorder.entries.contains("C disappearing fromParent=false dismissed=true"))
    }

    @Test func sizeTransitionsReachNavigationChildrenAndPresentedControllers() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B")
        let nav = try f.showNavigation([a])
        nav.present(b, animated: false)
        try f.app.runUntilIdle()
        f.recorder.reset()
        UIApplication.shared.requestInterfaceOrientation(.portraitUpsideDown)
        #expect(f.recorder.entries.contains("A viewWillTransition(to: 480x800)"))
        #expect(f.recorder.entries.contains("B viewWillTransition(to: 480x800)"))
        #expect(b.view.bounds.size == CGSize(width: 480, height: 800))
        try f.app.runUntilIdle()
        b.dismiss(animated: false)
        try f.app.runUntilIdle()
        #expect(nav.view.bounds.size == CGSize(width: 480, height: 800), "the presenter comes back at the new size")
        #expect(a.view.frame.width == 480)
    }

    @Test func barButtonItemsRunTheirActions() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        var saved = 0
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, primaryAction: UIAction { _ in saved += 1 })
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        #expect(nav.navigationBar.rightButton.title(for: .normal) == "Save")
        try f.app.tap(at: CGPoint(x: 770, y: 22))  // the button sits at the trailing edge, as wide as its title
        #expect(saved == 1)
    }

    @Test func assigningTheTitleSetsTheNavigationAndTabBarItemsTitles() {
        let controller = UIViewController()
        controller.navigationItem.title = "Recipe"
        controller.tabBarItem = UITabBarItem(title: "Menu", image: nil, tag: 0)
        controller.title = "Risotto"
        #expect(controller.navigationItem.title == "Risotto" && controller.tabBarItem.title == "Risotto", "UIKit documents both")
        controller.navigationItem.title = "Own"
        #expect(controller.title == "Risotto", "not the other way")
    }

    @Test func severalItemsASideSitFromTheEdgeInwardsAndEachRunsItsOwnAction() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        var log: [String] = []
        a.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, primaryAction: UIAction { _ in log.append("add") }),
            UIBarButtonItem(barButtonSystemItem: .edit, primaryAction: UIAction { _ in log.append("edit") }),
        ]
        a.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Menu", style: .plain, primaryAction: UIAction { _ in log.append("menu") })]
        let add = a.navigationItem.rightBarButtonItem
        #expect(add?.title == nil && add?.image?.isSymbolImage == true, "the first of the items: UIKit's plus symbol, no title")
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let right = nav.navigationBar.rightButtons
        #expect(right.map { $0.title(for: .normal) } == [nil, "Edit"] && right[0].image(for: .normal) === add?.image)
        #expect(right[0].frame.maxX == 792 && right[1].frame.maxX == right[0].frame.minX, "the first at the edge, the next inside it")
        for button in right + [nav.navigationBar.leftButton] {
            try f.app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        #expect(log == ["add", "edit", "menu"])
        a.navigationItem.rightBarButtonItem = nil
        #expect(a.navigationItem.rightBarButtonItems == nil && nav.navigationBar.rightButtons.allSatisfy(\.isHidden))
    }

    @Test func barButtonsSetWithAnimationCrossFadeInAndWithoutAppearAtOnce() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let bar = nav.navigationBar
        a.navigationItem.setRightBarButton(UIBarButtonItem(barButtonSystemItem: .edit, primaryAction: nil), animated: false)
        #expect(bar.rightButton.title(for: .normal) == "Edit" && bar.rightButton.alpha == 1)
        a.navigationItem.setRightBarButton(UIBarButtonItem(title: "Done", style: .done, primaryAction: nil), animated: true)
        #expect(bar.rightButton.alpha == 0 && bar.rightButton.title(for: .normal) == "Edit", "the old button fades out first")
        f.app.advance(by: 0.3)
        try f.app.runUntilIdle()
        #expect(bar.rightButton.title(for: .normal) == "Done" && bar.rightButton.alpha == 1, "then the new one fades in")
        a.navigationItem.setLeftBarButtonItems([UIBarButtonItem(title: "Menu", style: .plain, primaryAction: nil)], animated: true)
        f.app.advance(by: 0.3)
        try f.app.runUntilIdle()
        #expect(bar.leftButton.title(for: .normal) == "Menu")
        a.navigationItem.setRightBarButton(nil, animated: false)
        #expect(bar.rightButtons.allSatisfy { $0.isHidden })
    }

    @Test func aBarButtonWithAMenuAndNoActionShowsTheMenuOnATap() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        var sorted: [String] = []
        let sort = UIMenu(children: ["Name", "Date"].map { title in UIAction(title: title) { _ in sorted.append(title) } })
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: sort)
        var added = 0
        a.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in added += 1 }, menu: sort)
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let bar = nav.navigationBar
        #expect(bar.rightButton.title(for: .normal) == "Sort" && bar.leftButton.title(for: .normal) == "Add", "the action's title")
        try f.app.tap(bar.rightButton)
        let rows = try #require(bar.rightButton.menuPresenter?.rows)
        #expect(rows.map { $0.currentTitle } == ["Name", "Date"])
        try f.app.tap(rows[1])
        #expect(sorted == ["Date"])
        // With an action, a tap is the action (the menu waits for a long press).
        try f.app.runUntilIdle()
        try f.app.tap(bar.leftButton)
        #expect(added == 1 && bar.leftButton.menuPresenter == nil)
    }

    @Test func theTitleIsCentredOnTheBarUnlessTheButtonsCrowdItThenItMovesBetweenThemAndIsCut() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B")
        a.title = "A rather long title for the list of everything"
        b.title = "Short"
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        nav.pushViewController(b, animated: false)
        try f.app.runUntilIdle()
        let bar = nav.navigationBar
        // B's bar: the back button names A with its long title, cut to a third of the bar; "Short" stays centred.
        #expect(bar.leftButton.frame.maxX <= bar.bounds.width / 3)
        #expect(abs(bar.titleLabel.frame.midX - bar.bounds.midX) < 0.5 && bar.titleLabel.frame.minX >= bar.leftButton.frame.maxX)
        // A wide title with a wide button on one side only: moved off-centre into the room, cut at its edge.
        b.title = String(repeating: "Wide title ", count: 12)
        try f.app.runUntilIdle()
        let title = bar.titleLabel.frame
        #expect(abs(title.minX - (bar.leftButton.frame.maxX + 8)) < 0.01, "\(title)")
        #expect(abs(title.maxX - (bar.bounds.width - 8)) < 0.01 && title.midX > bar.bounds.midX, "\(title)")
        #expect(bar.titleLabel.intrinsicContentSize.width > bar.titleLabel.frame.width)
    }

    @Test func aTitleViewTakesTheTitlesPlaceAtItsOwnSize() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        a.title = "Hidden by the logo"
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        logo.backgroundColor = .systemBlue
        a.navigationItem.titleView = logo
        let nav = UINavigationController(rootViewController: a)
        try f.show(nav)
        let bar = nav.navigationBar
        #expect(logo.superview === bar && bar.titleLabel.isHidden)
        #expect(logo.frame == CGRect(x: bar.bounds.midX - 60, y: 7, width: 120, height: 30))
        a.navigationItem.titleView = nil
        try f.app.runUntilIdle()
        #expect(logo.superview == nil && !bar.titleLabel.isHidden && bar.titleLabel.text == "Hidden by the logo")
    }
}
