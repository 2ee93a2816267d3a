import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Records the tab bar delegate's calls.
@MainActor
private final class TabDelegate: UITabBarControllerDelegate {
    let recorder: LifecycleRecorder
    var allows = true
    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        recorder.record("delegate shouldSelect \((viewController as? RecordingViewController)?.name ?? "?")")
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        recorder.record("delegate didSelect \((viewController as? RecordingViewController)?.name ?? "?")")
    }
}

/// Records memory warnings at the app level.
@MainActor
private final class MemoryDelegate: UIApplicationDelegate {
    let recorder: LifecycleRecorder
    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }
    init() { recorder = LifecycleRecorder() }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        recorder.record("delegate applicationDidReceiveMemoryWarning")
    }
}

/// A controller that allows only some orientations.
@MainActor
private final class OrientationController: RecordingViewController {
    var supported: UIInterfaceOrientationMask = .all
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
}

/// A container that adds a child in `viewDidLoad`, as the containment docs show.
@MainActor
private final class ContainerController: RecordingViewController {
    var child: RecordingViewController?
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let child else { return }
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor
@Suite struct ViewControllerSystemEventTests {
    // MARK: (e) tabs

    @Test func tableE_userTabSwitchAsksAndTellsTheDelegate() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B")
        let delegate = TabDelegate(f.recorder)
        let tabs = try f.showTabs([a, b], delegate: delegate)
        #expect(a.isViewLoaded && !b.isViewLoaded, "only the selected tab loads")
        try f.app.tap(at: CGPoint(x: 600, y: 455))
        #expect(f.recorder.withoutLayout == [
            "delegate shouldSelect B", "B loadView", "B viewDidLoad", "B viewWillAppear(false)",
            "A viewWillDisappear(false)", "B viewIsAppearing", "B updateViewConstraints", "A viewDidDisappear(false)",
            "B viewDidAppear(false)", "delegate didSelect B",
        ])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b && a.viewIfLoaded?.window == nil)
    }

    @Test func programmaticTabChangesSkipTheDelegateAndARefusedTapChangesNothing() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B")
        let delegate = TabDelegate(f.recorder)
        let tabs = try f.showTabs([a, b], delegate: delegate)
        tabs.selectedIndex = 1
        try f.app.runUntilIdle()
        #expect(f.recorder.entries.allSatisfy { !$0.hasPrefix("delegate") })
        #expect(f.recorder.entries.contains("B viewDidAppear(false)"))
        f.recorder.reset()
        delegate.allows = false
        try f.app.tap(at: CGPoint(x: 200, y: 455))
        #expect(f.recorder.entries == ["delegate shouldSelect A"])
        #expect(tabs.selectedIndex == 1)
    }

    // MARK: Containment

    @Test func appearanceReachesChildrenParentFirst() throws {
        let f = LifecycleFixture()
        let parent = ContainerController(name: "P", recorder: f.recorder)
        let child = f.controller("C")
        parent.child = child
        f.app.window.rootViewController = parent
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "P init", "C init", "P loadView", "P viewDidLoad", "C willMove(toParent: P)", "C loadView", "C viewDidLoad",
            "C didMove(toParent: P)", "P viewWillAppear(false)", "C viewWillAppear(false)", "P viewIsAppearing",
            "C viewIsAppearing", "C updateViewConstraints", "P updateViewConstraints",
            "P viewDidAppear(false)", "C viewDidAppear(false)",
        ])
        f.recorder.reset()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(f.recorder.entries == [
            "C willMove(toParent: nil)", "C viewWillDisappear(false)", "C viewDidDisappear(false)",
            "C didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func transitionBetweenChildrenRunsTableEOrder() throws {
        let f = LifecycleFixture()
        let parent = f.controller("P")
        try f.show(parent)
        let a = f.controller("A"), b = f.controller("B")
        for child in [a, b] { parent.addChild(child) }
        parent.view.addSubview(a.view)
        try f.app.runUntilIdle()
        f.recorder.reset()
        parent.transition(from: a, to: b, duration: 0.25, animations: { b.view.alpha = 1 }) { finished in
            f.recorder.record("completion \(finished)")
        }
        try f.app.runUntilIdle()
        #expect(f.recorder.withoutLayout == [
            "B loadView", "B viewDidLoad", "B viewWillAppear(true)", "A viewWillDisappear(true)", "B viewIsAppearing",
            "B updateViewConstraints", "A viewDidDisappear(true)", "B viewDidAppear(true)", "completion true",
        ])
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === parent.view)
    }

    // MARK: (f) rotation

    @Test func tableF_allowedRotationRunsTheSizeTransition() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        marker.backgroundColor = .red
        a.view.addSubview(marker)
        try f.app.runUntilIdle()
        f.recorder.reset()
        #expect(f.app.screen.interfaceOrientation == .landscapeRight, "an 800×480 panel at rotation 0")
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        #expect(f.recorder.entries == [
            "A willTransition(to: traits)", "A viewWillTransition(to: 480x800)", "A willRotate(to: portrait)",
            "A traitCollectionDidChange", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
            "A willAnimateRotation(to: portrait)", "A alongsideTransition", "A transitionCompletion",
            "A didRotate(from: landscapeRight)",
        ])
        #expect(f.app.screen.bounds.size == CGSize(width: 480, height: 800))
        #expect(a.view.bounds.size == CGSize(width: 480, height: 800))
        #expect(a.traitCollection.horizontalSizeClass == .compact && a.traitCollection.verticalSizeClass == .regular)
        try f.app.runUntilIdle()
        #expect(f.app.pixel(x: 20, y: 20) == 0xFF0000, "the UI's top-left follows the rotation")
        #expect(f.app.display.rotation == .degrees270)
        #expect(f.app.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === marker)
        let nativeBottomLeft = f.app.nativeSnapshot()[20, 459] & 0xFF_FFFF
        #expect(nativeBottomLeft == 0xFF0000, "portrait on a landscape panel turned 270°: UI top-left is the panel's bottom-left")
    }

    @Test func aTouchLandsWhereTheRotatedUIShowsIt() throws {
        let f = LifecycleFixture()
        let a = f.controller("A")
        try f.show(a)
        let button = f.addButton(to: a.view, frame: CGRect(x: 0, y: 700, width: 100, height: 100))
        UIApplication.shared.requestInterfaceOrientation(.portrait)
        try f.app.tap(at: CGPoint(x: 50, y: 750))
        #expect(button.taps == 1)
    }

    @Test func aDisallowedRotationChangesNothingAndCallsNothing() throws {
        let f = LifecycleFixture()
        let a = OrientationController(name: "A", recorder: f.recorder)
        a.supported = .landscape
        try f.show(a)
        #expect(!UIApplication.shared.requestInterfaceOrientation(.portrait))
        UIDevice.current.setOrientation(.portrait)
        #expect(f.recorder.entries.isEmpty)
        #expect(f.app.screen.bounds.size == CGSize(width: 800, height: 480))
        a.supported = .all
        a.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(f.app.screen.bounds.size == CGSize(width: 480, height: 800), "now allowed, it follows the device")
        UIDevice.current.setOrientation(.unknown)
    }

    @Test func theDeviceOrientationPostsItsNotificationAndTheRotateKeyCyclesAllowedOrientations() throws {
        let f = LifecycleFixture()
        let a = OrientationController(name: "A", recorder: f.recorder)
        a.supported = [.landscapeRight, .landscapeLeft]
        try f.show(a)
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { f.recorder.record("orientation notification") }
            }
        defer { NotificationCenter.default.removeObserver(token) }
        UIDevice.current.setOrientation(.landscapeRight)
        #expect(f.recorder.entries.first == "orientation notification")
        #expect(f.app.screen.interfaceOrientation == .landscapeLeft)
        UIApplication.shared.rotateToNextAllowedOrientation()
        #expect(f.app.screen.interfaceOrientation == .landscapeRight, "skips the portrait orientations")
        UIDevice.current.setOrientation(.unknown)
    }

    // MARK: (g) memory warnings

    @Test func tableG_modernMemoryWarningReleasesNoView() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B")
        _ = try f.showNavigation([a, b])
        let delegate = MemoryDelegate(f.recorder)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { f.recorder.record("notification") }
            }
        defer { NotificationCenter.default.removeObserver(token) }
        f.recorder.reset()
        UIApplication.shared.simulateMemoryWarning()
        #expect(f.recorder.entries == [
            "delegate applicationDidReceiveMemoryWarning", "notification", "A didReceiveMemoryWarning",
            "B didReceiveMemoryWarning",
        ])
        #expect(a.isViewLoaded && b.isViewLoaded)
    }

    @Test func tableG_historicUnloadReleasesHiddenViewsAndReloadsThem() throws {
        let f = LifecycleFixture()
        UIViewController.unloadsHiddenViewsOnMemoryWarning = true
        defer { UIViewController.unloadsHiddenViewsOnMemoryWarning = false }
        let a = f.controller("A"), b = f.controller("B")
        let nav = try f.showNavigation([a, b])
        f.recorder.reset()
        UIApplication.shared.simulateMemoryWarning()
        #expect(f.recorder.entries == [
            "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload", "B didReceiveMemoryWarning",
        ])
        #expect(!a.isViewLoaded && b.isViewLoaded, "the visible controller keeps its view")
        f.recorder.reset()
        nav.popViewController(animated: false)
        try f.app.runUntilIdle()
        #expect(Array(f.recorder.withoutLayout.prefix(5)) == [
            "B willMove(toParent: nil)", "A loadView", "A viewDidLoad", "B viewWillDisappear(false)",
            "A viewWillAppear(false)",
        ])
        #expect(a.view.window === f.app.window)
    }

    @Test func memoryWarningsReachUnselectedTabsAndPresentedControllersAndPurgeCaches() throws {
        let f = LifecycleFixture()
        let a = f.controller("A"), b = f.controller("B"), c = f.controller("C")
        let tabs = try f.showTabs([a, b])
        tabs.present(c, animated: false)
        try f.app.runUntilIdle()
        _ = "cached text".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)])
        f.recorder.reset()
        UIApplication.shared.simulateMemoryWarning()
        #expect(f.recorder.entries == ["A didReceiveMemoryWarning", "B didReceiveMemoryWarning", "C didReceiveMemoryWarning"])
        #expect(TextLayout.purgeCache() == 0, "the warning emptied the text layout cache")
    }
}

