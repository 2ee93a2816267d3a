import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// The test target's scene files.
@MainActor
let storyboardBundle = Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Storyboards"))!

/// A view that records its creation and what its outlet held when it woke.
@MainActor
final class RecordingView: UIView {
    @Outlet var partner: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        LifecycleRecorder.shared.record("badge init(coder:)")
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        LifecycleRecorder.shared.record("badge awakeFromNib partner=\(partner?.text ?? "nil")")
    }
}

@MainActor
final class StoryboardFirstController: RecordingViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var badge: RecordingView!

    override func viewDidLoad() {
        super.viewDidLoad()
        recorder.record("A outlets \(titleLabel?.text ?? "nil") \(badge == nil ? "nil" : "badge")")
    }
}

@MainActor
final class StoryboardSecondController: RecordingViewController {}

@MainActor
final class LookupViewController: UIViewController {}
@MainActor
final class FullNameOnlyViewController: UIViewController {}

@MainActor
@Suite(.serialized) struct StoryboardTests {
    private func storyboard() throws -> UIStoryboard { try UIStoryboard.load(name: "Lifecycle", bundle: storyboardBundle) }

    @Test func instantiationFollowsUIKitsOrder() throws {
        let recorder = LifecycleRecorder.shared
        recorder.reset()
        let a = try #require(try storyboard().makeInitialViewController() as? StoryboardFirstController)
        #expect(recorder.entries == ["A init(coder:)", "A awakeFromNib"], "the view is not loaded yet")
        #expect(a.title == "Screen A" && a.storyboardIdentifier == "A")
        a.loadViewIfNeeded()
        #expect(recorder.entries == [
            "A init(coder:)", "A awakeFromNib", "A loadView", "badge init(coder:)", "badge awakeFromNib partner=Screen A",
            "A viewDidLoad", "A outlets Screen A badge",
        ])
        let label = try #require(a.titleLabel)
        #expect(label.font.pointSize == 24 && label.frame == CGRect(x: 20, y: 60, width: 300, height: 40))
        #expect(a.view.backgroundColor == UIColor(rgb: 0xF2F2F7))
        #expect(a.badge.translatesAutoresizingMaskIntoConstraints, "views without constraints keep their frames")
    }

    @Test func aButtonSegueThenAnUnwindRunTheSeedOrder() throws {
        let f = LifecycleFixture()
        let recorder = LifecycleRecorder.shared
        let a = try #require(try storyboard().makeInitialViewController() as? StoryboardFirstController)
        try f.show(a)
        recorder.reset()
        try f.app.tap(at: CGPoint(x: 100, y: 222))
        #expect(recorder.withoutLayout == [
            "A shouldPerformSegue(showB)", "B init(coder:)", "B awakeFromNib", "A prepare(for: showB)", "B loadView",
            "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing",
            "B updateViewConstraints", "B viewDidAppear(true)", "A viewDidDisappear(true)",
        ])
        #expect(a.presentedViewController is StoryboardSecondController)
        recorder.reset()
        try f.app.tap(at: CGPoint(x: 100, y: 222))
        #expect(recorder.withoutLayout == [
            "B shouldPerformSegue(back)", "B prepare(for: back)", "B viewWillDisappear(true)", "A viewWillAppear(true)",
            "A viewIsAppearing", "A viewDidAppear(true)", "B viewDidDisappear(true)", "B deinit",
        ])
        #expect(a.presentedViewController == nil)
    }

    @Test func performSegueSkipsShouldPerformAndUnknownIdentifiersAreLogged() throws {
        let f = LifecycleFixture()
        let recorder = LifecycleRecorder.shared
        let a = try #require(try storyboard().makeInitialViewController() as? StoryboardFirstController)
        try f.show(a)
        recorder.reset()
        a.performSegue(withIdentifier: "showB", sender: nil)
        try f.app.runUntilIdle()
        #expect(recorder.entries.first == "B init(coder:)")
        LogCapture.shared.start()
        a.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(LogCapture.shared.stop().contains("StoryboardFirstController has no segue 'nowhere'"))
    }

    @Test func containerScenesHoldTheirChildren() throws {
        let nav = try #require(try storyboard().makeViewController(identifier: "Nav") as? UINavigationController)
        #expect(nav.viewControllers.count == 1 && nav.topViewController is StoryboardFirstController)
        let tabs = try #require(try storyboard().makeViewController(identifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2 && tabs.selectedViewController is StoryboardFirstController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Screen A", nil])
    }

    // MARK: Nib lookup (docs/UIKIT-BEHAVIOUR.md §1.2)

    @Test func automaticNibLookupDropsControllerFirstThenTriesTheFullName() {
        #expect(UIViewController.automaticNibNames(for: LookupViewController.self) == ["LookupView", "LookupViewController"])
        #expect(LookupViewController(nibName: nil, bundle: storyboardBundle).view.tag == 1)
        #expect(FullNameOnlyViewController(nibName: nil, bundle: storyboardBundle).view.tag == 3)
        let explicit = UIViewController(nibName: "Explicit", bundle: storyboardBundle)
        #expect(explicit.view.tag == 4 && explicit.view.backgroundColor == .red)
        #expect(explicit.view.frame == UIScreen.main.bounds, "a nib's root view is sized to the screen")
    }

    @Test func aMissingNibGivesAPlainViewAndSaysSo() {
        LogCapture.shared.start()
        let controller = UIViewController(nibName: "DoesNotExist", bundle: storyboardBundle)
        #expect(controller.view.tag == 0 && controller.view.subviews.isEmpty)
        #expect(LogCapture.shared.stop().contains("no nib DoesNotExist.xib (or scene file DoesNotExist.storyboard)"))
    }

    // MARK: Broken files

    private func error(_ source: String) -> String {
        do {
            let storyboard = try UIStoryboard(source: source, fileName: "Broken.storyboard")
            _ = try storyboard.makeInitialViewController()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func brokenFilesNameTheFileTheLineAndWhatWasExpected() {
        #expect(error("initial A\nscene A {\n    title = \"open\n}") == "Broken.storyboard:3: unterminated string; expected a closing '\"'")
        #expect(error("initial A\nscene A {\n    view {\n}") .hasPrefix("Broken.storyboard:2: '{' of 'scene A' is never closed"))
        #expect(error("initial A\nscene A NoSuchController {\n}").hasPrefix(
            "Broken.storyboard:2: unknown class 'NoSuchController'; expected a UIViewController subclass"))
        #expect(error("initial A\nscene A UILabel {\n}") == "Broken.storyboard:2: class 'UILabel' is not a UIViewController subclass")
        #expect(error(
            "module FrameKitTests\ninitial A\nscene A StoryboardSecondController {\n view {\n  UILabel l {\n  }\n }\n outlet nope = l\n}"
        ).hasPrefix("Broken.storyboard:8: StoryboardSecondController has no outlet 'nope'"))
        #expect(error("initial A\nscene A {\n view {\n  UILabel l {\n  }\n }\n outlet x = m\n}").hasPrefix(
            "Broken.storyboard:7: outlet 'x' names unknown element 'm'"))
        #expect(error("scene A {\n}").hasPrefix("Broken.storyboard: has no initial view controller ('initial SCENE' line"))
        #expect(error("initial Z\nscene A {\n}") == "Broken.storyboard:1: initial scene 'Z' does not exist; scenes: A")
        #expect(error("initial A\nscene A {\n}\nscene A {\n}") == "Broken.storyboard:4: duplicate scene identifier 'A' (first on line 2)")
        #expect(error("initial A\nscene A {\n view {\n  UIView x {\n  }\n  UIView x {\n  }\n }\n}")
            == "Broken.storyboard:6: duplicate element id 'x' (first on line 4)")
        #expect(error("initial A\nscene A {\n view {\n  alpah = 1\n }\n}").hasPrefix(
            "Broken.storyboard:4: UIView has no property 'alpah' a scene file can set; it can set: alpha,"))
        #expect(error("initial A\nscene A {\n view {\n  frame = 1, 2, 3\n }\n}")
            == "Broken.storyboard:4: 'frame = 1 , 2 , 3': expected four numbers: x, y, width, height")
        #expect(error("initial A\nscene A {\n segue s -> B sideways\n}").hasPrefix(
            "Broken.storyboard:3: expected 'segue IDENTIFIER -> SCENE KIND [from ELEMENT]'"))
        #expect(error("initial A\nscene A {\n segue s -> B present\n}") == "Broken.storyboard:3: segue 's' leads to unknown scene 'B'; scenes: A")
        #expect(error("<?xml version=\"1.0\"?>\n<document/>").hasPrefix("Broken.storyboard:2: is not an iOS Interface Builder document"))
    }

    @Test func aScrollViewInASceneFileGetsItsScrollingProperties() throws {
        let storyboard = try UIStoryboard(source: """
            initial A
            scene A {
                view {
                    UIScrollView pages {
                        frame = 0, 0, 320, 200
                        contentSize = 960, 200
                        isPagingEnabled = yes
                        showsHorizontalScrollIndicator = no
                        maximumZoomScale = 2
                        UIView first {
                            frame = 0, 0, 320, 200
                        }
                    }
                }
            }
            """, fileName: "Pages.storyboard")
        let controller = try storyboard.makeInitialViewController()
        let pages = try #require(controller.view.subviews.first as? UIScrollView)
        #expect(pages.contentSize == CGSize(width: 960, height: 200) && pages.isPagingEnabled)
        #expect(!pages.showsHorizontalScrollIndicator && pages.maximumZoomScale == 2 && pages.pinchGestureRecognizer != nil)
        #expect(pages.subviews.count == 1 && pages.clipsToBounds)
        #expect(error("initial A\nscene A {\n view {\n  UIScrollView s {\n   contentSize = 10\n  }\n }\n}")
            == "Broken.storyboard:5: 'contentSize = 10': expected two numbers: width, height")
    }

    @Test func sceneConstraintsLayOutTheViewsTheyName() throws {
        let storyboard = try UIStoryboard(source: """
            initial Login
            scene Login {
                view {
                    UILabel heading {
                        text = "Log in"
                        tag = 1
                    }
                    UIView photo {
                        backgroundColor = red
                        tag = 2
                    }
                    UIButton go {
                        title = "Go"
                        tag = 3
                    }
                    UIView badge {
                        frame = 5, 5, 10, 10
                        tag = 4
                    }
                }
                constraints {
                    heading.top == view.safeArea.top + 20
                    heading.centerX == view.centerX
                    photo.top == heading.bottom + 8
                    photo.leading == view.leadingMargin
                    photo.trailing == view.margins.trailing
                    photo.height == photo.width * 0.5
                    go.top >= photo.bottom + 10
                    go.centerX == view.centerX
                    go.width == 120 @ 750
                    go.width <= 100
                }
            }
            """, fileName: "Login.storyboard")
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let controller = try storyboard.makeInitialViewController()
        app.window.rootViewController = controller
        try app.runUntilIdle()
        let root = try #require(controller.view)
        let (heading, photo) = (try #require(root.viewWithTag(1)), try #require(root.viewWithTag(2)))
        let (go, badge) = (try #require(root.viewWithTag(3)), try #require(root.viewWithTag(4)))
        #expect(heading.frame.minY == 20 && abs(heading.frame.midX - 200) <= 0.5)
        #expect(photo.frame == CGRect(x: 8, y: heading.frame.maxY + 8, width: 384, height: 192))
        #expect(go.frame.width == 100 && go.frame.minY >= photo.frame.maxY + 10 && abs(go.frame.midX - 200) <= 0.5)
        #expect(!heading.translatesAutoresizingMaskIntoConstraints && !photo.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.translatesAutoresizingMaskIntoConstraints && badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(controller.view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func brokenConstraintsNameTheLineAndWhatWasExpected() {
        func scene(_ line: String) -> String {
            "initial A\nscene A {\n view {\n  UIView box {\n  }\n }\n constraints {\n  \(line)\n }\n}"
        }
        #expect(error(scene("nope.top == view.top")).hasPrefix("Broken.storyboard:8: constraint names unknown element 'nope'; elements: view, box"))
        #expect(error(scene("box.up == view.top")).hasPrefix("Broken.storyboard:8: 'up' is no layout attribute; expected one of"))
        #expect(error(scene("box.top = view.top")).hasPrefix("Broken.storyboard:8: expected 'ITEM.ATTRIBUTE (==|<=|>=)"))
        #expect(error(scene("box.top == view.top @ 2000")) == "Broken.storyboard:8: '2000' is no priority; expected 1–1000, required, high or low")
        #expect(error(scene("box.top == view.top + 8 8")).hasPrefix("Broken.storyboard:8: unexpected '8'"))
        #expect(error(scene("box.top == view.bottomish.top")).hasPrefix("Broken.storyboard:8: 'bottomish' is no layout guide"))
        #expect(error(scene("box.width == view.width *")) == "Broken.storyboard:8: expected a multiplier after '*'")
    }

    @Test func unknownIdentifiersAndMissingFilesFailWithoutCrashing() throws {
        let storyboard = try storyboard()
        #expect(throws: StoryboardError.self) { try storyboard.makeViewController(identifier: "Nope") }
        LogCapture.shared.start()
        let placeholder = storyboard.instantiateViewController(withIdentifier: "Nope")
        #expect(placeholder is StoryboardErrorViewController)
        let missing = UIStoryboard(name: "Missing", bundle: storyboardBundle)
        #expect(missing.instantiateInitialViewController() == nil)
        let log = LogCapture.shared.stop()
        #expect(log.contains("Lifecycle.storyboard: no scene with identifier 'Nope'; identifiers: A, B, Nav, Tabs"))
        #expect(log.contains("Missing.storyboard: not found in"))
    }
}
