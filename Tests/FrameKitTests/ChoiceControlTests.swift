import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite(.serialized) struct SegmentedControlTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    /// Three segments 300 points wide at (50, 100): each 98.67 points after the 2-point padding.
    func place(_ control: UISegmentedControl) {
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        app.window.addSubview(control)
        fingers.wait(0.1)
    }

    func center(of segment: Int) -> CGPoint { CGPoint(x: 52 + 98.67 * (CGFloat(segment) + 0.5), y: 116) }

    @Test func itemsMakeSegmentsWithNothingChosenAndTheIntrinsicSizeFitsTheWidest() {
        let control = UISegmentedControl(items: ["Small", "Medium", "L"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Medium")
        let size = control.intrinsicContentSize
        #expect(size.height == 32)
        let widest = "Medium".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
        #expect(abs(size.width - (3 * (widest + 24) + 4)) < 1)
        #expect(control.frame.size == size)
    }

    @Test func aTapChoosesASegmentOnceAndTheWhitePlateSlidesThere() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let log = ControlEventLog(control)
        place(control)
        #expect(app.pixel(x: 200, y: 104) == 0xEFEFF0, "tertiarySystemFill over white, no plate yet")
        fingers.tap(center(of: 1))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.count("valueChanged") == 1 && log.count("primary") == 1)
        fingers.wait(0.5)
        #expect(app.pixel(x: 160, y: 104) == 0xFFFFFF, "the plate under the second segment")
        // Choosing the chosen segment again sends nothing.
        fingers.tap(center(of: 1))
        #expect(log.count("valueChanged") == 1)
        fingers.tap(center(of: 2))
        #expect(control.selectedSegmentIndex == 2)
        fingers.wait(0.1)
        #expect(app.pixel(x: 100, y: 104) != 0xFFFFFF)
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 320 * 50, "sliding redraws only the control")
    }

    @Test func theChosenSegmentsPlateFollowsAFingerThatDragsIt() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 0
        let log = ControlEventLog(control)
        place(control)
        fingers.down(center(of: 0))
        fingers.drag(from: center(of: 0), to: center(of: 2), steps: 4)
        fingers.wait(0.5)
        #expect(app.pixel(x: 300, y: 104) == 0xFFFFFF, "the plate under the finger, over the third segment")
        #expect(app.pixel(x: 100, y: 104) != 0xFFFFFF)
        #expect(control.selectedSegmentIndex == 0 && log.count("valueChanged") == 0, "chosen only when the finger lifts")
        fingers.up()
        #expect(control.selectedSegmentIndex == 2 && log.count("valueChanged") == 1)
        // Dragged off the control and lifted: the plate goes back and nothing is chosen.
        fingers.down(center(of: 2))
        fingers.drag(from: center(of: 2), to: center(of: 1), steps: 2)
        fingers.wait(0.5)
        #expect(app.pixel(x: 200, y: 104) == 0xFFFFFF)
        fingers.drag(from: center(of: 1), to: CGPoint(x: 200, y: 300), steps: 4)
        fingers.up()
        fingers.wait(0.5)
        #expect(control.selectedSegmentIndex == 2 && log.count("valueChanged") == 1)
        #expect(app.pixel(x: 300, y: 104) == 0xFFFFFF && app.pixel(x: 200, y: 104) != 0xFFFFFF)
        // A touch that begins on another segment leaves the plate where it is until it lifts.
        fingers.down(center(of: 0))
        fingers.drag(from: center(of: 0), to: center(of: 1), steps: 2)
        fingers.wait(0.5)
        #expect(app.pixel(x: 300, y: 104) == 0xFFFFFF && app.pixel(x: 200, y: 104) != 0xFFFFFF)
        fingers.up()
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func settingTheIndexFromCodeSendsNothingAndAnOutOfRangeIndexIsLoggedAndIgnored() {
        let control = UISegmentedControl(items: ["A", "B"])
        let log = ControlEventLog(control)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1 && log.events.isEmpty)
        LogCapture.shared.start()
        control.selectedSegmentIndex = 5
        #expect(LogCapture.shared.stop().contains("segment 5 is out of range 0..<2"))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func insertingAndRemovingKeepTheChoiceOnItsSegment() throws {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        place(control)
        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        fingers.wait(0.5)
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        #expect(control.titleForSegment(at: 2) == "end")
        fingers.wait(0.5)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aMomentaryControlReportsTheTapButShowsNoChoice() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.isMomentary = true
        var chosen: [Int] = []
        control.addAction(UIAction { action in
            chosen.append((action.sender as! UISegmentedControl).selectedSegmentIndex)
        }, for: .valueChanged)
        place(control)
        fingers.tap(center(of: 2))
        fingers.tap(center(of: 2))
        #expect(chosen == [2, 2])
        fingers.wait(0.5)
        #expect(app.pixel(x: 300, y: 104) == 0xEFEFF0, "no plate")
    }

    @Test func aDisabledSegmentCannotBeChosen() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.setEnabled(false, forSegmentAt: 0)
        place(control)
        fingers.tap(center(of: 0))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
    }

    @Test func actionsBecomeSegmentsAndChoosingOnePerformsIt() throws {
        var performed: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Map") { _ in performed.append("map") },
            UIAction(title: "List") { _ in performed.append("list") },
        ])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "List")
        control.frame = CGRect(x: 50, y: 100, width: 200, height: 32)
        app.window.addSubview(control)
        fingers.wait(0.1)
        fingers.tap(CGPoint(x: 200, y: 116))
        #expect(performed == ["list"] && control.selectedSegmentIndex == 1)
    }

    @Test func widthsCanBeFixedOrApportionedByContent() throws {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        control.apportionsSegmentWidthsByContent = true
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)
        let long = "Much longer".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
        #expect(abs(control.intrinsicContentSize.width - (50 + long + 24 + 4)) < 1)
    }
}

