import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A controller that fills its view with a colour and logs its appearance callbacks.
@MainActor
private final class Pane: UIViewController {
    let name: String
    let colour: UIColor
    let log: CallLog

    init(_ name: String, _ colour: UIColor, log: CallLog) {
        self.name = name
        self.colour = colour
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name) willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name) willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name) didDisappear")
    }
}

@MainActor
private final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A delegate that keeps the secondary controller out of the collapsed stack and counts what it hears.
@MainActor
private final class KeepsDetailOut: UISplitViewControllerDelegate {
    var collapses = 0, expands = 0
    var modes: [UISplitViewController.DisplayMode] = []
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { true }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapses += 1 }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { expands += 1 }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        modes.append(displayMode)
    }
}

/// UISplitViewController as an iPad app uses it (docs/UIKIT-BEHAVIOUR.md §1.10a): a list beside its detail in a
/// regular width, one navigation stack in a compact one, and back on rotation.
@MainActor
@Suite struct SplitViewControllerTests {
    /// The Master-Detail template's shape: a list and a detail, each in a navigation controller.
    private func masterDetail(_ log: CallLog) -> (UISplitViewController, Pane, Pane) {
        let list = Pane("list", .red, log: log)
        let detail = Pane("detail", .blue, log: log)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail)]
        return (split, list, detail)
    }

    private func show(_ controller: UIViewController, in app: HeadlessApp) throws {
        app.window.rootViewController = controller
        try app.runUntilIdle()
    }

    @Test func aRegularWidthShowsTheListBesideTheDetailWithTheirCallbacksParentFirst() throws {
        let app = HeadlessApp(size: PixelSize(width: 1024, height: 600))
        let log = CallLog()
        let (split, list, detail) = masterDetail(log)
        try show(split, in: app)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 704, height: 600))
        #expect(log.entries == ["list willAppear", "detail willAppear", "list didAppear", "detail didAppear"])
        #expect(app.pixel(x: 100, y: 300) == 0xFF0000 && app.pixel(x: 700, y: 300) == 0x0000FF)
        #expect(list.splitViewController === split && detail.splitViewController === split)
        #expect(split.viewControllers.count == 2)
    }

    @Test func aCompactWidthCollapsesTheDetailOntoTheListsStackAndRotationTakesItBack() throws {
        let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
        let log = CallLog()
        let (split, list, detail) = masterDetail(log)
        let listNavigation = try #require(split.viewControllers.first as? UINavigationController)
        try show(split, in: app)
        #expect(!split.isCollapsed)
        log.entries = []
        // Portrait: 480 points wide is compact.
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        try app.runUntilIdle()
        #expect(split.isCollapsed && split.viewControllers.count == 1)
        #expect(listNavigation.viewControllers.map { ($0 as? Pane)?.name } == ["list", "detail"])
        #expect(app.pixel(x: 200, y: 400) == 0x0000FF, "the detail, on top of the one stack")
        #expect(log.entries.contains("list didDisappear") && log.entries.last(where: { $0.hasPrefix("detail") }) == "detail didAppear")
        // Back to landscape: the detail goes back to its own column and navigation controller.
        #expect(UIApplication.shared.requestInterfaceOrientation(.landscapeRight))
        try app.runUntilIdle()
        #expect(!split.isCollapsed && listNavigation.viewControllers.count == 1)
        let detailNavigation = try #require(split.viewControllers.last as? UINavigationController)
        #expect(detailNavigation.viewControllers.first === detail && detail.view.window != nil)
        #expect(app.pixel(x: 100, y: 300) == 0xFF0000 && app.pixel(x: 700, y: 300) == 0x0000FF)
        _ = list
    }

    @Test func showDetailReplacesTheSecondaryColumnOrPushesWhenCollapsed() throws {
        let app = HeadlessApp(size: PixelSize(width: 1024, height: 600))
        let log = CallLog()
        let (split, list, detail) = masterDetail(log)
        try show(split, in: app)
        let other = Pane("other", .green, log: log)
        list.showDetailViewController(other, sender: nil)
        try app.runUntilIdle()
        #expect(split.viewControllers.last === other && detail.navigationController?.parent == nil)
        #expect(app.pixel(x: 700, y: 300) == 0x00FF00)
        #expect(Array(log.entries.suffix(4)) == ["detail willDisappear", "detail didDisappear", "other willAppear", "other didAppear"])
        // A controller in the list column that shows (not shows as detail) pushes onto the list's stack.
        let pushed = Pane("pushed", .yellow, log: log)
        list.show(pushed, sender: nil)
        try app.runUntilIdle()
        #expect(list.navigationController?.topViewController === pushed)
        // Collapsed, a detail is pushed onto the one stack.
        let narrow = HeadlessApp(size: PixelSize(width: 480, height: 800))
        let (compactSplit, compactList, _) = masterDetail(log)
        try show(compactSplit, in: narrow)
        #expect(compactSplit.isCollapsed)
        let third = Pane("third", .white, log: log)
        compactList.showDetailViewController(third, sender: nil)
        try narrow.runUntilIdle()
        #expect(compactList.navigationController?.topViewController === third)
    }

    @Test func aDelegateMayKeepTheDetailOutOfTheCollapsedStack() throws {
        let app = HeadlessApp(size: PixelSize(width: 480, height: 800))
        let log = CallLog()
        let (split, list, _) = masterDetail(log)
        let delegate = KeepsDetailOut()
        split.delegate = delegate
        try show(split, in: app)
        #expect(split.isCollapsed && delegate.collapses == 1)
        #expect(list.navigationController?.viewControllers.count == 1)
        #expect(app.pixel(x: 200, y: 400) == 0xFF0000, "the list alone")
    }

    @Test func displayModesHideTheListOrShowItOverTheDetail() throws {
        let app = HeadlessApp(size: PixelSize(width: 1024, height: 600))
        let log = CallLog()
        let (split, list, detail) = masterDetail(log)
        let delegate = KeepsDetailOut()
        split.delegate = delegate
        try show(split, in: app)
        split.preferredDisplayMode = .secondaryOnly
        try app.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly && delegate.modes == [.secondaryOnly])
        #expect(list.view.window == nil && log.entries.last == "list didDisappear")
        #expect(detail.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 600))
        // The display mode button shows the list over the detail; a tap beside it hides it again.
        let button = split.displayModeButtonItem
        try #require(button.primaryAction).perform(sender: button)
        try app.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(detail.navigationController?.view.frame.width == 1024, "the detail keeps its width under the list")
        #expect(app.pixel(x: 100, y: 300) == 0xFF0000 && app.pixel(x: 700, y: 300) == 0x0000FF)
        try app.tap(at: CGPoint(x: 700, y: 300))
        try app.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly && list.view.window == nil)
    }

    @Test func threeColumnsSitSideBySideAndACompactColumnStandsInWhenCollapsed() throws {
        let app = HeadlessApp(size: PixelSize(width: 1280, height: 800))
        let log = CallLog()
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = Pane("sidebar", .red, log: log), items = Pane("items", .green, log: log), item = Pane("item", .blue, log: log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(items, for: .supplementary)
        split.setViewController(item, for: .secondary)
        try show(split, in: app)
        #expect(split.viewController(for: .supplementary) === items && items.navigationController != nil, "wrapped, as UIKit does")
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(app.pixel(x: 100, y: 400) == 0xFF0000 && app.pixel(x: 500, y: 400) == 0x00FF00 && app.pixel(x: 900, y: 400) == 0x0000FF)
        // A hairline divider (opaque separator grey) at each side column's trailing edge, one pixel wide.
        let primaryEdge = Int(split.primaryColumnWidth) - 1, supplementaryEdge = primaryEdge + Int(split.supplementaryColumnWidth)
        #expect(app.pixel(x: primaryEdge, y: 400) == 0xC6C6C8 && app.pixel(x: primaryEdge - 1, y: 400) == 0xFF0000)
        #expect(app.pixel(x: supplementaryEdge, y: 400) == 0xC6C6C8 && app.pixel(x: supplementaryEdge + 1, y: 400) == 0x0000FF)
        split.hide(.primary)
        try app.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary && sidebar.view.window == nil)
        #expect(app.pixel(x: 100, y: 400) == 0x00FF00, "the supplementary column beside the secondary one")

        let narrow = HeadlessApp(size: PixelSize(width: 480, height: 800))
        let compactSplit = UISplitViewController(style: .doubleColumn)
        let phone = Pane("phone", .yellow, log: log)
        compactSplit.setViewController(Pane("side", .red, log: log), for: .primary)
        compactSplit.setViewController(Pane("main", .blue, log: log), for: .secondary)
        compactSplit.setViewController(phone, for: .compact)
        try show(compactSplit, in: narrow)
        #expect(compactSplit.isCollapsed && phone.view.window != nil)
        #expect(narrow.pixel(x: 200, y: 400) == 0xFFFF00)
    }

    @Test func aSplitViewWithoutASecondaryControllerSaysSoAndShowsItsPrimary() throws {
        let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
        let log = CallLog()
        let list = Pane("list", .red, log: log)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list)]
        LogCapture.shared.start()
        try show(split, in: app)
        #expect(LogCapture.shared.stop().contains("UISplitViewController has no secondary view controller"))
        #expect(app.pixel(x: 100, y: 240) == 0xFF0000 && app.pixel(x: 700, y: 240) == 0xFFFFFF, "the list, and an empty column")
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        try app.runUntilIdle()
        #expect(split.isCollapsed && app.pixel(x: 300, y: 600) == 0xFF0000, "collapsed: the list alone")
        #expect(UIApplication.shared.requestInterfaceOrientation(.landscapeRight))
        try app.runUntilIdle()
        split.showDetailViewController(Pane("detail", .blue, log: log), sender: nil)
        try app.runUntilIdle()
        #expect(!split.isCollapsed && app.pixel(x: 700, y: 240) == 0x0000FF, "a detail shown later fills the column")
    }
}