@MainActor
@Suite struct OrientationMappingTests {
    @Test func rotationsMapToOrientationsOnPortraitAndLandscapePanels() {
        for landscape in [false, true] {
            for rotation in DisplayRotation.allCases {
                let orientation = UIInterfaceOrientation(rotation: rotation, panelIsLandscape: landscape)
                #expect(orientation.rotation(panelIsLandscape: landscape) == rotation)
            }
        }
        #expect(UIInterfaceOrientation(rotation: .degrees0, panelIsLandscape: false) == .portrait)
        #expect(UIInterfaceOrientation(rotation: .degrees90, panelIsLandscape: false) == .landscapeRight)
        #expect(UIInterfaceOrientation(rotation: .degrees270, panelIsLandscape: true) == .portrait)
        #expect(UIDeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight, "UIKit's famous swap")
        let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
        #expect(app.screen.orientations(of: [.degrees0, .degrees180]) == .landscape)
    }
}

@MainActor
@Suite struct DisplayReplugTests {
    /// Another panel plugged in: a size transition (no rotation callbacks), the window and root view follow, and
    /// every pixel of the new panel is drawn.
    @Test func anotherPanelGivesASizeTransitionAndAFullRedraw() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240), rotation: .degrees90)
        let recorder = LifecycleRecorder()
        let root = RecordingViewController(name: "A", recorder: recorder)
        app.window.rootViewController = root
        root.view.backgroundColor = .red
        try app.runUntilIdle()
        recorder.reset()
        app.display.simulateReplug(size: PixelSize(width: 800, height: 480))
        try app.runUntilIdle()
        let transitions = recorder.entries.filter { $0.contains("ransition") || $0.contains("Rotat") }
        #expect(transitions == ["A viewWillTransition(to: 480x800)", "A alongsideTransition", "A transitionCompletion"])
        #expect(app.screen.bounds.size == CGSize(width: 480, height: 800))
        #expect(app.window.frame.size == CGSize(width: 480, height: 800) && root.view.bounds.size == app.window.bounds.size)
        let native = app.nativeSnapshot()
        #expect(native.width == 800 && native.height == 480)
        #expect(native[799, 479] & 0xFFFFFF == 0xFF0000 && native[0, 0] & 0xFFFFFF == 0xFF0000)
        // Touches map onto the new panel.
        final class Probe: UIView {
            var hits = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { hits += 1 }
        }
        let probe = Probe(frame: CGRect(x: 460, y: 780, width: 20, height: 20))
        root.view.addSubview(probe)
        try app.tap(at: CGPoint(x: 470, y: 790))
        #expect(probe.hits == 1)
    }

    @Test func theSamePanelBackIsRedrawnWithoutATransition() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let recorder = LifecycleRecorder()
        let root = RecordingViewController(name: "A", recorder: recorder)
        app.window.rootViewController = root
        root.view.backgroundColor = .blue
        try app.runUntilIdle()
        recorder.reset()
        app.display.simulateReplug(size: PixelSize(width: 320, height: 240))
        try app.runUntilIdle()
        #expect(!recorder.entries.contains { $0.contains("Transition") })
        #expect(app.display.lastUpdatedRegion.area == 320 * 240)  // all of it, onto the fresh buffers
        #expect(app.pixel(x: 319, y: 239) == 0x0000FF)
    }
}