@MainActor
@Suite(.serialized) struct PageControlTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    @Test func currentPageIsPinnedToThePagesThereAre() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -3
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 68, height: 26))
    }

    @Test func aTapEitherSideOfTheCurrentDotMovesOnePageAndSendsValueChanged() throws {
        app.window.backgroundColor = .black
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 2
        let log = ControlEventLog(pages)
        app.window.addSubview(pages)
        fingers.wait(0.1)
        // Dots every 16 points around the middle (200): the current one (the third) white, the others dim.
        #expect(app.pixel(x: 200, y: 113) == 0xFFFFFF)
        #expect(app.pixel(x: 184, y: 113) == 0x4C4C4C)
        fingers.tap(CGPoint(x: 260, y: 113))
        #expect(pages.currentPage == 3 && log.count("valueChanged") == 1)
        fingers.tap(CGPoint(x: 110, y: 113))
        fingers.tap(CGPoint(x: 110, y: 113))
        fingers.tap(CGPoint(x: 110, y: 113))
        fingers.tap(CGPoint(x: 110, y: 113))
        #expect(pages.currentPage == 0 && log.count("valueChanged") == 4, "no event once at the first page")
        pages.currentPage = 4
        #expect(log.count("valueChanged") == 4)
    }

    @Test func aDragAlongTheDotsScrubsThroughThePages() throws {
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        pages.numberOfPages = 5  // dots at 168, 184, 200, 216, 232
        let log = ControlEventLog(pages)
        app.window.addSubview(pages)
        fingers.wait(0.1)
        fingers.down(CGPoint(x: 168, y: 113))
        fingers.move(CGPoint(x: 175, y: 113))
        #expect(pages.currentPage == 0, "within the slop a touch is still a tap")
        fingers.move(CGPoint(x: 201, y: 113))
        #expect(pages.currentPage == 2 && log.count("valueChanged") == 1, "the page under the finger, once")
        fingers.move(CGPoint(x: 290, y: 140))
        #expect(pages.currentPage == 4 && log.count("valueChanged") == 2, "past the last dot, and off the control")
        fingers.move(CGPoint(x: 183, y: 113))
        fingers.up()
        #expect(pages.currentPage == 1 && log.count("valueChanged") == 3, "lifting after a scrub does not step")

        pages.allowsContinuousInteraction = false
        fingers.down(CGPoint(x: 184, y: 113))
        fingers.drag(from: CGPoint(x: 184, y: 113), to: CGPoint(x: 232, y: 113), steps: 6)
        fingers.up()
        #expect(pages.currentPage == 2 && log.count("valueChanged") == 4, "without it a drag is a tap where it lifts")
    }

    @Test func aSinglePageHidesWhenAsked() {
        let pages = UIPageControl()
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.isHidden)
        pages.numberOfPages = 2
        #expect(!pages.isHidden)
    }
}

@MainActor
@Suite(.serialized) struct ProgressAndActivityTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    @Test func progressIsPinnedAndFillsThatShareOfTheBarInTheTint() throws {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.frame.height == 4 && bar.progress == 0)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.frame = CGRect(x: 100, y: 100, width: 200, height: 4)
        bar.progress = 0.25
        app.window.addSubview(bar)
        fingers.wait(0.1)
        #expect(app.pixel(x: 140, y: 102) == 0x007AFF)
        #expect(app.pixel(x: 160, y: 102) == 0xE4E4E5)
        bar.setProgress(0.75, animated: true)
        fingers.wait(0.1)
        #expect(app.pixel(x: 240, y: 102) == 0xE4E4E5, "still filling")
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 200 * 4)
        fingers.wait(0.3)
        #expect(app.pixel(x: 240, y: 102) == 0x007AFF)
    }

    @Test func anObservedProgressIsFollowedUntilItFinishes() throws {
        let task = Progress(totalUnitCount: 10)
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        app.window.addSubview(bar)
        bar.observedProgress = task
        task.completedUnitCount = 4
        fingers.wait(0.2)
        #expect(abs(bar.progress - 0.4) < 0.0001)
        task.completedUnitCount = 10
        fingers.wait(0.2)
        #expect(bar.progress == 1)
        try app.runUntilIdle()
        #expect(app.loop.isIdle, "a finished progress is no longer read")
    }

    @Test func aSpinnerIsHiddenUntilItAnimatesAndSizedByItsStyle() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(large.isHidden && !large.isAnimating && large.hidesWhenStopped)
        large.startAnimating()
        #expect(!large.isHidden && large.isAnimating)
        large.stopAnimating()
        #expect(large.isHidden)
        large.hidesWhenStopped = false
        #expect(!large.isHidden)
    }

    @Test func aSpinningIndicatorRedrawsOnlyItselfAndAStoppedOneCostsNoWakeUps() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 100, y: 100)
        app.window.addSubview(spinner)
        spinner.startAnimating()
        fingers.wait(0.05)
        let before = app.pixel(x: 110, y: 103)
        let phase = spinner.phase
        fingers.wait(0.1)
        #expect(spinner.phase == (phase + 1) % 8)
        #expect(app.pixel(x: 110, y: 103) != before, "the top spoke dimmed")
        let damaged = app.screen.lastFrameStatistics.damagedPixels
        #expect(damaged > 0 && damaged <= 20 * 20)
        spinner.stopAnimating()
        try app.runUntilIdle()
        #expect(app.loop.isIdle)
        spinner.startAnimating()
        spinner.removeFromSuperview()
        try app.runUntilIdle()
        #expect(app.loop.isIdle, "an animating spinner off screen does not wake the loop")
    }
}