/// Xcode's Master-Detail storyboard: a split view controller whose master and detail are navigation controllers, and
/// a `showDetail` segue from the master.
@MainActor
@Suite struct SplitViewStoryboardTests {
    @Test func theMasterDetailStoryboardShowsBothColumnsAndItsShowDetailSegueReplacesTheDetail() throws {
        let app = HeadlessApp(size: PixelSize(width: 1180, height: 820))
        let storyboard = try UIStoryboard.load(name: "MasterDetail", bundle: storyboardBundle)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        app.window.rootViewController = split
        try app.runUntilIdle()
        let master = try #require((split.viewControllers.first as? UINavigationController)?.topViewController)
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController)
        #expect(master.navigationItem.title == "Master" && detail.navigationItem.title == "Detail")
        #expect(app.pixel(x: 100, y: 400) == 0xFF0000 && app.pixel(x: 800, y: 400) == 0x0000FF)
        let button = try #require(master.view.subviews.first as? UIButton)
        try app.tap(button)
        try app.runUntilIdle()
        let shown = try #require(split.viewControllers.last)
        #expect(shown !== detail.navigationController && shown.navigationItem.title == "Detail", "a new detail controller")
        #expect(shown.view.window != nil && split.viewControllers.count == 2)
    }

    @Test func aSplitViewThatIsItsOwnDetailIsACycleNotACrash() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="S">
                <scenes><scene sceneID="s1"><objects>
                    <splitViewController id="S" sceneMemberID="viewController">
                        <connections><segue destination="S" kind="relationship" relationship="detailViewController" id="r1"/></connections>
                    </splitViewController>
                </objects></scene></scenes>
            </document>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("split-cycle-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(xml.utf8).write(to: directory.appendingPathComponent("Loop.storyboard"))
        let storyboard = try UIStoryboard.load(name: "Loop", bundle: try #require(Bundle(url: directory)))
        #expect(throws: StoryboardError(
            file: "Loop.storyboard", line: 4,
            "scenes form a cycle: Loop.storyboard 'S' → Loop.storyboard 'S'; a scene cannot contain itself")) {
            _ = try storyboard.makeInitialViewController()
        }
    }
}
