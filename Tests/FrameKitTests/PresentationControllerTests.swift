import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Records what a presentation's delegate hears.
@MainActor
private final class PresentationLog: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true
    var adaptation: UIModalPresentationStyle = .automatic

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("should dismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("will dismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("did dismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempted") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        events.append("detent \(sheet.selectedDetentIdentifier == .large ? "large" : "medium")")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptation
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("popover dismissed")
    }
}

/// A presentation controller of the app's own: the bottom third, over a dimming view that fades in alongside.
@MainActor
private final class BottomThirdPresentation: UIPresentationController {
    let dimming = UIView()
    var ended: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 2 / 3, width: bounds.width, height: bounds.height / 3)
    }

    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = containerView!.bounds
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { ended.append("presented \(completed)") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { ended.append("dismissed \(completed)") }
}

@MainActor
private final class ThirdTransitions: UIViewControllerTransitioningDelegate {
    var made: BottomThirdPresentation?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        made = BottomThirdPresentation(presentedViewController: presented, presenting: presenting)
        return made
    }
}

@MainActor
@Suite(.serialized) struct PresentationControllerTests {
    /// An app of `width`×`height` points with a white root controller that records its appearance callbacks.
    private func app(_ width: Int, _ height: Int) throws -> (HeadlessApp, UIViewController, () -> [String]) {
        let app = HeadlessApp(size: PixelSize(width: width, height: height))
        let recorder = LifecycleRecorder.shared
        recorder.reset()
        let root = RecordingViewController(name: "A")
        root.view.backgroundColor = .white
        app.window.rootViewController = root
        try app.runUntilIdle()
        recorder.reset()
        return (app, root, { recorder.withoutLayout })
    }

    private func sheet(_ style: UIModalPresentationStyle = .pageSheet) -> UIViewController {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBlue
        sheet.modalPresentationStyle = style
        return sheet
    }