@MainActor
@Suite struct PanelMountingTests {
    /// A portrait panel mounted left side up in a landscape device (DRM's panel orientation): the UI is landscape
    /// and upright, and touches land where the picture is.
    @Test func aTurnedPanelShowsTheUIUprightAndTouchesFollow() throws {
        let app = HeadlessApp(size: PixelSize(width: 240, height: 320), mounting: .degrees270)
        #expect(app.screen.bounds.size == CGSize(width: 320, height: 240))
        #expect(app.screen.interfaceOrientation.isLandscape && app.screen.rotation == .degrees0)
        final class Corner: UIView {
            var hits = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { hits += 1 }
        }
        let corner = Corner(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        corner.backgroundColor = .red
        app.window.addSubview(corner)
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 5) == 0xFF0000)  // upright in the UI's orientation
        #expect(app.nativeSnapshot()[5, 314] & 0xFFFFFF == 0xFF0000)  // the UI's top-left is the panel's bottom-left
        try app.tap(at: CGPoint(x: 10, y: 10))
        #expect(corner.hits == 1)

        // Turning the UI counts from the device's natural orientation: portrait here is the panel's own.
        UIApplication.shared.supportedInterfaceOrientations = .all
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        try app.runUntilIdle()
        #expect(app.screen.bounds.size == CGSize(width: 240, height: 320))
        #expect(app.display.pictureRotation == app.screen.rotation.adding(.degrees270))
        #expect(app.pixel(x: 5, y: 5) == 0xFF0000)
        let native = app.screen.nativeLocation(of: CGPoint(x: 5, y: 5))
        #expect(app.nativeSnapshot()[Int(native.x), Int(native.y)] & 0xFFFFFF == 0xFF0000)
    }
}