    @Test func aPageSheetInCompactWidthRestsAtItsSmallestDetentOverTheDimmedPresenter() throws {
        let (app, root, log) = try app(400, 800)
        let presented = sheet()
        let controller = try #require(presented.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        root.present(presented, animated: true)
        try app.runUntilIdle()
        #expect(presented.presentationController === controller)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 405, width: 400, height: 395))
        #expect(app.pixel(x: 200, y: 200) == 0x999999, "white under a 40 % black dimming view")
        #expect(root.view.window === app.window && !log().contains { $0.hasPrefix("A viewWillDisappear") }, "the presenter stays, told nothing")
        let grabber = app.pixel(x: 200, y: 412)
        #expect(abs(Int(grabber >> 16) - 18) <= 2 && abs(Int(grabber >> 8 & 0xFF) - 103) <= 2 && abs(Int(grabber & 0xFF) - 199) <= 2,
                "the grabber (tertiary label grey) over the top: \(String(grabber, radix: 16))")
        #expect(app.pixel(x: 200, y: 420) == 0x007AFF && app.pixel(x: 150, y: 412) == 0x007AFF)
        controller.selectedDetentIdentifier = .large
        try app.runUntilIdle()
        #expect(presented.view.convert(presented.view.bounds, to: nil).minY == 10)
    }

    @Test func draggingTheSheetMovesItBetweenDetentsAndAFlingDownDismissesIt() throws {
        let (app, root, _) = try app(400, 800)
        let presented = sheet()
        let log = PresentationLog()
        let controller = try #require(presented.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.delegate = log
        root.present(presented, animated: false)
        try app.runUntilIdle()

        try drag(app, from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 60))
        #expect(controller.selectedDetentIdentifier == .large && log.events == ["detent large"])
        #expect(presented.view.convert(presented.view.bounds, to: nil).minY == 10)

        presented.isModalInPresentation = true
        try drag(app, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 780))
        #expect(log.events == ["detent large", "attempted"] && root.presentedViewController === presented, "a modal sheet stays")
        presented.isModalInPresentation = false
        try drag(app, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 780))
        #expect(log.events.suffix(3) == ["should dismiss", "will dismiss", "did dismiss"])
        #expect(root.presentedViewController == nil && presented.viewIfLoaded?.window == nil)
    }

    /// A list in a medium sheet: dragging it up from its top expands the sheet instead of scrolling; at the large
    /// detent the same drag scrolls the list, and a drag down scrolls it back before it moves the sheet.
    @Test func scrollingAListInASheetExpandsTheSheetFirstAsUIKitPrefers() throws {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Stop \(indexPath.row + 1)"
                return cell
            }
        }
        let (app, root, _) = try app(400, 800)
        let list = UITableViewController(style: .plain)
        let rows = Rows()
        list.tableView.dataSource = rows
        list.modalPresentationStyle = .pageSheet
        let controller = try #require(list.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(list, animated: false)
        try app.runUntilIdle()
        let top = list.tableView.contentOffset.y
        try drag(app, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        #expect(controller.selectedDetentIdentifier == .large, "the sheet expanded")
        #expect(list.tableView.contentOffset.y == top, "the list did not scroll")
        try drag(app, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        #expect(controller.selectedDetentIdentifier == .large && list.tableView.contentOffset.y > top + 100, "now the list scrolls")
        try drag(app, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500))
        #expect(controller.selectedDetentIdentifier == .large && root.presentedViewController === list, "a scrolled list scrolls back first")
        controller.selectedDetentIdentifier = .medium
        controller.prefersScrollingExpandsWhenScrolledToEdge = false
        list.tableView.contentOffset.y = top
        try app.runUntilIdle()
        try drag(app, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500))
        #expect(controller.selectedDetentIdentifier == .medium && list.tableView.contentOffset.y > top, "without the preference the list scrolls")
        withExtendedLifetime(rows) {}
    }

    @Test func anUndimmedDetentLetsThePresenterTakeTouchesAndADimmedTapDismisses() throws {
        let (app, root, _) = try app(400, 800)
        var tapped = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let presented = sheet()
        let controller = try #require(presented.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        root.present(presented, animated: false)
        try app.runUntilIdle()
        #expect(app.pixel(x: 300, y: 200) == 0xFFFFFF, "not dimmed at the medium detent")
        try app.tap(at: CGPoint(x: 100, y: 50))
        #expect(tapped == 1 && root.presentedViewController === presented, "the presenter's button works under an undimmed sheet")

        controller.selectedDetentIdentifier = .large
        controller.largestUndimmedDetentIdentifier = nil
        try app.runUntilIdle()
        controller.selectedDetentIdentifier = .medium
        try app.runUntilIdle()
        try app.tap(at: CGPoint(x: 100, y: 50))
        try app.runUntilIdle()
        #expect(tapped == 1 && root.presentedViewController == nil, "a tap on the dimmed presenter dismisses the sheet")
    }

    @Test func regularAndCompactHeightPlaceSheetsAsUIKitDoes() throws {
        let (app, root, _) = try app(1024, 768)
        let form = sheet(.formSheet)
        form.sheetPresentationController?.detents = [.medium()]
        root.present(form, animated: false)
        try app.runUntilIdle()
        #expect(form.view.convert(form.view.bounds, to: nil) == CGRect(x: 242, y: 74, width: 540, height: 620), "a centred form sheet; detents do not apply")
        try app.tap(at: CGPoint(x: 20, y: 20))
        #expect(root.presentedViewController == nil, "a tap outside dismisses it")

        let (wide, wideRoot, _) = try self.app(800, 480)
        let page = sheet()
        wideRoot.present(page, animated: false)
        try wide.runUntilIdle()
        #expect(page.view.convert(page.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 800, height: 480), "compact height: the whole screen")
        page.dismiss(animated: false)
        try wide.runUntilIdle()
        let attached = sheet()
        attached.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        attached.sheetPresentationController?.detents = [.medium()]
        wideRoot.present(attached, animated: false)
        try wide.runUntilIdle()
        #expect(attached.view.convert(attached.view.bounds, to: nil) == CGRect(x: 50, y: 245, width: 700, height: 235))
    }

    @Test func aPopoverHangsBelowItsSourceWithAnArrowAndATapOutsideDismissesIt() throws {
        let (app, root, _) = try app(1024, 768)
        let source = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        let neighbour = UIButton(frame: CGRect(x: 900, y: 700, width: 100, height: 50))
        var neighbourTaps = 0
        neighbour.addAction(UIAction { _ in neighbourTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(source)
        root.view.addSubview(neighbour)
        let content = sheet(.popover)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let log = PresentationLog()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.backgroundColor = .black
        popover.passthroughViews = [neighbour]
        popover.delegate = log
        root.present(content, animated: true)
        try app.runUntilIdle()
        #expect(popover.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 10, y: 153, width: 300, height: 200), "below the source, kept in the margins")
        #expect(app.pixel(x: 140, y: 138) == 0xFFFFFF && app.pixel(x: 140, y: 150) == 0 && app.pixel(x: 128, y: 145) == 0xFFFFFF,
                "the arrow's tip under the source's middle")
        try app.tap(at: CGPoint(x: 950, y: 725))
        #expect(neighbourTaps == 1 && root.presentedViewController === content, "a passthrough view takes its tap")
        try app.tap(at: CGPoint(x: 600, y: 400))
        try app.runUntilIdle()
        #expect(root.presentedViewController == nil && log.events == ["should dismiss", "will dismiss", "did dismiss", "popover dismissed"])
    }

    @Test func onRotationThePopoversDelegateMayPointItAtAnotherView() throws {
        /// Moves the popover to `target` when the interface turns, as an app whose source leaves the screen would.
        final class Mover: UIPopoverPresentationControllerDelegate {
            let target: UIView
            var asked: [(CGRect, UIView)] = []
            init(target: UIView) { self.target = target }
            func popoverPresentationController(
                _ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                in view: AutoreleasingUnsafeMutablePointer<UIView>
            ) {
                asked.append((rect.pointee, view.pointee))
                view.pointee = target
                rect.pointee = CGRect(x: 0, y: 0, width: 20, height: 10)
            }
        }
        let (app, root, _) = try app(1024, 768)
        let source = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        let target = UIView(frame: CGRect(x: 400, y: 300, width: 100, height: 100))
        root.view.addSubview(source)
        root.view.addSubview(target)
        let content = sheet(.popover)
        content.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        let mover = Mover(target: target)
        popover.delegate = mover
        root.present(content, animated: false)
        try app.runUntilIdle()
        #expect(mover.asked.isEmpty, "not asked when it first shows")
        #expect(content.view.convert(content.view.bounds, to: nil).minY == 153)
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        try app.runUntilIdle()
        #expect(mover.asked.count == 1 && mover.asked.first?.0 == source.bounds && mover.asked.first?.1 === source)
        #expect(popover.sourceView === target && popover.sourceRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let shown = content.view.convert(content.view.bounds, to: nil), tip = target.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(popover.arrowDirection == .up && shown.minY == tip.y + 13 && abs(shown.midX - tip.x) < 1,
                "below the new source's rectangle: \(shown), tip \(tip)")
    }

    @Test func aPopoverAdaptsToASheetInCompactWidthUnlessTheDelegateSaysNone() throws {
        let (app, root, _) = try app(400, 800)
        let source = UIButton(frame: CGRect(x: 300, y: 700, width: 80, height: 40))
        root.view.addSubview(source)
        let content = sheet(.popover)
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        try app.runUntilIdle()
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 0, y: 10, width: 400, height: 790), "a sheet at the large detent")
        content.dismiss(animated: false)
        try app.runUntilIdle()

        let log = PresentationLog()
        log.adaptation = .none
        let popover = try #require(content.popoverPresentationController)
        popover.delegate = log
        popover.sourceView = source
        root.present(content, animated: false)
        try app.runUntilIdle()
        #expect(popover.arrowDirection == .down)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 190, y: 587, width: 200, height: 100), "above the source")
    }

    @Test func aCustomPresentationControllerPlacesTheViewAndAnimatesAlongside() throws {
        let (app, root, log) = try app(300, 300)
        let transitions = ThirdTransitions()
        let presented = sheet(.custom)
        presented.transitioningDelegate = transitions
        root.present(presented, animated: true)
        app.advance(by: 0.15)
        let presentation = try #require(transitions.made)
        #expect(presented.presentationController === presentation)
        #expect(presentation.dimming.presentationAlpha > 0.1 && presentation.dimming.presentationAlpha < 0.4, "fading in with the slide")
        try app.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 200, width: 300, height: 100))
        #expect(presentation.containerView?.superview === app.window && presentation.dimming.alpha == 0.5)
        #expect(!log().contains { $0.hasPrefix("A viewWillDisappear") })
        let container = presentation.containerView
        presented.dismiss(animated: true)
        try app.runUntilIdle()
        #expect(presentation.ended == ["presented true", "dismissed true"])
        #expect(container?.superview == nil && presentation.containerView == nil)
    }

    @Test func anActionSheetFromABarButtonIsAPopoverOnAWideScreenAndTheBottomSheetOnANarrowOne() throws {
        let (app, root, _) = try app(1024, 768)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        navigation.topViewController?.navigationItem.rightBarButtonItem = share
        root.present(navigation, animated: false)
        try app.runUntilIdle()
        var chosen: [String] = []
        func actionSheet() -> UIAlertController {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Print", style: .default) { _ in chosen.append("print") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            sheet.popoverPresentationController?.barButtonItem = share
            return sheet
        }
        let sheet = actionSheet()
        navigation.present(sheet, animated: false)
        try app.runUntilIdle()
        let popover = try #require(sheet.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.size == CGSize(width: 304, height: 57), "one row: the cancel button is left out, as on an iPad")
        #expect(frame.maxX <= 1014 && frame.minY > 44, "below the bar button, within the margins")
        try app.tap(at: CGPoint(x: 300, y: 500))
        try app.runUntilIdle()
        #expect(chosen == ["cancel"] && navigation.presentedViewController == nil, "a tap outside runs the cancel action")

        let (narrow, narrowRoot, _) = try self.app(400, 700)
        let bottom = actionSheet()
        bottom.popoverPresentationController?.sourceView = narrowRoot.view
        narrowRoot.present(bottom, animated: false)
        try narrow.runUntilIdle()
        #expect(bottom.view.frame == CGRect(x: 0, y: 0, width: 400, height: 700), "the classic action sheet over the whole screen")
        #expect(bottom.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func aPopoverPointsAtItsSourceItemAViewOrABarButtonBeforeItsOlderSources() throws {
        let (app, root, _) = try app(1024, 768)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        navigation.topViewController?.navigationItem.rightBarButtonItem = share
        root.present(navigation, animated: false)
        let button = UIButton(frame: CGRect(x: 600, y: 400, width: 100, height: 40))
        navigation.topViewController?.view.addSubview(button)
        try app.runUntilIdle()
        func present(pointingAt item: any UIPopoverPresentationControllerSourceItem) throws -> CGRect {
            let content = sheet(.popover)
            content.preferredContentSize = CGSize(width: 200, height: 100)
            let popover = try #require(content.popoverPresentationController)
            popover.sourceItem = item
            popover.sourceView = navigation.view  // the older source: sourceItem comes first
            navigation.present(content, animated: false)
            try app.runUntilIdle()
            #expect(popover.arrowDirection == .up)
            let frame = content.view.convert(content.view.bounds, to: nil)
            navigation.dismiss(animated: false)
            try app.runUntilIdle()
            return frame
        }
        let belowButton = try present(pointingAt: button)
        let buttonFrame = button.convert(button.bounds, to: nil)
        #expect(belowButton.midX == buttonFrame.midX && belowButton.minY == buttonFrame.maxY + 13,
            "under the button's middle, past the arrow: \(belowButton), button \(buttonFrame)")
        let belowShare = try present(pointingAt: share)
        #expect(belowShare.maxX > 900 && belowShare.minY < 120, "under the bar button at the top right: \(belowShare)")
    }

    @Test func aPopoverWithoutASourceIsCentredAndSaysSo() throws {
        let (app, root, _) = try app(1024, 768)
        LogCapture.shared.start()
        let content = sheet(.popover)
        content.preferredContentSize = CGSize(width: 200, height: 100)
        root.present(content, animated: false)
        try app.runUntilIdle()
        #expect(LogCapture.shared.stop().contains("without a sourceItem, sourceView or barButtonItem"))
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 412, y: 334, width: 200, height: 100))
    }

    /// A quick drag: down, four moves a frame apart, up.
    private func drag(_ app: HeadlessApp, from start: CGPoint, to end: CGPoint) throws {
        try app.touchDown(at: start)
        for step in 1...4 {
            let t = CGFloat(step) / 4
            try app.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        try app.touchUp()
        try app.runUntilIdle()
    }
}
